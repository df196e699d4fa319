import { createServerEntry, createStartHandler, defaultRenderHandler } from '@tanstack/react-start/server'

/**
 * Pages render to a string, not a stream: nothing here suspends on the server (loaders finish before the
 * render), and a whole string costs the server markedly less than web streams per byte (bench:ssr).
 */
export default createServerEntry({ fetch: createStartHandler(defaultRenderHandler) })

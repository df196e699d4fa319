/**
 * The browser's server-function client is fetched with the first call, not with the first page.
 *
 * TanStack Start's hydration registers a serialization adapter that turns a server function found in
 * the page's data back into a callable (`createClientRpc`), and that module imports the fetcher
 * statically: seroval's serializer and deserializer, the frame decoder and the stream plugins were in
 * every page's first JavaScript (~10 KB gzip), although a page's data comes with its HTML and nothing
 * calls a server function before the visitor acts (the app's own calls import their modules where they
 * are made). Two edits of Start's browser build, made at build time:
 * - the callable keeps its shape; its body imports the fetcher on first use (a server-function call is
 *   asynchronous already, so nothing waits differently);
 * - the router's list of deserializer plugins, built with a spread the bundler must keep as a possible
 *   side effect, is marked pure, so the plugins stay with the fetcher that uses them.
 *
 * If Start changes either module, the build fails here rather than silently shipping them again.
 */
import type { Plugin } from 'vite'
import { editModule, type ModuleEdit, moduleEditsPlugin } from './module-edits'

const EDITS: ModuleEdit[] = [
  {
    module: /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/,
    from: 'import { serverFnFetcher } from "./serverFnFetcher.js";\n',
    to: '',
  },
  {
    module: /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/,
    from: 'return serverFnFetcher(url, args, startFetch ?? fetch);',
    to: 'return import("./serverFnFetcher.js").then(({ serverFnFetcher }) => serverFnFetcher(url, args, startFetch ?? fetch));',
  },
  {
    module: /[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]ssr[\\/]serializer[\\/]seroval-plugins\.js$/,
    from: 'const defaultSerovalDeserializerPlugins = [RawStreamJSONDeserializePlugin, ...defaultSerovalPlugins];',
    to: 'const defaultSerovalDeserializerPlugins = /* @__PURE__ */ (() => [RawStreamJSONDeserializePlugin, ...defaultSerovalPlugins])();',
  },
]

/** `code` of module `id` with the edits that concern it, or `null` when none does. */
export function editStartClientModule(code: string, id: string): string | null {
  const edited = editModule(code, id, EDITS, 'build/lazy-server-function-client.ts')
  return edited === code ? null : edited
}

export function lazyServerFunctionClient(): Plugin {
  return moduleEditsPlugin('tremplin:lazy-server-function-client', 'client', editStartClientModule)
}

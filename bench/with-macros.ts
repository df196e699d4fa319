/**
 * Runs a bench whose code uses Lingui macros (e-mails, labels) through Vite with the tests' plugins:
 * `tsx bench/with-macros.ts bench/alert-digests.ts -- …`. Plain tsx cannot compile the macros.
 */
import { resolve } from 'node:path'
import { createServer } from 'vite'

const [entry] = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
if (!entry) throw new Error('Usage: tsx bench/with-macros.ts <bench file> [-- options]')
const server = await createServer({
  configFile: resolve('vitest.config.ts'),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'warn',
})
try {
  await server.ssrLoadModule(resolve(entry))
} finally {
  await server.close()
}

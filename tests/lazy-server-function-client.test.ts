import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { editStartClientModule } from '../build/lazy-server-function-client'

// The installed modules themselves: an upgrade of Start that changes them fails here, not only at build time.
const require = createRequire(import.meta.url)
const esmDir = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'dist', 'esm')
const clientRpc = join(esmDir('@tanstack/start-client-core'), 'client-rpc', 'createClientRpc.js')
const serovalPlugins = join(esmDir('@tanstack/router-core'), 'ssr', 'serializer', 'seroval-plugins.js')

describe("Start's server-function client, edited for the browser build", () => {
  it('imports the fetcher when a server function is called, not with the module', () => {
    const edited = editStartClientModule(readFileSync(clientRpc, 'utf8'), clientRpc)!
    expect(edited).not.toMatch(/^import .*serverFnFetcher/m)
    expect(edited).toContain(
      'import("./serverFnFetcher.js").then(({ serverFnFetcher }) => serverFnFetcher(url, args',
    )
    // The callable keeps what the rest of Start reads on it.
    expect(edited).toContain('[TSS_SERVER_FUNCTION]: true')
  })

  it("marks the router's list of deserializer plugins pure, so it is dropped where unused", () => {
    const edited = editStartClientModule(readFileSync(serovalPlugins, 'utf8'), serovalPlugins)!
    expect(edited).toContain(
      'const defaultSerovalDeserializerPlugins = /* @__PURE__ */ (() => [RawStreamJSONDeserializePlugin, ...defaultSerovalPlugins])();',
    )
  })

  it('leaves other modules alone and stops the build when an edited module changed', () => {
    expect(editStartClientModule('export const a = 1', '/app/src/a.ts')).toBeNull()
    expect(() => editStartClientModule('export function createClientRpc() {}', clientRpc)).toThrow(/changed/)
  })
})

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lazyServerFunctionAdapter } from './server-function-adapter'

/** The parts of Start's client entry that src/client.tsx writes again, as the installed version has them. */
const START_CLIENT_ENTRY = {
  '@tanstack/start-client-core/dist/esm/client/hydrateStart.js': '79697d04d5b526ff',
  '@tanstack/start-client-core/dist/esm/client/ServerFunctionSerializationAdapter.js': '95f2d734b638f3f5',
  '@tanstack/react-start-client/dist/esm/hydrateStart.js': 'cfaf38202a9e8053',
  '@tanstack/react-start-client/dist/esm/StartClient.js': '150b9849be89b638',
}

describe("the browser's entry (src/client.tsx)", () => {
  it.each(Object.entries(START_CLIENT_ENTRY))(
    "follows Start's %s (changed: compare client.tsx and server-function-adapter.ts with it, then update the hash)",
    (path, hash) => {
      const text = readFileSync(join(process.cwd(), 'node_modules', path))
      expect(createHash('sha256').update(text).digest('hex').slice(0, 16)).toBe(hash)
    },
  )

  it("serializes a server function as Start does, and revives it without loading Start's client", () => {
    const serverFunction = Object.assign(async () => 'answer', {
      serverFnMeta: { id: 'abc' },
      [Symbol.for('TSS_SERVER_FUNCTION')]: true,
    })
    expect(lazyServerFunctionAdapter.test(serverFunction)).toBe(true)
    expect(lazyServerFunctionAdapter.test(() => 'plain')).toBe(false)
    const serialized = lazyServerFunctionAdapter.toSerializable(serverFunction)
    expect(serialized).toEqual({ functionId: 'abc' })
    const revived = lazyServerFunctionAdapter.fromSerializable(serialized)
    expect(lazyServerFunctionAdapter.test(revived)).toBe(true)
    expect(revived.serverFnMeta).toEqual({ id: 'abc' })
  })
})

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { importsStartedOnce } from '../build/server-imports-once'

const directory = mkdtempSync(join(tmpdir(), 'tremplin-imports-once-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

describe("a server module's import()", () => {
  it('is started once per specifier: later calls get the same promise, and the same module', async () => {
    writeFileSync(join(directory, 'loaded.mjs'), 'export const value = 42')
    writeFileSync(join(directory, 'other.mjs'), 'export const value = 7')
    const source = [
      "export const load = () => import('./loaded.mjs')",
      "export const again = async () => (await import('./loaded.mjs')).value",
      "export const other = () => import('./other.mjs')",
      'export const named = (name) => import(name)',
    ].join('\n')
    const edited = importsStartedOnce(source, 'module.mjs')
    expect(edited).not.toBeNull()
    writeFileSync(join(directory, 'module.mjs'), edited!.code)
    const module = await import(pathToFileURL(join(directory, 'module.mjs')).href)
    const first = module.load()
    expect(module.load()).toBe(first)
    expect((await first).value).toBe(42)
    expect(await module.again()).toBe(42)
    expect((await module.other()).value).toBe(7)
    // A specifier known only when called is imported as written.
    expect(module.named(pathToFileURL(join(directory, 'other.mjs')).href)).not.toBe(module.other())
  })

  it('leaves a module without one, or already edited, as it is', () => {
    expect(importsStartedOnce("import { a } from './a.mjs'\nexport const b = a", 'b.mjs')).toBeNull()
    const once = importsStartedOnce("export const load = () => import('./a.mjs')", 'c.mjs')!
    expect(importsStartedOnce(once.code, 'c.mjs')).toBeNull()
  })
})

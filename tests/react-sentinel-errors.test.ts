import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { editReactClientModule, sentinelError } from '../build/react-sentinel-errors'

// The installed module itself: an upgrade of React that changes it fails here, not only at build time.
const require = createRequire(import.meta.url)
const reactDomClient = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs',
  'react-dom-client.production.js',
)
const requireBesideIt = createRequire(reactDomClient)

/** Evaluates a CommonJS module's code, counting the errors it makes meanwhile. */
function evaluate(code: string): { errorsMade: number; exports: Record<string, unknown> } {
  let errorsMade = 0
  function CountingError(...args: unknown[]) {
    errorsMade += 1
    return Reflect.construct(Error, args)
  }
  CountingError.prototype = Error.prototype
  const module = { exports: {} as Record<string, unknown> }
  new Function('require', 'module', 'exports', 'Error', code)(
    requireBesideIt,
    module,
    module.exports,
    CountingError,
  )
  return { errorsMade, exports: module.exports }
}

describe("React's client, edited for the browser build", () => {
  const original = readFileSync(reactDomClient, 'utf8')

  it('makes no error while its module evaluates (five before), and still exports the same', () => {
    const edited = editReactClientModule(original, reactDomClient)!
    const before = evaluate(original)
    const after = evaluate(edited)
    expect(before.errorsMade).toBe(5)
    expect(after.errorsMade).toBe(0)
    expect(Object.keys(after.exports).sort()).toEqual(Object.keys(before.exports).sort())
    expect(after.exports.hydrateRoot).toBeTypeOf('function')
  })

  it('makes each sentinel an error without a stack, with its message', () => {
    const sentinel = sentinelError('Suspense Exception')
    expect(sentinel).toBeInstanceOf(Error)
    expect(sentinel.message).toBe('Suspense Exception')
    expect(String(sentinel)).toBe('Error: Suspense Exception')
    expect(Object.hasOwn(sentinel, 'stack')).toBe(false)
    expect(Object.keys(sentinel)).toEqual([])
  })

  it('leaves other modules alone and stops the build when the edited module changed', () => {
    expect(editReactClientModule('export const a = 1', '/app/src/a.ts')).toBeNull()
    expect(() => editReactClientModule('var SuspenseException = Error("x");', reactDomClient)).toThrow(
      /changed/,
    )
  })
})

import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { youngRequestObjects } from '../build/young-request-objects'

// The installed modules themselves: an upgrade of TanStack that changes them fails here, not only at build time.
const require = createRequire(import.meta.url)
const packageDir = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`))
const routerSsr = join(packageDir('@tanstack/router-core'), 'dist', 'esm', 'ssr', 'ssr-server.js')
const routerCore = join(packageDir('@tanstack/router-core'), 'dist', 'esm', 'router.js')
const query = join(packageDir('@tanstack/query-core'), 'build', 'modern', 'query.js')
const queryUtils = join(packageDir('@tanstack/query-core'), 'build', 'modern', 'utils.js')

/** Whether V8 allocated each function of `script`'s `made` young, run with its test-only natives. */
function bornYoung(script: string): Record<string, boolean> {
  const probe = `${script}
const made = make()
const functions = Object.entries(made).filter(([, v]) => typeof v === 'function')
console.log(JSON.stringify(Object.fromEntries(functions.map(([k, v]) => [k, %InYoungGeneration(v)]))))`
  const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', probe], {
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as Record<string, boolean>
}

// Text beyond ASCII before the functions: the parser's positions must be the string's own.
const CLASS_WITH_FUNCTION_PROPERTIES = `const label = 'Équipe – l’offre 😀'
class Router {
  constructor() {
    this.update = (options) => { this.options = options }
    this.load = async function () { return this.options }
    const local = () => 1
    this.local = local
  }
}
function make() { const r = new Router(); return { update: r.update, load: r.load, local: r.local, label } }`

describe('what a request makes on the server is born young', () => {
  it('shows what it fixes: V8 allocates a function assigned to a property in the old generation', () => {
    expect(bornYoung(CLASS_WITH_FUNCTION_PROPERTIES)).toEqual({ update: false, load: false, local: true })
  })

  it('passes every function assigned to a property through a call, and they are born young', () => {
    const edited = youngRequestObjects(CLASS_WITH_FUNCTION_PROPERTIES, '/app/src/router.js')!
    expect(edited.code).toContain('this.update = __tremplinBornYoung((options) =>')
    expect(edited.code).toContain('this.load = __tremplinBornYoung(async function ()')
    expect(edited.code).toContain('this.local = local')
    expect(bornYoung(edited.code)).toEqual({ update: true, load: true, local: true })
  })

  it("finds the router's functions in the installed router", () => {
    const edited = youngRequestObjects(readFileSync(routerCore, 'utf8'), routerCore)!
    expect(edited.code).toContain('this.update = __tremplinBornYoung((newOptions) =>')
    expect(edited.code).toContain('this.parseLocation = __tremplinBornYoung(')
  })

  it("defines the router's `ssr.manifest` on a prototype, not per request", () => {
    const edited = youngRequestObjects(readFileSync(routerSsr, 'utf8'), routerSsr)!
    expect(edited.code).not.toContain('router.ssr = { get manifest()')
    expect(edited.code).toContain('router.ssr = new SsrManifest(() => {')
    const { SsrManifest } = new Function(
      `${edited.code.slice(edited.code.lastIndexOf('class SsrManifest'))}; return { SsrManifest }`,
    )() as { SsrManifest: new (read: () => unknown) => { manifest: unknown } }
    let reads = 0
    const ssr = new SsrManifest(() => ++reads)
    expect([ssr.manifest, ssr.manifest]).toEqual([1, 2])
  })

  it("defines Query's fetch `signal` with one shared getter that still notes its use", () => {
    const edited = youngRequestObjects(readFileSync(query, 'utf8'), query)!
    expect(edited.code).toContain('get: consumeSignal')
    expect(edited.code).not.toMatch(/signal: \{\s*enumerable: true,\s*get: \(\) =>/)
    const helpers = edited.code.slice(edited.code.lastIndexOf('const CONSUME_SIGNAL'))
    const { CONSUME_SIGNAL, consumeSignal } = new Function(
      `${helpers}; return { CONSUME_SIGNAL, consumeSignal }`,
    )() as { CONSUME_SIGNAL: symbol; consumeSignal: () => AbortSignal }
    const signal = new AbortController().signal
    let consumed = false
    const context: Record<string | symbol, unknown> = {}
    Object.defineProperties(context, {
      [CONSUME_SIGNAL]: {
        value: () => {
          consumed = true
          return signal
        },
      },
      signal: { enumerable: true, get: consumeSignal },
    })
    // Spread and listed as before: the hidden closure does not travel, reading `signal` counts as its use.
    expect(Object.keys({ ...context })).toEqual(['signal'])
    expect(consumed).toBe(true)
    consumed = false
    const { signal: read } = context
    expect([read, consumed]).toEqual([signal, true])
  })

  it("gives an infinite query's page fetch the same shared getter, still listening for the abort once", () => {
    const edited = youngRequestObjects(readFileSync(queryUtils, 'utf8'), queryUtils)!
    const helpers = edited.code.slice(edited.code.indexOf('function addConsumeAwareSignal'))
    const { addConsumeAwareSignal } = new Function(
      `const fetchSignal = Symbol('fetchSignal'); ${helpers.replace(/^export \{[^}]*\};$/m, '')}; return { addConsumeAwareSignal }`,
    )() as {
      addConsumeAwareSignal: (
        object: object,
        getSignal: () => AbortSignal,
        onCancelled: () => void,
        internal: AbortSignal,
      ) => { signal: AbortSignal }
    }
    expect(edited.code).toContain('get: consumeSignal')
    const controller = new AbortController()
    let cancelled = 0
    const context = addConsumeAwareSignal(
      {},
      () => controller.signal,
      () => cancelled++,
      controller.signal,
    )
    expect([context.signal, context.signal]).toEqual([controller.signal, controller.signal])
    controller.abort()
    expect(cancelled).toBe(1)
  })

  it('leaves modules without such functions alone and stops the build when an edited module changed', () => {
    expect(youngRequestObjects('export const a = 1; const b = () => a', '/app/src/a.js')).toBeNull()
    expect(() => youngRequestObjects('export function attachRouterServerSsrUtils() {}', routerSsr)).toThrow(
      /changed/,
    )
  })
})

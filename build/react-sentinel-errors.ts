/**
 * React's client makes five errors while its module evaluates, and none of them is ever reported: each is
 * a sentinel it throws and recognises by identity (`thrown === SuspenseException`: a component waiting for
 * data, a hydration mismatch, a selective hydration, a commit or an action waiting). Under an inspector
 * (DevTools, Lighthouse), V8 records where each error was made, with line and column, for every function
 * on the stack; the factory function that holds all of react-dom is one of them, and V8 reads its ~180 KB
 * again to find those positions. That doubled the task that evaluates a page's modules under Lighthouse's
 * 4× CPU (120–140 → 49–73 ms on the job list; docs/performance-history.md, thirty-first pass), the longest
 * task after the first paint. Visitors without DevTools never paid it.
 *
 * Here, in the browser's build only, the five are made without a stack: objects of Error's prototype
 * with the same message (`instanceof Error`, printed alike), made by a function appended to the module.
 * If React changes these lines, the build fails here rather than shipping the cost again.
 */
import type { Plugin } from 'vite'
import { editModule, type ModuleEdit, moduleEditsPlugin } from './module-edits'

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/

/** The helper's name in the edited module: one React does not use. */
const SENTINEL = '__tremplinSentinelError'

/** The sentinels as React declares them: `from` once each in the installed module. */
const SENTINEL_DECLARATIONS = [
  'HydrationMismatchException = Error(formatProdErrorMessage(519))',
  'SuspenseException = Error(formatProdErrorMessage(460))',
  'SuspenseyCommitException = Error(formatProdErrorMessage(474))',
  'SuspenseActionException = Error(formatProdErrorMessage(542))',
  'SelectiveHydrationException = Error(formatProdErrorMessage(461))',
]

const EDITS: ModuleEdit[] = SENTINEL_DECLARATIONS.map((declaration) => ({
  module: REACT_DOM_CLIENT,
  from: declaration,
  to: declaration.replace('= Error(', `= ${SENTINEL}(`),
}))

/** An error without a stack: what `Error(message)` would be, minus the stack V8 records. */
export function sentinelError(message: string): Error {
  const error = Object.create(Error.prototype) as Error
  Object.defineProperty(error, 'message', { value: message, writable: true, configurable: true })
  return error
}

// Declared after the module's code (a declaration is hoisted: React's declarations above can call it).
const SENTINEL_FUNCTION = `\nfunction ${SENTINEL}(message) {\n  return (${sentinelError.toString()})(message);\n}\n`

/** `code` of module `id` with its sentinels made without a stack, or `null` when it is not React's client. */
export function editReactClientModule(code: string, id: string): string | null {
  const edited = editModule(code, id, EDITS, 'build/react-sentinel-errors.ts')
  return edited === code ? null : edited + SENTINEL_FUNCTION
}

export function reactSentinelErrorsWithoutStacks(): Plugin {
  return moduleEditsPlugin('tremplin:react-sentinel-errors', 'client', editReactClientModule)
}

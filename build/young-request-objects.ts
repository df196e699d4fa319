/**
 * On the server, what a request makes dies young: nothing the request leaves behind is born in V8's old
 * generation pointing at it.
 *
 * V8 allocates two kinds of objects straight into the old generation: a function assigned to a property
 * (`this.update = () => …`, `router.options.dehydrate = async () => …`: its parser expects such functions
 * to live long) and the pair that holds an accessor defined on one object (`{ get manifest() { … } }`,
 * `Object.defineProperties(o, { signal: { get } })`). Dead with its request, such an object still points
 * from the old generation at the request's young objects, and a young collection counts every old object
 * as alive: the router (its ~40 constructor functions), its `router.ssr` accessor and TanStack Query's
 * `signal` accessor on each fetch kept the router, the request's query client and all they hold through
 * the young collections, until they were promoted and waited for the next mark-compact: 46 KB per job list
 * page, a mark-compact every ~25 s per worker under load, each stalling the worker's requests 70–125 ms
 * (docs/performance-history.md, twenty-third pass).
 *
 * Here, in the server's build only:
 * - every function expression assigned to a property goes through an identity function
 *   (`this.update = __tremplinBornYoung((…) => …)`): the same function, allocated young like any other
 *   (the same name in stack traces);
 * - the accessors of TanStack's per-request objects are defined without a closure of their own: Router's
 *   `router.ssr.manifest` on a small class's prototype, Query's fetch `signal` (a query's and an infinite
 *   query's page) as one shared getter that calls the closure the object carries in a hidden property. Each
 *   edit is checked against the installed module: if TanStack changes it, the build fails here.
 */
import MagicString from 'magic-string'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'
import { eachNode, isNode, isScriptModule, type Node } from './ast-nodes.ts'
import { editModule, type ModuleEdit } from './module-edits.ts'

/**
 * What a function assigned to a property goes through: a call's argument, which V8 allocates young (the
 * bundler would drop `(0, fn)`, and parentheses leave no trace). A name no module uses.
 */
const BORN_YOUNG = '__tremplinBornYoung'

/** A quick test before parsing: the module may assign a function to a property. */
const MAYBE_FUNCTION_TO_PROPERTY = /[\w$\])]\s*=\s*(?:async\s*)?(?:function\b|\(|[\w$]+\s*=>)/

/** Each `x.y = function/arrow` of `program`, by the function's position. */
function functionsAssignedToProperties(program: Node): Node[] {
  const found: Node[] = []
  for (const node of eachNode(program))
    if (
      node.type === 'AssignmentExpression' &&
      node.operator === '=' &&
      isNode(node.left) &&
      node.left.type === 'MemberExpression' &&
      isNode(node.right) &&
      (node.right.type === 'ArrowFunctionExpression' || node.right.type === 'FunctionExpression')
    )
      found.push(node.right)
  return found
}

/** Appended to a module: declarations its edited code uses (called only once the module has run). */
type Appendix = { module: RegExp; text: string }

const ROUTER_SSR = /[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]ssr[\\/]ssr-server\.js$/
const QUERY = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/
const QUERY_UTILS = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]utils\.js$/

const EDITS: ModuleEdit[] = [
  {
    module: ROUTER_SSR,
    from: '\trouter.ssr = { get manifest() {\n',
    to: '\trouter.ssr = new SsrManifest(() => {\n',
  },
  {
    module: ROUTER_SSR,
    from: '\t\treturn composeManifest(manifest.scriptFormat, inlineCssAsset, routes, hasAssets ? requestAssets : void 0);\n\t} };\n',
    to: '\t\treturn composeManifest(manifest.scriptFormat, inlineCssAsset, routes, hasAssets ? requestAssets : void 0);\n\t});\n',
  },
  {
    module: QUERY,
    from: '\t\t\t\tsignal: {\n\t\t\t\t\tenumerable: true,\n\t\t\t\t\tget: () => {\n\t\t\t\t\t\tthis.#abortSignalConsumed = true;\n\t\t\t\t\t\treturn abortController.signal;\n\t\t\t\t\t}\n\t\t\t\t}\n',
    to: '\t\t\t\t[CONSUME_SIGNAL]: { value: () => {\n\t\t\t\t\tthis.#abortSignalConsumed = true;\n\t\t\t\t\treturn abortController.signal;\n\t\t\t\t} },\n\t\t\t\tsignal: {\n\t\t\t\t\tenumerable: true,\n\t\t\t\t\tget: consumeSignal\n\t\t\t\t}\n',
  },
  {
    // The infinite queries' fetch context (each page of a list fetched).
    module: QUERY_UTILS,
    from: '\t\tsignal: {\n\t\t\tenumerable: true,\n\t\t\tget: () => {\n\t\t\t\tsignal ??= getSignal();\n',
    to: '\t\t[CONSUME_SIGNAL]: { value: () => {\n\t\t\t\tsignal ??= getSignal();\n',
  },
  {
    module: QUERY_UTILS,
    from: '\t\t\t\treturn signal;\n\t\t\t}\n\t\t}\n\t});\n\treturn object;\n',
    to: '\t\t\t\treturn signal;\n\t\t\t} },\n\t\tsignal: {\n\t\t\tenumerable: true,\n\t\t\tget: consumeSignal\n\t\t}\n\t});\n\treturn object;\n',
  },
]

/** Query's fetch contexts read `signal` through this getter, shared: it calls the closure each context carries. */
const SHARED_SIGNAL_GETTER =
  'const CONSUME_SIGNAL = Symbol("consumeSignal");\n' +
  'function consumeSignal() { return this[CONSUME_SIGNAL]() }\n'

const APPENDICES: Appendix[] = [
  {
    module: ROUTER_SSR,
    text: 'class SsrManifest { constructor(read) { this.read = read } get manifest() { return this.read() } }\n',
  },
  { module: QUERY, text: SHARED_SIGNAL_GETTER },
  { module: QUERY_UTILS, text: SHARED_SIGNAL_GETTER },
]

/** `code` of module `id` with its objects born young, or `null` when nothing changes. */
export function youngRequestObjects(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> | null } | null {
  let edited = editModule(code, id, EDITS, 'build/young-request-objects.ts')
  for (const appendix of APPENDICES) if (appendix.module.test(id)) edited += `\n${appendix.text}`
  const functions = MAYBE_FUNCTION_TO_PROPERTY.test(edited)
    ? functionsAssignedToProperties(parseAst(edited) as unknown as Node)
    : []
  if (edited === code && functions.length === 0) return null
  const written = new MagicString(edited)
  for (const fn of functions) {
    written.appendLeft(fn.start, `${BORN_YOUNG}(`)
    written.appendRight(fn.end, ')')
  }
  if (functions.length > 0) written.append(`\nfunction ${BORN_YOUNG}(fn) { return fn }\n`)
  // The two edited TanStack modules go without a map: their positions moved by a few lines at most.
  const map = edited === code ? written.generateMap({ hires: 'boundary', source: id }) : null
  return { code: written.toString(), map }
}

export function youngRequestObjectsOnTheServer(): Plugin {
  return {
    name: 'tremplin:young-request-objects',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (!isScriptModule(id)) return null
      return youngRequestObjects(code, id)
    },
  }
}

/**
 * On the server, each module's `import("…")` of a given module is started once: later calls get the same
 * promise.
 *
 * Code loaded on use in the browser (a route's loader, a query's server function) is written as
 * `import()`, and the server runs the same code on every request: Node's loader then resolves the
 * specifier and looks the module up again each time, ~11 µs a call, six to eight calls per page (a route's
 * loaders, the signed-in user's query, the page's own) — ~2 % of a job list's render. The module is
 * loaded once either way; only the lookups go.
 */
import MagicString from 'magic-string'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'
import { eachNode, isNode, isScriptModule, type Node } from './ast-nodes.ts'

/** The module's own list of started imports, one place per specifier. A name no module uses. */
const STARTED = '__tremplinImportsStarted'

/** Each `import("literal")` of `program` (no options), with its specifier. */
function literalImports(program: Node): { node: Node; specifier: string }[] {
  const found: { node: Node; specifier: string }[] = []
  for (const node of eachNode(program)) {
    const source = node.source
    if (
      node.type === 'ImportExpression' &&
      !node.options &&
      isNode(source) &&
      source.type === 'Literal' &&
      typeof source.value === 'string'
    )
      found.push({ node, specifier: source.value })
  }
  return found
}

/** `code` with each literal `import()` started once; null when it has none. */
export function importsStartedOnce(code: string, id: string) {
  if (!code.includes('import(') || code.includes(STARTED)) return null
  const imports = literalImports(parseAst(code, { lang: 'js' }, id) as unknown as Node)
  if (imports.length === 0) return null
  const edited = new MagicString(code)
  const places = new Map<string, number>()
  for (const { node, specifier } of imports) {
    const place = places.get(specifier) ?? places.size
    places.set(specifier, place)
    edited.prependLeft(node.start, `(${STARTED}[${place}] ??= `)
    edited.appendRight(node.end, ')')
  }
  edited.prepend(`var ${STARTED} = [];\n`)
  return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) }
}

export function serverImportsStartedOnce(): Plugin {
  return {
    name: 'tremplin:server-imports-once',
    apply: 'build',
    // After the router's code splitting, which writes the routes' `import()`s.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (!isScriptModule(id)) return null
      return importsStartedOnce(code, id)
    },
  }
}

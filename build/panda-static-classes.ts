/**
 * Panda's `css({ … })`, pattern (`stack({ … })`) and config recipe (`icon({ … })`) calls whose arguments
 * are plain literals are replaced by the class names they return, at build time; a static `cva({ … })`
 * recipe gets the class names of all its variant combinations beside it.
 *
 * With `hash: true` every such call walks its style object, resolves shorthands and conditions and hashes
 * each property at run time: ~740 calls across the app, on every server render and again in the browser
 * while the page hydrates (a fifth of the job list's start-up script time at 4× CPU). The stylesheet is
 * unaffected (Panda extracts it from the source files), and the strings are those the same generated
 * runtime computes, so the server's and the browser's markup still agree. A call with anything computed
 * in it (a variable, a spread, a function call) is left as it is and resolved at run time, as before.
 */
import MagicString from 'magic-string'
import { type Plugin, parseAst } from 'vite'

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type StyleFunction = (...args: unknown[]) => string
/** The generated runtime's style functions, by the module they are imported from. */
type StyleFunctions = Record<string, Record<string, StyleFunction>>

const CSS_MODULE = 'styled-system/css'
const PATTERNS_MODULE = 'styled-system/patterns'
const RECIPES_MODULE = 'styled-system/recipes'

/** A literal's value, or `NOT_STATIC` when any part of it is computed. */
const NOT_STATIC = Symbol('not static')

function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.regex ? NOT_STATIC : node.value
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>
      return (node.expressions as Node[]).length === 0 ? quasis[0]!.value.cooked : NOT_STATIC
    }
    case 'UnaryExpression': {
      const argument = staticValue(node.argument as Node)
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC
    }
    case 'ArrayExpression': {
      const items = (node.elements as Array<Node | null>).map((item) =>
        item ? staticValue(item) : NOT_STATIC,
      )
      return items.includes(NOT_STATIC) ? NOT_STATIC : items
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {}
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NOT_STATIC
        const key = property.key as Node
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null
        const value = staticValue(property.value as Node)
        if (name === null || value === NOT_STATIC) return NOT_STATIC
        object[name] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  visit(node as Node)
  for (const [key, child] of Object.entries(node))
    if (key !== 'type' && child && typeof child === 'object') walk(child, visit)
}

type Recipe = StyleFunction & { variantMap: Record<string, string[]> }

/** Beyond this many variant combinations a recipe is left to compute its class names at run time. */
const MAX_RECIPE_COMBINATIONS = 256

/**
 * A static `cva({ … })` call, still made at run time (the recipe keeps its methods), wrapped in a lookup
 * of the class names of every combination of its variants (a variant left out counts as its own case),
 * computed here; props outside the table fall through to the recipe.
 */
function recipeWithClassNames(code: string, call: Node, recipe: Recipe): string | null {
  if (typeof recipe !== 'function' || !recipe.variantMap) return null
  const keys = Object.keys(recipe.variantMap)
  let combinations: Array<Record<string, string>> = [{}]
  for (const key of keys) {
    combinations = combinations.flatMap((props) => [
      props,
      ...recipe.variantMap[key]!.map((value) => ({ ...props, [key]: value })),
    ])
    if (combinations.length > MAX_RECIPE_COMBINATIONS) return null
  }
  const table = Object.fromEntries(
    combinations.map((props) => [keys.map((key) => props[key] ?? '').join('|'), recipe(props)]),
  )
  return (
    '((recipe, table, keys) => Object.assign((props) => table[keys.map((key) => props?.[key] ?? "").join("|")] ?? ' +
    `recipe(props), recipe))(${code.slice(call.start, call.end)}, ${JSON.stringify(table)}, ${JSON.stringify(keys)})`
  )
}

/**
 * The module's code with its static Panda calls replaced by their class names, or `null` when it has
 * none. `functions` maps an import source to the style functions it exports (the generated runtime).
 */
export function replaceStaticPandaCalls(code: string, functions: StyleFunctions): MagicString | null {
  if (!code.includes('styled-system/')) return null
  let program: Node
  try {
    program = parseAst(code, { lang: 'jsx' }) as unknown as Node
  } catch {
    return null
  }
  const imported = new Map<string, StyleFunction>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue
    const exports = functions[(statement.source as Node).value as string]
    if (!exports) continue
    for (const specifier of statement.specifiers as Node[]) {
      const name = specifier.type === 'ImportSpecifier' ? ((specifier.imported as Node).name as string) : null
      const fn = name ? exports[name] : undefined
      if (fn) imported.set((specifier.local as Node).name as string, fn)
    }
  }
  if (imported.size === 0) return null
  const result = new MagicString(code)
  let replaced = false
  walk(program, (node) => {
    if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier') return
    const fn = imported.get((node.callee as Node).name as string)
    const args = (node.arguments as Node[]).map(staticValue)
    if (!fn || args.includes(NOT_STATIC)) return
    try {
      const value = fn(...args)
      const replacement =
        typeof value === 'string' ? JSON.stringify(value) : recipeWithClassNames(code, node, value as Recipe)
      if (replacement === null) return
      result.overwrite(node.start, node.end, replacement)
      replaced = true
    } catch {
      // Left to the run time, which reports the same error where it belongs.
    }
  })
  return replaced ? result : null
}

/** A generated module's style functions: `stack`, `grid`… (not `getStackStyle`). */
function styleFunctionsOf(module: Record<string, unknown>): Record<string, StyleFunction> {
  return Object.fromEntries(
    Object.entries(module).filter(
      (entry): entry is [string, StyleFunction] =>
        typeof entry[1] === 'function' && /^[a-z]/.test(entry[0]) && !entry[0].startsWith('get'),
    ),
  )
}

/** The generated runtime's style functions by import source: `css`, every pattern and config recipe. */
export async function pandaStyleFunctions(): Promise<StyleFunctions> {
  const root = new URL('../styled-system/', import.meta.url)
  const load = (path: string) => import(new URL(path, root).href) as Promise<Record<string, unknown>>
  const [css, patterns, recipes] = await Promise.all([
    load('css/index.mjs'),
    load('patterns/index.mjs'),
    load('recipes/index.mjs'),
  ])
  return {
    [CSS_MODULE]: { css: css.css as StyleFunction, cva: css.cva as StyleFunction },
    [PATTERNS_MODULE]: styleFunctionsOf(patterns),
    [RECIPES_MODULE]: styleFunctionsOf(recipes),
  }
}

/** The Vite plugin (production builds; the dev server keeps the calls, so a regenerated runtime applies). */
export function pandaStaticClasses(): Plugin {
  let functions: StyleFunctions | undefined
  return {
    name: 'tremplin:panda-static-classes',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      functions = await pandaStyleFunctions()
    },
    transform(code, id) {
      if (!functions || id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null
      const result = replaceStaticPandaCalls(code, functions)
      return result ? { code: result.toString(), map: result.generateMap({ hires: true }) } : null
    },
  }
}

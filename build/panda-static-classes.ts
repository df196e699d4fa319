/**
 * Panda's `css({ … })`, pattern (`stack({ … })`) and config recipe (`icon({ … })`) calls whose arguments
 * are plain literals are replaced by the class names they return, at build time; a static `cva({ … })`
 * recipe becomes a table of the class names of all its variant combinations.
 *
 * With `hash: true` every such call walks its style object, resolves shorthands and conditions and hashes
 * each property at run time: ~740 calls across the app, on every server render and again in the browser
 * while the page hydrates (a fifth of the job list's start-up script time at 4× CPU). The stylesheet is
 * unaffected (Panda extracts it from the source files), and the strings are those the same generated
 * runtime computes, so the server's and the browser's markup still agree.
 *
 * Two computed forms are resolved too: a condition choosing between literals (`h: scrolled ? '16' : '20'`,
 * up to four per call) becomes the same condition choosing between class names, and a module's own
 * top-level constant holding a literal style object (`const base = css.raw({ … })`) is read as that
 * literal. Anything else computed (another variable, a spread, a function call) is left as it is and
 * resolved at run time. With every call of the pages' first JavaScript static, Panda's runtime is not
 * part of it (a static `cva` recipe becomes `staticRecipe` of `src/ui/static-recipe.ts`).
 */
import MagicString from 'magic-string'
import { type Plugin, parseAst } from 'vite'
import { MAX_TOKENS, TOKEN_OFFSET, UNKNOWN_VARIANT } from '../src/ui/static-recipe.ts'
import {
  type Choice,
  choicesIn,
  decided,
  literalConstants,
  MAX_CHOICES,
  NOT_STATIC,
  type Node,
  rawStyle,
  type Scope,
  type StyleFunction,
  staticValue,
  walk,
} from './panda-static-values.ts'

/** The generated runtime's style functions, by the module they are imported from. */
type StyleFunctions = Record<string, Record<string, StyleFunction>>

const CSS_MODULE = 'styled-system/css'
const PATTERNS_MODULE = 'styled-system/patterns'
const RECIPES_MODULE = 'styled-system/recipes'

/**
 * The expression choosing among the class names of every outcome of `choices` (each condition written
 * once per path); throws as `classNames` does, which leaves the call to the run time.
 */
function chosenClassNames(
  code: string,
  choices: Choice[],
  classNames: (outcomes: Map<Choice, boolean>) => string,
  outcomes = new Map<Choice, boolean>(),
): string {
  const next = choices.find((choice) => !outcomes.has(choice))
  if (!next) return JSON.stringify(classNames(outcomes))
  const branch = (outcome: boolean) =>
    chosenClassNames(code, choices, classNames, new Map(outcomes).set(next, outcome))
  return `((${code.slice(next.test.start, next.test.end)}) ? ${branch(true)} : ${branch(false)})`
}

type Recipe = StyleFunction & { variantMap: Record<string, string[]>; config: { defaultVariants?: object } }

/** Beyond this many variant combinations a recipe is left to compute its class names at run time. */
const MAX_RECIPE_COMBINATIONS = 256

/** Where the static recipe's run-time half lives (Vite resolves the app's `~` alias). */
const STATIC_RECIPE_MODULE = '~/ui/static-recipe'
const STATIC_RECIPE = '__tremplinStaticRecipe'

/**
 * A static `cva({ … })` recipe as `staticRecipe(table, variantMap, defaultVariants, classNames)`: the
 * class names of every combination of its variants, each absent, set to one of its values or to a value
 * it does not define (`UNKNOWN_VARIANT`), computed here with the recipe itself, in `combinationIndex`
 * order and written compactly (see `src/ui/static-recipe.ts`).
 */
function staticRecipeCall(recipe: Recipe): string | null {
  if (typeof recipe !== 'function' || !recipe.variantMap) return null
  const keys = Object.keys(recipe.variantMap)
  const outside = Symbol('a value the recipe does not define')
  let combinations: Array<Record<string, string | typeof outside>> = [{}]
  for (const key of keys) {
    combinations = combinations.flatMap((props) => [
      props,
      ...recipe.variantMap[key]!.map((value) => ({ ...props, [key]: value })),
      { ...props, [key]: outside },
    ])
    if (combinations.length > MAX_RECIPE_COMBINATIONS) return null
  }
  const table = combinations.map((props) =>
    recipe(
      Object.fromEntries(
        Object.entries(props).map(([key, value]) => [
          key,
          value === outside ? UNKNOWN_VARIANT : asProp(value),
        ]),
      ),
    ),
  )
  const defaults = recipe.config.defaultVariants ?? {}
  const args = [JSON.stringify(recipe.variantMap), JSON.stringify(defaults)]
  const encoded = encodedTable(table)
  return encoded
    ? `${STATIC_RECIPE}(${JSON.stringify(encoded.table)}, ${args.join(', ')}, ${JSON.stringify(encoded.classNames)})`
    : `${STATIC_RECIPE}(${JSON.stringify(table)}, ${args.join(', ')})`
}

/**
 * Each combination as one character per class name, when the recipe has few enough distinct class names
 * and every combination reads back exactly as Panda wrote it (single spaces between names).
 */
function encodedTable(table: string[]): { table: string[]; classNames: string } | null {
  const names = [...new Set(table.flatMap((classes) => (classes === '' ? [] : classes.split(' '))))]
  if (names.length > MAX_TOKENS || names.some((name) => name === '')) return null
  const index = new Map(names.map((name, i) => [name, String.fromCharCode(TOKEN_OFFSET + i)]))
  const encoded = table.map((classes) =>
    classes === ''
      ? ''
      : classes
          .split(' ')
          .map((name) => index.get(name))
          .join(''),
  )
  return { table: encoded, classNames: names.join(' ') }
}

/** A variant value as components pass it: `true`/`false` variants as booleans (compound variants compare strictly). */
const asProp = (value: string) => (value === 'true' ? true : value === 'false' ? false : value)

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
  const scope: Scope = { constants: literalConstants(program, imported), choices: true }
  const result = new MagicString(code)
  const replacedRanges: Array<[number, number]> = []
  let recipes = false
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return
    const callee = node.callee as Node
    // `css.raw({ … })`: the style object itself.
    const raw = rawStyle(node, imported, scope)
    if (raw !== NOT_STATIC) {
      result.overwrite(node.start, node.end, JSON.stringify(raw))
      replacedRanges.push([node.start, node.end])
      return
    }
    if (callee.type !== 'Identifier') return
    const fn = imported.get(callee.name as string)
    const args = (node.arguments as Node[]).map((arg) => staticValue(arg, scope))
    if (!fn || args.includes(NOT_STATIC)) return
    const choices = choicesIn(args)
    if (choices.length > MAX_CHOICES) return
    try {
      let replacement: string | null
      if (choices.length > 0) {
        replacement = chosenClassNames(code, choices, (outcomes) => {
          const value = fn(...(decided(args, outcomes) as unknown[]))
          if (typeof value !== 'string') throw new Error('a recipe with conditions in it')
          return value
        })
      } else {
        const value = fn(...args)
        replacement = typeof value === 'string' ? JSON.stringify(value) : staticRecipeCall(value as Recipe)
        if (replacement && typeof value !== 'string') recipes = true
      }
      if (replacement === null) return
      result.overwrite(node.start, node.end, replacement)
      replacedRanges.push([node.start, node.end])
    } catch {
      // Left to the run time, which reports the same error where it belongs.
    }
  })
  if (replacedRanges.length === 0) return null
  removeUnusedImports(program, result, new Set(imported.keys()), replacedRanges)
  if (recipes) result.prepend(`import { staticRecipe as ${STATIC_RECIPE} } from '${STATIC_RECIPE_MODULE}';\n`)
  return result
}

/**
 * Drops the runtime's imports no call uses any more: the generated modules define their functions at
 * load (`createRecipe(…)`), so a bundler keeps a module that is still imported even when nothing in it is
 * used, and with it Panda's whole runtime.
 */
function removeUnusedImports(
  program: Node,
  result: MagicString,
  locals: Set<string>,
  replacedRanges: Array<[number, number]>,
) {
  const imports = (program.body as Node[]).filter((statement) => statement.type === 'ImportDeclaration')
  // Identifiers outside the imports themselves and the calls replaced.
  const ignored = [...replacedRanges, ...imports.map((node): [number, number] => [node.start, node.end])]
  const counts = (node: Node) => !ignored.some(([start, end]) => node.start >= start && node.end <= end)
  // Names that are not references: `{ icon: … }`, `chip.icon`.
  const names = new Set<unknown>()
  walk(program, (node) => {
    if (node.type === 'Property' && !node.computed && !node.shorthand) names.add(node.key)
    if (node.type === 'MemberExpression' && !node.computed) names.add(node.property)
  })
  const used = new Set<string>()
  walk(program, (node) => {
    if (node.type === 'Identifier' && locals.has(node.name as string) && counts(node) && !names.has(node))
      used.add(node.name as string)
  })
  for (const statement of imports) {
    const specifiers = statement.specifiers as Node[]
    const ours = specifiers.filter((specifier) => locals.has((specifier.local as Node).name as string))
    if (ours.length === 0 || specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue
    const kept = specifiers.filter(
      (specifier) =>
        !locals.has((specifier.local as Node).name as string) ||
        used.has((specifier.local as Node).name as string),
    )
    if (kept.length === specifiers.length) continue
    if (kept.length === 0) result.remove(statement.start, statement.end)
    else
      result.overwrite(
        statement.start,
        statement.end,
        `import { ${kept.map(specifierSource).join(', ')} } from ${JSON.stringify((statement.source as Node).value)};`,
      )
  }
  function specifierSource(specifier: Node) {
    const imported = (specifier.imported as Node).name as string
    const local = (specifier.local as Node).name as string
    return imported === local ? local : `${imported} as ${local}`
  }
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

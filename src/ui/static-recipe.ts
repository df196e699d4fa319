/**
 * What a static `cva({ … })` recipe becomes in a production build (see `build/panda-static-classes.ts`):
 * the class names of all its variant combinations, computed at build time by Panda's own runtime, with
 * the recipe's data and prop helpers — so the browser does not need that runtime at all.
 * `raw`, `merge` and `config` (style objects) are not available; nothing in the app uses them.
 *
 * The combinations share most of their class names (the base styles), so the build writes each distinct
 * class name once (`classNames`, space-separated) and each combination as one character per class name
 * it has, in order (`TOKEN_OFFSET` + the name's index): a button's 36 combinations are ~1.3 KB instead of
 * ~5 KB of repeated hashes.
 */

/** The value a variant prop holds when set to a value the recipe does not define (how Panda sees it). */
export const UNKNOWN_VARIANT = '?'

/** The first character code of a combination's class names: from `0` on, printable ASCII up to `}`. */
export const TOKEN_OFFSET = 0x30
/** Past this many distinct class names a recipe keeps the class names themselves in its table. */
export const MAX_TOKENS = 0x7e - TOKEN_OFFSET

type Props = Record<string, unknown> | undefined

/**
 * Where the combination of `props` sits in the table: each variant in turn (the last varying fastest),
 * each absent (0), set to one of its values (1…n) or to a value the recipe does not define (n + 1).
 */
export function combinationIndex(variantMap: Record<string, string[]>, props: Props): number {
  let index = 0
  for (const [key, values] of Object.entries(variantMap)) {
    const value = props?.[key]
    const position = value === undefined ? 0 : values.indexOf(String(value)) + 1 || values.length + 1
    index = index * (values.length + 2) + position
  }
  return index
}

/** A combination's characters back into its class names. */
function decode(combination: string, classNames: string[]): string {
  let out = ''
  for (let i = 0; i < combination.length; i++) {
    out += (i === 0 ? '' : ' ') + classNames[combination.charCodeAt(i) - TOKEN_OFFSET]
  }
  return out
}

/**
 * `table`: each combination's class names, in `combinationIndex` order; encoded as above when
 * `classNames` is given, as the class names themselves otherwise.
 */
export function staticRecipe(
  table: string[],
  variantMap: Record<string, string[]>,
  defaultVariants: Record<string, unknown>,
  classNames?: string,
) {
  const variantKeys = Object.keys(variantMap)
  const names = classNames?.split(' ')
  const decoded = names ? table.map((combination) => decode(combination, names)) : table
  return Object.assign((props?: Props) => decoded[combinationIndex(variantMap, props)]!, {
    variantKeys,
    variantMap,
    splitVariantProps(props: Record<string, unknown>) {
      const variants: Record<string, unknown> = {}
      const rest: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(props))
        (variantKeys.includes(key) ? variants : rest)[key] = value
      return [variants, rest] as const
    },
    getVariantProps(props?: Props) {
      const given = Object.entries(props ?? {}).filter(([, value]) => value !== undefined)
      return { ...defaultVariants, ...Object.fromEntries(given) }
    },
  })
}

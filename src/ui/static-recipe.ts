/**
 * What a static `cva({ … })` recipe becomes in a production build (see `build/panda-static-classes.ts`):
 * a lookup of the class names of all its variant combinations, computed at build time by Panda's own
 * runtime, with the recipe's data and prop helpers — so the browser does not need that runtime at all.
 * `raw`, `merge` and `config` (style objects) are not available; nothing in the app uses them.
 */

/** The value a table key holds for a variant prop set to a value the recipe does not define. */
export const UNKNOWN_VARIANT = '?'

type Props = Record<string, unknown> | undefined

/** The table key of `props`: each variant's value, `''` when absent, `UNKNOWN_VARIANT` when not defined. */
export function variantKey(variantMap: Record<string, string[]>, props: Props): string {
  return Object.keys(variantMap)
    .map((key) => {
      const value = props?.[key]
      if (value === undefined) return ''
      return variantMap[key]!.includes(String(value)) ? String(value) : UNKNOWN_VARIANT
    })
    .join('|')
}

export function staticRecipe(
  table: Record<string, string>,
  variantMap: Record<string, string[]>,
  defaultVariants: Record<string, unknown>,
) {
  const variantKeys = Object.keys(variantMap)
  return Object.assign((props?: Props) => table[variantKey(variantMap, props)]!, {
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

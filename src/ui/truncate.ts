/** Cuts a label to `max` characters with an ellipsis (docs/product.md#limits: sector and zone labels at 50). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

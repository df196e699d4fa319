import type { IconNode } from 'lucide'
import { createElement, type ReactElement, type SVGProps } from 'react'

export type { IconNode }

/**
 * The app's line icons: Lucide's drawings, which the `lucide` package holds as plain data (one module
 * per icon, so each page's chunks carry the icons it shows), rendered by one small component.
 * `lucide-react` rebuilt every icon's attributes and children from that data on each render (~2 % of a
 * rendered job list's server CPU) and shipped that runtime to every page; here an icon's children are
 * made once, and the `<svg>` carries only what it needs (no `xmlns` or Lucide class names in HTML).
 */
export type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** The drawing, e.g. `Search` from `lucide`. */
  icon: IconNode
  /** Width and height, in CSS pixels (24 unless told). */
  size?: number | string
  /** The stroke colour (`currentColor` unless told). */
  color?: string
}

const childrenOf = new WeakMap<IconNode, ReactElement[]>()

function childrenFor(icon: IconNode): ReactElement[] {
  let children = childrenOf.get(icon)
  if (!children) {
    children = icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))
    childrenOf.set(icon, children)
  }
  return children
}

export function LineIcon({ icon, size = 24, color = 'currentColor', ...rest }: LineIconProps) {
  // Decorative unless named, as Lucide does: an unnamed icon is hidden from assistive technology.
  const named =
    rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined || rest.role !== undefined
  return createElement(
    'svg',
    {
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color,
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      'aria-hidden': named ? undefined : true,
      ...rest,
    },
    childrenFor(icon),
  )
}

import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName, RouteParams } from '~/i18n/paths'

export type CategoryNavItem = {
  key: string
  route: RouteName
  params?: RouteParams
  label: string
  current: boolean
}

const nav = css({
  display: 'flex',
  gap: '2',
  // Phones scroll the row sideways instead of stacking many lines of chips above the results.
  flexWrap: { base: 'nowrap', md: 'wrap' },
  overflowX: { base: 'auto', md: 'visible' },
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  py: '1',
  scrollbarWidth: 'thin',
})

const tab = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  h: '10',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontWeight: '700',
  textDecoration: 'none',
  color: 'fg.default',
  whiteSpace: 'nowrap',
  _hover: { borderColor: 'teal.500' },
  '&[aria-current=page]': { bg: 'brand.solid', color: 'fg.onBrand', borderColor: 'brand.solid' },
})

/** The categories of a media list (article categories, podcast themes) as a row of links. */
export function CategoryNav({
  label,
  items,
  className,
}: {
  label: string
  items: CategoryNavItem[]
  className?: string
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={nav}>
        {items.map((item) => (
          <li key={item.key}>
            <LocalizedLink
              route={item.route}
              params={item.params}
              className={tab}
              // The list's link must not look current on its categories' pages (they are below its path).
              activeOptions={{ exact: true }}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Cards of a media list: one column on phones, up to three on large screens. */
export const mediaCardGrid = grid({
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
})

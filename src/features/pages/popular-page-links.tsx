import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import type { PopularPageLink } from './popular-pages.model'

/** The columns of popular pages by type (sectors, cities, jobs): one under the other on phones. */
export const popularColumns = grid({ gap: '8', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })

/** A popular page's link: plain text that turns brand-coloured on hover. */
const popularPageLink = css({
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { color: 'fg.brand', textDecoration: 'underline' },
})

/**
 * A column of links to popular search pages. Up to thirty of them follow every list and home page:
 * `LocalizedLink`, whose href costs the server render nothing, rather than the router's link.
 */
export function PopularPageLinks({ pages, className }: { pages: PopularPageLink[]; className?: string }) {
  return (
    <ul className={cx(grid({ gap: '1.5' }), className)}>
      {pages.map((page) => (
        <li key={page.slug}>
          <LocalizedLink route="popularPage" params={{ page: page.slug }} className={popularPageLink}>
            {page.title}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  )
}

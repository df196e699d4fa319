import { useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight } from 'lucide'
import { type ReactNode, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { LineIcon } from '~/ui/line-icon'
import { paginationItems } from './pagination.model'

const cell = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '10',
  h: '10',
  px: '2',
  borderRadius: 'control',
  fontWeight: '700',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { bg: 'brand.solid', color: 'fg.onBrand' },
  bg: 'transparent',
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
})

/**
 * Pagination of docs/product.md#limits: hidden when everything fits on one page; previous/next disabled at the ends;
 * an ellipsis button expands to every page. `renderLink` makes real links (shareable URLs).
 */
export function Pagination({
  page,
  pageCount,
  renderLink,
}: {
  page: number
  pageCount: number
  renderLink: (
    page: number,
    props: { className: string; children: ReactNode; 'aria-label': string; 'aria-current'?: 'page' },
  ) => ReactNode
}) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState(false)
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t`Pagination`} className={css({ display: 'flex', justifyContent: 'center', mt: '8' })}>
      <ul className={hstack({ gap: '1', flexWrap: 'wrap' })}>
        <li>
          {page > 1 ? (
            renderLink(page - 1, {
              className: cell,
              'aria-label': t`Page précédente`,
              children: <LineIcon icon={ChevronLeft} size={18} aria-hidden="true" />,
            })
          ) : (
            <button type="button" className={cell} disabled aria-label={t`Page précédente`}>
              <LineIcon icon={ChevronLeft} size={18} aria-hidden="true" />
            </button>
          )}
        </li>
        {paginationItems(page, pageCount, expanded).map((item) => (
          <li key={item.kind === 'page' ? item.page : item.key}>
            {item.kind === 'page' ? (
              renderLink(item.page, {
                className: cell,
                'aria-label': t`Page ${item.page}`,
                'aria-current': item.page === page ? 'page' : undefined,
                children: item.page,
              })
            ) : (
              <button
                type="button"
                className={cx(cell, css({ bg: 'transparent' }))}
                onClick={() => setExpanded(true)}
                aria-label={t`Afficher toutes les pages`}
              >
                …
              </button>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            renderLink(page + 1, {
              className: cell,
              'aria-label': t`Page suivante`,
              children: <LineIcon icon={ChevronRight} size={18} aria-hidden="true" />,
            })
          ) : (
            <button type="button" className={cell} disabled aria-label={t`Page suivante`}>
              <LineIcon icon={ChevronRight} size={18} aria-hidden="true" />
            </button>
          )}
        </li>
      </ul>
    </nav>
  )
}

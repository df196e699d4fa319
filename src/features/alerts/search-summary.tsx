import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { OfferFilters } from '~/features/offers/offer-list-url'
import { Chip, chipList } from '~/ui/chip'
import { searchTerms } from './search-terms'

/** A saved search's keyword and filters as chips. */
export function SearchSummary({ query, filters }: { query: string; filters: OfferFilters }) {
  const { i18n } = useLingui()
  return (
    <ul className={`${chipList} ${css({ my: '2' })}`}>
      {searchTerms(i18n, query, filters).map((term) => (
        <li key={term}>
          <Chip>{term}</Chip>
        </li>
      ))}
    </ul>
  )
}

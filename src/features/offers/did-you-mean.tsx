import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { type OfferSearchParams, toListSearch } from './offer-list-url'

/** "Did you mean …": the job list searching the corrected text, same filters, one click away. */
export function DidYouMean({ params, suggestion }: { params: OfferSearchParams; suggestion: string }) {
  return (
    <p className={css({ mb: '6', fontSize: 'lg' })}>
      <Trans>
        Vouliez-vous dire{' '}
        <LocalizedLink
          route="jobs"
          search={toListSearch({ ...params, query: suggestion, page: 1 })}
          className={css({ textStyle: 'link', fontWeight: 'semibold' })}
        >
          {suggestion}
        </LocalizedLink>{' '}
        ?
      </Trans>
    </p>
  )
}

import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Refusal } from '~/domain/offer-sources'
import { formatDay } from '~/i18n/format'
import {
  CONTENT_LANGUAGE_LABELS,
  CONTRACT_TYPE_LABELS,
  JOB_CATEGORY_LABELS,
  RANGE_KIND_LABELS,
  REGION_LABELS,
  REMOTE_POLICY_LABELS,
} from '~/i18n/labels'
import { TableScroll } from '~/ui/table-scroll'
import type { PreviewItem } from './offer-sources.model'
import { REFUSAL_LABELS } from './source-labels'

const cell = css({ p: '2', borderBottomWidth: '1px', textAlign: 'start', verticalAlign: 'top' })

/** What a source would import, one row per offer with each mapped field, then what it refuses and why. */
export function SourcePreview({ items, refusals }: { items: PreviewItem[]; refusals: Refusal[] }) {
  const { t, i18n } = useLingui()
  return (
    <section aria-labelledby="source-preview-title" className={css({ mt: '6' })}>
      <h3 id="source-preview-title" className={css({ textStyle: 'heading', mb: '2' })}>
        {t`Aperçu : ${items.length} offres à importer`}
      </h3>
      <TableScroll>
        <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
          <thead>
            <tr>
              <th className={cell}>{t`Titre`}</th>
              <th className={cell}>{t`Contrat`}</th>
              <th className={cell}>{t`Lieu`}</th>
              <th className={cell}>{t`Télétravail`}</th>
              <th className={cell}>{t`Salaire (k€ par an)`}</th>
              <th className={cell}>{t`Clôture`}</th>
              <th className={cell}>{t`Langue`}</th>
              <th className={cell}>{t`Catégorie proposée`}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.title}-${item.office}`}>
                <td className={cell}>{item.title}</td>
                <td className={cell}>{i18n._(CONTRACT_TYPE_LABELS[item.contractType])}</td>
                <td className={cell}>
                  {[item.office, item.region ? i18n._(REGION_LABELS[item.region]) : t`région inconnue`]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
                <td className={cell}>{i18n._(REMOTE_POLICY_LABELS[item.remotePolicy])}</td>
                <td className={cell}>
                  {item.salaryKind
                    ? `${i18n._(RANGE_KIND_LABELS[item.salaryKind])} ${[item.salaryMin, item.salaryMax].filter((v) => v !== null).join('–')}`
                    : '—'}
                </td>
                <td className={cell}>{item.validThrough ? formatDay(i18n, item.validThrough) : '—'}</td>
                <td className={cell}>{i18n._(CONTENT_LANGUAGE_LABELS[item.language])}</td>
                <td className={cell}>{i18n._(JOB_CATEGORY_LABELS[item.category])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <RefusalList refusals={refusals} />
    </section>
  )
}

/** Each item or page refused, with its reason. */
export function RefusalList({ refusals }: { refusals: Refusal[] }) {
  const { t, i18n } = useLingui()
  if (refusals.length === 0) return null
  return (
    <div className={css({ mt: '4' })}>
      <h4 className={css({ fontWeight: 'semibold' })}>{t`Refusés (${refusals.length})`}</h4>
      <ul className={css({ listStyle: 'disc', ps: '5', overflowWrap: 'anywhere' })}>
        {refusals.map((refusal) => {
          const { item } = refusal
          const reason = i18n._(REFUSAL_LABELS[refusal.reason])
          return <li key={`${item}-${refusal.reason}`}>{t`${item} : ${reason}`}</li>
        })}
      </ul>
    </div>
  )
}

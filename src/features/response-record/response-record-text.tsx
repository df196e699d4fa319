import { useLingui } from '@lingui/react/macro'
import { QUICK_ANSWER_DAYS, type ResponseRecord, respondsQuickly } from '~/domain/answers'

/**
 * An organisation's response record in a sentence: the share answered within QUICK_ANSWER_DAYS and the
 * median time to answer, or "new on Tremplin" while it has too few applications to judge.
 */
export function ResponseRecordText({ record }: { record: ResponseRecord }) {
  const { t, i18n } = useLingui()
  if (record.kind === 'new') return <>{t`Nouveau sur Tremplin`}</>
  const share = i18n.number(record.answeredQuicklyShare, { style: 'percent', maximumFractionDigits: 0 })
  const median =
    record.medianDays === null ? null : i18n.number(record.medianDays, { maximumFractionDigits: 1 })
  return (
    <>
      {respondsQuickly(record) && <strong>{t`Répond rapidement.`} </strong>}
      {t`${share} des candidatures reçoivent une réponse en ${QUICK_ANSWER_DAYS} jours`}
      {median !== null && <> · {t`réponse en ${median} jours (médiane)`}</>}
    </>
  )
}

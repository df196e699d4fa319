import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { REFUSAL_REASONS, type RefusalReason } from '~/domain/answers'
import { REFUSAL_REASON_LABELS } from '~/features/applications/refusal-reasons'
import { LOCALE_NAMES } from '~/i18n/locales'
import { SelectField } from '~/ui/form-field'
import type { RefusalPreview } from './recruiter.model'

/** The e-mail's preview: its subject, then its text as it will be sent. */
const emailPreview = css({
  mt: '2',
  p: '3',
  bg: 'bg.subtle',
  borderRadius: 'md',
  whiteSpace: 'pre-line',
  fontSize: 'sm',
})

/**
 * The refusal's reason and, below it, the e-mail the talent will read (in her language, with the
 * organisation's message), fetched again whenever the reason changes.
 */
export function RefusalChoice({
  applicationId,
  reason,
  onReason,
}: {
  applicationId: string
  reason: RefusalReason
  onReason: (reason: RefusalReason) => void
}) {
  const { t } = useLingui()
  const [preview, setPreview] = useState<RefusalPreview | null>(null)
  useEffect(() => {
    let current = true
    void import('./answers.functions')
      .then(({ getRefusalPreviewFn }) => getRefusalPreviewFn({ data: { applicationId, reason } }))
      .then((loaded) => {
        if (current) setPreview(loaded)
      })
      .catch(() => {
        if (current) setPreview(null)
      })
    return () => {
      current = false
    }
  }, [applicationId, reason])
  return (
    <div className={css({ mt: '4' })}>
      <RefusalReasonField id="refusal-reason" value={reason} onChange={onReason} />
      <section aria-label={t`Aperçu de l'e-mail`} className={css({ mt: '4' })}>
        <h3 className={css({ fontWeight: '700' })}>
          {preview ? t`Aperçu de l'e-mail (en ${LOCALE_NAMES[preview.locale]})` : t`Aperçu de l'e-mail`}
        </h3>
        {preview && (
          <div data-testid="refusal-preview" className={emailPreview}>
            <p className={css({ fontWeight: '700' })}>{preview.subject}</p>
            {preview.text}
          </div>
        )}
      </section>
    </div>
  )
}

/** The reason of a refusal, among those the talent's e-mail explains (one application or all those left). */
export function RefusalReasonField({
  id,
  value,
  onChange,
}: {
  id: string
  value: RefusalReason
  onChange: (reason: RefusalReason) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <SelectField
      id={id}
      name="reason"
      label={t`Raison du refus`}
      value={value}
      onChange={onChange}
      options={REFUSAL_REASONS.map((reason) => ({
        value: reason,
        label: i18n._(REFUSAL_REASON_LABELS[reason]),
      }))}
    />
  )
}

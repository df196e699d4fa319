import { useLingui } from '@lingui/react/macro'
import { CircleCheck } from 'lucide'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { ALERT_NAME_MAX_LENGTH, type AlertFrequency, MAX_SEARCH_ALERTS } from '~/domain/alerts'
import { ConfirmAddressNotice } from '~/features/auth/confirm-address-notice'
import type { OfferSearchParams } from '~/features/offers/offer-list-url'
import { ruleMessage } from '~/i18n/form-errors'
import { LocalizedLink } from '~/i18n/localized-link'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { FormAlert } from '~/ui/form-alert'
import { LineIcon } from '~/ui/line-icon'
import { alertSearchSchema, newAlertSchema } from './alert-input'
import { SearchSummary } from './search-summary'
import { searchTerms } from './search-terms'

/** The save dialog: the search as chips, a name (suggested from it), e-mails on and how often. */
export default function SaveSearchDialog({
  params,
  open,
  onClose,
}: {
  params: OfferSearchParams
  open: boolean
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const [state, setState] = useState<'form' | 'saved'>('form')
  const [refusal, setRefusal] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState(false)
  const search = { query: params.query, filters: params.filters as Record<string, string[]> }
  const usable = alertSearchSchema.safeParse(search).success
  const form = useAppForm({
    defaultValues: {
      name: searchTerms(i18n, params.query, params.filters).join(' · ').slice(0, ALERT_NAME_MAX_LENGTH),
      emailAlert: true,
      frequency: 'daily' as AlertFrequency,
    },
    onSubmit: async ({ value }) => {
      setRefusal(null)
      setUnconfirmed(false)
      const input = { ...value, search }
      const checked = newAlertSchema.safeParse(input)
      if (!checked.success) return setRefusal(i18n._(ruleMessage(checked.error.issues[0]?.message)))
      const { saveSearchFn } = await import('./alerts.functions')
      const outcome = await saveSearchFn({ data: checked.data })
      if (outcome.ok) return setState('saved')
      if (outcome.error === 'unconfirmed') return setUnconfirmed(true)
      setRefusal(
        outcome.error === 'too-many'
          ? t`Vous avez déjà ${MAX_SEARCH_ALERTS} alertes : supprimez-en une pour en créer une autre.`
          : t`Votre session a expiré : reconnectez-vous, puis réessayez.`,
      )
    },
  })
  return (
    <Dialog open={open} onClose={onClose} title={t`Créer une alerte`}>
      {state === 'saved' ? (
        <div role="status" className={grid({ gap: '4', justifyItems: 'start' })}>
          <p className={css({ display: 'flex', gap: '3', alignItems: 'center', fontWeight: '700' })}>
            <LineIcon
              icon={CircleCheck}
              size={24}
              aria-hidden="true"
              className={css({ color: 'fg.brand' })}
            />
            {t`Alerte enregistrée.`}
          </p>
          <LocalizedLink route="talentAlerts" className={button({ variant: 'brand' })}>
            {t`Gérer mes alertes`}
          </LocalizedLink>
        </div>
      ) : !usable ? (
        <FormAlert>{i18n._(ruleMessage('alertNeedsFilter'))}</FormAlert>
      ) : (
        <FormElement form={form} aria-label={t`Créer une alerte`} className={grid({ gap: '4' })}>
          <SearchSummary query={params.query} filters={params.filters} />
          <form.AppField name="name" validators={{ onSubmit: newAlertSchema.shape.name }}>
            {(field) => <field.TextField id="alert-name" label={t`Nom de l'alerte`} isRequired />}
          </form.AppField>
          <form.AppField name="emailAlert">
            {(field) => (
              <field.CheckboxField id="alert-email" label={t`Recevoir les nouvelles offres par e-mail`} />
            )}
          </form.AppField>
          <form.AppField name="frequency">
            {(field) => (
              <field.SelectField
                id="alert-frequency"
                label={t`Fréquence`}
                options={[
                  { value: 'daily', label: t`Chaque jour` },
                  { value: 'weekly', label: t`Chaque semaine` },
                ]}
              />
            )}
          </form.AppField>
          {refusal && <FormAlert>{refusal}</FormAlert>}
          {unconfirmed && <ConfirmAddressNotice action="alerts" />}
          <SubmitButton variant="brand">{t`Enregistrer l'alerte`}</SubmitButton>
        </FormElement>
      )}
    </Dialog>
  )
}

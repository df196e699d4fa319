import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { changePasswordSchema } from '~/domain/validation'
import { authUserQuery } from '~/features/auth/auth.queries'
import { authErrorMessage } from '~/features/auth/auth-errors'
import { acknowledgeAuthChange } from '~/features/auth/use-auth-marker'
import { DataExportButton } from '~/features/privacy/data-export-button'
import { TalentLayout, TalentPanel } from '~/layouts/talent-layout'
import { FormElement, NewPasswordFields, SubmitButton, useAppForm } from '~/ui/app-form'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { FormAlert } from '~/ui/form-alert'
import { CheckboxField } from '~/ui/form-field'

function ChangePasswordForm() {
  const { t, i18n } = useLingui()
  const [outcome, setOutcome] = useState<'done' | 'wrong-current' | { error: string } | null>(null)
  const form = useAppForm({
    defaultValues: { current: '', password: '', confirmation: '' },
    validators: { onSubmit: changePasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      const { changePasswordFn } = await import('~/features/auth/account-settings.functions')
      const result = await changePasswordFn({ data: value })
      if (result.ok) {
        formApi.reset()
        setOutcome('done')
      } else if (result.error === 'wrong-current') setOutcome('wrong-current')
      else if (result.error === 'weak-password')
        setOutcome({ error: authErrorMessage(i18n, 'weak-password') })
      else if (result.error === 'throttled')
        setOutcome({ error: authErrorMessage(i18n, 'throttled', result.retryAfterS) })
      else if (result.error === 'signed-out') window.location.reload()
      else setOutcome({ error: authErrorMessage(i18n, 'invalid') })
    },
  })
  return (
    <FormElement form={form} className={grid({ gap: '4', maxW: '420px' })}>
      {outcome === 'done' && (
        <FormAlert tone="success">{t`Votre mot de passe est changé. Vos autres sessions ont été fermées.`}</FormAlert>
      )}
      {outcome === 'wrong-current' && (
        <FormAlert>
          <strong className={css({ display: 'block' })}>{t`Ancien mot de passe incorrect`}</strong>
          {t`Le mot de passe actuel saisi ne correspond pas à votre compte. Vérifiez-le, ou choisissez « Mot de passe oublié » sur la page de connexion.`}
        </FormAlert>
      )}
      {typeof outcome === 'object' && outcome !== null && <FormAlert>{outcome.error}</FormAlert>}
      <form.AppField name="current">
        {(field) => (
          <field.TextField
            id="settings-current-password"
            type="password"
            autoComplete="current-password"
            label={t`Mot de passe actuel`}
            isRequired
          />
        )}
      </form.AppField>
      <NewPasswordFields
        form={form}
        fields={{ password: 'password', confirmation: 'confirmation' }}
        ids={{ password: 'settings-new-password', confirmation: 'settings-confirm-password' }}
      />
      <SubmitButton variant="brand">{t`Changer le mot de passe`}</SubmitButton>
    </FormElement>
  )
}

function MarketingToggle({ initial }: { initial: boolean }) {
  const { t } = useLingui()
  const [marketing, setMarketing] = useState(initial)
  const [saved, setSaved] = useState(false)
  return (
    <div className={grid({ gap: '3' })}>
      <CheckboxField
        id="settings-marketing"
        name="marketing"
        label={t`Je veux recevoir les offres et nouvelles de Tremplin par e-mail.`}
        checked={marketing}
        onChange={async (next) => {
          setMarketing(next)
          setSaved(false)
          const { setMarketingFn } = await import('~/features/auth/account-settings.functions')
          const result = await setMarketingFn({ data: { marketing: next } })
          if (result.ok) setSaved(true)
          else setMarketing(!next)
        }}
      />
      {saved && <FormAlert tone="success">{t`Préférence enregistrée.`}</FormAlert>}
    </div>
  )
}

function DeleteAccount() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [lastOwnerOf, setLastOwnerOf] = useState<string[] | null>(null)
  const queryClient = useQueryClient()
  const router = useRouter()
  return (
    <>
      <p>
        {t`La suppression est définitive : votre profil, vos candidatures, alertes, éléments sauvegardés et fichiers sont effacés.`}
      </p>
      <button
        type="button"
        className={button({ variant: 'outline' })}
        style={{ justifySelf: 'start' }}
        onClick={() => setOpen(true)}
      >
        {t`Supprimer mon compte`}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Supprimer définitivement votre compte ?`}>
        <p>{t`Cette action ne peut pas être annulée. Toutes vos données seront effacées.`}</p>
        {lastOwnerOf && (
          <FormAlert>
            {t`Vous êtes la seule personne responsable de ${lastOwnerOf.join(', ')} : confiez ce rôle à un autre membre dans l'espace recruteur, puis supprimez votre compte.`}
          </FormAlert>
        )}
        <div
          className={css({
            display: 'flex',
            gap: '3',
            justifyContent: 'flex-end',
            mt: '6',
            flexWrap: 'wrap',
          })}
        >
          <button type="button" className={button({ variant: 'outline' })} onClick={() => setOpen(false)}>
            {t`Annuler`}
          </button>
          <button
            type="button"
            disabled={deleting}
            className={button({ variant: 'brand' })}
            onClick={async () => {
              setDeleting(true)
              const { deleteAccountFn } = await import('~/features/auth/account-settings.functions')
              const outcome = await deleteAccountFn({ data: { confirm: true } })
              if (!outcome.ok && outcome.error === 'last-owner') {
                setDeleting(false)
                return setLastOwnerOf(outcome.organisations)
              }
              acknowledgeAuthChange()
              queryClient.setQueryData(authUserQuery.queryKey, null)
              queryClient.removeQueries({ queryKey: ['talent'] })
              await router.navigate({ href: '/' })
            }}
          >
            {t`Supprimer définitivement`}
          </button>
        </div>
      </Dialog>
    </>
  )
}

/** `/talent/parameters`: change password, marketing e-mails, download one's data, delete the account. */
export function TalentParametersPage({ marketing }: { marketing: boolean }) {
  const { t } = useLingui()
  return (
    <TalentLayout
      title={t`Paramètres`}
      sections={[
        { id: 'password', label: t`Mot de passe` },
        { id: 'marketing', label: t`E-mails marketing` },
        { id: 'data', label: t`Mes données` },
        { id: 'delete', label: t`Supprimer mon compte` },
      ]}
    >
      <TalentPanel id="password" title={t`Mot de passe`}>
        <ChangePasswordForm />
      </TalentPanel>
      <TalentPanel id="marketing" title={t`E-mails marketing`}>
        <MarketingToggle initial={marketing} />
      </TalentPanel>
      <TalentPanel id="data" title={t`Mes données`}>
        <DataExportButton />
      </TalentPanel>
      <TalentPanel id="delete" title={t`Supprimer mon compte`}>
        <DeleteAccount />
      </TalentPanel>
    </TalentLayout>
  )
}

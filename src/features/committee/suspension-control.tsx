import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { grid, hstack } from 'styled-system/patterns'
import { refusalSchema } from '~/domain/organisation-request'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'

type SuspensionProblem = 'conflict' | 'not-found' | 'signed-out' | 'failed'
type Outcome = { ok: true } | { ok: false; error: SuspensionProblem } | null

/**
 * Suspend (with a reason the organisation's members read) or lift a suspension: the control of the
 * organisation and of each of its offers.
 */
export function SuspensionControl({
  id,
  name,
  suspended,
  suspend,
  reinstate,
}: {
  id: string
  name: string
  suspended: boolean
  suspend: (reason: string) => Promise<Outcome>
  reinstate: () => Promise<Outcome>
}) {
  const { t } = useLingui()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState<SuspensionProblem | null>(null)
  const messages: Record<SuspensionProblem, string> = {
    conflict: t`Un autre membre du comité vient de le faire : la page est mise à jour.`,
    'not-found': t`Elle n'existe plus.`,
    'signed-out': t`Votre session a expiré : reconnectez-vous.`,
    failed: t`Rien n'a été enregistré (connexion ?) : réessayez.`,
  }
  const settle = async (outcome: Outcome) => {
    if (!outcome) setProblem('failed')
    else if (!outcome.ok) setProblem(outcome.error)
    else setOpen(false)
    await router.invalidate()
  }
  const form = useAppForm({
    defaultValues: { reason: '' },
    validators: { onSubmit: refusalSchema },
    onSubmit: async ({ value }) => {
      setProblem(null)
      await settle(await suspend(value.reason).catch(() => null))
    },
  })
  return (
    <div className={grid({ gap: '3' })}>
      {problem && <FormAlert>{messages[problem]}</FormAlert>}
      {suspended ? (
        <div>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={async () => {
              if (!window.confirm(t`Lever la suspension de « ${name} » ?`)) return
              setProblem(null)
              await settle(await reinstate().catch(() => null))
            }}
          >
            {t`Lever la suspension de « ${name} »`}
          </button>
        </div>
      ) : open ? (
        <FormElement form={form} aria-label={t`Suspendre « ${name} »`} className={grid({ gap: '3' })}>
          <form.AppField name="reason">
            {(field) => (
              <field.TextAreaField
                id={`suspension-reason-${id}`}
                label={t`Raison de la suspension (envoyée aux membres de l'organisation)`}
                rows={3}
                isRequired
              />
            )}
          </form.AppField>
          <div className={hstack({ gap: '2' })}>
            <SubmitButton variant="accent">{t`Suspendre`}</SubmitButton>
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => setOpen(false)}
            >
              {t`Annuler`}
            </button>
          </div>
        </FormElement>
      ) : (
        <div>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => setOpen(true)}
          >
            {t`Suspendre « ${name} »`}
          </button>
        </div>
      )}
    </div>
  )
}

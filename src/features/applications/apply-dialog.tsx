import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { type ApplyError, STUDENT_MIN_AGE, STUDENT_MIN_AGE_AFTER_SECONDARY } from '~/domain/applications'
import { ConfirmAddressNotice } from '~/features/auth/confirm-address-notice'
import { uploadOnDemand } from '~/features/uploads/upload-on-demand'
import { LocalizedLink } from '~/i18n/localized-link'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { FormAlert } from '~/ui/form-alert'
import { LineIcon } from '~/ui/line-icon'
import type { ApplyContext } from './applications.model'
import { applyContextQuery } from './applications.queries'
import { applyFormSchema } from './apply-form-schema'

const uploadCv = uploadOnDemand('cv')
const uploadLetter = uploadOnDemand('cover_letter')

const APPLY_ERRORS: Record<ApplyError, ReturnType<typeof msg>> = {
  'signed-out': msg`Votre session a expiré : reconnectez-vous, puis réessayez.`,
  'not-talent': msg`Seuls les comptes talents peuvent postuler.`,
  unconfirmed: msg`Pour postuler, confirmez d'abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé.`,
  'unknown-offer': msg`Cette offre n'existe pas.`,
  'offer-closed': msg`Cette offre n'est plus disponible : elle ne reçoit plus de candidatures.`,
  'external-offer': msg`Cette offre se postule sur le site de l'organisation.`,
  'already-applied': msg`Vous avez déjà postulé à cette offre.`,
  'no-cv': msg`Ajoutez votre CV (un PDF) pour postuler.`,
  'bad-letter': msg`La lettre de motivation jointe n'est plus disponible : envoyez-la à nouveau.`,
  answers: msg`Répondez à chaque question de l'organisation.`,
  'student-declaration': msg`Confirmez que vous remplissez les conditions d'un job étudiant.`,
  'student-age': msg`Selon la date de naissance de votre profil, vous n'avez pas encore l'âge d'un job étudiant.`,
  throttled: msg`Trop de candidatures en peu de temps : réessayez dans un moment.`,
}

export function applyErrorMessage(i18n: I18n, error: ApplyError): string {
  return i18n._(APPLY_ERRORS[error])
}

function AlreadyApplied() {
  const { t, i18n } = useLingui()
  return (
    <div className={grid({ gap: '4' })}>
      <FormAlert>{applyErrorMessage(i18n, 'already-applied')}</FormAlert>
      <LocalizedLink route="talentApplications" className={button({ variant: 'brand' })}>
        {t`Voir mes candidatures`}
      </LocalizedLink>
    </div>
  )
}

function Sent() {
  const { t } = useLingui()
  return (
    <div role="status" className={grid({ gap: '4', justifyItems: 'start' })}>
      <p className={css({ display: 'flex', gap: '3', alignItems: 'center', textStyle: 'subheading' })}>
        <LineIcon icon={CircleCheck} size={28} aria-hidden="true" className={css({ color: 'fg.brand' })} />
        {t`Candidature envoyée !`}
      </p>
      <p>{t`L'organisation la recevra dans son espace recruteur. Un accusé de réception vous attend dans votre boîte e-mail.`}</p>
      <LocalizedLink route="talentApplications" className={button({ variant: 'brand' })}>
        {t`Suivre mes candidatures`}
      </LocalizedLink>
    </div>
  )
}

function ApplyForm({
  offerId,
  context,
  onSent,
}: {
  offerId: string
  context: Extract<ApplyContext, { kind: 'ready' }>
  onSent: (outcome: 'sent' | 'already-applied') => void
}) {
  const { t, i18n } = useLingui()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: {
      cv: context.profileCv?.location ?? null,
      coverLetterText: '',
      coverLetterFile: null as string | null,
      answers: context.questions.map(() => ''),
      studentDeclaration: false,
      consent: false,
    },
    validators: { onSubmit: applyFormSchema(context.studentJob) },
    onSubmit: async ({ value }) => {
      setRefusal(null)
      const { applyFn } = await import('./applications.functions')
      const outcome = await applyFn({ data: { ...value, cv: value.cv ?? '', offerId } })
      if (outcome.ok) return onSent('sent')
      if (outcome.error === 'already-applied') return onSent('already-applied')
      setRefusal(applyErrorMessage(i18n, outcome.error))
    },
  })
  const { applicant } = context
  return (
    <FormElement form={form} aria-label={t`Postuler`} className={grid({ gap: '5' })}>
      <p
        className={css({ textStyle: 'meta' })}
      >{t`Les champs marqués d'un astérisque (*) sont obligatoires.`}</p>
      <div className={css({ bg: 'bg.subtle', borderRadius: 'card', p: '4' })}>
        <p className={css({ fontWeight: '700' })}>{t`L'organisation verra ces coordonnées`}</p>
        <p>
          {applicant.firstName} {applicant.lastName} · {applicant.email}
          {applicant.phone ? ` · ${applicant.phone}` : ''}
        </p>
        <LocalizedLink route="talentEdit" className={css({ textStyle: 'link' })}>
          {t`Modifier mon profil`}
        </LocalizedLink>
      </div>
      <form.AppField name="cv">
        {(field) => (
          <field.FileField
            id="apply-cv"
            label={t`CV (PDF, 5 Mo au plus)`}
            family="pdf"
            fileName={context.profileCv?.name ?? null}
            upload={uploadCv}
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="coverLetterText">
        {(field) => <field.TextAreaField id="apply-letter" label={t`Lettre de motivation`} rows={6} />}
      </form.AppField>
      <form.AppField name="coverLetterFile">
        {(field) => (
          <field.FileField
            id="apply-letter-file"
            label={t`Ou joignez votre lettre (PDF)`}
            family="pdf"
            upload={uploadLetter}
          />
        )}
      </form.AppField>
      {context.questions.map((question, index) => (
        <form.AppField key={question} name={`answers[${index}]`}>
          {(field) => (
            <field.TextAreaField
              id={`apply-answer-${index + 1}`}
              label={`${index + 1}. ${question}`}
              rows={3}
              isRequired
            />
          )}
        </form.AppField>
      ))}
      {context.studentJob && (
        <form.AppField name="studentDeclaration">
          {(field) => (
            <field.CheckboxField
              id="apply-student"
              label={t`Je déclare être étudiant·e et avoir au moins ${STUDENT_MIN_AGE} ans, ou ${STUDENT_MIN_AGE_AFTER_SECONDARY} ans après avoir terminé les deux premières années de l'enseignement secondaire.`}
              isRequired
            />
          )}
        </form.AppField>
      )}
      <form.AppField name="consent">
        {(field) => (
          <field.CheckboxField
            id="apply-consent"
            label={t`J'accepte que mes données soient transmises à cette organisation et traitées pour cette candidature.`}
            isRequired
          />
        )}
      </form.AppField>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <SubmitButton variant="accent" size="lg">
        {t`Envoyer ma candidature`}
      </SubmitButton>
    </FormElement>
  )
}

/** The apply modal (docs/product.md#pages, #input-rules): loaded when a talent first clicks "apply". */
export default function ApplyDialog({
  offerId,
  offerTitle,
  open,
  onClose,
}: {
  offerId: string
  offerTitle: string
  open: boolean
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const context = useQuery({ ...applyContextQuery(offerId), enabled: open })
  const [done, setDone] = useState<'sent' | 'already-applied' | null>(null)
  const data = context.data
  const finish = (outcome: 'sent' | 'already-applied') => {
    setDone(outcome)
    void queryClient.invalidateQueries({ queryKey: applyContextQuery(offerId).queryKey })
  }
  return (
    <Dialog open={open} onClose={onClose} title={t`Postuler : ${offerTitle}`}>
      {done === 'sent' ? (
        <Sent />
      ) : done === 'already-applied' || data?.kind === 'already-applied' ? (
        <AlreadyApplied />
      ) : !data ? (
        <p role="status">
          {context.isError ? t`Le formulaire n'a pas pu être chargé. Réessayez.` : t`Chargement…`}
        </p>
      ) : data.kind === 'unconfirmed' ? (
        <ConfirmAddressNotice action="apply" email={data.email} />
      ) : data.kind === 'ready' ? (
        <ApplyForm offerId={offerId} context={data} onSent={finish} />
      ) : (
        <FormAlert>{applyErrorMessage(i18n, data.kind === 'closed' ? 'offer-closed' : data.kind)}</FormAlert>
      )}
    </Dialog>
  )
}

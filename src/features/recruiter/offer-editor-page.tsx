import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { emptyOfferForm, type OfferFormInput } from '~/domain/offer-form'
import { LocalizedLink } from '~/i18n/localized-link'
import { internalPathFor } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { FormElement, SubmitButton } from '~/ui/app-form'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { SelectField } from '~/ui/form-field'
import { UnsavedChangesGuard, useReportUnsaved } from '~/ui/unsaved-changes'
import {
  ApplySection,
  EssentialsSection,
  type OfferForm,
  RangesSection,
  TextsSection,
  useOfferForm,
} from './offer-editor-fields'
import { OfferStatusControl } from './offer-status-control'
import type { EditableOffer, Membership } from './recruiter.model'
import { BackToOffers, RecruiterFrame } from './recruiter-lists'

type Problem =
  | 'invalid'
  | 'conflict'
  | 'not-editable'
  | 'suspended'
  | 'not-found'
  | 'signed-out'
  | 'throttled'
  | 'failed'

function ProblemMessage({ problem }: { problem: Problem }) {
  const { t } = useLingui()
  const text: Record<Problem, string> = {
    invalid: t`Certains champs sont à corriger : voyez les messages sous chacun d'eux.`,
    conflict: t`Cette offre a été modifiée entre-temps, peut-être dans un autre onglet ou par un·e collègue : vos changements ne sont pas enregistrés. Rechargez la page pour voir la dernière version.`,
    'not-editable': t`Une offre archivée ne se modifie plus : dupliquez-la pour en publier une nouvelle.`,
    suspended: t`Le comité de sélection a suspendu cette offre ou votre organisation : elle ne peut plus être modifiée ni publiée. Le message reçu par e-mail en donne la raison ; écrivez-nous pour en parler.`,
    'not-found': t`Cette offre n'existe pas ou n'appartient pas à votre organisation.`,
    'signed-out': t`Votre session a expiré : reconnectez-vous pour enregistrer.`,
    throttled: t`Trop de modifications en peu de temps : réessayez dans quelques minutes.`,
    failed: t`L'enregistrement n'a pas abouti (connexion ?). Vos changements sont toujours là : réessayez.`,
  }
  return <FormAlert>{text[problem]}</FormAlert>
}

/** The form's sections and its save button, with the page's guard against leaving unsaved changes. */
function OfferFormBody({
  form,
  savedValues,
  saved,
  problem,
  submitLabel,
}: {
  form: OfferForm
  /** What is stored: the form differs from it until she saves. */
  savedValues: OfferFormInput
  saved: boolean
  problem: Problem | null
  submitLabel: string
}) {
  const { t } = useLingui()
  const unsaved = useStore(
    form.store,
    (state) => JSON.stringify(state.values) !== JSON.stringify(savedValues),
  )
  useReportUnsaved('offer', unsaved)
  return (
    <FormElement form={form} aria-label={t`Offre d'emploi`} className={grid({ gap: '6', mt: '6' })}>
      {problem && <ProblemMessage problem={problem} />}
      {saved && !unsaved && (
        <p role="status" className={css({ color: 'success', fontWeight: '700' })}>
          {t`Modifications enregistrées.`}
        </p>
      )}
      <EssentialsSection form={form} />
      <RangesSection form={form} />
      <TextsSection form={form} />
      <ApplySection form={form} />
      <div className={hstack({ gap: '3', flexWrap: 'wrap' })}>
        <SubmitButton variant="brand" size="lg">
          {submitLabel}
        </SubmitButton>
      </div>
    </FormElement>
  )
}

/** `/recruteur/offres/nouvelle`: a new offer, saved as a draft of the organisation she chooses. */
export function NewOfferPage({ companies, companyId }: { companies: Membership[]; companyId?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const [company, setCompany] = useState(
    companies.find((c) => c.companyId === companyId)?.companyId ?? companies[0]?.companyId ?? '',
  )
  const [problem, setProblem] = useState<Problem | null>(null)
  const [empty] = useState(() => emptyOfferForm(locale))
  const form = useOfferForm(
    empty,
    async (values, reset) => {
      setProblem(null)
      const { createOfferFn } = await import('./offer-editor.functions')
      const outcome = await createOfferFn({ data: { companyId: company, values } }).catch(() => null)
      if (!outcome) return setProblem('failed')
      if (!outcome.ok) return setProblem(outcome.error)
      reset(values)
      // Saved: nothing is left to lose, so the unsaved-changes guard has no say.
      await navigate({
        to: internalPathFor('recruiterOfferEdit', locale, { offer: outcome.id }) as never,
        search: { saved: true } as never,
        ignoreBlocker: true,
      })
    },
    () => setProblem('invalid'),
  )
  return (
    <RecruiterFrame
      title={t`Nouvelle offre`}
      subtitle={t`Enregistrée comme brouillon : vous la publierez quand elle sera prête.`}
    >
      <BackToOffers />
      {companies.length === 0 ? (
        <FormAlert>{t`Votre compte n'est membre d'aucune organisation. Contactez l'équipe Tremplin.`}</FormAlert>
      ) : (
        <UnsavedChangesGuard>
          {companies.length > 1 && (
            <div className={css({ mt: '6', maxW: 'md' })}>
              <SelectField
                id="offer-company"
                name="company"
                label={t`Organisation`}
                value={company}
                onChange={setCompany}
                options={companies.map((c) => ({ value: c.companyId, label: c.name }))}
                isRequired
              />
            </div>
          )}
          <OfferFormBody
            form={form}
            savedValues={empty}
            saved={false}
            problem={problem}
            submitLabel={t`Enregistrer le brouillon`}
          />
        </UnsavedChangesGuard>
      )}
    </RecruiterFrame>
  )
}

/** `/recruteur/offres/<offer>/modifier`: edits an offer; preview, duplicate, publish or archive it. */
export function EditOfferPage({ offer, saved: savedOnArrival }: { offer: EditableOffer; saved: boolean }) {
  const { t } = useLingui()
  const router = useRouter()
  const [version, setVersion] = useState(offer.version)
  // Her own status changes (publish, archive) reload the offer: its new version is hers to save from.
  useEffect(() => setVersion(offer.version), [offer.version])
  const [saved, setSaved] = useState(savedOnArrival)
  const [problem, setProblem] = useState<Problem | null>(
    offer.suspended ? 'suspended' : offer.editable ? null : 'not-editable',
  )
  const [savedValues, setSavedValues] = useState(offer.values)
  const form = useOfferForm(
    savedValues,
    async (values, reset) => {
      setProblem(null)
      setSaved(false)
      const { updateOfferFn } = await import('./offer-editor.functions')
      const outcome = await updateOfferFn({ data: { offerId: offer.id, version, values } }).catch(() => null)
      if (!outcome) return setProblem('failed')
      if (!outcome.ok) return setProblem(outcome.error)
      setVersion(outcome.version)
      setSavedValues(values)
      reset(values)
      setSaved(true)
      await router.invalidate()
    },
    () => setProblem('invalid'),
  )
  return (
    <RecruiterFrame title={offer.values.title || t`Offre sans titre`} subtitle={offer.companyName}>
      <BackToOffers />
      <OfferActions offer={offer} />
      {offer.editable ? (
        <UnsavedChangesGuard>
          <OfferFormBody
            form={form}
            savedValues={savedValues}
            saved={saved}
            problem={problem}
            submitLabel={t`Enregistrer`}
          />
        </UnsavedChangesGuard>
      ) : (
        problem && <ProblemMessage problem={problem} />
      )}
    </RecruiterFrame>
  )
}

/** Status, preview, the public page once online, and a copy as a new draft. */
function OfferActions({ offer }: { offer: EditableOffer }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const [copyProblem, setCopyProblem] = useState(false)
  const duplicate = async () => {
    setCopyProblem(false)
    const { duplicateOfferFn } = await import('./offer-editor.functions')
    const outcome = await duplicateOfferFn({ data: { offerId: offer.id } }).catch(() => null)
    if (!outcome?.ok) return setCopyProblem(true)
    await navigate({ to: internalPathFor('recruiterOfferEdit', locale, { offer: outcome.id }) as never })
  }
  const companySlug = offer.companySlugs[locale] ?? Object.values(offer.companySlugs)[0]
  return (
    <div
      className={cx(
        hstack({ gap: '3', flexWrap: 'wrap', mt: '6' }),
        css({ bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', p: '4' }),
      )}
    >
      <OfferStatusControl
        offer={{
          id: offer.id,
          title: offer.values.title,
          status: offer.status,
          open: offer.open,
          suspended: offer.suspended,
        }}
      />
      <LocalizedLink
        route="recruiterOfferPreview"
        params={{ offer: offer.id }}
        className={button({ variant: 'outline', size: 'sm' })}
      >
        {t`Aperçu`}
      </LocalizedLink>
      {offer.open && companySlug && (
        <LocalizedLink
          route="job"
          params={{ slug: companySlug, job: offer.slug }}
          className={button({ variant: 'outline', size: 'sm' })}
        >
          {t`Voir l'offre en ligne`}
        </LocalizedLink>
      )}
      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={duplicate}>
        {t`Dupliquer`}
      </button>
      {copyProblem && (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm', w: 'full' })}>
          {t`La copie n'a pas pu être créée : réessayez.`}
        </p>
      )}
    </div>
  )
}

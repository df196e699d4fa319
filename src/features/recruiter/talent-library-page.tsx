import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { AVAILABILITIES, JOB_CATEGORIES, REGIONS } from '~/domain/enums'
import { type LibrarySearch, talentContactSchema } from '~/domain/talent-library'
import { choiceOptions } from '~/i18n/choice-options'
import { formatDay } from '~/i18n/format'
import { JOB_CATEGORY_LABELS, REGION_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { AVAILABILITY_LABELS } from '~/i18n/profile-labels'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { Dialog } from '~/ui/dialog'
import { FormAlert } from '~/ui/form-alert'
import { SelectField, TextField } from '~/ui/form-field'
import { Pagination } from '~/ui/pagination'
import { panel } from '~/ui/panel'
import type { LibraryPage, LibraryTalent } from './recruiter.model'
import { BackToOffers, RecruiterFrame } from './recruiter-lists'

/** `/recruteur/cvtheque`: talents open to recruiter contact, searched by words, field, region, availability, skill. */
export function TalentLibraryPage({ data, search }: { data: LibraryPage; search: LibrarySearch }) {
  const { t } = useLingui()
  return (
    <RecruiterFrame
      title={t`CVthèque`}
      subtitle={t`Les talents qui acceptent d'être contactés par des recruteurs. Écrivez-leur via Tremplin : ils décident de répondre.`}
    >
      <BackToOffers />
      <SearchForm search={search} />
      <div className={panel}>
        <p role="status" className={css({ fontWeight: '700', mb: '4' })}>
          {t`${data.total} talents`}
        </p>
        {data.talents.length === 0 ? (
          <p>{t`Personne ne correspond à cette recherche pour le moment.`}</p>
        ) : (
          <ul className={grid({ gap: '4' })}>
            {data.talents.map((talent) => (
              <TalentCard key={talent.id} talent={talent} organisations={data.organisations} />
            ))}
          </ul>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          renderLink={(page, props) => (
            <LocalizedLink route="recruiterLibrary" search={{ ...search, page }} {...props} />
          )}
        />
      </div>
    </RecruiterFrame>
  )
}

function SearchForm({ search }: { search: LibrarySearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [values, setValues] = useState({
    q: search.q ?? '',
    category: search.category ?? '',
    region: search.region ?? '',
    availability: search.availability ?? '',
    skill: search.skill ?? '',
  })
  // Each field's id, name, value and handler follow from its key in the search.
  const bind = (key: keyof typeof values) => ({
    id: `library-${key}`,
    name: key,
    value: values[key],
    onChange: (value: string) => setValues((v) => ({ ...v, [key]: value })),
  })
  return (
    <form
      role="search"
      aria-label={t`Chercher dans la CVthèque`}
      className={panel}
      onSubmit={(event) => {
        event.preventDefault()
        const chosen = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))
        void navigate({ to: '.', search: chosen as never })
      }}
    >
      <div className={grid({ gap: '4', columns: { base: 1, md: 3 } })}>
        <TextField {...bind('q')} label={t`Mots-clés (poste, école, ville…)`} />
        <TextField {...bind('skill')} label={t`Compétence`} />
        <SelectField
          {...bind('category')}
          label={t`Métier recherché`}
          options={choiceOptions(i18n, JOB_CATEGORIES, JOB_CATEGORY_LABELS, t`Tous`)}
        />
        <SelectField
          {...bind('region')}
          label={t`Région`}
          options={choiceOptions(i18n, REGIONS, REGION_LABELS, t`Toutes`)}
        />
        <SelectField
          {...bind('availability')}
          label={t`Disponibilité`}
          options={choiceOptions(i18n, AVAILABILITIES, AVAILABILITY_LABELS, t`Toutes`)}
        />
        <div className={css({ alignSelf: 'end' })}>
          <button type="submit" className={button({ variant: 'brand' })}>
            {t`Chercher`}
          </button>
        </div>
      </div>
    </form>
  )
}

function TalentCard({
  talent,
  organisations,
}: {
  talent: LibraryTalent
  organisations: LibraryPage['organisations']
}) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const headingId = `talent-${talent.id}`
  return (
    <li
      aria-labelledby={headingId}
      className={css({ borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'card', p: '4' })}
    >
      <div
        className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap', alignItems: 'flex-start' })}
      >
        <div>
          <h2 id={headingId} className={css({ textStyle: 'heading' })}>
            {talent.name}
          </h2>
          <p className={css({ color: 'fg.muted' })}>
            {[talent.title, talent.city].filter(Boolean).join(' · ')}
          </p>
        </div>
        {talent.contactedAt ? (
          <Chip tone="neutral">{t`Contacté·e le ${formatDay(i18n, talent.contactedAt)}`}</Chip>
        ) : (
          <button
            type="button"
            className={button({ variant: 'accent', size: 'sm' })}
            onClick={() => setOpen(true)}
          >
            {t`Contacter ${talent.name}`}
          </button>
        )}
      </div>
      <div className={hstack({ gap: '1.5', flexWrap: 'wrap', mt: '3' })}>
        {talent.availability && (
          <Chip tone={talent.availability === 'available' ? 'brand' : 'neutral'}>
            {i18n._(AVAILABILITY_LABELS[talent.availability])}
          </Chip>
        )}
        {talent.categories.map((category) => (
          <Chip key={category}>{i18n._(JOB_CATEGORY_LABELS[category])}</Chip>
        ))}
        {talent.regions.slice(0, 3).map((region) => (
          <Chip key={region}>{i18n._(REGION_LABELS[region])}</Chip>
        ))}
      </div>
      {talent.experiences.length > 0 && (
        <ul className={css({ mt: '3', listStyle: 'disc', pl: '5' })}>
          {talent.experiences.map((experience, index) => (
            // Entries of one profile, in its order: the index is their identity here.
            <li key={index}>
              {experience.postTitle} — {experience.company}
              {experience.current && <span className={css({ color: 'fg.muted' })}> ({t`en poste`})</span>}
            </li>
          ))}
        </ul>
      )}
      {talent.skills.length > 0 && (
        <p className={css({ mt: '3', fontSize: 'sm' })}>
          <strong>{t`Compétences`} : </strong>
          {talent.skills.slice(0, 12).join(', ')}
        </p>
      )}
      {talent.languages.length > 0 && (
        <p className={css({ fontSize: 'sm' })}>
          <strong>{t`Langues`} : </strong>
          {talent.languages.map((l) => l.language).join(', ')}
        </p>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Écrire à ${talent.name}`}>
        <ContactForm talent={talent} organisations={organisations} onDone={() => setOpen(false)} />
      </Dialog>
    </li>
  )
}

type ContactProblem =
  | 'not-found'
  | 'forbidden'
  | 'already-contacted'
  | 'signed-out'
  | 'throttled'
  | 'failed'
  | 'invalid'

function ContactForm({
  talent,
  organisations,
  onDone,
}: {
  talent: LibraryTalent
  organisations: LibraryPage['organisations']
  onDone: () => void
}) {
  const { t } = useLingui()
  const router = useRouter()
  const [companyId, setCompanyId] = useState(organisations[0]!.id)
  const [problem, setProblem] = useState<ContactProblem | null>(null)
  const messages: Record<ContactProblem, string> = {
    'not-found': t`Ce talent n'est plus dans la CVthèque : il ne souhaite plus être contacté.`,
    forbidden: t`Vous ne faites plus partie de cette organisation.`,
    'already-contacted': t`Votre organisation lui a déjà écrit ce mois-ci : laissez-lui le temps de répondre.`,
    'signed-out': t`Votre session a expiré : reconnectez-vous.`,
    throttled: t`Vous avez envoyé beaucoup de messages aujourd'hui : réessayez demain.`,
    failed: t`L'envoi n'a pas abouti (connexion ?) : réessayez.`,
    invalid: t`Certains champs sont à corriger : voyez les messages sous chacun d'eux.`,
  }
  const form = useAppForm({
    defaultValues: { message: '' },
    validators: { onSubmit: talentContactSchema },
    onSubmitInvalid: () => setProblem('invalid'),
    onSubmit: async ({ value }) => {
      setProblem(null)
      const { contactTalentFn } = await import('./talent-library.functions')
      const outcome = await contactTalentFn({ data: { ...value, talentId: talent.id, companyId } }).catch(
        () => null,
      )
      if (!outcome) return setProblem('failed')
      if (!outcome.ok) return setProblem(outcome.error)
      onDone()
      await router.invalidate()
    },
  })
  return (
    <FormElement form={form} aria-label={t`Écrire à ${talent.name}`} className={grid({ gap: '4' })}>
      <p className={css({ color: 'fg.muted' })}>
        {t`Votre message lui parvient par e-mail avec votre nom et celui de l'organisation ; s'il répond, sa réponse arrive dans votre boîte.`}
      </p>
      {problem && <FormAlert>{messages[problem]}</FormAlert>}
      {organisations.length > 1 && (
        <SelectField
          id={`contact-company-${talent.id}`}
          name="company"
          label={t`Au nom de`}
          value={companyId}
          onChange={setCompanyId}
          options={organisations.map((o) => ({ value: o.id, label: o.name }))}
          isRequired
        />
      )}
      <form.AppField name="message">
        {(field) => (
          <field.TextAreaField id={`contact-message-${talent.id}`} label={t`Votre message`} isRequired />
        )}
      </form.AppField>
      <div>
        <SubmitButton variant="brand">{t`Envoyer le message`}</SubmitButton>
      </div>
    </FormElement>
  )
}

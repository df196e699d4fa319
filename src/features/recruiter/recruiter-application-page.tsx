import { useLingui } from '@lingui/react/macro'
import { FileText } from 'lucide'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { ORGANISATION_NOTE_MAX_LENGTH } from '~/domain/applications'
import { ApplicationTimeline } from '~/features/applications/application-timeline'
import { APPLICATION_STATUS_LABELS } from '~/i18n/application-labels'
import { formatDay } from '~/i18n/format'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { TextAreaField } from '~/ui/form-field'
import { LineIcon } from '~/ui/line-icon'
import { InterviewPanel } from './interview-panel'
import type { RecruiterApplication } from './recruiter.model'
import { RecruiterFrame } from './recruiter-lists'
import { StatusActions } from './status-actions'

const panel = css({ bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', p: { base: '4', md: '6' } })
const panelTitle = css({ textStyle: 'heading', mb: '3' })

type Feedback = { tone: 'success' | 'error'; text: string } | null

function NoteForm({ application }: { application: RecruiterApplication }) {
  const { t } = useLingui()
  const [note, setNote] = useState(application.note)
  const [feedback, setFeedback] = useState<Feedback>(null)
  return (
    <form
      className={grid({ gap: '3' })}
      onSubmit={async (event) => {
        event.preventDefault()
        const { saveOrganisationNoteFn } = await import('./recruiter.functions')
        const outcome = await saveOrganisationNoteFn({ data: { applicationId: application.id, note } }).catch(
          () => null,
        )
        setFeedback(
          outcome?.ok
            ? { tone: 'success', text: t`Note enregistrée.` }
            : { tone: 'error', text: t`La note n'a pas pu être enregistrée. Réessayez.` },
        )
      }}
    >
      <TextAreaField
        id="organisation-note"
        name="note"
        label={t`Note interne (visible par votre organisation seulement)`}
        value={note}
        onChange={(value) => setNote(value.slice(0, ORGANISATION_NOTE_MAX_LENGTH))}
        rows={4}
      />
      {feedback && <FormAlert tone={feedback.tone}>{feedback.text}</FormAlert>}
      <button type="submit" className={button({ variant: 'outline' })}>
        {t`Enregistrer la note`}
      </button>
    </form>
  )
}

function FileLink({ file }: { file: { name: string; src: string } }) {
  return (
    <a href={file.src} target="_blank" rel="noopener" className={hstack({ gap: '2', textStyle: 'link' })}>
      <LineIcon icon={FileText} size={18} aria-hidden="true" />
      {file.name}
    </a>
  )
}

/** `/recruteur/candidatures/<id>`: one application as the organisation sees it, and its answer. */
/** A term and the applicant's own address under it, opened elsewhere and not followed by search engines. */
function ExternalLinkDetail({ term, url }: { term: string; url: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>
        <a
          href={url}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className={css({ textStyle: 'link' })}
        >
          {url}
        </a>
      </dd>
    </>
  )
}

export function RecruiterApplicationPage({ application }: { application: RecruiterApplication }) {
  const { t, i18n } = useLingui()
  const a = application.applicant
  const name = `${a.firstName} ${a.lastName}`.trim()
  return (
    <RecruiterFrame
      title={name}
      subtitle={t`Candidature à « ${application.offer.title} » · reçue le ${formatDay(i18n, application.sentAt)}`}
    >
      <p className={css({ mt: '2' })}>
        <LocalizedLink
          route="recruiterOffer"
          params={{ offer: application.offer.id }}
          className={css({ textStyle: 'link' })}
        >
          {t`← Les candidatures de cette offre`}
        </LocalizedLink>
      </p>
      <div
        className={grid({
          gap: '6',
          mt: '6',
          gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        })}
      >
        <div className={grid({ gap: '6' })}>
          <section aria-labelledby="applicant-title" className={panel}>
            <h2 id="applicant-title" className={panelTitle}>{t`Candidat·e`}</h2>
            <dl className={grid({ gap: '1', gridTemplateColumns: 'max-content 1fr', columnGap: '4' })}>
              {a.title && (
                <>
                  <dt>{t`Titre`}</dt>
                  <dd>{a.title}</dd>
                </>
              )}
              <dt>{t`E-mail`}</dt>
              <dd>
                <a href={`mailto:${a.email}`} className={css({ textStyle: 'link' })}>
                  {a.email}
                </a>
              </dd>
              {a.phone && (
                <>
                  <dt>{t`Téléphone`}</dt>
                  <dd>{a.phone}</dd>
                </>
              )}
              {a.city && (
                <>
                  <dt>{t`Ville`}</dt>
                  <dd>{a.city}</dd>
                </>
              )}
              {a.linkedinUrl && <ExternalLinkDetail term="LinkedIn" url={a.linkedinUrl} />}
              {a.website && <ExternalLinkDetail term={t`Site web`} url={a.website} />}
            </dl>
            <div className={grid({ gap: '2', mt: '4' })}>
              {application.cv ? <FileLink file={application.cv} /> : <p>{t`CV indisponible.`}</p>}
              {application.coverLetterFile && <FileLink file={application.coverLetterFile} />}
            </div>
          </section>
          {application.answers.length > 0 && (
            <section aria-labelledby="answers-title" className={panel}>
              <h2 id="answers-title" className={panelTitle}>{t`Réponses aux questions`}</h2>
              <ol className={grid({ gap: '4' })}>
                {application.answers.map((item, index) => (
                  <li key={item.question}>
                    <p className={css({ fontWeight: '700' })}>
                      {index + 1}. {item.question}
                    </p>
                    <p className={css({ whiteSpace: 'pre-wrap' })}>{item.answer}</p>
                  </li>
                ))}
              </ol>
            </section>
          )}
          <section aria-labelledby="letter-title" className={panel}>
            <h2 id="letter-title" className={panelTitle}>{t`Lettre de motivation`}</h2>
            {application.coverLetterText ? (
              <p className={css({ whiteSpace: 'pre-wrap' })}>{application.coverLetterText}</p>
            ) : (
              <p className={css({ color: 'fg.muted' })}>
                {application.coverLetterFile ? t`Jointe en PDF (ci-dessus).` : t`Pas de lettre.`}
              </p>
            )}
          </section>
        </div>
        <div className={grid({ gap: '6' })}>
          <StatusActions application={application} />
          <InterviewPanel application={application} />
          <section aria-labelledby="timeline-title" className={panel}>
            <h2 id="timeline-title" className={panelTitle}>{t`Historique`}</h2>
            <ApplicationTimeline
              steps={application.timeline}
              labels={APPLICATION_STATUS_LABELS}
              interviews={application.interviewSteps}
            />
          </section>
          <section aria-labelledby="note-title" className={panel}>
            <h2 id="note-title" className={panelTitle}>{t`Note`}</h2>
            <NoteForm application={application} />
          </section>
        </div>
      </div>
    </RecruiterFrame>
  )
}

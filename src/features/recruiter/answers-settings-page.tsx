import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { hstack, stack } from 'styled-system/patterns'
import { ANSWER_DAYS_MAX, ANSWER_DAYS_MIN } from '~/domain/answers'
import { LOCALE_NAMES } from '~/i18n/locales'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { TextAreaField, TextField } from '~/ui/form-field'
import { panel } from '~/ui/panel'
import { saveAnswerDaysFn, saveRefusalTemplateFn } from './answers.functions'
import type { RefusalTemplates } from './recruiter.model'
import { RecruiterFrame } from './recruiter-lists'

type Said = { tone: 'error' | 'success'; text: string } | null

/** `/recruteur/organisations/$company/reponses`: the answer time and the refusal messages per language. */
export function AnswersSettingsPage({ settings }: { settings: RefusalTemplates }) {
  const { t } = useLingui()
  const [days, setDays] = useState(String(settings.answerDays))
  const [daysSaid, setDaysSaid] = useState<Said>(null)
  const saveDays = async () => {
    const value = Number(days)
    if (!Number.isInteger(value) || value < ANSWER_DAYS_MIN || value > ANSWER_DAYS_MAX) {
      setDaysSaid({
        tone: 'error',
        text: t`Le délai de réponse est un nombre de jours entre ${ANSWER_DAYS_MIN} et ${ANSWER_DAYS_MAX}.`,
      })
      return
    }
    const saved = await saveAnswerDaysFn({ data: { companyId: settings.companyId, days: value } })
    setDaysSaid(
      saved
        ? { tone: 'success', text: t`Délai enregistré : il vaut pour les prochaines candidatures.` }
        : { tone: 'error', text: t`Le délai n'a pas pu être enregistré.` },
    )
  }
  return (
    <RecruiterFrame
      title={t`Réponses · ${settings.name}`}
      subtitle={t`Chaque candidature reçoit une réponse : fixez votre délai et vos messages de refus.`}
    >
      <section className={panel} aria-labelledby="answer-days">
        <h2 id="answer-days" className={css({ textStyle: 'heading', mb: '3' })}>
          {t`Délai de réponse`}
        </h2>
        <p className={css({ mb: '3' })}>
          {t`Les talents voient la date promise. Sans réponse à cette date, Tremplin clôt la candidature, prévient le talent et la compte comme restée sans réponse.`}
        </p>
        <div className={hstack({ gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}>
          <TextField
            id="answer-days-input"
            name="answerDays"
            label={t`Jours pour répondre (${ANSWER_DAYS_MIN} à ${ANSWER_DAYS_MAX})`}
            value={days}
            onChange={setDays}
          />
          <button type="button" className={button({ variant: 'brand' })} onClick={saveDays}>
            {t`Enregistrer le délai`}
          </button>
        </div>
        {daysSaid && <FormAlert tone={daysSaid.tone}>{daysSaid.text}</FormAlert>}
      </section>
      <section className={panel} aria-labelledby="templates">
        <h2 id="templates" className={css({ textStyle: 'heading', mb: '3' })}>
          {t`Messages de refus`}
        </h2>
        <p className={css({ mb: '3' })}>
          {t`Le talent lit le message dans sa langue, sous la raison choisie. Texte simple : pas de balises.`}
        </p>
        <div className={stack({ gap: '6' })}>
          {settings.templates.map((template) => (
            <TemplateEditor key={template.locale} companyId={settings.companyId} template={template} />
          ))}
        </div>
      </section>
    </RecruiterFrame>
  )
}

function TemplateEditor({
  companyId,
  template,
}: {
  companyId: string
  template: RefusalTemplates['templates'][number]
}) {
  const { t } = useLingui()
  const [body, setBody] = useState(template.body)
  const [said, setSaid] = useState<Said>(null)
  const problems: Record<string, string> = {
    'template-markup': t`Ce message contient des balises (comme <b>) : écrivez du texte simple.`,
    'template-empty': t`Le message ne peut pas être vide.`,
    'template-too-long': t`Le message est trop long.`,
    'not-found': t`Vous n'êtes plus membre de cette organisation.`,
  }
  const save = async () => {
    const outcome = await saveRefusalTemplateFn({ data: { companyId, locale: template.locale, body } })
    if (outcome.ok) setSaid({ tone: 'success', text: t`Message enregistré.` })
    else
      setSaid({ tone: 'error', text: problems[outcome.error] ?? t`Le message n'a pas pu être enregistré.` })
  }
  return (
    <div>
      <TextAreaField
        id={`template-${template.locale}`}
        name={`template-${template.locale}`}
        label={t`Message de refus en ${LOCALE_NAMES[template.locale]}`}
        value={body}
        onChange={setBody}
        error={said?.tone === 'error' ? said.text : undefined}
      />
      <button type="button" className={cx2} onClick={save}>
        {t`Enregistrer le message en ${LOCALE_NAMES[template.locale]}`}
      </button>
      {said?.tone === 'success' && <FormAlert tone="success">{said.text}</FormAlert>}
    </div>
  )
}

const cx2 = `${button({ variant: 'outline' })} ${css({ mt: '2' })}`

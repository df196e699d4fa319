import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import {
  CONTENT_LANGUAGES,
  CONTRACT_TYPES,
  JOB_CATEGORIES,
  RANGE_KINDS,
  REMOTE_POLICIES,
  SECTORS,
} from '~/domain/enums'
import {
  OFFER_QUESTIONS_MAX,
  OFFER_SECTORS_MAX,
  type OfferFormInput,
  offerFormSchema,
} from '~/domain/offer-form'
import { choiceOptions } from '~/i18n/choice-options'
import {
  CONTENT_LANGUAGE_LABELS,
  CONTRACT_TYPE_LABELS,
  JOB_CATEGORY_LABELS,
  RANGE_KIND_LABELS,
  REMOTE_POLICY_LABELS,
  SECTOR_LABELS,
} from '~/i18n/labels'
import { useAppForm } from '~/ui/app-form'
import { EntryList } from '~/ui/entry-list'

/**
 * The editor's form: the values last saved (kept by the page in state: reloaded page data must not reset
 * what she is typing), the editor's schema on submit, and what a submit does.
 */
export function useOfferForm(
  defaultValues: OfferFormInput,
  onSubmit: (values: OfferFormInput, reset: (values: OfferFormInput) => void) => Promise<void>,
  onInvalid: () => void,
) {
  return useAppForm({
    defaultValues,
    validators: { onSubmit: offerFormSchema as never },
    onSubmitInvalid: onInvalid,
    onSubmit: ({ value, formApi }) => onSubmit(value, (values) => formApi.reset(values)),
  })
}
export type OfferForm = ReturnType<typeof useOfferForm>

const sectionTitle = css({ textStyle: 'heading', mb: '4' })
const pairs = grid({ gap: '4', columns: { base: 1, md: 2 } })

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className={css({
        bg: 'bg.surface',
        borderRadius: 'card',
        boxShadow: 'card',
        p: { base: '4', md: '6' },
      })}
    >
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <div className={grid({ gap: '5' })}>{children}</div>
    </section>
  )
}

/** What the offer is: its language, title, contract, place and field. */
export function EssentialsSection({ form }: { form: OfferForm }) {
  const { t, i18n } = useLingui()
  const choose = t`Choisir`
  const requiredSelects = [
    {
      name: 'contractType',
      id: 'offer-contract',
      label: t`Type de contrat`,
      options: choiceOptions(i18n, CONTRACT_TYPES, CONTRACT_TYPE_LABELS, choose),
    },
    {
      name: 'remotePolicy',
      id: 'offer-remote',
      label: t`Télétravail`,
      options: choiceOptions(i18n, REMOTE_POLICIES, REMOTE_POLICY_LABELS, choose),
    },
    {
      name: 'category',
      id: 'offer-category',
      label: t`Métier`,
      options: choiceOptions(i18n, JOB_CATEGORIES, JOB_CATEGORY_LABELS, choose),
    },
  ] as const
  return (
    <Section id="offer-essentials" title={t`L'essentiel`}>
      <form.AppField name="title">
        {(field) => <field.TextField id="offer-title" label={t`Intitulé du poste`} isRequired />}
      </form.AppField>
      <div className={pairs}>
        <form.AppField name="language">
          {(field) => (
            <field.SelectField
              id="offer-language"
              label={t`Langue de l'offre`}
              options={CONTENT_LANGUAGES.map((value) => ({
                value,
                label: i18n._(CONTENT_LANGUAGE_LABELS[value]),
              }))}
              isRequired
            />
          )}
        </form.AppField>
        {requiredSelects.map(({ name, id, label, options }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.SelectField id={id} label={label} options={options} isRequired />}
          </form.AppField>
        ))}
        <form.AppField name="office">
          {(field) => <field.TextField id="offer-office" label={t`Lieu de travail (bureau, ville)`} />}
        </form.AppField>
        <form.AppField name="region">
          {(field) => <field.RegionField id="offer-region" empty={t`Non précisée`} />}
        </form.AppField>
      </div>
      <form.AppField name="sectors">
        {(field) => (
          <field.EnumChoicesField
            id="offer-sectors"
            label={t`Secteurs (${OFFER_SECTORS_MAX} au plus)`}
            values={SECTORS}
            labels={SECTOR_LABELS}
          />
        )}
      </form.AppField>
    </Section>
  )
}

/** A salary or experience range: its form (docs/product.md#limits), then the one or two bounds that form needs. */
function RangeFields({
  form,
  name,
  legend,
  unit,
}: {
  form: OfferForm
  name: 'salary' | 'experience'
  legend: string
  unit: string
}) {
  const { t } = useLingui()
  return (
    <fieldset className={grid({ gap: '3' })}>
      <legend className={css({ fontWeight: '700', mb: '2' })}>{legend}</legend>
      <form.AppField name={`${name}.kind`}>
        {(field) => (
          <field.EnumSelectField
            id={`offer-${name}-kind`}
            label={t`Forme`}
            values={RANGE_KINDS}
            labels={RANGE_KIND_LABELS}
            empty={t`Non précisé`}
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values[name].kind}>
        {(kind) => (
          <div className={pairs}>
            {(kind === 'equal' || kind === 'more_than' || kind === 'between') && (
              <form.AppField name={`${name}.min`}>
                {(field) => (
                  <field.TextField
                    id={`offer-${name}-min`}
                    label={kind === 'equal' ? t`Valeur (${unit})` : t`Minimum (${unit})`}
                    inputMode="numeric"
                    isRequired
                  />
                )}
              </form.AppField>
            )}
            {(kind === 'less_than' || kind === 'between') && (
              <form.AppField name={`${name}.max`}>
                {(field) => (
                  <field.TextField
                    id={`offer-${name}-max`}
                    label={t`Maximum (${unit})`}
                    inputMode="numeric"
                    isRequired
                  />
                )}
              </form.AppField>
            )}
          </div>
        )}
      </form.Subscribe>
    </fieldset>
  )
}

export function RangesSection({ form }: { form: OfferForm }) {
  const { t } = useLingui()
  return (
    <Section id="offer-ranges" title={t`Salaire et expérience`}>
      <div className={pairs}>
        <RangeFields form={form} name="salary" legend={t`Salaire brut annuel`} unit={t`milliers d'euros`} />
        <RangeFields form={form} name="experience" legend={t`Expérience demandée`} unit={t`années`} />
      </div>
    </Section>
  )
}

/** The four texts of the offer page (rich text, sanitised again by the server). */
export function TextsSection({ form }: { form: OfferForm }) {
  const { t } = useLingui()
  return (
    <Section id="offer-texts" title={t`Le contenu de l'offre`}>
      <form.AppField name="description">
        {(field) => <field.RichTextField id="offer-description" label={t`Description du poste`} isRequired />}
      </form.AppField>
      <form.AppField name="profileSought">
        {(field) => <field.RichTextField id="offer-profile" label={t`Profil recherché`} isRequired />}
      </form.AppField>
      <form.AppField name="whyApply">
        {(field) => <field.RichTextField id="offer-why" label={t`Pourquoi postuler ?`} />}
      </form.AppField>
      <form.AppField name="interviewProcess">
        {(field) => <field.RichTextField id="offer-process" label={t`Processus de recrutement`} />}
      </form.AppField>
    </Section>
  )
}

/** How talents apply: the numbered questions, or the organisation's own page; and the closing date. */
export function ApplySection({ form }: { form: OfferForm }) {
  const { t } = useLingui()
  return (
    <Section id="offer-apply" title={t`La candidature`}>
      <form.AppField name="questions" mode="array">
        {(list) => (
          <div>
            <h3 className={css({ fontWeight: '700', mb: '1' })}>{t`Questions aux candidat·es`}</h3>
            <p className={css({ color: 'fg.muted', mb: '3', fontSize: 'sm' })}>
              {t`Numérotées dans le formulaire de candidature, ${OFFER_QUESTIONS_MAX} au plus.`}
            </p>
            <EntryList
              count={list.state.value.length}
              legend={(index) => t`Question ${index + 1}`}
              emptyText={t`Aucune question : les candidat·es envoient leur CV et leur lettre.`}
              addLabel={t`Ajouter une question`}
              onAdd={() => list.state.value.length < OFFER_QUESTIONS_MAX && list.pushValue('')}
              onRemove={(index) => list.removeValue(index)}
              renderEntry={(index) => (
                <form.AppField name={`questions[${index}]`}>
                  {(field) => (
                    <field.TextField id={`offer-question-${index}`} label={t`Intitulé`} isRequired />
                  )}
                </form.AppField>
              )}
            />
          </div>
        )}
      </form.AppField>
      <form.AppField name="externalApplyUrl">
        {(field) => (
          <field.TextField
            id="offer-external-url"
            type="url"
            label={t`Candidature sur votre propre site (lien https://)`}
            help={t`Laissez vide pour recevoir les candidatures sur Tremplin.`}
          />
        )}
      </form.AppField>
      <form.AppField name="validThrough">
        {(field) => (
          <field.TextField
            id="offer-valid-through"
            type="date"
            label={t`Dernier jour de publication`}
            help={t`L'offre quitte la recherche à la fin de ce jour. Laissez vide pour la garder en ligne jusqu'à son archivage.`}
          />
        )}
      </form.AppField>
    </Section>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useRouter } from '@tanstack/react-router'

import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { PROFILE_LANGUAGES } from '~/domain/company-profile'
import { COMPANY_SIZES, type ContentLanguage } from '~/domain/enums'
import { COMPANY_SIZE_LABELS, CONTENT_LANGUAGE_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { FormElement, SubmitButton } from '~/ui/app-form'
import { FormAlert } from '~/ui/form-alert'
import { FormSection } from '~/ui/form-section'
import { ReportUnsaved, UnsavedChangesGuard } from '~/ui/unsaved-changes'
import { PictureFields, TileFields } from './company-pictures-fields'
import { type CompanyProfileForm, useCompanyProfileForm } from './company-profile-form'
import type { EditableCompanyProfile } from './recruiter.model'
import { BackToOffers, RecruiterFrame } from './recruiter-lists'

type Problem = 'invalid' | 'conflict' | 'not-found' | 'signed-out' | 'throttled' | 'failed' | 'slug-taken'
const pair = grid({ gap: '4', columns: { base: 1, md: 2 } })

/** `/recruteur/organisations/<company>/profil`: the organisation's public profile, every language. */
export function CompanyProfilePage({ profile }: { profile: EditableCompanyProfile }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [version, setVersion] = useState(profile.version)
  const [saved, setSaved] = useState(profile.values)
  const [problem, setProblem] = useState<{ kind: Problem; locale?: ContentLanguage } | null>(null)
  const [done, setDone] = useState(false)
  const form = useCompanyProfileForm(
    saved,
    async (value, reset) => {
      setProblem(null)
      setDone(false)
      const { saveCompanyProfileFn } = await import('./company-profile.functions')
      const outcome = await saveCompanyProfileFn({
        data: { companyId: profile.companyId, version, values: value },
      }).catch(() => null)
      if (!outcome) return setProblem({ kind: 'failed' })
      if (!outcome.ok)
        return setProblem({ kind: outcome.error, locale: 'locale' in outcome ? outcome.locale : undefined })
      setVersion(outcome.version)
      setSaved(value)
      reset(value)
      setDone(true)
      await router.invalidate()
    },
    () => setProblem({ kind: 'invalid' }),
  )
  const unsaved = useStore(form.store, (state) => JSON.stringify(state.values) !== JSON.stringify(saved))
  const messages: Record<Problem, string> = {
    invalid: t`Certains champs sont à corriger : voyez les messages sous chacun d'eux.`,
    conflict: t`Ce profil a été modifié entre-temps, peut-être par un·e collègue : vos changements ne sont pas enregistrés. Rechargez la page pour voir la dernière version.`,
    'not-found': t`Vous ne faites plus partie de cette organisation.`,
    'signed-out': t`Votre session a expiré : reconnectez-vous pour enregistrer.`,
    throttled: t`Trop de modifications en peu de temps : réessayez dans quelques minutes.`,
    failed: t`L'enregistrement n'a pas abouti (connexion ?). Vos changements sont toujours là : réessayez.`,
    'slug-taken': t`L'adresse choisie en ${problem?.locale ? i18n._(CONTENT_LANGUAGE_LABELS[problem.locale]) : ''} est déjà prise par une autre organisation : choisissez-en une autre.`,
  }
  return (
    <RecruiterFrame title={t`Profil de l'organisation`} subtitle={saved.name}>
      <BackToOffers>
        {' · '}
        <LocalizedLink
          route="company"
          params={{
            slug: saved.translations[i18n.locale as ContentLanguage]?.slug ?? saved.translations.fr.slug,
          }}
          className={css({ textStyle: 'link' })}
        >
          {t`Voir la page publique`}
        </LocalizedLink>
      </BackToOffers>
      <UnsavedChangesGuard>
        <ReportUnsaved name="company-profile" unsaved={unsaved} />
        <FormElement
          form={form}
          aria-label={t`Profil de l'organisation`}
          className={grid({ gap: '2', mt: '4' })}
        >
          {problem && <FormAlert>{messages[problem.kind]}</FormAlert>}
          {done && !unsaved && (
            <p role="status" className={css({ color: 'success', fontWeight: '700' })}>
              {t`Modifications enregistrées.`}
            </p>
          )}
          <FormSection id="profile-identity" title={t`Identité`}>
            <div className={pair}>
              <form.AppField name="name">
                {(field) => <field.TextField id="profile-name" label={t`Nom de l'organisation`} isRequired />}
              </form.AppField>
              <form.AppField name="website">
                {(field) => (
                  <field.TextField id="profile-website" type="url" label={t`Site web (https://)`} />
                )}
              </form.AppField>
              <form.AppField name="location">
                {(field) => <field.TextField id="profile-location" label={t`Localisation`} />}
              </form.AppField>
              <form.AppField name="size">
                {(field) => (
                  <field.SelectField
                    id="profile-size"
                    label={t`Taille`}
                    options={COMPANY_SIZES.map((value) => ({
                      value,
                      label: i18n._(COMPANY_SIZE_LABELS[value]),
                    }))}
                    isRequired
                  />
                )}
              </form.AppField>
              <form.AppField name="averageAge">
                {(field) => (
                  <field.TextField id="profile-age" inputMode="numeric" label={t`Âge moyen de l'équipe`} />
                )}
              </form.AppField>
              <form.AppField name="womenPercent">
                {(field) => (
                  <field.TextField id="profile-women" inputMode="numeric" label={t`Part de femmes (%)`} />
                )}
              </form.AppField>
            </div>
          </FormSection>
          <FormSection id="profile-commitments" title={t`Secteurs et engagements`}>
            <form.AppField name="sectors">
              {(field) => <field.SectorsField id="profile-sectors" />}
            </form.AppField>
            <form.AppField name="zones">{(field) => <field.ZonesField id="profile-zones" />}</form.AppField>
            <form.AppField name="sdgGoals">
              {(field) => <field.SdgGoalsField id="profile-sdg" />}
            </form.AppField>
          </FormSection>
          <FormSection id="profile-pictures" title={t`Logo, bannière et photos`}>
            <PictureFields form={form} />
          </FormSection>
          <FormSection id="profile-links" title={t`Vidéos et réseaux sociaux`}>
            <div className={pair}>
              {(
                [
                  ['videoUrl', t`Vidéo de présentation (lien https://)`],
                  ['teamVideoUrl', t`Vidéo de l'équipe (lien https://)`],
                  ['linkedinUrl', 'LinkedIn'],
                  ['facebookUrl', 'Facebook'],
                  ['instagramUrl', 'Instagram'],
                  ['twitterUrl', 'X (Twitter)'],
                  ['youtubeUrl', 'YouTube'],
                ] as const
              ).map(([name, label]) => (
                <form.AppField key={name} name={name}>
                  {(field) => <field.TextField id={`profile-${name}`} type="url" label={label} />}
                </form.AppField>
              ))}
            </div>
          </FormSection>
          {PROFILE_LANGUAGES.map((locale) => (
            <LanguageSection key={locale} form={form} locale={locale} />
          ))}
          <div className={css({ mt: '4' })}>
            <SubmitButton variant="brand" size="lg">{t`Enregistrer le profil`}</SubmitButton>
          </div>
        </FormElement>
      </UnsavedChangesGuard>
    </RecruiterFrame>
  )
}

/** One language's address and texts. */
function LanguageSection({ form: f, locale }: { form: CompanyProfileForm; locale: ContentLanguage }) {
  const { t, i18n } = useLingui()
  const language = i18n._(CONTENT_LANGUAGE_LABELS[locale])
  return (
    <FormSection id={`profile-texts-${locale}`} title={t`${language} : adresse et textes`}>
      <div className={pair}>
        <f.AppField name={`translations.${locale}.slug`}>
          {(field) => (
            <field.TextField
              id={`profile-slug-${locale}`}
              label={t`Adresse de la page (${language})`}
              help={t`L'ancienne adresse renverra vers la nouvelle.`}
              isRequired
            />
          )}
        </f.AppField>
        <f.AppField name={`translations.${locale}.slogan`}>
          {(field) => <field.TextField id={`profile-slogan-${locale}`} label={t`Slogan (${language})`} />}
        </f.AppField>
      </div>
      <f.AppField name={`translations.${locale}.description`}>
        {(field) => (
          <field.RichTextField id={`profile-description-${locale}`} label={t`Présentation (${language})`} />
        )}
      </f.AppField>
      <f.AppField name={`translations.${locale}.teamDescription`}>
        {(field) => <field.RichTextField id={`profile-team-${locale}`} label={t`L'équipe (${language})`} />}
      </f.AppField>
      <f.AppField name={`translations.${locale}.supportDescription`}>
        {(field) => (
          <field.RichTextField
            id={`profile-support-${locale}`}
            label={t`Ce que nous soutenons (${language})`}
          />
        )}
      </f.AppField>
      <TileFields form={f} locale={locale} kind="squares" language={language} />
      <TileFields form={f} locale={locale} kind="circles" language={language} />
    </FormSection>
  )
}

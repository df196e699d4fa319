import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import {
  COFOUNDER_SECTIONS,
  type CofounderProjectValues,
  cofounderProjectSchema,
  emptyCofounderProject,
  projectActionFor,
} from '~/domain/cofounder-project-form'
import { COFOUNDER_MATURITIES, COFOUNDER_PLANS, CONTENT_LANGUAGES } from '~/domain/enums'
import { uploadOnDemand } from '~/features/uploads/upload-on-demand'
import {
  COFOUNDER_MATURITY_LABELS,
  COFOUNDER_PLAN_LABELS,
  COFOUNDER_SECTION_LABELS,
  CONTENT_LANGUAGE_LABELS,
  OFFER_STATUS_LABELS,
} from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { internalPathFor } from '~/i18n/paths'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { Chip } from '~/ui/chip'
import { FormAlert } from '~/ui/form-alert'
import { FormSection } from '~/ui/form-section'
import { ReportUnsaved, UnsavedChangesGuard } from '~/ui/unsaved-changes'
import type { AdminProject } from './committee.model'
import { CommitteeFrame } from './committee-frame'
import { ProjectStatusButton } from './committee-projects-page'

const uploadImage = uploadOnDemand('image')
const pair = grid({ gap: '4', columns: { base: 1, md: 2 } })
const functions = () => import('./cofounder-projects.functions')

type Problem = 'invalid' | 'conflict' | 'not-found' | 'signed-out' | 'failed'

/** `/admin/projets/nouveau` and `/admin/projets/<project>`: every field of a project, one save button. */
export function CommitteeProjectEditorPage({
  project,
  organisations,
}: {
  project: AdminProject | null
  organisations: { id: string; name: string }[]
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const navigate = useNavigate()
  const [version, setVersion] = useState(project?.version ?? '')
  const [saved, setSaved] = useState<CofounderProjectValues>(project?.values ?? emptyCofounderProject())
  const [problem, setProblem] = useState<Problem | null>(null)
  const [done, setDone] = useState(false)
  const messages: Record<Problem, string> = {
    invalid: t`Certains champs sont à corriger : voyez les messages sous chacun d'eux.`,
    conflict: t`Ce projet a été modifié entre-temps : vos changements ne sont pas enregistrés. Rechargez la page pour voir la dernière version.`,
    'not-found': t`Ce projet n'existe plus.`,
    'signed-out': t`Votre session a expiré : reconnectez-vous pour enregistrer.`,
    failed: t`L'enregistrement n'a pas abouti (connexion ?). Vos changements sont toujours là : réessayez.`,
  }
  const form = useAppForm({
    defaultValues: saved,
    validators: { onSubmit: cofounderProjectSchema as never },
    onSubmitInvalid: () => setProblem('invalid'),
    onSubmit: async ({ value, formApi }) => {
      setProblem(null)
      setDone(false)
      const { saveCommitteeProjectFn } = await functions()
      const outcome = await saveCommitteeProjectFn({
        data: { projectId: project?.id, version, values: value },
      }).catch(() => null)
      if (!outcome) return setProblem('failed')
      if (!outcome.ok) return setProblem(outcome.error)
      setSaved(value)
      formApi.reset(value)
      setDone(true)
      if (!project) {
        await navigate({
          to: internalPathFor('adminProject', i18n.locale as never, { project: outcome.id }) as never,
          // Saved: nothing is left to lose, so the unsaved-changes guard has no say.
          ignoreBlocker: true,
        })
        return
      }
      await router.invalidate()
      const { getCommitteeProjectFn } = await functions()
      const fresh = await getCommitteeProjectFn({ data: { projectId: project.id } }).catch(() => null)
      if (fresh?.project) setVersion(fresh.project.version)
    },
  })
  const unsaved = useStore(form.store, (state) => JSON.stringify(state.values) !== JSON.stringify(saved))
  const title = project ? saved.title : t`Nouveau projet`
  return (
    <CommitteeFrame current="projects" title={title}>
      <p className={hstack({ gap: '3', mt: '2', flexWrap: 'wrap' })}>
        <LocalizedLink route="adminProjects" className={css({ textStyle: 'link' })}>
          {t`← Tous les projets`}
        </LocalizedLink>
        {project && (
          <>
            <Chip tone={projectActionFor(project.status) === 'archive' ? 'brand' : 'neutral'}>
              {i18n._(OFFER_STATUS_LABELS[project.status])}
            </Chip>
            <ProjectStatusButton
              projectId={project.id}
              title={saved.title}
              action={projectActionFor(project.status)}
            />
            {projectActionFor(project.status) === 'archive' && (
              <LocalizedLink
                route="cofounderProject"
                params={{ slug: project.slug }}
                className={css({ textStyle: 'link' })}
              >
                {t`Voir la page publique`}
              </LocalizedLink>
            )}
          </>
        )}
      </p>
      <UnsavedChangesGuard>
        <ReportUnsaved name="cofounder-project" unsaved={unsaved} />
        <FormElement form={form} aria-label={t`Projet cofondateur`} className={grid({ gap: '2', mt: '4' })}>
          {problem && <FormAlert>{messages[problem]}</FormAlert>}
          {done && !unsaved && (
            <p role="status" className={css({ color: 'success', fontWeight: '700' })}>
              {t`Modifications enregistrées.`}
            </p>
          )}
          <FormSection id="project-identity" title={t`Le projet et sa personne fondatrice`}>
            <div className={pair}>
              <form.AppField name="title">
                {(field) => <field.TextField id="project-title" label={t`Titre du projet`} isRequired />}
              </form.AppField>
              <form.AppField name="founderName">
                {(field) => (
                  <field.TextField id="project-founder" label={t`Nom de la personne fondatrice`} isRequired />
                )}
              </form.AppField>
              <form.AppField name="language">
                {(field) => (
                  <field.EnumSelectField
                    id="project-language"
                    label={t`Langue du projet`}
                    values={CONTENT_LANGUAGES}
                    labels={CONTENT_LANGUAGE_LABELS}
                    isRequired
                  />
                )}
              </form.AppField>
              <form.AppField name="companyId">
                {(field) => (
                  <field.SelectField
                    id="project-company"
                    label={t`Organisation derrière le projet`}
                    options={[
                      { value: '', label: t`Aucune` },
                      ...organisations.map((organisation) => ({
                        value: organisation.id,
                        label: organisation.name,
                      })),
                    ]}
                  />
                )}
              </form.AppField>
              <form.AppField name="region">
                {(field) => <field.RegionField id="project-region" empty={t`Non précisée`} />}
              </form.AppField>
              <form.AppField name="maturity">
                {(field) => (
                  <field.EnumSelectField
                    id="project-maturity"
                    label={t`Maturité`}
                    values={COFOUNDER_MATURITIES}
                    labels={COFOUNDER_MATURITY_LABELS}
                    isRequired
                  />
                )}
              </form.AppField>
              <form.AppField name="plan">
                {(field) => (
                  <field.EnumSelectField
                    id="project-plan"
                    label={t`Formule`}
                    values={COFOUNDER_PLANS}
                    labels={COFOUNDER_PLAN_LABELS}
                    isRequired
                  />
                )}
              </form.AppField>
            </div>
            <form.AppField name="sectors">
              {(field) => <field.SectorsField id="project-sectors" />}
            </form.AppField>
            <form.AppField name="image">
              {(field) => (
                <field.FileField
                  id="project-image"
                  label={t`Image du projet`}
                  family="image"
                  upload={uploadImage}
                />
              )}
            </form.AppField>
          </FormSection>
          <FormSection id="project-texts" title={t`Les textes de la page (dans la langue du projet)`}>
            {COFOUNDER_SECTIONS.map((key) => (
              <form.AppField key={key} name={`sections.${key}`}>
                {(field) => (
                  <field.RichTextField
                    id={`project-${key}`}
                    label={i18n._(COFOUNDER_SECTION_LABELS[key])}
                    isRequired={key === 'projectDescription'}
                  />
                )}
              </form.AppField>
            ))}
          </FormSection>
          <div className={css({ mt: '4' })}>
            <SubmitButton variant="brand" size="lg">
              {project ? t`Enregistrer le projet` : t`Créer le brouillon`}
            </SubmitButton>
          </div>
        </FormElement>
      </UnsavedChangesGuard>
    </CommitteeFrame>
  )
}

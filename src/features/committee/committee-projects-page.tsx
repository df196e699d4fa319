import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { type ProjectStatusAction, projectActionFor } from '~/domain/cofounder-project-form'
import { formatDay } from '~/i18n/format'
import { OFFER_STATUS_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { panel } from '~/ui/panel'
import type { AdminProjectRow } from './committee.model'
import { CommitteeFrame } from './committee-frame'

const functions = () => import('./cofounder-projects.functions')

/** Publish or archive a project, then show the list or page as it now is. */
export function ProjectStatusButton({
  projectId,
  title,
  action,
}: {
  projectId: string
  title: string
  action: ProjectStatusAction
}) {
  const { t } = useLingui()
  const router = useRouter()
  const [problem, setProblem] = useState(false)
  return (
    <>
      <button
        type="button"
        className={button({ variant: action === 'publish' ? 'brand' : 'outline', size: 'sm' })}
        aria-label={action === 'publish' ? t`Publier « ${title} »` : t`Archiver « ${title} »`}
        onClick={async () => {
          setProblem(false)
          const outcome = await (await functions())
            .setCommitteeProjectStatusFn({ data: { projectId, action } })
            .catch(() => null)
          if (!outcome?.ok) setProblem(true)
          await router.invalidate()
        }}
      >
        {action === 'publish' ? t`Publier` : t`Archiver`}
      </button>
      {problem && (
        <span role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {t`Rien n'a été enregistré (connexion ?) : réessayez.`}
        </span>
      )}
    </>
  )
}

/** `/admin/projets`: the co-founder projects the committee publishes for their founders. */
export function CommitteeProjectsPage({ projects }: { projects: AdminProjectRow[] }) {
  const { t, i18n } = useLingui()
  return (
    <CommitteeFrame current="projects" title={t`Projets cofondateur`}>
      <p className={css({ mt: '3' })}>
        <LocalizedLink route="adminProjectNew" className={button({ variant: 'brand', size: 'sm' })}>
          {t`Nouveau projet`}
        </LocalizedLink>
      </p>
      <div className={panel}>
        {projects.length === 0 ? (
          <p>{t`Aucun projet.`}</p>
        ) : (
          <ul className={grid({ gap: '3' })}>
            {projects.map((project) => (
              <li
                key={project.id}
                className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap' })}
              >
                <span className={hstack({ gap: '2', flexWrap: 'wrap' })}>
                  <LocalizedLink
                    route="adminProject"
                    params={{ project: project.id }}
                    className={css({ textStyle: 'link', fontWeight: '700' })}
                  >
                    {project.title}
                  </LocalizedLink>
                  <span className={css({ color: 'fg.muted' })}>{project.founderName}</span>
                  <Chip tone={projectActionFor(project.status) === 'archive' ? 'brand' : 'neutral'}>
                    {i18n._(OFFER_STATUS_LABELS[project.status])}
                  </Chip>
                  {project.publishedAt && projectActionFor(project.status) === 'archive' && (
                    <span
                      className={css({ color: 'fg.muted' })}
                    >{t`Publié le ${formatDay(i18n, project.publishedAt)}`}</span>
                  )}
                </span>
                <span className={hstack({ gap: '2' })}>
                  <ProjectStatusButton
                    projectId={project.id}
                    title={project.title}
                    action={projectActionFor(project.status)}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </CommitteeFrame>
  )
}

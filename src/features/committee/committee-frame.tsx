import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { hstack } from 'styled-system/patterns'
import { RecruiterFrame } from '~/features/recruiter/recruiter-lists'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'

/** The committee's pages: their eyebrow and the places of the space (requests, organisations, projects). */
export function CommitteeFrame({
  title,
  current,
  children,
}: {
  title: string
  current: 'requests' | 'organisations' | 'projects'
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <RecruiterFrame eyebrow={t`Comité de sélection`} title={title}>
      <nav aria-label={t`Comité de sélection`}>
        <ul className={hstack({ gap: '2', flexWrap: 'wrap', mt: '3' })}>
          <li>
            <LocalizedLink
              route="admin"
              aria-current={current === 'requests' ? 'page' : undefined}
              className={button({ variant: 'ghost', size: 'sm' })}
            >
              {t`Demandes d'adhésion`}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink
              route="adminOrganisations"
              aria-current={current === 'organisations' ? 'page' : undefined}
              className={button({ variant: 'ghost', size: 'sm' })}
            >
              {t`Organisations`}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink
              route="adminProjects"
              aria-current={current === 'projects' ? 'page' : undefined}
              className={button({ variant: 'ghost', size: 'sm' })}
            >
              {t`Projets cofondateur`}
            </LocalizedLink>
          </li>
        </ul>
      </nav>
      {children}
    </RecruiterFrame>
  )
}

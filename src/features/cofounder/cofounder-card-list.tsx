import { CardListSection, threeColumnGrid } from '~/ui/card-list-section'
import { SeeMoreLink } from '~/ui/section-header'
import type { CofounderCard as CofounderCardModel } from './cofounder.model'
import { CofounderCard } from './cofounder-card'

/** A band of project cards under its title, with the link to all projects (landing, similar projects). */
export function CofounderCardList({
  id,
  title,
  titleClassName,
  moreLabel,
  projects,
  className,
}: {
  id: string
  title: string
  titleClassName?: string
  moreLabel: string
  projects: CofounderCardModel[]
  className: string
}) {
  return (
    <CardListSection
      id={id}
      title={title}
      titleClassName={titleClassName}
      more={<SeeMoreLink route="cofounderProjects">{moreLabel}</SeeMoreLink>}
      className={className}
      gridClassName={threeColumnGrid}
    >
      {projects.map((project) => (
        <li key={project.id}>
          <CofounderCard project={project} />
        </li>
      ))}
    </CardListSection>
  )
}

import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { hstack, stack } from 'styled-system/patterns'
import { icon } from 'styled-system/recipes'
import { FILTER_LABEL_MAX } from '~/domain/constants'
import { COFOUNDER_MATURITY_LABELS, regionLabel, SECTOR_LABELS, WRITTEN_IN_LABELS } from '~/i18n/labels'
import { LOCALE_TAGS } from '~/i18n/locales'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { clickableCard, stretchedLink } from '~/ui/card'
import { Chip, chipList } from '~/ui/chip'
import { ResizedImage } from '~/ui/resized-image'
import { truncate } from '~/ui/truncate'
import type { CofounderCard as CofounderCardModel } from './cofounder.model'

// Computed once: cards are rendered 15 at a time.
const parts = {
  card: cx(clickableCard, stack({ gap: '3', overflow: 'hidden' })),
  // Bleeds over the card's padding to its rounded edges.
  image: css({
    display: 'block',
    maxW: 'none',
    w: 'calc(100% + token(spacing.10))',
    h: 'auto',
    mx: '-5',
    mt: '-5',
    mb: '1',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    bg: 'bg.subtle',
  }),
  tags: hstack({ gap: '2', flexWrap: 'wrap' }),
  title: css({ textStyle: 'cardTitle' }),
  founder: css({ color: 'fg.muted', fontWeight: '600', mt: '1' }),
  place: hstack({ gap: '2', textStyle: 'meta' }),
  pin: icon({ name: 'mapPin' }),
  sectors: cx(chipList, css({ mt: 'auto' })),
}

/** A project card: image when set, maturity, title, founder, region, sectors; a tag when in another language. */
export function CofounderCard({
  project,
  headingLevel = 3,
}: {
  project: CofounderCardModel
  headingLevel?: 2 | 3
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const Heading = `h${headingLevel}` as const
  const otherLanguage = project.language !== locale
  const lang = otherLanguage ? LOCALE_TAGS[project.language] : undefined
  return (
    <article className={parts.card}>
      {project.imageUrl && (
        <ResizedImage
          src={project.imageUrl}
          alt=""
          width={400}
          height={225}
          crop={{ width: 16, height: 9 }}
          className={parts.image}
        />
      )}
      <div className={parts.tags}>
        <Chip tone="brand">{i18n._(COFOUNDER_MATURITY_LABELS[project.maturity])}</Chip>
        {otherLanguage && <Chip tone="accent">{i18n._(WRITTEN_IN_LABELS[project.language])}</Chip>}
      </div>
      <div>
        <Heading className={parts.title} lang={lang}>
          <LocalizedLink route="cofounderProject" params={{ slug: project.slug }} className={stretchedLink}>
            {project.title}
          </LocalizedLink>
        </Heading>
        <p className={parts.founder}>{project.founderName}</p>
      </div>
      <p className={parts.place}>
        <span className={parts.pin} aria-hidden="true" />
        {i18n._(regionLabel(project.region))}
      </p>
      {project.sectors.length > 0 && (
        <ul className={parts.sectors}>
          {project.sectors.map((sector) => (
            <li key={sector}>
              <Chip>{truncate(i18n._(SECTOR_LABELS[sector]), FILTER_LABEL_MAX)}</Chip>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

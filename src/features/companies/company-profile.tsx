import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { cardSurface } from '~/ui/card'
import { TitledSection } from '~/ui/project-page'
import type { CompanyPage } from './company-page.model'
import { Gallery, ProfileText, Tiles, VideoLink, WidePicture } from './profile-media'

/** The company page's cards and their titles (profile sections, side cards, the empty offer list). */
export const profileCard = cx(cardSurface, css({ p: { base: '5', md: '6' } }))
export const profileTitle = css({ textStyle: 'blockTitle', mb: '4' })

/** A section of the profile, in its own card. */
function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection titleId={id} title={title} titleClassName={profileTitle} className={profileCard}>
      {children}
    </TitledSection>
  )
}

const stack = grid({ gap: '5' })
const readableStack = cx(stack, css({ maxW: '75ch' }))

/**
 * The company's profile (docs/product.md#data), one card per section that is filled in: about, essentials, the team,
 * why join, support and growth.
 */
export function CompanyProfile({ company }: { company: CompanyPage['company'] }) {
  const { t } = useLingui()
  const { name } = company
  const hasTeam =
    company.teamVideo || company.teamImageUrl || company.teamDescription || company.teamGallery.length > 0
  return (
    <div
      className={grid({ gap: '6', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start', minW: '0' })}
    >
      {(company.description || company.video || company.imageUrl) && (
        <ProfileSection id="company-about" title={t`À propos de ${name}`}>
          <div className={readableStack}>
            <ProfileText html={company.description} />
            {company.video && <VideoLink video={company.video} label={t`Vidéo de présentation de ${name}`} />}
            {company.imageUrl && <WidePicture src={company.imageUrl} />}
          </div>
        </ProfileSection>
      )}
      {company.squares.length > 0 && (
        <ProfileSection id="company-essentials" title={t`${name} en bref`}>
          <Tiles tiles={company.squares} />
        </ProfileSection>
      )}
      {hasTeam && (
        <ProfileSection id="company-team" title={t`L'équipe`}>
          <div className={stack}>
            <ProfileText html={company.teamDescription} />
            {company.teamVideo && (
              <VideoLink video={company.teamVideo} label={t`Vidéo de l'équipe de ${name}`} />
            )}
            {company.teamImageUrl && <WidePicture src={company.teamImageUrl} />}
            {company.teamGallery.length > 0 && (
              <Gallery label={t`Photos de l'équipe`} urls={company.teamGallery} />
            )}
          </div>
        </ProfileSection>
      )}
      {company.circles.length > 0 && (
        <ProfileSection id="company-benefits" title={t`Pourquoi nous rejoindre ?`}>
          <Tiles tiles={company.circles} round />
        </ProfileSection>
      )}
      {(company.supportDescription || company.supportImageUrl) && (
        <ProfileSection id="company-support" title={t`Accompagnement et évolution`}>
          <div className={readableStack}>
            <ProfileText html={company.supportDescription} />
            {company.supportImageUrl && <WidePicture src={company.supportImageUrl} />}
          </div>
        </ProfileSection>
      )}
    </div>
  )
}

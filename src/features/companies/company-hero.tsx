import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Globe, MapPin, Users } from 'lucide'
import { useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { hstack, stack } from 'styled-system/patterns'
import { COMPANY_SIZE_LABELS, SECTOR_LABELS, zonesText } from '~/i18n/labels'
import { button } from '~/ui/button'
import { Chip, chipList } from '~/ui/chip'
import { LineIcon } from '~/ui/line-icon'
import { CompanyLogo } from '~/ui/monogram'
import { BannerImage, Fact, FactList, ProjectHero, ProjectTitle } from '~/ui/project-page'
import { SocialLinks, type SocialNetwork } from '~/ui/social-icons'
import { StickyTopBar } from '~/ui/sticky-top-bar'
import { CompanyAlertButton } from './company-alert-button'
import type { CompanyPage } from './company-page.model'
import { brandGradient, hostOf } from './profile-media'

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
}

/** The banner picture across the page, or the brand gradient. */
function CompanyBanner({ url }: { url: string | null }) {
  return (
    <div
      className={cx(
        brandGradient,
        css({ position: 'relative', h: { base: '36', md: '60', xl: '72' }, overflow: 'hidden' }),
      )}
    >
      {url && (
        <BannerImage
          src={url}
          width={1600}
          fetchPriority="high"
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
        />
      )}
    </div>
  )
}

/**
 * The top of the company page: banner, logo, name, slogan, place, website and size, sectors and zones,
 * the alert toggle, the way down to the offers and the social links; the sticky bar repeats the name and
 * the alert toggle once they scroll away.
 */
export function CompanyHero({ page }: { page: CompanyPage }) {
  const { t, i18n } = useLingui()
  const identity = useRef<HTMLDivElement>(null)
  const { company } = page
  const { name } = company
  const zones = zonesText(i18n, company.zones)
  return (
    <>
      <StickyTopBar
        watch={identity}
        listRoute="companies"
        title={name}
        subtitle={company.slogan ?? undefined}
        action={<CompanyAlertButton companyId={company.id} />}
      />
      <ProjectHero
        className={css({ pb: { base: '6', md: '8' } })}
        banner={<CompanyBanner url={company.bannerUrl} />}
      >
        <div ref={identity} className={stack({ gap: '4' })}>
          <div
            className={css({
              mt: { base: '-10', md: '-14' },
              w: 'fit-content',
              borderRadius: 'card',
              borderWidth: '4px',
              borderColor: 'bg.surface',
              bg: 'bg.surface',
              boxShadow: 'raised',
            })}
          >
            <CompanyLogo name={name} logoUrl={company.logoUrl} size={96} />
          </div>
          <div>
            <ProjectTitle>{name}</ProjectTitle>
            {company.slogan && (
              <p
                className={css({
                  mt: '2',
                  fontSize: { base: 'md', md: 'lg' },
                  color: 'fg.muted',
                  maxW: '70ch',
                })}
              >
                {company.slogan}
              </p>
            )}
          </div>
          <FactList>
            {company.location && (
              <Fact icon={<LineIcon icon={MapPin} size={18} aria-hidden="true" />}>{company.location}</Fact>
            )}
            {company.website && (
              <Fact icon={<LineIcon icon={Globe} size={18} aria-hidden="true" />}>
                <a
                  href={company.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={css({ textStyle: 'link', textDecoration: 'underline' })}
                >
                  {hostOf(company.website)}
                </a>
              </Fact>
            )}
            <Fact icon={<LineIcon icon={Users} size={18} aria-hidden="true" />}>
              {i18n._(COMPANY_SIZE_LABELS[company.size])}
            </Fact>
          </FactList>
          <div className={chipList}>
            {company.sectors.map((sector) => (
              <Chip key={sector} tone="brand">
                {i18n._(SECTOR_LABELS[sector])}
              </Chip>
            ))}
            <Chip>{zones}</Chip>
          </div>
          <div className={hstack({ gap: '3', flexWrap: 'wrap' })}>
            <CompanyAlertButton companyId={company.id} />
            <a href="#company-offers" className={button({ variant: 'ghost' })}>
              {i18n._(
                msg`${plural(page.openOfferCount, { one: '# offre ouverte', other: '# offres ouvertes' })}`,
              )}
            </a>
            {company.socialLinks.length > 0 && (
              <SocialLinks
                tone="light"
                links={company.socialLinks.map((link) => {
                  const network = NETWORK_NAMES[link.network]
                  return { ...link, label: t`${name} sur ${network}` }
                })}
              />
            )}
          </div>
        </div>
      </ProjectHero>
    </>
  )
}

import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Globe, MapPin, Play, Users } from 'lucide-react'
import { type CSSProperties, type ReactNode, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { OfferCard } from '~/features/jobs/offer-card'
import { BELGIUM_LABEL, COMPANY_SIZE_LABELS, REGION_LABELS, SECTOR_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Chip, chipList } from '~/ui/chip'
import { Container } from '~/ui/container'
import { iconBubble } from '~/ui/hero'
import { CompanyLogo } from '~/ui/monogram'
import {
  cardSurface,
  Fact,
  FactList,
  ProjectBody,
  ProjectHero,
  ProjectTitle,
  twoColumnGrid,
} from '~/ui/project-page'
import { ResizedImage } from '~/ui/resized-image'
import { richText } from '~/ui/rich-text'
import { SocialIcon, type SocialNetwork } from '~/ui/social-icons'
import { StickyTopBar } from '~/ui/sticky-top-bar'
import { CompanyAlertButton } from './company-alert-button'
import { CompanyCard } from './company-card'
import type { CompanyPage as CompanyPageModel, ProfileTile, ProfileVideo } from './company-page.model'
import { SdgCommitments } from './sdg-commitments'

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
}

const card = cx(cardSurface, css({ p: { base: '5', md: '6' } }))
const sectionTitle = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800', mb: '4' })
const picture = css({ w: 'full', h: 'auto', borderRadius: 'card', objectFit: 'cover', bg: 'bg.subtle' })
// The brand gradient where a company has no banner picture (and behind a picture while it loads).
const brandGradient = css({
  backgroundImage:
    'linear-gradient(120deg, token(colors.teal.900) 0%, token(colors.teal.700) 55%, token(colors.teal.500) 100%)',
})

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function RichText({ html }: { html: string }) {
  if (!html) return null
  // Sanitised on the server (sanitizeRichText).
  return (
    <div
      className={cx(richText, css({ '& > :first-child': { mt: '0' } }))}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/** A video hosted elsewhere: its overlay picture as a link (no third-party player, nothing autoplays). */
function VideoLink({ video, label }: { video: ProfileVideo; label: string }) {
  const { t } = useLingui()
  const host = new URL(video.url).hostname.replace(/^www\./, '')
  return (
    <figure>
      <a
        href={video.url}
        target="_blank"
        rel="noopener noreferrer"
        className={cx(
          brandGradient,
          css({
            position: 'relative',
            display: 'block',
            borderRadius: 'card',
            overflow: 'hidden',
            aspectRatio: '16 / 9',
            '&:hover > span, &:focus-visible > span': { transform: 'translate(-50%, -50%) scale(1.08)' },
          }),
        )}
      >
        {video.overlayUrl && (
          <ResizedImage
            src={video.overlayUrl}
            alt=""
            width={720}
            height={405}
            crop={{ width: 16, height: 9 }}
            sizes="(min-width: 992px) 720px, 100vw"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        )}
        <span
          aria-hidden="true"
          className={css({
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '16',
            h: '16',
            borderRadius: 'full',
            bg: 'accent.solid',
            color: 'fg.onAccent',
            boxShadow: 'raised',
            transition: 'transform 150ms ease-out',
          })}
        >
          <Play size={28} fill="currentColor" />
        </span>
        <span className={css({ srOnly: true })}>{t`${label} (sur ${host}, nouvel onglet)`}</span>
      </a>
      <figcaption className={css({ mt: '2', color: 'fg.muted', fontSize: 'sm' })}>
        {label} · {host}
      </figcaption>
    </figure>
  )
}

/** A 16:9 picture of a profile section, as wide as the main column. */
function WidePicture({ src }: { src: string }) {
  return (
    <ResizedImage
      src={src}
      alt=""
      width={720}
      height={405}
      crop={{ width: 16, height: 9 }}
      sizes="(min-width: 992px) 720px, 100vw"
      className={picture}
    />
  )
}

function Tiles({ tiles, round }: { tiles: ProfileTile[]; round?: boolean }) {
  return (
    <ul
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: '3',
      })}
    >
      {tiles.map((tile, index) => (
        <li
          // Tiles have no identity of their own; the list is static, in the profile's order.
          key={index}
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'flex-start',
            p: '4',
            borderRadius: 'card',
            bg: round ? 'bg.surface' : 'brand.subtle',
            borderWidth: round ? '1px' : '0',
            borderColor: 'border.subtle',
          })}
        >
          {round &&
            (tile.image ? (
              <ResizedImage
                src={tile.image}
                alt=""
                width={48}
                height={48}
                crop={{ width: 1, height: 1 }}
                className={css({ borderRadius: 'full', flexShrink: 0 })}
              />
            ) : (
              <span
                aria-hidden="true"
                className={cx(
                  iconBubble({ tone: 'accentSubtle' }),
                  css({ fontWeight: '800', fontSize: 'lg' }),
                )}
              >
                {tile.title.charAt(0).toUpperCase()}
              </span>
            ))}
          <div className={css({ minW: '0' })}>
            <h3 className={css({ fontWeight: '800', overflowWrap: 'anywhere', hyphens: 'auto' })}>
              {tile.title}
            </h3>
            <p className={css({ mt: '1', color: 'fg.default' })}>{tile.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{label}</dt>
      <dd className={css({ fontWeight: '800', fontSize: 'lg' })}>{value}</dd>
    </div>
  )
}

/**
 * The company page (spec §2 project/company page, §3 company profile): banner, logo, name, slogan, info and
 * social links, the alert toggle in a sticky bar, every profile section that is filled in, its offers
 * and similar companies.
 */
export function CompanyPage({ page }: { page: CompanyPageModel }) {
  const { t, i18n } = useLingui()
  const identity = useRef<HTMLDivElement>(null)
  const { company, jobsOpen } = page
  const { name, averageAge: age, womenPercent: women } = company
  const zones =
    company.zones.length === 0
      ? i18n._(BELGIUM_LABEL)
      : company.zones.map((zone) => i18n._(REGION_LABELS[zone])).join(', ')
  const size = i18n._(COMPANY_SIZE_LABELS[company.size])
  const hasTeam =
    company.teamVideo || company.teamImageUrl || company.teamDescription || company.teamGallery.length > 0
  const jobsCount = i18n._(
    msg`${plural(page.jobsOpen, { one: '# offre ouverte', other: '# offres ouvertes' })}`,
  )
  return (
    <article>
      <StickyTopBar
        watch={identity}
        listRoute="companies"
        title={name}
        subtitle={company.slogan ?? undefined}
        action={<CompanyAlertButton companyId={company.id} />}
      />
      <ProjectHero
        className={css({ pb: { base: '6', md: '8' } })}
        banner={
          <div
            className={cx(
              brandGradient,
              css({ position: 'relative', h: { base: '36', md: '60', xl: '72' }, overflow: 'hidden' }),
            )}
          >
            {company.bannerUrl && (
              <ResizedImage
                src={company.bannerUrl}
                alt=""
                width={1600}
                height={615}
                crop={{ width: 13, height: 5 }}
                sizes="100vw"
                loading="eager"
                fetchPriority="high"
                className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
              />
            )}
          </div>
        }
      >
        <div ref={identity} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
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
              <Fact icon={<MapPin size={18} aria-hidden="true" />}>{company.location}</Fact>
            )}
            {company.website && (
              <Fact icon={<Globe size={18} aria-hidden="true" />}>
                <a
                  href={company.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={css({ color: 'fg.brand', fontWeight: '700', textDecoration: 'underline' })}
                >
                  {new URL(company.website).hostname.replace(/^www\./, '')}
                </a>
              </Fact>
            )}
            <Fact icon={<Users size={18} aria-hidden="true" />}>{size}</Fact>
          </FactList>
          <div className={chipList}>
            {company.sectors.map((sector) => (
              <Chip key={sector} tone="brand">
                {i18n._(SECTOR_LABELS[sector])}
              </Chip>
            ))}
            <Chip>{zones}</Chip>
          </div>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
            <CompanyAlertButton companyId={company.id} />
            <a href="#company-jobs" className={button({ variant: 'ghost' })}>
              {jobsCount}
            </a>
            {company.socialLinks.length > 0 && (
              <ul className={css({ display: 'flex', gap: '1' })}>
                {company.socialLinks.map((link) => {
                  const network = NETWORK_NAMES[link.network]
                  return (
                    <li key={link.network}>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t`${name} sur ${network}`}
                        className={css({
                          display: 'inline-flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          w: '10',
                          h: '10',
                          borderRadius: 'full',
                          color: 'fg.brand',
                          _hover: { bg: 'brand.subtle' },
                        })}
                        style={{ '--social-bg': 'white' } as CSSProperties}
                      >
                        <SocialIcon network={link.network} />
                      </a>
                    </li>
                  )
                })}
              </ul>
            )}
          </div>
        </div>
      </ProjectHero>

      <ProjectBody wide>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: '6',
            alignContent: 'start',
            minW: '0',
          })}
        >
          {(company.description || company.video || company.imageUrl) && (
            <Section id="company-about" title={t`À propos de ${name}`}>
              <div className={css({ display: 'grid', gap: '5', maxW: '75ch' })}>
                <RichText html={company.description} />
                {company.video && (
                  <VideoLink video={company.video} label={t`Vidéo de présentation de ${name}`} />
                )}
                {company.imageUrl && <WidePicture src={company.imageUrl} />}
              </div>
            </Section>
          )}
          {company.squares.length > 0 && (
            <Section id="company-essentials" title={t`${name} en bref`}>
              <Tiles tiles={company.squares} />
            </Section>
          )}
          {hasTeam && (
            <Section id="company-team" title={t`L'équipe`}>
              <div className={css({ display: 'grid', gap: '5' })}>
                <RichText html={company.teamDescription} />
                {company.teamVideo && (
                  <VideoLink video={company.teamVideo} label={t`Vidéo de l'équipe de ${name}`} />
                )}
                {company.teamImageUrl && <WidePicture src={company.teamImageUrl} />}
                {company.teamGallery.length > 0 && (
                  <ul
                    aria-label={t`Photos de l'équipe`}
                    className={css({
                      display: 'grid',
                      gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                      gap: '2',
                    })}
                  >
                    {company.teamGallery.map((url) => (
                      <li key={url}>
                        <ResizedImage
                          src={url}
                          alt=""
                          width={240}
                          height={240}
                          crop={{ width: 1, height: 1 }}
                          className={picture}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </Section>
          )}
          {company.circles.length > 0 && (
            <Section id="company-benefits" title={t`Pourquoi nous rejoindre ?`}>
              <Tiles tiles={company.circles} round />
            </Section>
          )}
          {(company.supportDescription || company.supportImageUrl) && (
            <Section id="company-support" title={t`Accompagnement et évolution`}>
              <div className={css({ display: 'grid', gap: '5', maxW: '75ch' })}>
                <RichText html={company.supportDescription} />
                {company.supportImageUrl && <WidePicture src={company.supportImageUrl} />}
              </div>
            </Section>
          )}
        </div>

        <aside
          className={css({
            display: 'grid',
            gap: '6',
            alignContent: 'start',
            alignSelf: 'start',
            position: { lg: 'sticky' },
            top: '24',
          })}
        >
          <section aria-labelledby="company-figures" className={card}>
            <h2 id="company-figures" className={css({ fontSize: 'lg', fontWeight: '800', mb: '4' })}>
              {t`En chiffres`}
            </h2>
            <dl className={css({ display: 'grid', gap: '4' })}>
              <Figure label={t`Collaborateurs`} value={size} />
              {company.averageAge !== null && <Figure label={t`Âge moyen`} value={t`${age} ans`} />}
              {company.womenPercent !== null && (
                <Figure
                  label={t`Répartition femmes-hommes`}
                  value={
                    <>
                      {t`${women} % de femmes`}
                      <span
                        aria-hidden="true"
                        className={css({
                          display: 'block',
                          mt: '2',
                          h: '2',
                          borderRadius: 'full',
                          bg: 'teal.100',
                          overflow: 'hidden',
                        })}
                      >
                        <span
                          className={css({ display: 'block', h: 'full', bg: 'brand.solid' })}
                          style={{ width: `${company.womenPercent}%` }}
                        />
                      </span>
                    </>
                  }
                />
              )}
            </dl>
          </section>
          {company.sdgGoals.length > 0 && (
            <section aria-labelledby="company-commitments" className={card}>
              <h2 id="company-commitments" className={css({ fontSize: 'lg', fontWeight: '800', mb: '1' })}>
                {t`Nos engagements`}
              </h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '4' })}>
                {t`Les objectifs de développement durable des Nations unies auxquels ${name} contribue.`}
              </p>
              <SdgCommitments goals={company.sdgGoals} />
            </section>
          )}
        </aside>
      </ProjectBody>

      <Container className={css({ pb: '10' })}>
        <section
          aria-labelledby="company-jobs-title"
          id="company-jobs"
          className={css({ scrollMarginTop: '24' })}
        >
          <h2 id="company-jobs-title" className={sectionTitle}>
            {t`Les offres de ${name}`}{' '}
            <span className={css({ color: 'fg.muted', fontWeight: '700' })}>({page.jobsOpen})</span>
          </h2>
          {page.jobs.length === 0 ? (
            <p className={cx(card, css({ color: 'fg.muted' }))}>
              {t`Aucune offre ouverte pour le moment. Activez l'alerte : nous vous préviendrons de la prochaine.`}
            </p>
          ) : (
            <ul className={twoColumnGrid}>
              {page.jobs.map((job) => (
                <li key={job.id}>
                  <OfferCard offer={job} />
                </li>
              ))}
            </ul>
          )}
          {page.jobsOpen > page.jobs.length && (
            <LocalizedLink
              route="jobs"
              search={{ query: `"${name}"` }}
              className={cx(button({ variant: 'outline' }), css({ mt: '5' }))}
            >
              {t`Voir les ${jobsOpen} offres de ${name}`}
            </LocalizedLink>
          )}
        </section>
      </Container>

      {page.similar.length > 0 && (
        <div className={css({ bg: 'bg.subtle', py: '10' })}>
          <Container>
            <section aria-labelledby="company-similar">
              <div
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '3',
                  alignItems: 'baseline',
                  justifyContent: 'space-between',
                  mb: '4',
                })}
              >
                <h2
                  id="company-similar"
                  className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800' })}
                >
                  {t`Entreprises similaires`}
                </h2>
                <LocalizedLink
                  route="companies"
                  search={{ sector_activity: company.sectors.join(',') }}
                  className={css({ color: 'fg.brand', fontWeight: '700', textDecoration: 'underline' })}
                >
                  {t`Voir plus d'entreprises de ce secteur`}
                </LocalizedLink>
              </div>
              <ul
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
                  gap: '4',
                })}
              >
                {page.similar.map((similar) => (
                  <li key={similar.id}>
                    <CompanyCard company={similar} />
                  </li>
                ))}
              </ul>
            </section>
          </Container>
        </div>
      )}
    </article>
  )
}

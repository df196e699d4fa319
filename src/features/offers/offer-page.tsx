import { useLingui } from '@lingui/react/macro'
import { Banknote, Briefcase, CalendarDays, ExternalLink, House, MapPin, TriangleAlert } from 'lucide'
import { type ComponentType, createContext, useContext, useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { trackEvent } from '~/features/analytics/track'
import { SideBanner } from '~/features/banners/banners'
import { ResponseRecordText } from '~/features/response-record/response-record-text'
import { SaveOfferButton } from '~/features/saved-items/save-offer-button'
import { formatDay } from '~/i18n/format'
import { CONTRACT_TYPE_LABELS, REMOTE_POLICY_LABELS, regionLabel } from '~/i18n/labels'
import { LOCALE_TAGS } from '~/i18n/locales'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { CardListSection } from '~/ui/card-list-section'
import { Chip, chipList } from '~/ui/chip'
import { LineIcon } from '~/ui/line-icon'
import { CompanyLogo } from '~/ui/monogram'
import {
  Fact,
  FactList,
  MobileActionBar,
  ProjectAside,
  ProjectBody,
  ProjectHero,
  ProjectMainCard,
  ProjectSection,
  ProjectSideCard,
  ProjectTitle,
  SideCompany,
} from '~/ui/project-page'
import { richText } from '~/ui/rich-text'
import { StickyTopBar } from '~/ui/sticky-top-bar'
import { OfferCard } from './offer-card'
import type { OfferPage as OfferPageModel } from './offer-page.model'
import { formatExperience, formatSalary } from './range-format'

function Section({ id, title, html, lang }: { id: string; title: string; html: string; lang?: string }) {
  if (!html) return null
  return (
    <ProjectSection id={id} title={title}>
      {/* Sanitised on the server (sanitizeRichText). */}
      <div className={richText} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
    </ProjectSection>
  )
}

/**
 * The hiring loop's controls, given by the route (the applications feature builds on offers, not the
 * other way round): the apply button and, on external offers, "I applied on their site".
 */
export type ApplyControls = {
  Apply: ComponentType<{ offerId: string; offerTitle: string; className?: string }>
  RecordExternal: ComponentType<{ offerId: string }>
  /** The organisation's preview: nothing to save or record. */
  preview?: boolean
}

const ApplyControlsContext = createContext<ApplyControls | null>(null)

function ApplyButton({ page, className }: { page: OfferPageModel; className?: string }) {
  const controls = useContext(ApplyControlsContext)
  const { t } = useLingui()
  if (!page.offer.available) return null
  if (page.offer.externalApplyUrl) {
    return (
      <a
        href={page.offer.externalApplyUrl}
        rel="noopener noreferrer nofollow"
        target="_blank"
        className={cx(button({ variant: 'accent', size: 'lg' }), className)}
        onClick={() => trackEvent('apply_click', { offerId: page.offer.id })}
      >
        {t`Postuler sur le site de l'organisation`}
        <LineIcon icon={ExternalLink} size={16} aria-hidden="true" />
      </a>
    )
  }
  if (!controls) return null
  return <controls.Apply offerId={page.offer.id} offerTitle={page.offer.title} className={className} />
}

function RecordExternal({ page }: { page: OfferPageModel }) {
  const controls = useContext(ApplyControlsContext)
  if (!controls || controls.preview || !page.offer.available || !page.offer.externalApplyUrl) return null
  return <controls.RecordExternal offerId={page.offer.id} />
}

function SaveButton({ page }: { page: OfferPageModel }) {
  const controls = useContext(ApplyControlsContext)
  if (controls?.preview) return null
  return <SaveOfferButton offerId={page.offer.id} title={page.offer.title} />
}

/** The offer page (docs/product.md#pages offer detail): every section, the company, its other offers, similar offers. */
export function OfferPage({ page, controls }: { page: OfferPageModel; controls: ApplyControls }) {
  return (
    <ApplyControlsContext.Provider value={controls}>
      <OfferArticle page={page} />
    </ApplyControlsContext.Provider>
  )
}

/** The organisation's name leads to its page on Tremplin; it reads as a name, underlined on hover. */
const companyLink = css({
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { textDecoration: 'underline' },
})

/** The organisation's own site, beside its name in the side column: a link with an icon. */
const websiteLink = css({
  textStyle: 'link',
  display: 'inline-flex',
  gap: '1',
  alignItems: 'center',
  mt: '3',
})

/** The notice over an offer that is no longer available. */
const unavailableNotice = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  mt: '5',
  p: '4',
  borderRadius: 'card',
  bg: 'accent.subtle',
  color: 'fg.default',
})

function OfferArticle({ page }: { page: OfferPageModel }) {
  const { t, i18n } = useLingui()
  const controls = useContext(ApplyControlsContext)
  const offerId = page.offer.id
  useEffect(() => {
    // A recruiter's preview is not a view.
    if (!controls?.preview) trackEvent('offer_view', { offerId })
  }, [offerId, controls?.preview])
  const heading = useRef<HTMLDivElement>(null)
  const { offer, company } = page
  const salary = offer.salary && formatSalary(i18n, offer.salary)
  const experience = offer.experience && formatExperience(i18n, offer.experience)
  // The offer is written in one language, whatever the interface's: screen readers must know which.
  const contentLang = LOCALE_TAGS[offer.language]
  const place = [offer.office, i18n._(regionLabel(offer.region))].filter(Boolean).join(' · ')
  return (
    <article>
      <StickyTopBar
        watch={heading}
        listRoute="jobs"
        title={offer.title}
        subtitle={company.name}
        action={<ApplyButton page={page} />}
      />
      <ProjectHero className={css({ py: { base: '6', md: '10' } })}>
        <div ref={heading} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={64} />
          <div className={css({ minW: '0', flex: '1' })}>
            <ProjectTitle lang={contentLang}>{offer.title}</ProjectTitle>
            <p className={css({ color: 'fg.muted', fontWeight: '700', mt: '1' })}>
              <LocalizedLink route="company" params={{ slug: company.slug }} className={companyLink}>
                {company.name}
              </LocalizedLink>
            </p>
          </div>
        </div>
        {!offer.available && (
          <p role="status" className={unavailableNotice}>
            <LineIcon
              icon={TriangleAlert}
              size={20}
              aria-hidden="true"
              className={css({ flexShrink: 0, mt: '0.5' })}
            />
            <span>
              <strong>{t`Cette offre n'est plus disponible.`}</strong>{' '}
              {t`Elle a été pourvue ou retirée par l'organisation. Découvrez des offres similaires plus bas.`}
            </span>
          </p>
        )}
        <FactList className={css({ mt: '5' })}>
          <Fact icon={<LineIcon icon={MapPin} size={18} aria-hidden="true" />}>{place}</Fact>
          {salary && <Fact icon={<LineIcon icon={Banknote} size={18} aria-hidden="true" />}>{salary}</Fact>}
          {experience && (
            <Fact icon={<LineIcon icon={Briefcase} size={18} aria-hidden="true" />}>{experience}</Fact>
          )}
          {offer.publishedAt && (
            <Fact
              icon={<LineIcon icon={CalendarDays} size={18} aria-hidden="true" />}
            >{t`Publiée le ${formatDay(i18n, offer.publishedAt)}`}</Fact>
          )}
        </FactList>
        <div className={`${chipList} ${css({ mt: '4' })}`}>
          <Chip tone="brand">{i18n._(CONTRACT_TYPE_LABELS[offer.contractType])}</Chip>
          <Chip icon={<LineIcon icon={House} size={12} aria-hidden="true" />}>
            {i18n._(REMOTE_POLICY_LABELS[offer.remotePolicy])}
          </Chip>
        </div>
        <div className={hstack({ gap: '3', mt: '6' })}>
          <ApplyButton page={page} className={css({ display: { base: 'none', md: 'inline-flex' } })} />
          <RecordExternal page={page} />
          <SaveButton page={page} />
        </div>
      </ProjectHero>
      <ProjectBody>
        <ProjectMainCard>
          <Section
            lang={contentLang}
            id="offer-description"
            title={t`Description du poste`}
            html={offer.description}
          />
          <Section
            lang={contentLang}
            id="offer-profile"
            title={t`Profil recherché`}
            html={offer.profileSought}
          />
          <Section lang={contentLang} id="offer-why" title={t`Pourquoi postuler ?`} html={offer.whyApply} />
          <Section
            lang={contentLang}
            id="offer-process"
            title={t`Processus de recrutement`}
            html={offer.interviewProcess}
          />
          <Section id="offer-company" title={t`À propos de ${company.name}`} html={company.description} />
        </ProjectMainCard>
        <ProjectAside>
          <ProjectSideCard>
            <LocalizedLink
              route="company"
              params={{ slug: company.slug }}
              className={cx(companyLink, css({ display: 'block' }))}
            >
              <SideCompany name={company.name} logoUrl={company.logoUrl} />
            </LocalizedLink>
            {company.website && (
              <a href={company.website} rel="noopener noreferrer" target="_blank" className={websiteLink}>
                {t`Site web`}
                <LineIcon icon={ExternalLink} size={14} aria-hidden="true" />
              </a>
            )}
            <p className={css({ mt: '3', textStyle: 'meta' })}>
              <ResponseRecordText record={company.responseRecord} />
            </p>
            <ApplyButton page={page} className={css({ mt: '4', w: 'full' })} />
          </ProjectSideCard>
          <SideBanner kind="podcast" />
        </ProjectAside>
      </ProjectBody>
      {page.otherOffers.length > 0 && (
        <CardListSection compact title={t`Les autres offres de ${company.name}`} className={css({ pb: '8' })}>
          {page.otherOffers.map((other) => (
            <li key={other.id}>
              <OfferCard offer={other} />
            </li>
          ))}
        </CardListSection>
      )}
      {page.similarOffers.length > 0 && (
        <CardListSection compact title={t`Offres similaires`} className={css({ pb: '12' })}>
          {page.similarOffers.map((similar) => (
            <li key={similar.id}>
              <OfferCard offer={similar} />
            </li>
          ))}
        </CardListSection>
      )}
      {offer.available && (
        <MobileActionBar>
          <div className={hstack({ gap: '2' })}>
            <ApplyButton page={page} className={css({ flex: '1' })} />
            <SaveButton page={page} />
          </div>
        </MobileActionBar>
      )}
    </article>
  )
}

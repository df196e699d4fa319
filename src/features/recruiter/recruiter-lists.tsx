import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import type { ApplicationStatus } from '~/domain/enums'
import { actionFor } from '~/domain/offer-status'
import { AUDIENCE_DAYS } from '~/features/analytics/audience.model'
import { APPLICATION_STATUS_LABELS } from '~/i18n/application-labels'
import { formatDay } from '~/i18n/format'
import { LocalizedLink } from '~/i18n/localized-link'
import { button, wrappingLabel } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { Container } from '~/ui/container'
import { FormAlert } from '~/ui/form-alert'
import { Pagination } from '~/ui/pagination'
import { panel } from '~/ui/panel'
import { pillLink } from '~/ui/pill-link'
import { TableScroll } from '~/ui/table-scroll'
import { OfferStatusControl } from './offer-status-control'
import type { OfferApplicants, RecruiterCompany } from './recruiter.model'
import { Counts, OfferAudienceFigures, waitingOf } from './recruiter-figures'
import { RefuseRemaining } from './refuse-remaining'

/** The statuses a recruiter filters by (withdrawn and closed ones stay reachable under "all"). */
const FILTERS: readonly ApplicationStatus[] = ['new', 'pending', 'accepted', 'refused']

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'start',
    py: '2.5',
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
  },
  '& th': { fontSize: 'sm', color: 'fg.muted', fontWeight: '700' },
})
const pageTitle = css({ textStyle: 'sectionTitle', mb: '2' })

export function RecruiterFrame({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  /** The space's name above the title (the committee's). */
  eyebrow?: string
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <Container className={css({ py: { base: '6', md: '10' } })}>
      {eyebrow && <p className={css({ color: 'fg.muted', fontWeight: '700' })}>{eyebrow}</p>}
      <h1 className={pageTitle}>{title}</h1>
      {subtitle && <p className={css({ color: 'fg.muted' })}>{subtitle}</p>}
      {children}
    </Container>
  )
}

/** The way back to the recruiter space's offers, first under a page's title; `children` follow it on the line. */
export function BackToOffers({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  return (
    <p className={css({ mt: '2' })}>
      <LocalizedLink route="recruiter" className={css({ textStyle: 'link' })}>
        {t`← Toutes les offres`}
      </LocalizedLink>
      {children}
    </p>
  )
}

/** `/recruteur`: the organisations' offers with their applicants per status and their audience. */
export function RecruiterHomePage({ companies }: { companies: RecruiterCompany[] }) {
  const { t, i18n } = useLingui()
  return (
    <RecruiterFrame
      title={t`Espace recruteur`}
      subtitle={t`Les offres de votre organisation et les candidatures reçues.`}
    >
      {companies.length > 0 && (
        <p className={css({ mt: '4' })}>
          <LocalizedLink
            route="recruiterLibrary"
            className={cx(button({ variant: 'outline' }), wrappingLabel)}
          >
            {t`CVthèque : les talents ouverts aux contacts`}
          </LocalizedLink>
        </p>
      )}
      {companies.length === 0 && (
        <p
          className={panel}
        >{t`Votre compte n'est membre d'aucune organisation. Contactez l'équipe Tremplin.`}</p>
      )}
      {companies.map((company) => (
        <section key={company.id} aria-labelledby={`company-${company.id}`} className={panel}>
          <div className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap', mb: '4' })}>
            <h2 id={`company-${company.id}`} className={css({ textStyle: 'heading' })}>
              {company.name}
            </h2>
            <span className={hstack({ gap: '2', flexWrap: 'wrap' })}>
              {(
                [
                  ['recruiterCompanyProfile', t`Profil`],
                  ['recruiterMembers', t`Membres`],
                  ['recruiterSources', t`Sources d'offres`],
                  ['recruiterAnswers', t`Réponses`],
                ] as const
              ).map(([route, label]) => (
                <LocalizedLink
                  key={route}
                  route={route}
                  params={{ company: company.id }}
                  className={button({ variant: 'outline', size: 'sm' })}
                >
                  {label}
                </LocalizedLink>
              ))}
              <Chip tone={waitingOf(company) > 0 ? 'accent' : 'neutral'}>
                {t`En attente de réponse : ${waitingOf(company)}`}
              </Chip>
              {!company.suspended && (
                <LocalizedLink
                  route="recruiterOfferNew"
                  search={{ company: company.id }}
                  className={button({ variant: 'brand', size: 'sm' })}
                >
                  {t`Nouvelle offre`}
                </LocalizedLink>
              )}
            </span>
          </div>
          {company.suspended && (
            <FormAlert>
              {t`Le comité de sélection a suspendu cette organisation : sa page et ses offres ne sont plus visibles, et vous ne pouvez plus publier. Le message reçu par e-mail en donne la raison ; écrivez-nous pour en parler.`}
            </FormAlert>
          )}
          <p className={css({ color: 'fg.muted', mb: '3' })}>
            {t`Votre page a été vue ${i18n.number(company.pageViews)} fois ces ${AUDIENCE_DAYS} derniers jours.`}
          </p>
          {company.offers.length === 0 ? (
            <p>{t`Aucune offre pour le moment.`}</p>
          ) : (
            <TableScroll>
              <table className={table}>
                <thead>
                  <tr>
                    <th scope="col">{t`Offre`}</th>
                    <th scope="col">{t`Publiée le`}</th>
                    <th scope="col">{t`Statut`}</th>
                    <th scope="col">{t`Candidatures`}</th>
                    <th scope="col">{t`Audience (30 jours)`}</th>
                    <th scope="col">
                      <span className={css({ srOnly: true })}>{t`Actions`}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {company.offers.map((offer) => (
                    <tr key={offer.id}>
                      <td>
                        <LocalizedLink
                          route="recruiterOffer"
                          params={{ offer: offer.id }}
                          className={css({ textStyle: 'link' })}
                        >
                          {offer.title}
                        </LocalizedLink>
                        {!offer.open && actionFor(offer.status) === 'archive' && (
                          <span className={css({ ml: '2', color: 'fg.muted' })}>({t`close`})</span>
                        )}
                      </td>
                      <td>{offer.publishedAt ? formatDay(i18n, offer.publishedAt) : '—'}</td>
                      <td>
                        <OfferStatusControl offer={offer} />
                      </td>
                      <td>
                        <span className={hstack({ gap: '2', flexWrap: 'wrap' })}>
                          <strong>{offer.total}</strong>
                          <Counts counts={offer.counts} />
                        </span>
                      </td>
                      <td>
                        <OfferAudienceFigures audience={offer.audience} />
                      </td>
                      <td>
                        <LocalizedLink
                          route="recruiterOfferEdit"
                          params={{ offer: offer.id }}
                          className={css({ textStyle: 'link', whiteSpace: 'nowrap' })}
                          aria-label={t`Modifier « ${offer.title} »`}
                        >
                          {t`Modifier`}
                        </LocalizedLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      ))}
    </RecruiterFrame>
  )
}

/** `/recruteur/offres/<offer>`: the applicants of one offer, by status, a page at a time. */
export function OfferApplicantsPage({ data }: { data: OfferApplicants }) {
  const { t, i18n } = useLingui()
  const link = (status: ApplicationStatus | null, page = 1) => ({
    route: 'recruiterOffer' as const,
    params: { offer: data.offer.id },
    search: { ...(status ? { status } : {}), ...(page > 1 ? { page } : {}) },
  })
  return (
    <RecruiterFrame title={data.offer.title} subtitle={data.offer.companyName}>
      <BackToOffers />
      <div className={panel}>
        <RefuseRemaining
          offerId={data.offer.id}
          waiting={(data.counts.new ?? 0) + (data.counts.pending ?? 0)}
        />
        <nav aria-label={t`Filtrer par statut`}>
          <ul className={hstack({ gap: '2', flexWrap: 'wrap', mb: '4' })}>
            {[null, ...FILTERS].map((status) => (
              <li key={status ?? 'all'}>
                <LocalizedLink
                  {...link(status)}
                  aria-current={data.status === status ? 'page' : undefined}
                  className={pillLink}
                >
                  {status ? i18n._(APPLICATION_STATUS_LABELS[status]) : t`Toutes`} (
                  {status ? (data.counts[status] ?? 0) : data.total})
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        {data.rows.length === 0 ? (
          <p>{t`Aucune candidature ici pour le moment.`}</p>
        ) : (
          <TableScroll>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{t`Candidat·e`}</th>
                  <th scope="col">{t`Ville`}</th>
                  <th scope="col">{t`Reçue le`}</th>
                  <th scope="col">{t`Statut`}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <LocalizedLink
                        route="recruiterApplication"
                        params={{ application: row.id }}
                        className={css({ textStyle: 'link', fontWeight: '700' })}
                      >
                        {row.name || t`Candidat·e`}
                      </LocalizedLink>
                      {row.title && (
                        <span className={cx(css({ display: 'block', color: 'fg.muted' }))}>{row.title}</span>
                      )}
                    </td>
                    <td>{row.city ?? '—'}</td>
                    <td>{formatDay(i18n, row.sentAt)}</td>
                    <td>
                      <Chip tone={row.status === 'new' ? 'accent' : 'neutral'}>
                        {i18n._(APPLICATION_STATUS_LABELS[row.status])}
                      </Chip>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          renderLink={(page, props) => <LocalizedLink {...link(data.status, page)} {...props} />}
        />
      </div>
    </RecruiterFrame>
  )
}

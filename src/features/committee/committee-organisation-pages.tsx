import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { formatDay } from '~/i18n/format'
import { OFFER_STATUS_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { internalPathFor } from '~/i18n/paths'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { panel } from '~/ui/panel'
import type { AdminOrganisation, AdminOrganisationRow } from './committee.model'
import { CommitteeFrame } from './committee-frame'
import { SuspensionControl } from './suspension-control'

/** `/admin/organisations`: every organisation by name, to find one and act on it. */
export function CommitteeOrganisationsPage({
  query,
  suspended,
  organisations,
}: {
  query: string
  suspended: boolean
  organisations: AdminOrganisationRow[]
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [text, setText] = useState(query)
  const [onlySuspended, setOnlySuspended] = useState(suspended)
  return (
    <CommitteeFrame current="organisations" title={t`Organisations`}>
      <form
        role="search"
        aria-label={t`Chercher une organisation`}
        className={hstack({ gap: '3', flexWrap: 'wrap', mt: '4', alignItems: 'flex-end' })}
        onSubmit={(event) => {
          event.preventDefault()
          const search = {
            ...(text.trim() ? { query: text.trim() } : {}),
            ...(onlySuspended ? { suspended: true } : {}),
          }
          void navigate({
            to: internalPathFor('adminOrganisations', i18n.locale as never) as never,
            search: search as never,
          })
        }}
      >
        <label className={grid({ gap: '1' })}>
          <span className={css({ fontWeight: '700' })}>{t`Nom de l'organisation`}</span>
          <input
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            className={css({
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'control',
              px: '3',
              py: '2',
            })}
          />
        </label>
        <label className={hstack({ gap: '2' })}>
          <input
            type="checkbox"
            checked={onlySuspended}
            onChange={(event) => setOnlySuspended(event.target.checked)}
          />
          {t`Suspendues seulement`}
        </label>
        <button type="submit" className={button({ variant: 'brand', size: 'sm' })}>
          {t`Chercher`}
        </button>
      </form>
      <div className={panel}>
        {organisations.length === 0 ? (
          <p>{t`Aucune organisation ne correspond.`}</p>
        ) : (
          <ul className={grid({ gap: '3' })}>
            {organisations.map((organisation) => (
              <li
                key={organisation.id}
                className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap' })}
              >
                <span className={hstack({ gap: '2', flexWrap: 'wrap' })}>
                  <LocalizedLink
                    route="adminOrganisation"
                    params={{ company: organisation.id }}
                    className={css({ textStyle: 'link', fontWeight: '700' })}
                  >
                    {organisation.name}
                  </LocalizedLink>
                  {organisation.suspendedAt && <Chip tone="accent">{t`Suspendue`}</Chip>}
                </span>
                <span className={css({ color: 'fg.muted' })}>
                  {t`${organisation.publicOffers} offres en ligne · ${organisation.members} membres`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </CommitteeFrame>
  )
}

/** `/admin/organisations/<company>`: its state and offers; the committee suspends or reinstates them. */
export function CommitteeOrganisationPage({
  organisation,
  children,
}: {
  organisation: AdminOrganisation
  /** More about the organisation, below its offers (the reports of its offer sources). */
  children?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const functions = () => import('./committee.functions')
  return (
    <CommitteeFrame current="organisations" title={organisation.name}>
      <p className={css({ mt: '2' })}>
        <LocalizedLink route="adminOrganisations" className={css({ textStyle: 'link' })}>
          {t`← Toutes les organisations`}
        </LocalizedLink>
        {!organisation.suspendedAt && organisation.slug && (
          <>
            {' · '}
            <LocalizedLink
              route="company"
              params={{ slug: organisation.slug }}
              className={css({ textStyle: 'link' })}
            >
              {t`Voir la page publique`}
            </LocalizedLink>
          </>
        )}
      </p>
      <section aria-labelledby="organisation-state" className={panel}>
        <h2 id="organisation-state" className={css({ textStyle: 'heading', mb: '3' })}>
          {t`État`}
        </h2>
        <p className={css({ mb: '3' })}>
          {organisation.suspendedAt
            ? t`Suspendue depuis le ${formatDay(i18n, organisation.suspendedAt)} : sa page et ses offres sont hors ligne, ses membres ne peuvent plus publier.`
            : t`Active : ${organisation.publicOffers} offres en ligne, ${organisation.members} membres.`}
        </p>
        {organisation.suspensionReason && (
          <p className={css({ mb: '3', whiteSpace: 'pre-line' })}>{organisation.suspensionReason}</p>
        )}
        <SuspensionControl
          id={organisation.id}
          name={organisation.name}
          suspended={Boolean(organisation.suspendedAt)}
          suspend={async (reason) =>
            (await functions()).setOrganisationSuspensionFn({
              data: { companyId: organisation.id, suspend: true, reason },
            })
          }
          reinstate={async () =>
            (await functions()).setOrganisationSuspensionFn({
              data: { companyId: organisation.id, suspend: false },
            })
          }
        />
      </section>
      <section aria-labelledby="organisation-offers" className={panel}>
        <h2 id="organisation-offers" className={css({ textStyle: 'heading', mb: '3' })}>
          {t`Offres`}
        </h2>
        {organisation.offers.length === 0 ? (
          <p>{t`Aucune offre.`}</p>
        ) : (
          <ul className={grid({ gap: '5' })}>
            {organisation.offers.map((offer) => (
              <li key={offer.id} className={grid({ gap: '2' })}>
                <span className={hstack({ gap: '2', flexWrap: 'wrap' })}>
                  <strong>{offer.title}</strong>
                  <Chip>{i18n._(OFFER_STATUS_LABELS[offer.status])}</Chip>
                  {offer.suspendedAt && <Chip tone="accent">{t`Suspendue`}</Chip>}
                  {offer.publishedAt && (
                    <span className={css({ color: 'fg.muted' })}>
                      {t`Publiée le ${formatDay(i18n, offer.publishedAt)}`}
                    </span>
                  )}
                </span>
                {offer.suspensionReason && (
                  <p className={css({ whiteSpace: 'pre-line', color: 'fg.muted' })}>
                    {offer.suspensionReason}
                  </p>
                )}
                <SuspensionControl
                  id={offer.id}
                  name={offer.title}
                  suspended={Boolean(offer.suspendedAt)}
                  suspend={async (reason) =>
                    (await functions()).setOfferSuspensionFn({
                      data: { offerId: offer.id, suspend: true, reason },
                    })
                  }
                  reinstate={async () =>
                    (await functions()).setOfferSuspensionFn({ data: { offerId: offer.id, suspend: false } })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {children}
    </CommitteeFrame>
  )
}

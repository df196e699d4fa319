import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { Bell, BellOff, Search, Trash2 } from 'lucide'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { ConfirmAddressNotice } from '~/features/auth/confirm-address-notice'
import { toListSearch } from '~/features/offers/offer-list-url'
import { LocalizedLink } from '~/i18n/localized-link'
import { TalentLayout, TalentPanel } from '~/layouts/talent-layout'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { TextField } from '~/ui/form-field'
import { LineIcon } from '~/ui/line-icon'
import type { FollowedCompany, SavedSearch } from './alerts.model'
import { SearchSummary } from './search-summary'

export type MyAlerts = { searches: SavedSearch[]; companies: FollowedCompany[]; digestPicks: boolean }

const row = css({ borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'card', p: '4' })

function SavedSearchItem({ alert }: { alert: SavedSearch }) {
  const { t } = useLingui()
  const router = useRouter()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(alert.name)
  const [problem, setProblem] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState(false)
  const run = async (action: () => Promise<{ ok: boolean; error?: string }>) => {
    setProblem(null)
    const outcome = await action().catch(() => ({ ok: false, error: 'failed' }))
    if (!outcome.ok && outcome.error === 'unconfirmed') setUnconfirmed(true)
    else if (!outcome.ok) setProblem(t`Cela n'a pas pu être enregistré. Réessayez.`)
    await router.invalidate()
  }
  const functions = () => import('./alerts.functions')
  return (
    <li className={row}>
      {renaming ? (
        <form
          className={grid({ gap: '2' })}
          onSubmit={async (event) => {
            event.preventDefault()
            await run(async () =>
              (await functions()).changeSavedSearchFn({ data: { alertId: alert.id, name } }),
            )
            setRenaming(false)
          }}
        >
          <TextField
            id={`alert-name-${alert.id}`}
            name="name"
            label={t`Nom de l'alerte`}
            value={name}
            onChange={setName}
            isRequired
          />
          <div className={hstack({ gap: '2' })}>
            <button
              type="submit"
              className={button({ variant: 'brand', size: 'sm' })}
            >{t`Enregistrer`}</button>
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => setRenaming(false)}
            >
              {t`Annuler`}
            </button>
          </div>
        </form>
      ) : (
        <h3 className={css({ fontWeight: '700' })}>{alert.name}</h3>
      )}
      <SearchSummary query={alert.query} filters={alert.filters} />
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {alert.emailAlert
          ? alert.frequency === 'weekly'
            ? t`E-mail chaque semaine quand il y a du nouveau`
            : t`E-mail chaque jour quand il y a du nouveau`
          : t`E-mails en pause`}
      </p>
      <div className={hstack({ gap: '2', flexWrap: 'wrap', mt: '3' })}>
        <LocalizedLink
          route="jobs"
          search={toListSearch({ query: alert.query, filters: alert.filters, page: 1 })}
          className={button({ variant: 'outline', size: 'sm' })}
        >
          <LineIcon icon={Search} size={16} aria-hidden="true" />
          {t`Voir les offres`}
        </LocalizedLink>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          aria-label={
            alert.emailAlert ? t`Mettre en pause « ${alert.name} »` : t`Reprendre « ${alert.name} »`
          }
          onClick={() =>
            run(async () =>
              (await functions()).changeSavedSearchFn({
                data: { alertId: alert.id, emailAlert: !alert.emailAlert },
              }),
            )
          }
        >
          {alert.emailAlert ? (
            <LineIcon icon={BellOff} size={16} aria-hidden="true" />
          ) : (
            <LineIcon icon={Bell} size={16} aria-hidden="true" />
          )}
          {alert.emailAlert ? t`Mettre en pause` : t`Reprendre`}
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={() => setRenaming(true)}
        >
          {t`Renommer`}
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          aria-label={t`Supprimer « ${alert.name} »`}
          onClick={() => {
            if (window.confirm(t`Supprimer l'alerte « ${alert.name} » ?`))
              void run(async () => (await functions()).deleteSavedSearchFn({ data: { alertId: alert.id } }))
          }}
        >
          <LineIcon icon={Trash2} size={16} aria-hidden="true" />
          {t`Supprimer`}
        </button>
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
      {unconfirmed && <ConfirmAddressNotice action="alerts" />}
    </li>
  )
}

function FollowedCompanyItem({ company }: { company: FollowedCompany }) {
  const { t } = useLingui()
  const router = useRouter()
  const [unconfirmed, setUnconfirmed] = useState(false)
  return (
    <li className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap', py: '2' })}>
      {company.slug ? (
        <LocalizedLink
          route="company"
          params={{ slug: company.slug }}
          className={css({ textStyle: 'link', fontWeight: '700' })}
        >
          {company.name}
        </LocalizedLink>
      ) : (
        <span className={css({ fontWeight: '700' })}>{company.name}</span>
      )}
      <label className={hstack({ gap: '2' })}>
        <input
          type="checkbox"
          checked={company.active}
          className={css({ w: '5', h: '5', accentColor: 'brand.solid' })}
          onChange={async (event) => {
            const { setCompanyAlertFn } = await import('~/features/companies/companies.functions')
            const outcome = await setCompanyAlertFn({
              data: { companyId: company.id, active: event.target.checked },
            })
            setUnconfirmed(!outcome.ok && outcome.error === 'unconfirmed')
            await router.invalidate()
          }}
        />
        {t`Nouvelles offres de ${company.name} par e-mail`}
      </label>
      {unconfirmed && <ConfirmAddressNotice action="alerts" />}
    </li>
  )
}

/** Whether her alert e-mails also bring a few new offers picked from her profile. */
function DigestPicksChoice({ on }: { on: boolean }) {
  const { t } = useLingui()
  const router = useRouter()
  return (
    <TalentPanel title={t`Offres choisies pour vous`}>
      <label className={hstack({ gap: '2', alignItems: 'flex-start' })}>
        <input
          type="checkbox"
          checked={on}
          className={css({ w: '5', h: '5', mt: '0.5', accentColor: 'brand.solid', flexShrink: 0 })}
          onChange={async (event) => {
            const { setDigestPicksFn } = await import('./alerts.functions')
            await setDigestPicksFn({ data: { on: event.target.checked } })
            await router.invalidate()
          }}
        />
        {t`Ajouter à mes e-mails d'alerte quelques nouvelles offres choisies d'après mon profil (emplois recherchés, compétences, ODD), avec la raison de chaque choix.`}
      </label>
    </TalentPanel>
  )
}

/** "My alerts" (docs/product.md#pages): saved searches and followed organisations. */
export function AlertsPage({ alerts }: { alerts: MyAlerts }) {
  const { t } = useLingui()
  return (
    <TalentLayout title={t`Mes alertes`}>
      <TalentPanel title={t`Mes recherches sauvegardées`}>
        {alerts.searches.length === 0 ? (
          <>
            <p className={css({ color: 'fg.muted' })}>
              {t`Aucune alerte pour le moment. Filtrez les offres, puis sauvegardez la recherche : nous vous écrirons quand de nouvelles offres y répondent.`}
            </p>
            <LocalizedLink route="jobs" className={button({ variant: 'brand' })}>
              {t`Voir les offres d'emploi`}
            </LocalizedLink>
          </>
        ) : (
          <ul className={grid({ gap: '3' })}>
            {alerts.searches.map((alert) => (
              <SavedSearchItem key={`${alert.id}-${alert.name}`} alert={alert} />
            ))}
          </ul>
        )}
      </TalentPanel>
      <DigestPicksChoice on={alerts.digestPicks} />
      <TalentPanel title={t`Organisations suivies`}>
        {alerts.companies.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>
            {t`Suivez une organisation depuis sa page pour recevoir ses nouvelles offres.`}
          </p>
        ) : (
          <ul>
            {alerts.companies.map((company) => (
              <FollowedCompanyItem key={company.id} company={company} />
            ))}
          </ul>
        )}
      </TalentPanel>
    </TalentLayout>
  )
}

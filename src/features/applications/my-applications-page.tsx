import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { REFUSAL_REASONS, type RefusalReason } from '~/domain/answers'
import { APPLICATION_TABS, type ApplicationTab, inTab } from '~/domain/applications'
import { OfferCard } from '~/features/offers/offer-card'
import type { OfferCard as OfferCardModel } from '~/features/offers/offer-card.model'
import { APPLICATION_TAB_LABELS, TALENT_STATUS_LABELS } from '~/i18n/application-labels'
import { formatDay } from '~/i18n/format'
import { LocalizedLink } from '~/i18n/localized-link'
import { TalentLayout, TalentPanel } from '~/layouts/talent-layout'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { FormAlert } from '~/ui/form-alert'
import { pillLink } from '~/ui/pill-link'
import { ApplicationTimeline } from './application-timeline'
import type { TalentApplication } from './applications.model'
import { REFUSAL_REASON_LABELS } from './refusal-reasons'
import { TalentInterviews } from './talent-interviews'

export type MyApplications = {
  counts: Record<ApplicationTab, number>
  applications: TalentApplication[]
  saved: OfferCardModel[]
}

const tabLink = cx(pillLink, css({ display: 'inline-flex', gap: '2', alignItems: 'center' }))

function Tabs({ tab, counts }: { tab: ApplicationTab; counts: MyApplications['counts'] }) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Filtrer mes candidatures`}>
      <ul className={hstack({ gap: '2', flexWrap: 'wrap' })}>
        {APPLICATION_TABS.map((name) => (
          <li key={name}>
            <LocalizedLink
              route="talentApplications"
              params={{ tag: name === 'all' ? undefined : name }}
              aria-current={name === tab ? 'page' : undefined}
              className={tabLink}
            >
              {i18n._(APPLICATION_TAB_LABELS[name])}
              <span aria-hidden="true">{counts[name]}</span>
              <span className={css({ srOnly: true })}>({counts[name]})</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function ApplicationItem({ item }: { item: TalentApplication }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [problem, setProblem] = useState<string | null>(null)
  const withdraw = async () => {
    if (
      !window.confirm(
        t`Retirer votre candidature à « ${item.offer.title} » ? L'organisation ne la verra plus comme en attente.`,
      )
    )
      return
    const { withdrawApplicationFn } = await import('./applications.functions')
    const outcome = await withdrawApplicationFn({ data: { applicationId: item.id, from: item.status } })
    if (!outcome.ok)
      setProblem(t`Le statut de cette candidature a changé entre-temps : la page est mise à jour.`)
    await router.invalidate()
  }
  return (
    <li className={css({ borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'card', p: '4' })}>
      <div
        className={hstack({ gap: '3', justify: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' })}
      >
        <div>
          <h3 className={css({ fontWeight: '700' })}>
            {item.offer.link ? (
              <LocalizedLink route="job" params={item.offer.link} className={css({ textStyle: 'link' })}>
                {item.offer.title}
              </LocalizedLink>
            ) : (
              item.offer.title
            )}
          </h3>
          <p className={css({ color: 'fg.muted' })}>
            {item.offer.companyName} · {t`envoyée le ${formatDay(i18n, item.sentAt)}`}
          </p>
          {item.answerDueAt && (item.status === 'new' || item.status === 'pending') && (
            <p className={css({ fontWeight: '600' })}>
              {t`Réponse attendue au plus tard le ${formatDay(i18n, item.answerDueAt)}`}
            </p>
          )}
          {item.refusal?.reason && isRefusalReason(item.refusal.reason) && (
            <p>{t`Raison : ${i18n._(REFUSAL_REASON_LABELS[item.refusal.reason])}`}</p>
          )}
          {item.refusal?.message && (
            <p className={css({ whiteSpace: 'pre-line', color: 'fg.muted' })}>{item.refusal.message}</p>
          )}
        </div>
        <div className={hstack({ gap: '2' })}>
          {item.appliedExternally && <Chip>{t`Sur le site de l'organisation`}</Chip>}
          <Chip
            tone={item.status === 'accepted' ? 'brand' : item.status === 'refused' ? 'accent' : 'neutral'}
          >
            {i18n._(TALENT_STATUS_LABELS[item.status])}
          </Chip>
        </div>
      </div>
      <TalentInterviews item={item} />
      <details className={css({ mt: '3' })}>
        <summary className={css({ cursor: 'pointer', fontWeight: '600' })}>{t`Historique`}</summary>
        <div className={css({ mt: '2', pl: '4' })}>
          <ApplicationTimeline
            steps={item.timeline}
            labels={TALENT_STATUS_LABELS}
            interviews={item.interviewSteps}
          />
        </div>
      </details>
      {item.canWithdraw && (
        <button
          type="button"
          onClick={withdraw}
          className={cx(button({ variant: 'ghost', size: 'sm' }), css({ mt: '2' }))}
        >
          {t`Retirer ma candidature`}
        </button>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
    </li>
  )
}

/** "My applications" (docs/product.md#pages): tabs all, pending, refused, accepted, saved, archived. */
export function MyApplicationsPage({ tab, data }: { tab: ApplicationTab; data: MyApplications }) {
  const { t, i18n } = useLingui()
  const items = data.applications.filter((item) => inTab(tab, item.status))
  const empty = tab === 'saved' ? data.saved.length === 0 : items.length === 0
  return (
    <TalentLayout title={t`Mes candidatures`}>
      <TalentPanel title={i18n._(APPLICATION_TAB_LABELS[tab])}>
        <Tabs tab={tab} counts={data.counts} />
        {empty ? (
          <>
            <p className={css({ color: 'fg.muted' })}>
              {tab === 'saved'
                ? t`Les offres que vous sauvegardez apparaîtront ici.`
                : t`Aucune candidature ici pour le moment.`}
            </p>
            <LocalizedLink route="jobs" className={button({ variant: 'brand' })}>
              {t`Voir les offres d'emploi`}
            </LocalizedLink>
          </>
        ) : tab === 'saved' ? (
          <ul className={grid({ gap: '5', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
            {data.saved.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className={grid({ gap: '3' })}>
            {items.map((item) => (
              <ApplicationItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </TalentPanel>
    </TalentLayout>
  )
}

const isRefusalReason = (value: string): value is RefusalReason =>
  (REFUSAL_REASONS as readonly string[]).includes(value)

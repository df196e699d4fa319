import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { BackToOffers, RecruiterFrame } from '~/features/recruiter/recruiter-lists'
import { formatDay } from '~/i18n/format'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { panel } from '~/ui/panel'
import { ConnectSourceForm } from './connect-source-form'
import type { SourceRunView, SourcesView, SourceView } from './offer-sources.model'
import { APPLY_ON_LABELS, KIND_LABELS, REFUSAL_LABELS } from './source-labels'
import { RefusalList } from './source-preview'

type Outcome = { ok: true } | { ok: false; error: string } | null

/** `/recruteur/organisations/<company>/sources`: the careers pages and feeds its offers are imported from. */
export function OfferSourcesPage({ view }: { view: SourcesView }) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <RecruiterFrame title={t`Sources d'offres`} subtitle={view.companyName}>
      <BackToOffers />
      {notice && (
        <p className={css({ mt: '4' })} role="status">
          {notice}
        </p>
      )}
      {view.suspended && (
        <p
          className={panel}
        >{t`L'organisation est suspendue par le comité de sélection : ses sources ne sont plus importées.`}</p>
      )}
      {view.sources.length === 0 && <p className={panel}>{t`Aucune source connectée pour l'instant.`}</p>}
      {view.sources.map((source) => (
        <SourceCard key={source.id} source={source} canManage={view.canManage} onNotice={setNotice} />
      ))}
      {view.canManage && <ConnectSourceForm companyId={view.companyId} onDone={setNotice} />}
      {!view.canManage && !view.suspended && (
        <p
          className={css({ mt: '4', color: 'fg.muted' })}
        >{t`Seul·e un·e responsable de l'organisation connecte et règle les sources.`}</p>
      )}
    </RecruiterFrame>
  )
}

/** The committee's view of an organisation's sources: their settings and run reports, no controls. */
export function SourceReports({ view }: { view: SourcesView }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="offer-sources" className={panel}>
      <h2 id="offer-sources" className={css({ textStyle: 'heading', mb: '3' })}>
        {t`Sources d'offres`}
      </h2>
      {view.sources.length === 0 && <p>{t`Aucune source connectée pour l'instant.`}</p>}
      {view.sources.map((source) => (
        <SourceCard key={source.id} source={source} canManage={false} onNotice={() => {}} />
      ))}
    </section>
  )
}

function SourceCard({
  source,
  canManage,
  onNotice,
}: {
  source: SourceView
  canManage: boolean
  onNotice: (text: string) => void
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const act = async (work: () => Promise<Outcome>, success: string) => {
    setBusy(true)
    const outcome = await work().catch(() => null)
    setBusy(false)
    onNotice(outcome?.ok ? success : t`La demande n'a pas abouti : réessayez.`)
    await router.invalidate()
  }
  const fns = () => import('./offer-sources.functions')
  const [last] = source.runs
  return (
    <section aria-label={source.url} className={panel}>
      <div className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap' })}>
        <span className={css({ overflowWrap: 'anywhere' })}>
          <strong>{source.url}</strong>
          <span className={css({ display: 'block', color: 'fg.muted' })}>
            {i18n._(KIND_LABELS[source.kind])} · {t`candidatures :`} {i18n._(APPLY_ON_LABELS[source.applyOn])}{' '}
            · {source.publish ? t`publiées aussitôt` : t`en brouillon`}
          </span>
        </span>
        <Chip tone={source.active ? 'brand' : 'neutral'}>{source.active ? t`Active` : t`En pause`}</Chip>
      </div>
      {last && <RunSummary run={last} />}
      {canManage && (
        <div className={hstack({ gap: '2', mt: '4', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ variant: 'brand', size: 'sm' })}
            disabled={busy || !source.active}
            onClick={() =>
              act(
                async () => (await fns()).importNowFn({ data: { sourceId: source.id } }),
                t`Import terminé : voyez son rapport.`,
              )
            }
          >
            {t`Importer maintenant`}
          </button>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={busy}
            onClick={() =>
              act(
                async () =>
                  (await fns()).updateSourceFn({
                    data: {
                      sourceId: source.id,
                      publish: source.publish,
                      applyOn: source.applyOn,
                      intervalHours: source.intervalHours as 1,
                      active: !source.active,
                    },
                  }),
                source.active ? t`Source mise en pause.` : t`Source réactivée.`,
              )
            }
          >
            {source.active ? t`Mettre en pause` : t`Réactiver`}
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            disabled={busy}
            onClick={() => {
              if (
                !window.confirm(
                  t`Retirer cette source ? Les offres déjà importées restent, à gérer à la main.`,
                )
              )
                return
              void act(
                async () => (await fns()).removeSourceFn({ data: { sourceId: source.id } }),
                t`Source retirée.`,
              )
            }}
          >
            {t`Retirer`}
          </button>
        </div>
      )}
      {source.runs.length > 1 && (
        <details className={css({ mt: '4' })}>
          <summary>{t`Rapports précédents`}</summary>
          <ul className={grid({ gap: '2', mt: '2' })}>
            {source.runs.slice(1).map((run) => (
              <li key={run.id}>
                <RunSummary run={run} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

/** One run's report: when, what it did, what it refused. */
function RunSummary({ run }: { run: SourceRunView }) {
  const { t, i18n } = useLingui()
  const day = formatDay(i18n, run.startedAt)
  const time = new Date(run.startedAt).toLocaleTimeString(i18n.locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Brussels',
  })
  return (
    <div className={css({ mt: '3' })} data-testid="run-report">
      <p>
        <strong>{t`Import du ${day} à ${time}`}</strong>
      </p>
      {run.failure ? (
        <p>{t`Échec, rien n'a changé : ${i18n._(REFUSAL_LABELS[run.failure])}.`}</p>
      ) : run.finishedAt ? (
        <p>{t`${run.created} créées · ${run.updated} mises à jour · ${run.archived} archivées · ${run.unchanged} inchangées`}</p>
      ) : (
        <p>{t`En cours…`}</p>
      )}
      <RefusalList refusals={run.refused} />
    </div>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { SOURCE_APPLY_ON, SOURCE_INTERVALS, SOURCE_KINDS, type SourceSettings } from '~/domain/offer-sources'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { panel } from '~/ui/panel'
import type { PreviewView } from './offer-sources.model'
import { APPLY_ON_LABELS, KIND_LABELS, REFUSAL_LABELS } from './source-labels'
import { SourcePreview } from './source-preview'

const field = css({ display: 'grid', gap: '1' })
const control = css({
  borderWidth: '1px',
  borderRadius: 'control',
  px: '3',
  h: '10',
  w: 'full',
  bg: 'bg.default',
})

type Failure = { ok: false; error: string } | null

/** An owner gives her careers page or feed, previews what it would import, then connects it. */
export function ConnectSourceForm({
  companyId,
  onDone,
}: {
  companyId: string
  onDone: (text: string) => void
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [settings, setSettings] = useState<SourceSettings>({
    kind: 'careers_page',
    url: '',
    publish: true,
    applyOn: 'tremplin',
    intervalHours: 1,
  })
  const [preview, setPreview] = useState<PreviewView | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const change = (next: Partial<SourceSettings>) => {
    setSettings((before) => ({ ...before, ...next }))
    // A preview shows one address with one set of choices.
    if (next.url !== undefined || next.kind !== undefined || next.applyOn !== undefined) setPreview(null)
  }
  const explain = (outcome: Failure) => {
    const error = outcome?.error ?? 'failed'
    setProblem(
      error in REFUSAL_LABELS
        ? t`Impossible : ${i18n._(REFUSAL_LABELS[error as keyof typeof REFUSAL_LABELS])}.`
        : error === 'throttled'
          ? t`Trop de demandes en peu de temps : réessayez dans quelques minutes.`
          : error === 'signed-out'
            ? t`Votre session a expiré : reconnectez-vous.`
            : t`La demande n'a pas abouti (connexion ?) : réessayez.`,
    )
  }
  const run = async (action: 'preview' | 'connect') => {
    setBusy(true)
    setProblem(null)
    try {
      const fns = await import('./offer-sources.functions')
      if (action === 'preview') {
        const outcome = await fns.previewSourceFn({ data: { ...settings, companyId } }).catch(() => null)
        if (!outcome?.ok) return explain(outcome)
        setPreview(outcome.preview)
        return
      }
      const outcome = await fns.addSourceFn({ data: { ...settings, companyId } }).catch(() => null)
      if (!outcome?.ok) return explain(outcome)
      const created = outcome.report?.created ?? 0
      onDone(t`Source connectée : ${created} offres importées.`)
      setPreview(null)
      setSettings((before) => ({ ...before, url: '' }))
      await router.invalidate()
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      aria-label={t`Connecter une source`}
      className={panel}
      onSubmit={(event) => {
        event.preventDefault()
        void run('preview')
      }}
    >
      <h2 className={css({ textStyle: 'heading', mb: '2' })}>{t`Connecter une source`}</h2>
      <p className={css({ color: 'fg.muted', mb: '4' })}>
        {t`Donnez l'adresse de votre page carrières (ou de votre logiciel de recrutement) ou de votre flux d'offres. Tremplin lit les offres qu'elle publie, vous montre ce qu'il importerait, puis les tient à jour toutes les heures.`}
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className={grid({ gap: '4', columns: { base: 1, md: 2 } })}>
        <label className={field} htmlFor="source-url">
          <span>{t`Adresse de la page carrières ou du flux`}</span>
          <input
            id="source-url"
            type="url"
            required
            inputMode="url"
            className={control}
            value={settings.url}
            onChange={(event) => change({ url: event.target.value })}
          />
        </label>
        <label className={field} htmlFor="source-kind">
          <span>{t`Type de source`}</span>
          <select
            id="source-kind"
            className={control}
            value={settings.kind}
            onChange={(event) => change({ kind: event.target.value as SourceSettings['kind'] })}
          >
            {SOURCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </label>
        <label className={field} htmlFor="source-apply">
          <span>{t`Les talents postulent`}</span>
          <select
            id="source-apply"
            className={control}
            value={settings.applyOn}
            onChange={(event) => change({ applyOn: event.target.value as SourceSettings['applyOn'] })}
          >
            {SOURCE_APPLY_ON.map((value) => (
              <option key={value} value={value}>
                {i18n._(APPLY_ON_LABELS[value])}
              </option>
            ))}
          </select>
        </label>
        <label className={field} htmlFor="source-interval">
          <span>{t`Import automatique`}</span>
          <select
            id="source-interval"
            className={control}
            value={settings.intervalHours}
            onChange={(event) =>
              change({ intervalHours: Number(event.target.value) as SourceSettings['intervalHours'] })
            }
          >
            {SOURCE_INTERVALS.map((hours) => (
              <option key={hours} value={hours}>
                {hours === 1 ? t`toutes les heures` : t`toutes les ${hours} heures`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className={hstack({ gap: '2', mt: '4' })}>
        <input
          type="checkbox"
          checked={settings.publish}
          onChange={(event) => change({ publish: event.target.checked })}
        />
        <span>{t`Publier aussitôt les nouvelles offres (sinon, elles arrivent en brouillon)`}</span>
      </label>
      <div className={hstack({ gap: '3', mt: '4', flexWrap: 'wrap' })}>
        <button type="submit" className={button({ variant: 'outline' })} disabled={busy}>
          {t`Prévisualiser`}
        </button>
        {preview?.ok && preview.items.length > 0 && (
          <button
            type="button"
            className={button({ variant: 'brand' })}
            disabled={busy}
            onClick={() => void run('connect')}
          >
            {t`Connecter et importer`}
          </button>
        )}
      </div>
      {busy && <p role="status" className={css({ mt: '2' })}>{t`Lecture de la source…`}</p>}
      {preview && !preview.ok && (
        <FormAlert>{t`Rien à importer : ${i18n._(REFUSAL_LABELS[preview.reason])}.`}</FormAlert>
      )}
      {preview?.ok && <SourcePreview items={preview.items} refusals={preview.refusals} />}
    </form>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { LoaderCircle, Sparkles } from 'lucide'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import type { CvImportError } from '~/domain/cv-import'
import { authUserQuery } from '~/features/auth/auth.queries'
import { profileQuery } from '~/features/profile/profile.queries'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { FileField } from '~/ui/file-field'
import { FormAlert } from '~/ui/form-alert'
import { LineIcon } from '~/ui/line-icon'

/** docs/product.md#errors: what each failure says. */
const FAILURES = {
  'no-cv': msg`Il faut que tu importes ton CV pour qu'on puisse remplir ton profil.`,
  unreadable: msg`Ton CV ne contient pas de texte lisible : c'est sans doute un scan ou une image. Exporte-le en PDF depuis ton traitement de texte (Word, Google Docs, Canva…), puis réessaie.`,
  failed: msg`Erreur ! Le traitement de ton CV a échoué. Ton profil n'a pas changé : réessaie plus tard, ou remplis-le toi-même.`,
  'signed-out': msg`Le traitement a échoué : ta session a expiré. Reconnecte-toi, puis réessaie.`,
  throttled: msg`Tu as importé ton CV plusieurs fois en peu de temps : réessaie dans une heure.`,
} satisfies Record<CvImportError, unknown>

/** Shown in turn while the CV is read (docs/product.md#states: do-not-leave messages). */
const WAITING = [
  msg`Nous lisons ton CV… Ne quitte pas cette page.`,
  msg`Nous retrouvons tes expériences et tes diplômes…`,
  msg`Nous remplissons ton profil… Encore un instant, ne ferme pas cette fenêtre.`,
]

/** What an import did: values written, of which unsure, values proposed, and whether it read almost nothing. */
export type CvImportDone = { filled: number; unsure: number; proposed: number; little: boolean }

/**
 * The CV import (docs/product.md#states): idle (her CV, or a field to upload it), processing (spinner, loading bar,
 * do-not-leave messages), then success (the caller's `onDone`) or the failure's message.
 */
export function CvImportFlow({
  initialCv,
  initialCvName,
  onDone,
}: {
  initialCv: string | null
  initialCvName: string | null
  onDone: (done: CvImportDone) => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [cv, setCv] = useState(initialCv)
  const [processing, setProcessing] = useState(false)
  const [failure, setFailure] = useState<CvImportError | null>(null)

  const start = async () => {
    setFailure(null)
    if (!cv) {
      setFailure('no-cv')
      return
    }
    setProcessing(true)
    try {
      const { importCvFn } = await import('./cv.functions')
      const answer = await importCvFn({ data: { location: cv } })
      void queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey })
      if (answer.ok) {
        queryClient.setQueryData(profileQuery(locale).queryKey, answer.profile)
        onDone({
          filled: answer.filled,
          unsure: answer.unsure,
          proposed: answer.proposed,
          little: answer.little,
        })
      } else setFailure(answer.error)
    } catch {
      setFailure('failed')
    } finally {
      setProcessing(false)
    }
  }

  if (processing) return <Processing />
  return (
    <div className={grid({ gap: '4' })}>
      <FileField
        id="cv-import-file"
        name="cv"
        label={t`Ton CV (PDF)`}
        family="pdf"
        value={cv}
        fileName={cv === initialCv ? initialCvName : null}
        onChange={(location) => {
          setCv(location)
          setFailure(null)
        }}
        upload={async (file) => (await import('~/features/uploads/upload-client')).uploadFile(file, 'cv')}
      />
      {failure && <FormAlert>{i18n._(FAILURES[failure])}</FormAlert>}
      <div>
        <button type="button" className={button({ variant: 'brand' })} onClick={start}>
          <LineIcon icon={Sparkles} size={18} aria-hidden="true" />
          {t`Remplir mon profil avec mon CV`}
        </button>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t`Ton CV est lu sur nos serveurs, sans service extérieur. Rien de ce que tu as déjà écrit n'est remplacé sans ton accord ; vérifie ensuite les champs marqués « à vérifier ».`}
      </p>
    </div>
  )
}

/** Spinner, a bar that fills while the CV is read, and the do-not-leave messages in turn. */
function Processing() {
  const { i18n } = useLingui()
  const [step, setStep] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => current + 1), 1500)
    return () => clearInterval(timer)
  }, [])
  const progress = Math.min(92, 20 + step * 15)
  return (
    <div role="status" aria-live="polite" className={grid({ gap: '4', py: '4' })}>
      <p className={hstack({ gap: '3', fontWeight: '700' })}>
        <LineIcon
          icon={LoaderCircle}
          size={24}
          aria-hidden="true"
          className={css({ animation: 'spin 1s linear infinite', flexShrink: '0' })}
        />
        {i18n._(WAITING[Math.min(step, WAITING.length - 1)]!)}
      </p>
      <div
        aria-hidden="true"
        className={css({ h: '2.5', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' })}
      >
        <div
          className={css({ h: 'full', bg: 'brand.solid', transition: 'width 1.4s ease-out' })}
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  )
}

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { FileText, LoaderCircle, Upload } from 'lucide'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import {
  ACCEPT,
  precheckUpload,
  UPLOAD_MAX_BYTES,
  type UploadErrorCode,
  type UploadFamily,
} from '~/domain/uploads'
import { LineIcon } from '~/ui/line-icon'
import { button } from './button'
import { Dialog } from './dialog'
import { ResizedImage } from './resized-image'

/** What an upload gives back: the stored file's location, or why it was refused. */
export type UploadOutcome = { ok: true; location: string } | { ok: false; code: UploadErrorCode }

export type FileFieldProps = {
  id: string
  name: string
  label: ReactNode
  /** PDF (CV, cover letter) or picture (JPEG, PNG, WebP). */
  family: UploadFamily
  /** The stored file's location, or null when empty. */
  value: string | null
  /** The name to show for a value the field did not upload itself (e.g. the CV already on the profile). */
  fileName?: string | null
  onChange: (location: string | null) => void
  onBlur?: () => void
  /** Sends the file (features/uploads `uploadFile(file, purpose)`). */
  upload: (file: File) => Promise<UploadOutcome>
  error?: string
  isRequired?: boolean
}

const maxMegabytes = (i18n: I18n) => i18n.number(UPLOAD_MAX_BYTES / 1_000_000, { maximumFractionDigits: 2 })

const PROBLEMS = {
  'not-image': msg`Image non reconnue : choisissez une photo JPG, PNG ou WebP.`,
  unsupported: msg`Ce type de fichier n'est pas accepté.`,
  empty: msg`Ce fichier est vide.`,
  damaged: msg`Ce fichier est endommagé ou incomplet : il ne peut pas être ouvert.`,
  encrypted: msg`Ce PDF est protégé par un mot de passe : enregistrez-le sans protection, puis réessayez.`,
  'too-many-pixels': msg`Cette image est trop grande : choisissez une image de moins de 50 mégapixels.`,
  quota: msg`Vous avez déjà envoyé beaucoup de fichiers qui ne servent encore nulle part : utilisez-les dans votre profil ou une candidature, ou réessayez demain (ils sont supprimés après un jour).`,
  'signed-out': msg`Votre session a expiré : reconnectez-vous, puis réessayez.`,
  throttled: msg`Trop d'envois en peu de temps : réessayez dans quelques minutes.`,
  failed: msg`L'envoi a échoué malgré plusieurs essais. Vérifiez votre connexion et réessayez.`,
} as const

/** The explanation of a refused upload (the non-PDF case is a dialog, see below). */
export function uploadProblem(i18n: I18n, code: UploadErrorCode): string {
  const max = maxMegabytes(i18n)
  if (code === 'too-large') return i18n._(msg`Ce fichier dépasse ${max} Mo.`)
  return i18n._(code in PROBLEMS ? PROBLEMS[code as keyof typeof PROBLEMS] : PROBLEMS.failed)
}

const fieldLabel = css({ display: 'block', fontWeight: '700', mb: '1.5' })
const box = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  p: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  bg: 'bg.surface',
  '&[data-invalid=true]': { borderColor: 'danger' },
})

/**
 * A file input (docs/product.md#states "CV upload field"): empty, it offers to choose a file (keyboard: Tab to it, Enter or
 * Space opens the picker); filled, it shows the file's name (a picture's thumbnail) and a remove button.
 * The first bytes are checked before sending (a renamed file that is not a PDF opens the docs/product.md#errors dialog);
 * the server decides by the whole file.
 */
export function FileField({
  id,
  name,
  label,
  family,
  value,
  fileName,
  onChange,
  onBlur,
  upload,
  error,
  isRequired = false,
}: FileFieldProps) {
  const { t, i18n } = useLingui()
  const [chosenName, setChosenName] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [notPdf, setNotPdf] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const remove = useRef<HTMLButtonElement>(null)
  // The control that had the focus is replaced (choose ⇄ remove): the new one takes it.
  const moveFocus = useRef(false)
  const ids = { label: `${id}-label`, choose: `${id}-choose`, hint: `${id}-hint`, error: `${id}-error` }
  const shownError = problem ?? error

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    if (value === null) input.current?.focus()
    else remove.current?.focus()
  }, [value])

  const refuse = (code: UploadErrorCode) => {
    if (code === 'not-pdf') setNotPdf(true)
    else setProblem(uploadProblem(i18n, code))
  }

  const send = async (file: File) => {
    setProblem(null)
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
    const early = precheckUpload(head, file.size, family)
    if (early) return refuse(early)
    setBusy(true)
    try {
      const outcome = await upload(file)
      if (!outcome.ok) return refuse(outcome.code)
      setChosenName(file.name)
      moveFocus.current = document.activeElement === input.current
      onChange(outcome.location)
    } finally {
      setBusy(false)
    }
  }

  const shownName = chosenName ?? fileName ?? value?.split('/').pop() ?? ''
  const max = maxMegabytes(i18n)
  const hint =
    family === 'pdf' ? t`PDF uniquement, ${max} Mo maximum.` : t`Photo JPG, PNG ou WebP, ${max} Mo maximum.`

  return (
    <div>
      <span id={ids.label} className={fieldLabel}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={css({ color: 'danger', ml: '0.5' })}>
            *
          </span>
        )}
      </span>
      {value ? (
        // Filled, the name and the remove button are the field's: the group carries its label.
        <div
          role="group"
          aria-labelledby={ids.label}
          className={box}
          data-invalid={shownError ? true : undefined}
        >
          {family === 'image' && value.startsWith('/files/') ? (
            <ResizedImage
              src={value}
              alt=""
              width={48}
              height={48}
              crop={{ width: 1, height: 1 }}
              className={css({ borderRadius: 'full' })}
            />
          ) : (
            <LineIcon icon={FileText} size={24} aria-hidden="true" />
          )}
          <span className={css({ fontWeight: '600', wordBreak: 'break-all', flex: '1' })}>{shownName}</span>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            aria-label={t`Retirer le fichier ${shownName}`}
            ref={remove}
            onClick={() => {
              moveFocus.current = true
              setChosenName(null)
              setProblem(null)
              onChange(null)
            }}
            onBlur={onBlur}
          >
            {t`Retirer`}
          </button>
        </div>
      ) : (
        <div className={box} data-invalid={shownError ? true : undefined}>
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept={ACCEPT[family]}
            aria-disabled={busy || undefined}
            required={isRequired}
            aria-labelledby={`${ids.label} ${ids.choose}`}
            aria-describedby={shownError ? `${ids.error} ${ids.hint}` : ids.hint}
            aria-invalid={shownError ? true : undefined}
            className={css({
              srOnly: true,
              '&:focus-visible + label': { outline: '3px solid token(colors.focus)', outlineOffset: '2px' },
            })}
            onChange={(event) => {
              const file = event.target.files?.[0]
              // Cleared so that choosing the same file again is a change too.
              event.target.value = ''
              if (file && !busy) void send(file)
            }}
            onBlur={onBlur}
          />
          <label
            id={ids.choose}
            htmlFor={id}
            className={cx(
              button({ variant: 'outline', size: 'sm' }),
              css({ cursor: busy ? 'wait' : 'pointer' }),
            )}
          >
            {busy ? (
              <LineIcon icon={LoaderCircle} size={18} aria-hidden="true" />
            ) : (
              <LineIcon icon={Upload} size={18} aria-hidden="true" />
            )}
            {t`Choisir un fichier`}
          </label>
          <span role="status" className={css({ fontSize: 'sm' })}>
            {busy ? t`Envoi en cours…` : ''}
          </span>
        </div>
      )}
      {shownError && (
        <p id={ids.error} className={css({ color: 'danger', fontSize: 'sm', fontWeight: '600', mt: '1.5' })}>
          {shownError}
        </p>
      )}
      <p id={ids.hint} className={css({ textStyle: 'meta', mt: '1.5' })}>
        {hint}
      </p>
      <Dialog open={notPdf} onClose={() => setNotPdf(false)} title={t`Ce fichier n'est pas un PDF`}>
        <p>
          {t`Le CV et la lettre de motivation doivent être des fichiers PDF. Enregistrez votre document au format PDF, puis choisissez-le à nouveau.`}
        </p>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '6' })}>
          <button type="button" className={button({ variant: 'brand' })} onClick={() => setNotPdf(false)}>
            {t`J'ai compris`}
          </button>
        </div>
      </Dialog>
    </div>
  )
}

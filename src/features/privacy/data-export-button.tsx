import { useLingui } from '@lingui/react/macro'
import { Download } from 'lucide'
import { useState } from 'react'
import { grid } from 'styled-system/patterns'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { LineIcon } from '~/ui/line-icon'

export const DATA_EXPORT_PATH = '/api/account/data-export'

/** "Download my data": a zip of everything Tremplin holds about the signed-in user (GDPR access). */
export function DataExportButton() {
  const { t } = useLingui()
  const [state, setState] = useState<'idle' | 'busy' | 'throttled' | 'signed-out' | 'failed'>('idle')
  const download = async () => {
    setState('busy')
    try {
      const response = await fetch(DATA_EXPORT_PATH, { headers: { accept: 'application/zip' } })
      if (!response.ok) {
        setState(response.status === 429 ? 'throttled' : response.status === 401 ? 'signed-out' : 'failed')
        return
      }
      const name =
        response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'tremplin-data.zip'
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <div className={grid({ gap: '3' })}>
      <p>
        {t`Téléchargez tout ce que Tremplin conserve sur vous : votre compte, votre profil, vos candidatures, alertes, éléments sauvegardés, les e-mails que nous vous avons envoyés et vos fichiers (un fichier zip).`}
      </p>
      <button
        type="button"
        className={button({ variant: 'outline' })}
        style={{ justifySelf: 'start' }}
        disabled={state === 'busy'}
        onClick={download}
      >
        <LineIcon icon={Download} size={18} aria-hidden="true" />
        {state === 'busy' ? t`Préparation du fichier…` : t`Télécharger mes données`}
      </button>
      {state === 'throttled' && (
        <FormAlert>{t`Vous avez déjà téléchargé vos données plusieurs fois : réessayez dans une heure.`}</FormAlert>
      )}
      {state === 'signed-out' && (
        <FormAlert>{t`Votre session a expiré : reconnectez-vous, puis réessayez.`}</FormAlert>
      )}
      {state === 'failed' && <FormAlert>{t`Le téléchargement a échoué. Réessayez plus tard.`}</FormAlert>}
    </div>
  )
}

import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { type CvImportDone, CvImportFlow } from './cv-import-flow'

/**
 * The CV import in a dialog (the welcome modal, or opened from the AI profile banner), then, on success,
 * that dialog closes and the success dialog links to her profile to check (docs/product.md#states). Loaded on use.
 */
export default function CvImportDialogs({
  open,
  onClose,
  onSuccess,
  welcome,
  initialCv = null,
  initialCvName = null,
}: {
  open: boolean
  onClose: () => void
  onSuccess?: () => void
  /** The welcome modal's wording (a new account) rather than the banner's. */
  welcome?: boolean
  initialCv?: string | null
  initialCvName?: string | null
}) {
  const { t, i18n } = useLingui()
  const [done, setDone] = useState<CvImportDone | null>(null)
  return (
    <>
      <Dialog
        open={open && !done}
        onClose={onClose}
        title={welcome ? t`Bienvenue ! Ton profil en un clin d'œil` : t`Remplir mon profil avec mon CV`}
      >
        <div className={grid({ gap: '4' })}>
          <p>
            {t`Dépose ton CV en PDF : nous remplissons ton profil (coordonnées, expériences, diplômes, compétences, langues) en quelques secondes. Tu vérifies ensuite le résultat.`}
          </p>
          <CvImportFlow
            initialCv={initialCv}
            initialCvName={initialCvName}
            onDone={(result) => {
              setDone(result)
              onSuccess?.()
            }}
          />
        </div>
      </Dialog>
      <Dialog
        open={done !== null}
        onClose={() => {
          setDone(null)
          onClose()
        }}
        title={t`Ton profil est rempli !`}
      >
        <div className={grid({ gap: '4' })}>
          <p>
            {t`Vérifie les champs marqués « à vérifier », puis enregistre chaque section.`}{' '}
            {done && done.proposed > 0
              ? i18n._(
                  msg`${plural(done.proposed, {
                    one: 'Ton CV propose aussi # changement à ce que tu avais écrit : à toi de choisir.',
                    other: 'Ton CV propose aussi # changements à ce que tu avais écrit : à toi de choisir.',
                  })}`,
                )
              : null}
          </p>
          <div>
            <LocalizedLink
              route="talentEdit"
              className={button({ variant: 'brand' })}
              onClick={() => {
                setDone(null)
                onClose()
              }}
            >
              {t`Vérifier mon profil`}
            </LocalizedLink>
          </div>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t`Tu peux aussi modifier ton compte et tes préférences dans les paramètres.`}{' '}
            <LocalizedLink route="talentParameters" className={css({ textStyle: 'link' })}>
              {t`Paramètres du compte`}
            </LocalizedLink>
          </p>
        </div>
      </Dialog>
    </>
  )
}

import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { type CvImportDone, CvImportFlow } from './cv-import-flow'

/** What the import wrote and what waits for her, in plain numbers (docs/cv-import.md#confidence). */
function ImportSummary({ done }: { done: CvImportDone }) {
  const { t, i18n } = useLingui()
  const proposed =
    done.proposed > 0 && !done.little
      ? i18n._(
          msg`${plural(done.proposed, {
            one: '# autre valeur t’attend dans ton profil : à toi de la prendre ou non.',
            other: '# autres valeurs t’attendent dans ton profil : à toi de les prendre ou non.',
          })}`,
        )
      : null
  if (done.little)
    return (
      <p>
        {t`Ce CV ne nous a presque rien appris (une mise en page que nous lisons mal, ou surtout des images) : nous n’avons rien écrit dans ton profil. Remplis-le toi-même, ou essaie un autre PDF de ton CV.`}{' '}
        {done.proposed > 0
          ? i18n._(
              msg`${plural(done.proposed, {
                one: 'La seule valeur que nous avons cru lire t’attend dans ton profil : à toi de la prendre ou non.',
                other:
                  'Les # valeurs que nous avons cru lire t’attendent dans ton profil : à toi de les prendre ou non.',
              })}`,
            )
          : null}
      </p>
    )
  return (
    <p>
      {i18n._(
        msg`${plural(done.filled, {
          one: '# valeur remplie depuis ton CV.',
          other: '# valeurs remplies depuis ton CV.',
        })}`,
      )}{' '}
      {done.unsure > 0
        ? i18n._(
            msg`${plural(done.unsure, {
              one: 'Nous sommes moins sûrs de # d’entre elles : regarde-la de près.',
              other: 'Nous sommes moins sûrs de # d’entre elles : regarde-les de près.',
            })}`,
          )
        : null}{' '}
      {t`Vérifie les champs marqués « à vérifier », puis enregistre chaque section.`} {proposed}
    </p>
  )
}

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
  const { t } = useLingui()
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
        title={done?.little ? t`Nous avons pu lire peu de choses dans ce CV` : t`Ton profil est rempli !`}
      >
        <div className={grid({ gap: '4' })}>
          {done && <ImportSummary done={done} />}
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

import { useLingui } from '@lingui/react/macro'
import { Sparkles } from 'lucide'
import { Suspense, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import type { ProfileView } from '~/features/profile/profile.model'
import { button, wrappingLabel } from '~/ui/button'
import { lazyWithPreload } from '~/ui/lazy'
import { LineIcon } from '~/ui/line-icon'

const CvImportDialogs = lazyWithPreload(() => import('./cv-import-dialogs'))

/** docs/product.md#pages AI profile banner: fill the profile from the CV (hers by default), in a dialog loaded on use. */
export function CvImportBanner({ profile }: { profile: ProfileView }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <aside
      aria-label={t`Remplir mon profil avec mon CV`}
      className={hstack({
        gap: '4',
        flexWrap: 'wrap',
        justify: 'space-between',
        p: '4',
        borderRadius: 'card',
        bg: 'brand.subtle',
      })}
    >
      <p className={hstack({ gap: '3', fontWeight: '700', flex: '1', minW: '16rem' })}>
        <LineIcon icon={Sparkles} size={22} aria-hidden="true" className={css({ flexShrink: '0' })} />
        {profile.cvImport
          ? t`Ton CV a changé ? Importe-le à nouveau : rien de ce que tu as écrit ne sera remplacé sans ton accord.`
          : t`Gagne du temps : ton CV peut remplir ton profil en quelques secondes.`}
      </p>
      <button
        type="button"
        className={cx(button({ variant: 'brand', size: 'sm' }), wrappingLabel)}
        onClick={() => setOpen(true)}
        onMouseEnter={() => void CvImportDialogs.preload()}
        onFocus={() => void CvImportDialogs.preload()}
      >
        {t`Importer mon CV`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CvImportDialogs
            open={open}
            onClose={() => setOpen(false)}
            initialCv={profile.values.information.cv}
            initialCvName={profile.cvName}
          />
        </Suspense>
      )}
    </aside>
  )
}

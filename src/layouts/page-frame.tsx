import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** Skip link + header + main + what follows: the skeleton every layout shares. */
export function PageFrame({
  header,
  children,
  after,
  background = 'bg.canvas',
}: {
  header: ReactNode
  children: ReactNode
  after?: ReactNode
  background?: 'bg.canvas' | 'bg.surface' | 'bg.subtle'
}) {
  const { t } = useLingui()
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh' })}
      style={{ background: `var(--colors-${background.replace('.', '-')})` }}
    >
      <a
        href="#main-content"
        className={css({
          position: 'absolute',
          left: '4',
          top: '-20',
          zIndex: 100,
          bg: 'accent.solid',
          color: 'fg.onAccent',
          px: '4',
          py: '2',
          borderRadius: 'control',
          fontWeight: '700',
          _focus: { top: '4' },
        })}
      >
        {t`Aller au contenu`}
      </a>
      {header}
      <main id="main-content" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        {children}
      </main>
      {after}
    </div>
  )
}

import * as Ariakit from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { center, hstack } from 'styled-system/patterns'
import { LineIcon } from '~/ui/line-icon'

const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'rgba(6, 58, 51, 0.45)',
  backdropFilter: 'blur(2px)',
  zIndex: 80,
  animation: 'fadeIn 150ms ease-out',
})

const panel = {
  centered: css({
    position: 'fixed',
    zIndex: 90,
    bg: 'bg.surface',
    inset: { base: '0', md: 'auto' },
    top: { md: '12vh' },
    left: { md: '50%' },
    transform: { md: 'translateX(-50%)' },
    w: { md: 'min(640px, calc(100vw - 2rem))' },
    maxH: { md: '76vh' },
    borderRadius: { base: '0', md: 'card' },
    boxShadow: 'raised',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    animation: 'dropIn 180ms ease-out',
    outline: 'none',
  }),
  sheet: css({
    position: 'fixed',
    zIndex: 90,
    top: '0',
    right: '0',
    bottom: '0',
    w: { base: '100vw', sm: '400px' },
    bg: 'bg.surface',
    boxShadow: 'raised',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    animation: 'slideIn 200ms ease-out',
    outline: 'none',
  }),
}

export type DialogVariant = keyof typeof panel

/** The Ariakit part of `Dialog` (see dialog.tsx), loaded the first time a dialog opens. */
export default function DialogPanel({
  open,
  onClose,
  title,
  children,
  variant = 'centered',
  className,
  hideTitle = false,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  variant?: DialogVariant
  className?: string
  hideTitle?: boolean
}) {
  const { t } = useLingui()
  return (
    <Ariakit.Dialog
      open={open}
      onClose={onClose}
      backdrop={<div className={backdrop} />}
      className={cx(panel[variant], className)}
      unmountOnHide
    >
      <div
        className={hstack({
          gap: '4',
          justifyContent: 'space-between',
          px: '5',
          py: '4',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <Ariakit.DialogHeading
          className={hideTitle ? css({ srOnly: true }) : css({ textStyle: 'subheading' })}
        >
          {title}
        </Ariakit.DialogHeading>
        <Ariakit.DialogDismiss
          className={center({
            inline: true,
            w: '10',
            h: '10',
            ml: 'auto',
            borderRadius: 'full',
            cursor: 'pointer',
            _hover: { bg: 'bg.subtle' },
          })}
          aria-label={t`Fermer`}
        >
          <LineIcon icon={X} size={22} aria-hidden="true" />
        </Ariakit.DialogDismiss>
      </div>
      <div className={css({ overflowY: 'auto', flex: '1', p: '5' })}>{children}</div>
    </Ariakit.Dialog>
  )
}

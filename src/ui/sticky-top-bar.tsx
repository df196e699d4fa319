import { useLingui } from '@lingui/react/macro'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide'
import { type ReactNode, type RefObject, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { BACK_BAR_MIN_HISTORY } from '~/domain/constants'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName } from '~/i18n/paths'
import { Container } from '~/ui/container'
import { LineIcon } from '~/ui/line-icon'
import { Logo } from '~/ui/logo'

/**
 * Sticky top bar for large screens (docs/product.md#pages): appears once `watch` scrolls out of view. Back goes to the
 * previous page when the visitor came from within the site (history longer than 2), else to the list.
 */
export function StickyTopBar({
  watch,
  listRoute,
  title,
  subtitle,
  lines,
  action,
}: {
  watch: RefObject<HTMLElement | null>
  listRoute: RouteName
  title: ReactNode
  subtitle?: ReactNode
  lines?: ReactNode
  action?: ReactNode
}) {
  const { t } = useLingui()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const element = watch.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => setVisible(entry ? !entry.isIntersecting : false))
    observer.observe(element)
    return () => observer.disconnect()
  }, [watch])
  const historyIsLong = typeof window !== 'undefined' && window.history.length > BACK_BAR_MIN_HISTORY
  return (
    <div
      aria-hidden={!visible}
      className={css({
        display: { base: 'none', lg: 'block' },
        position: 'fixed',
        top: '0',
        left: '0',
        right: '0',
        zIndex: 55,
        bg: 'bg.surface',
        boxShadow: 'raised',
        transition: 'transform 180ms ease-out',
      })}
      style={{
        transform: visible ? 'translateY(0)' : 'translateY(-110%)',
        visibility: visible ? 'visible' : 'hidden',
      }}
    >
      <Container className={hstack({ gap: '4', h: '16' })}>
        {canGoBack && historyIsLong ? (
          <button
            type="button"
            onClick={() => router.history.back()}
            aria-label={t`Retour`}
            className={css({ cursor: 'pointer', p: '2' })}
          >
            <LineIcon icon={ArrowLeft} size={20} aria-hidden="true" />
          </button>
        ) : (
          <LocalizedLink route={listRoute} aria-label={t`Retour à la liste`} className={css({ p: '2' })}>
            <LineIcon icon={ArrowLeft} size={20} aria-hidden="true" />
          </LocalizedLink>
        )}
        <Logo />
        <div className={css({ minW: '0', flex: '1' })}>
          <p className={css({ fontWeight: '800', truncate: true })}>{title}</p>
          {subtitle && <p className={css({ textStyle: 'meta', truncate: true })}>{subtitle}</p>}
          {lines}
        </div>
        {action}
      </Container>
    </div>
  )
}

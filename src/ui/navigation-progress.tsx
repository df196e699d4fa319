import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '~/domain/constants'

/**
 * A thin bar at the top of the viewport while a navigation is pending. It appears only after the
 * throttle delay (fast navigations show nothing) and creeps towards the end over the spec's duration.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_BAR_THROTTLE_MS)
    return () => clearTimeout(timer)
  }, [pending])
  if (!visible) return null
  return (
    <div
      role="progressbar"
      aria-hidden="true"
      className={css({
        position: 'fixed',
        top: 0,
        left: 0,
        height: '3px',
        bg: 'accent.solid',
        zIndex: 100,
        animationName: 'progress',
        animationTimingFunction: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
        animationFillMode: 'forwards',
      })}
      style={{ animationDuration: `${PROGRESS_BAR_DURATION_MS}ms` }}
    />
  )
}

import { CircleAlert, CircleCheck } from 'lucide'
import type { ReactNode } from 'react'
import { hstack } from 'styled-system/patterns'
import { LineIcon } from '~/ui/line-icon'

/** A transient message at the bottom of the screen, announced politely to screen readers. */
export function Toast({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={hstack({
        gap: '3',
        position: 'fixed',
        left: '50%',
        bottom: '6',
        transform: 'translateX(-50%)',
        zIndex: 95,
        maxW: 'calc(100vw - 2rem)',
        px: '5',
        py: '3',
        borderRadius: 'card',
        boxShadow: 'raised',
        bg: 'bg.surface',
        color: 'fg.default',
        fontWeight: '600',
        borderLeftWidth: '4px',
        borderLeftColor: kind === 'success' ? 'success' : 'danger',
        animation: 'dropIn 180ms ease-out',
      })}
    >
      {kind === 'success' ? (
        <LineIcon icon={CircleCheck} size={20} aria-hidden="true" color="#12705f" />
      ) : (
        <LineIcon icon={CircleAlert} size={20} aria-hidden="true" color="#a8351a" />
      )}
      {children}
    </div>
  )
}

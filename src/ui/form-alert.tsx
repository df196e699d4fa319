import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The form-level message (a refused sign-in...), announced to screen readers. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={css({
        borderRadius: 'control',
        px: '4',
        py: '3',
        fontWeight: '600',
        bg: tone === 'error' ? 'coral.100' : 'brand.subtle',
        color: tone === 'error' ? 'danger' : 'fg.brand',
      })}
    >
      {children}
    </div>
  )
}

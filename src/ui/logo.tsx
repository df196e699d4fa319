import { css } from 'styled-system/css'

/** The Tremplin mark (a springboard and an upward arrow) and wordmark. Decorative: the link carries the name. */
export function Logo({ inverse = false, markOnPhone = false }: { inverse?: boolean; markOnPhone?: boolean }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })} aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 32 32" role="presentation">
        <rect width="32" height="32" rx="8" fill={inverse ? '#ffffff' : '#0b5d51'} />
        <path d="M7 23h18l-4-6H11z" fill="#ffc83d" />
        <path
          d="M16 7v10M12 11l4-4 4 4"
          stroke={inverse ? '#0b5d51' : '#ffffff'}
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={css({
          display: markOnPhone ? { base: 'none', sm: 'inline' } : 'inline',
          fontSize: 'xl',
          fontWeight: '800',
          letterSpacing: '-0.02em',
        })}
        style={{ color: inverse ? '#ffffff' : '#0b5d51' }}
      >
        tremplin
      </span>
    </span>
  )
}

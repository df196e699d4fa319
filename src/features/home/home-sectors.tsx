import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Bike, HeartHandshake, Leaf, Recycle, Sprout, Sun } from 'lucide'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { popularPagesQuery } from '~/features/pages/pages.queries'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { LineIcon } from '~/ui/line-icon'

const TILE_ICONS = [Sun, HeartHandshake, Recycle, Leaf, Sprout, Bike]

/** A sector's tile on the hero's dark band: its icon, then its name. */
const sectorTile = hstack({
  gap: '3',
  h: 'full',
  p: '4',
  borderRadius: 'card',
  bg: 'rgba(255,255,255,0.08)',
  borderWidth: '1px',
  borderColor: 'rgba(255,255,255,0.14)',
  color: 'fg.inverse',
  fontWeight: '700',
  textDecoration: 'none',
  transition: 'background-color 150ms ease-out',
  _hover: { bg: 'rgba(255,255,255,0.16)' },
})

/** Desktop hero aside: the popular sector pages as tiles, a way in for visitors without keywords. */
export function HomeSectors() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: pages = [] } = useQuery(popularPagesQuery(locale))
  const sectors = pages.filter((page) => page.type === 'secteur' && page.kind === 'emploi').slice(0, 4)
  if (sectors.length === 0) return null
  return (
    <nav aria-label={t`Explorer par secteur`} className={css({ display: { base: 'none', lg: 'block' } })}>
      <p className={css({ fontWeight: '800', color: 'sun.300', mb: '3' })}>{t`Explorer par secteur`}</p>
      <ul className={grid({ gap: '3', gridTemplateColumns: 'repeat(2, 1fr)' })}>
        {sectors.map((page, index) => {
          const icon = TILE_ICONS[index % TILE_ICONS.length]!
          return (
            <li key={page.slug}>
              <LocalizedLink route="popularPage" params={{ page: page.slug }} className={sectorTile}>
                <span
                  className={css({
                    display: 'inline-flex',
                    p: '2',
                    borderRadius: 'control',
                    bg: 'accent.solid',
                    color: 'fg.onAccent',
                  })}
                >
                  <LineIcon icon={icon} size={18} aria-hidden="true" />
                </span>
                {page.title}
              </LocalizedLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

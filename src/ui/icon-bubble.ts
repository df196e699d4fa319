import { cva } from 'styled-system/css'

/** A round badge holding an icon or a number (steps, banners, side cards, goals). */
export const iconBubble = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: 'full',
  },
  variants: {
    tone: {
      // No colours of its own: the caller's (a toggle, a step marker).
      plain: {},
      brand: { bg: 'brand.subtle', color: 'fg.brand' },
      brandSolid: { bg: 'brand.solid', color: 'fg.onBrand' },
      accent: { bg: 'accent.solid', color: 'fg.onAccent' },
      accentSubtle: { bg: 'accent.subtle', color: 'accent.text' },
      onBrand: { bg: 'rgba(255,255,255,0.16)' },
    },
    size: {
      xs: { w: '7', h: '7' },
      sm: { w: '8', h: '8' },
      md: { w: '10', h: '10' },
      lg: { w: '12', h: '12' },
    },
  },
  defaultVariants: { tone: 'brand', size: 'lg' },
})

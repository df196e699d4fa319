import { css, cva } from 'styled-system/css'

export const button = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '700',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: 'background-color 150ms ease-out, color 150ms ease-out, box-shadow 150ms ease-out',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      accent: { bg: 'accent.solid', color: 'fg.onAccent', _hover: { bg: 'accent.hover' } },
      brand: { bg: 'brand.solid', color: 'fg.onBrand', _hover: { bg: 'brand.hover' } },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.default',
        _hover: { bg: 'bg.subtle' },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.subtle' } },
      inverse: { bg: 'white', color: 'fg.brand', _hover: { bg: 'brand.subtle' } },
    },
    size: {
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', px: '5', fontSize: 'md' },
      lg: { h: '12', px: '6', fontSize: 'md' },
      icon: { h: '10', w: '10', p: '0' },
    },
  },
  defaultVariants: { variant: 'brand', size: 'md' },
})

/** For a button whose label is a sentence: it wraps on a narrow screen instead of widening the page. */
export const wrappingLabel = css({
  whiteSpace: 'normal',
  textAlign: 'center',
  maxW: 'full',
  h: 'auto',
  minH: '11',
  py: '2',
})

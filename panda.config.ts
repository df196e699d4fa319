import { defineConfig, defineRecipe, defineTextStyles } from '@pandacss/dev'
import { iconMaskCssUrl, MASK_ICONS, type MaskIconName } from './build/icon-mask'

/**
 * Icons repeated in lists are one mask painted in currentColor by the stylesheet (build/icon-mask.ts), so
 * an icon repeated on every card costs one short class in the HTML instead of an inline SVG each; one image
 * for all of them, decoded once.
 */
const maskIconNames = Object.keys(MASK_ICONS) as MaskIconName[]

const icon = defineRecipe({
  className: 'icon',
  description: 'Icons repeated in lists (cards): `<span className={icon({ name })} aria-hidden="true" />`',
  base: {
    display: 'inline-block',
    flexShrink: 0,
    bg: 'currentColor',
    maskImage: iconMaskCssUrl(),
    maskRepeat: 'no-repeat',
    // The sprite is as many icons wide as it holds; a percentage position picks one cell at any size.
    maskSize: `${maskIconNames.length * 100}% 100%`,
  },
  variants: {
    name: Object.fromEntries(
      maskIconNames.map((name, index) => [
        name,
        { maskPosition: `${(index / (maskIconNames.length - 1)) * 100}% 0` },
      ]),
    ) as Record<MaskIconName, { maskPosition: string }>,
    size: { sm: { w: '3', h: '3' }, md: { w: '4', h: '4' }, lg: { w: '5', h: '5' } },
  },
  defaultVariants: { size: 'md' },
})

/**
 * The type scale of DESIGN.md, defined once: a component sets `textStyle` and adds only what is its own
 * (margins, colour, a tighter line). Sizes are in rem, so each grows with the root from 14 px (phones) to
 * 16 px (desktop).
 */
const textStyles = defineTextStyles({
  display: {
    description: 'Hero title of the marketing pages (home, co-founder, media)',
    value: {
      fontSize: { base: '3xl', md: '5xl' },
      fontWeight: '800',
      letterSpacing: '-0.03em',
      lineHeight: '1.1',
    },
  },
  pageTitle: {
    description: 'h1 of the text pages (contact, legal, articles, pricing)',
    value: { fontSize: { base: '3xl', md: '4xl' }, fontWeight: '800' },
  },
  listTitle: {
    description: 'h1 in the band of a list or project page: smaller on phones, where the list must show',
    value: { fontSize: { base: '2xl', md: '4xl' }, fontWeight: '800', letterSpacing: '-0.02em' },
  },
  sectionTitle: {
    description: 'Title of a section of a marketing page; h1 of the account pages',
    value: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800' },
  },
  blockTitle: {
    description: 'Title of a block of a page (company profile sections, most visited, footer band)',
    value: { fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800' },
  },
  areaTitle: {
    description: 'h1 over a panel or a list of a working area (talent pages, demo mailbox): fixed size',
    value: { fontSize: '3xl', fontWeight: '800' },
  },
  headingLarge: {
    description: 'Large heading of fixed size (lists of similar items, selection charter, key figures)',
    value: { fontSize: '2xl', fontWeight: '800' },
  },
  heading: {
    description: 'Heading of a section of the body or of a panel',
    value: { fontSize: 'xl', fontWeight: '800' },
  },
  subheading: {
    description: 'Heading of a side card or dialog, and emphasised figures',
    value: { fontSize: 'lg', fontWeight: '800' },
  },
  cardTitle: {
    description: 'Title of a card (offer, company, project, article, episode, side banner)',
    value: { fontSize: 'lg', fontWeight: '800', lineHeight: '1.3' },
  },
  overline: {
    description: 'Small capitals above a group (footer columns, press)',
    value: { fontSize: 'sm', fontWeight: '800', textTransform: 'uppercase', letterSpacing: '0.06em' },
  },
  badge: {
    description: 'Text of pills and numbered bubbles',
    value: { fontSize: 'sm', fontWeight: '800' },
  },
  lead: {
    description: 'Introduction under a page title',
    value: { fontSize: 'lg', color: 'fg.muted' },
  },
  meta: {
    description: 'Secondary information: dates, places, counts, captions, help',
    value: { fontSize: 'sm', color: 'fg.muted' },
  },
  link: {
    description: 'Text link in the brand colour',
    value: { fontWeight: '700', color: 'fg.brand' },
  },
})

/** The selector under which Panda's base preset gives every element its utilities' variable defaults. */
const EVERY_ELEMENT = '*, ::before, ::after, ::backdrop'

/**
 * Panda's base preset sets ~36 custom properties (`--blur`, `--translate-x`…: the defaults its filter and
 * transform utilities compose) on every element and pseudo-element. Custom properties are inherited, so
 * that gives each element its own copy of them: 10–15 % of the job list's first style pass on a phone.
 * Declared once on the root instead, every element inherits the same defaults; the only difference is
 * that an element using such a utility passes its value on to its children, which our styles never
 * combine (none of them uses those variables today).
 */
function withUtilityDefaultsOnTheRoot<Config extends { globalCss?: Record<string, unknown> }>(
  config: Config,
) {
  const perElement = config.globalCss?.[EVERY_ELEMENT] as Record<string, unknown> | undefined
  if (!config.globalCss || !perElement) return config
  const variables = Object.fromEntries(Object.entries(perElement).filter(([name]) => name.startsWith('--')))
  const others = Object.fromEntries(Object.entries(perElement).filter(([name]) => !name.startsWith('--')))
  const { [EVERY_ELEMENT]: _, ...globalCss } = config.globalCss
  const root = (globalCss[':root'] ?? {}) as Record<string, unknown>
  return {
    ...config,
    globalCss: {
      ...globalCss,
      ':root': { ...variables, ...root },
      ...(Object.keys(others).length > 0 ? { [EVERY_ELEMENT]: others } : {}),
    },
  }
}

/** Design tokens of DESIGN.md: one place for colours, type, radii and the spec's breakpoints (§9). */
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Short hashed class names: a list page repeats them on every card, and HTML size is SSR time.
  hash: { cssVar: false, className: true },
  conditions: {
    extend: {
      scrolled: '[data-scrolled=true] &',
      current: '&[aria-current=page]',
    },
  },
  theme: {
    recipes: { icon },
    breakpoints: {
      sm: '576px',
      md: '768px',
      lg: '992px',
      xl: '1200px',
      xxl: '1400px',
      '2xl': '1536px',
    },
    extend: {
      textStyles,
      tokens: {
        colors: {
          teal: {
            50: { value: '#eef8f6' },
            100: { value: '#d3eee9' },
            200: { value: '#a6dcd2' },
            300: { value: '#6fc2b4' },
            500: { value: '#1f8a7a' },
            600: { value: '#12705f' },
            700: { value: '#0b5d51' },
            800: { value: '#084a41' },
            900: { value: '#063a33' },
            950: { value: '#032621' },
          },
          sun: {
            100: { value: '#fff3cf' },
            300: { value: '#ffd66b' },
            400: { value: '#ffc83d' },
            500: { value: '#f2b31b' },
            700: { value: '#8a5d00' },
          },
          coral: { 100: { value: '#ffe4dc' }, 500: { value: '#e4572e' }, 700: { value: '#a8351a' } },
          sand: {
            50: { value: '#fbfaf7' },
            100: { value: '#f5f2ec' },
            200: { value: '#e9e4da' },
            300: { value: '#d6cfc2' },
            500: { value: '#8a8174' },
            600: { value: '#6b6358' },
            700: { value: '#4d463d' },
            900: { value: '#1f1c18' },
          },
        },
        fonts: {
          body: {
            // The same stack as src/ui/fonts.ts, which declares the faces and their metric-matched fallbacks.
            value:
              "'Manrope Variable', 'Manrope Fallback', 'Manrope Fallback Roboto', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
          },
        },
        radii: { card: { value: '12px' }, control: { value: '8px' } },
        shadows: {
          raised: { value: '0 8px 24px -8px rgba(31, 28, 24, 0.18), 0 2px 6px rgba(31, 28, 24, 0.06)' },
          card: { value: '0 1px 2px rgba(31, 28, 24, 0.06)' },
        },
        durations: { menu: { value: '180ms' } },
      },
      semanticTokens: {
        colors: {
          bg: {
            canvas: { value: '{colors.sand.50}' },
            surface: { value: '#ffffff' },
            subtle: { value: '{colors.sand.100}' },
            brand: { value: '{colors.teal.700}' },
            brandSubtle: { value: '{colors.teal.50}' },
            inverse: { value: '{colors.teal.950}' },
          },
          fg: {
            default: { value: '{colors.sand.900}' },
            muted: { value: '{colors.sand.600}' },
            onBrand: { value: '#ffffff' },
            onAccent: { value: '{colors.sand.900}' },
            brand: { value: '{colors.teal.700}' },
            inverse: { value: '#ffffff' },
            inverseMuted: { value: '{colors.teal.100}' },
          },
          accent: {
            solid: { value: '{colors.sun.400}' },
            hover: { value: '{colors.sun.500}' },
            subtle: { value: '{colors.sun.100}' },
            text: { value: '{colors.sun.700}' },
          },
          brand: {
            solid: { value: '{colors.teal.700}' },
            hover: { value: '{colors.teal.800}' },
            subtle: { value: '{colors.teal.50}' },
            muted: { value: '{colors.teal.100}' },
          },
          border: {
            subtle: { value: '{colors.sand.200}' },
            default: { value: '{colors.sand.300}' },
            strong: { value: '{colors.sand.600}' },
          },
          danger: { value: '{colors.coral.700}' },
          success: { value: '{colors.teal.600}' },
          warning: { value: '{colors.sun.700}' },
          focus: { value: '{colors.teal.500}' },
        },
      },
      keyframes: {
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
        slideIn: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        progress: { from: { width: '0%' }, to: { width: '92%' } },
        dropIn: {
          from: { opacity: 0, transform: 'translateY(-4px)' },
          to: { opacity: 1, transform: 'translateY(0)' },
        },
      },
    },
  },
  globalCss: {
    html: {
      colorScheme: 'light',
      fontFamily: 'body',
      color: 'fg.default',
      bg: 'bg.canvas',
      fontSize: '14px',
      lineHeight: '1.55',
      md: { fontSize: '16px' },
      WebkitFontSmoothing: 'antialiased',
      scrollPaddingTop: '96px',
    },
    body: { minHeight: '100dvh' },
    'a, button, input, select, textarea, summary': {
      _focusVisible: { outline: '3px solid token(colors.focus)', outlineOffset: '2px' },
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  hooks: { 'config:resolved': ({ config }) => withUtilityDefaultsOnTheRoot(config) },
})

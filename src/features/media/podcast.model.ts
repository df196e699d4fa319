import type { ContentLanguage, PodcastTheme } from '~/domain/enums'
import { PODCAST_THEMES } from '~/domain/enums'
import type { PageWindow } from '~/domain/list-search'
import type { Locale } from '~/i18n/locales'
import type { PodcastFilterKey, PodcastFilters } from './podcast-list-url'

export type EpisodeCard = {
  id: string
  slug: string
  title: string
  guest: string | null
  theme: PodcastTheme
  /** The language the episode is spoken in, whatever the interface's. */
  language: ContentLanguage
  durationSeconds: number
  thumbnailUrl: string | null
  publishedAt: string
  /** Plain text, cut for cards. */
  excerpt: string
}

export type EpisodePageData = EpisodeCard & {
  /** Sanitized HTML. */
  description: string
  audioUrl: string
  similar: EpisodeCard[]
}

/**
 * The theme of a category page in the URL, per language (`/media/podcast/categorie/bien-etre`,
 * `/nl/media/podcast/category/welzijn`): defined once, read both ways.
 */
export const PODCAST_THEME_SLUGS: Record<PodcastTheme, Record<Locale, string>> = {
  well_being: { fr: 'bien-etre', nl: 'welzijn', en: 'well-being' },
  inspiring: { fr: 'parcours-inspirants', nl: 'inspirerende-verhalen', en: 'inspiring-stories' },
  failure: { fr: 'echec', nl: 'mislukking', en: 'failure' },
  transition: { fr: 'transition', nl: 'transitie', en: 'transition' },
  hr: { fr: 'ressources-humaines', nl: 'hr', en: 'human-resources' },
  personal_development: {
    fr: 'developpement-personnel',
    nl: 'persoonlijke-ontwikkeling',
    en: 'personal-development',
  },
  impact: { fr: 'impact', nl: 'impact', en: 'impact' },
  future: { fr: 'futur-du-travail', nl: 'toekomst-van-werk', en: 'future-of-work' },
  entrepreneurship: { fr: 'entrepreneuriat', nl: 'ondernemerschap', en: 'entrepreneurship' },
  burnout: { fr: 'burn-out', nl: 'burn-out', en: 'burnout' },
  meaning: { fr: 'sens-au-travail', nl: 'zinvol-werk', en: 'meaningful-work' },
}

export const themeSlug = (theme: PodcastTheme, locale: Locale) => PODCAST_THEME_SLUGS[theme][locale]

/**
 * The theme of a slug: `own` when it is this language's slug, `other` when it is another language's
 * (the page then redirects to its slug in this language), null when unknown.
 */
export function themeFromSlug(slug: string, locale: Locale): { theme: PodcastTheme; own: boolean } | null {
  for (const theme of PODCAST_THEMES) {
    const slugs = PODCAST_THEME_SLUGS[theme]
    if (slugs[locale] === slug) return { theme, own: true }
  }
  for (const theme of PODCAST_THEMES) {
    if (Object.values(PODCAST_THEME_SLUGS[theme]).includes(slug)) return { theme, own: false }
  }
  return null
}

/** Whole minutes and hours of a duration: `{ hours: 2, minutes: 8 }`. */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  // Rounded down, so an episode of 29 min 59 s reads "29 min", in line with its "under 30 min" bucket.
  const minutes = Math.max(1, Math.floor(seconds / 60))
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

export type PodcastFacets = { [K in PodcastFilterKey]: Record<NonNullable<PodcastFilters[K]>, number> }

export type PodcastSearchResult = PageWindow & { episodes: EpisodeCard[]; facets: PodcastFacets }

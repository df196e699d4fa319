import { DEFAULT_LOCALE, type Locale, splitLocalePrefix, withLocalePrefix } from './locales'

/**
 * The localized path table: every route of docs/product.md#pages with its French (internal, = file route) path and
 * its Dutch and English public paths. Patterns use the router's syntax: `$param` and optional `{-$param}`.
 * The router `rewrite`, the hreflang alternates, the sitemap and the canonical redirects all read it.
 */
export const ROUTE_PATHS = {
  home: { fr: '/', nl: '/', en: '/' },
  jobs: { fr: '/offres-emploi', nl: '/banen', en: '/job-offers' },
  companies: { fr: '/entreprises-impact', nl: '/gevolgen-bedrijven', en: '/impact-companies' },
  company: {
    fr: '/entreprises-impact/$slug',
    nl: '/gevolgen-bedrijven/$slug',
    en: '/impact-companies/$slug',
  },
  job: {
    fr: '/entreprises-impact/$slug/offres-emploi/$job',
    nl: '/gevolgen-bedrijven/$slug/banen/$job',
    en: '/impact-companies/$slug/job-offers/$job',
  },
  cofounder: { fr: '/cofondateur', nl: '/medeoprichter', en: '/co-founder' },
  cofounderProjects: {
    fr: '/cofondateur/projets',
    nl: '/medeoprichter/aanbiedingen',
    en: '/co-founder/projects',
  },
  cofounderProject: { fr: '/cofondateur/$slug', nl: '/medeoprichter/$slug', en: '/co-founder/$slug' },
  cofounderPricing: { fr: '/cofounder-pricing', nl: '/cofounder-pricing', en: '/cofounder-pricing' },
  media: { fr: '/media', nl: '/media', en: '/media' },
  mediaArticles: { fr: '/media/articles', nl: '/media/articles', en: '/media/articles' },
  mediaArticlesCategory: {
    fr: '/media/articles/$cat',
    nl: '/media/articles/$cat',
    en: '/media/articles/$cat',
  },
  mediaPodcast: { fr: '/media/podcast', nl: '/media/podcast', en: '/media/podcast' },
  podcastCategory: {
    fr: '/media/podcast/categorie/$page',
    nl: '/media/podcast/category/$page',
    en: '/media/podcast/category/$page',
  },
  podcastEpisode: { fr: '/media/podcast/$slug', nl: '/media/podcast/$slug', en: '/media/podcast/$slug' },
  article: { fr: '/articles/$article', nl: '/artikelen/$article', en: '/articles/$article' },
  contact: { fr: '/contact', nl: '/contact', en: '/contact' },
  companySelection: { fr: '/selection-entreprise', nl: '/bedrijfsselectie', en: '/company-selection' },
  sitemap: { fr: '/plan-du-site', nl: '/sitemap', en: '/sitemap' },
  /** The public API's reference (the OpenAPI document of `/api`, made readable). */
  apiReference: { fr: '/developpeurs/api', nl: '/ontwikkelaars/api', en: '/developers/api' },
  pagesAll: { fr: '/pages/all-category', nl: '/pages/all-category', en: '/pages/all-category' },
  terms: { fr: '/pages/cgu', nl: '/pages/cgu', en: '/pages/cgu' },
  termsOfSale: { fr: '/pages/cgv', nl: '/pages/cgv', en: '/pages/cgv' },
  legalNotice: {
    fr: '/pages/mentions-legales',
    nl: '/pages/mentions-legales',
    en: '/pages/mentions-legales',
  },
  privacy: { fr: '/pages/privacy-policy', nl: '/pages/privacy-policy', en: '/pages/privacy-policy' },
  popularPage: { fr: '/pages/{-$page}', nl: '/pages/{-$page}', en: '/pages/{-$page}' },
  login: { fr: '/connect', nl: '/connect', en: '/connect' },
  /** Local demo only (no SMTP_URL, no APP_URL): the e-mails the app would have sent. */
  devMailbox: { fr: '/dev/mailbox', nl: '/dev/mailbox', en: '/dev/mailbox' },
  recovery: { fr: '/recovery/{-$data}', nl: '/recovery/{-$data}', en: '/recovery/{-$data}' },
  validMail: { fr: '/validmail/{-$uuid}', nl: '/validmail/{-$uuid}', en: '/validmail/{-$uuid}' },
  /** Where an alert digest's unsubscribe link lands (no sign-in needed). */
  alertUnsubscribe: { fr: '/alert-unsubscribe', nl: '/alert-unsubscribe', en: '/alert-unsubscribe' },
  /** Where a newsletter confirmation e-mail's link lands (no sign-in needed). */
  newsletterConfirm: {
    fr: '/newsletter-confirm',
    nl: '/newsletter-confirm',
    en: '/newsletter-confirm',
  },
  marketingMailUpdate: {
    fr: '/marketing-mail-update',
    nl: '/marketing-mail-update',
    en: '/marketing-mail-update',
  },
  linkedinCallback: {
    fr: '/auth/linkedin/callback',
    nl: '/auth/linkedin/callback',
    en: '/auth/linkedin/callback',
  },
  talentSettings: { fr: '/talent/settings', nl: '/talent/settings', en: '/talent/settings' },
  talentAccount: {
    fr: '/talent/settings/account/{-$user}',
    nl: '/talent/settings/account/{-$user}',
    en: '/talent/settings/account/{-$user}',
  },
  talentEdit: { fr: '/talent/settings/edit', nl: '/talent/settings/edit', en: '/talent/settings/edit' },
  talentApplications: {
    fr: '/talent/applications/{-$tag}',
    nl: '/talent/applications/{-$tag}',
    en: '/talent/applications/{-$tag}',
  },
  /** An interview's slots, reached from the e-mail's signed link (no sign-in needed). */
  interviewPick: { fr: '/entretien', nl: '/sollicitatiegesprek', en: '/interview' },
  talentAlerts: { fr: '/talent/alerts', nl: '/talent/alerts', en: '/talent/alerts' },
  talentMedia: { fr: '/talent/media', nl: '/talent/media', en: '/talent/media' },
  talentParameters: { fr: '/talent/parameters', nl: '/talent/parameters', en: '/talent/parameters' },
  /**
   * The recruiter space (b2b layout): the organisation's offers, their applicants, one application, the
   * offer editor and its preview.
   */
  recruiter: { fr: '/recruteur', nl: '/recruiter', en: '/recruiter' },
  recruiterLogin: { fr: '/recruteur/connexion', nl: '/recruiter/aanmelden', en: '/recruiter/sign-in' },
  recruiterOffer: {
    fr: '/recruteur/offres/$offer',
    nl: '/recruiter/vacatures/$offer',
    en: '/recruiter/offers/$offer',
  },
  recruiterOfferNew: {
    fr: '/recruteur/offres/nouvelle',
    nl: '/recruiter/vacatures/nieuw',
    en: '/recruiter/offers/new',
  },
  recruiterOfferEdit: {
    fr: '/recruteur/offres/$offer/modifier',
    nl: '/recruiter/vacatures/$offer/bewerken',
    en: '/recruiter/offers/$offer/edit',
  },
  recruiterOfferPreview: {
    fr: '/recruteur/offres/$offer/apercu',
    nl: '/recruiter/vacatures/$offer/voorbeeld',
    en: '/recruiter/offers/$offer/preview',
  },
  recruiterLibrary: {
    fr: '/recruteur/cvtheque',
    nl: '/recruiter/cv-bank',
    en: '/recruiter/cv-library',
  },
  recruiterCompanyProfile: {
    fr: '/recruteur/organisations/$company/profil',
    nl: '/recruiter/organisaties/$company/profiel',
    en: '/recruiter/organisations/$company/profile',
  },
  recruiterMembers: {
    fr: '/recruteur/organisations/$company/membres',
    nl: '/recruiter/organisaties/$company/leden',
    en: '/recruiter/organisations/$company/members',
  },
  recruiterSources: {
    fr: '/recruteur/organisations/$company/sources',
    nl: '/recruiter/organisaties/$company/bronnen',
    en: '/recruiter/organisations/$company/sources',
  },
  recruiterAnswers: {
    fr: '/recruteur/organisations/$company/reponses',
    nl: '/recruiter/organisaties/$company/antwoorden',
    en: '/recruiter/organisations/$company/answers',
  },
  recruiterApplication: {
    fr: '/recruteur/candidatures/$application',
    nl: '/recruiter/sollicitaties/$application',
    en: '/recruiter/applications/$application',
  },
  /** The selection committee's space (admins): requests to join, organisations, co-founder projects. */
  admin: { fr: '/admin', nl: '/admin', en: '/admin' },
  adminRequest: {
    fr: '/admin/demandes/$request',
    nl: '/admin/aanvragen/$request',
    en: '/admin/requests/$request',
  },
  adminOrganisations: {
    fr: '/admin/organisations',
    nl: '/admin/organisaties',
    en: '/admin/organisations',
  },
  adminOrganisation: {
    fr: '/admin/organisations/$company',
    nl: '/admin/organisaties/$company',
    en: '/admin/organisations/$company',
  },
  adminProjects: { fr: '/admin/projets', nl: '/admin/projecten', en: '/admin/projects' },
  adminProjectNew: {
    fr: '/admin/projets/nouveau',
    nl: '/admin/projecten/nieuw',
    en: '/admin/projects/new',
  },
  adminProject: {
    fr: '/admin/projets/$project',
    nl: '/admin/projecten/$project',
    en: '/admin/projects/$project',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type RouteName = keyof typeof ROUTE_PATHS
export type RouteParams = Record<string, string | undefined>

type Segment = { kind: 'static'; value: string } | { kind: 'param' | 'optional'; name: string }

function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const optional = /^\{-\$(\w+)\}$/.exec(part)
      if (optional) return { kind: 'optional', name: optional[1]! }
      if (part.startsWith('$')) return { kind: 'param', name: part.slice(1) }
      return { kind: 'static', value: part }
    })
}

type CompiledRoute = { name: RouteName; segments: Record<Locale, Segment[]>; staticCount: number }

let compiled: CompiledRoute[] | undefined

/**
 * Most specific first: `/cofondateur/projets` must win over `/cofondateur/$slug`. Compiled on first use
 * rather than when the module loads: module evaluation is one long task of a page's startup.
 */
function compiledRoutes(): CompiledRoute[] {
  compiled ??= (Object.keys(ROUTE_PATHS) as RouteName[])
    .map((name) => {
      const paths = ROUTE_PATHS[name]
      const segments = { fr: parsePattern(paths.fr), nl: parsePattern(paths.nl), en: parsePattern(paths.en) }
      return { name, segments, staticCount: segments.fr.filter((s) => s.kind === 'static').length }
    })
    .sort((a, b) => b.staticCount - a.staticCount || a.segments.fr.length - b.segments.fr.length)
  return compiled
}

function matchSegments(pattern: Segment[], parts: string[]): RouteParams | null {
  const params: RouteParams = {}
  let index = 0
  for (const segment of pattern) {
    const part = parts[index]
    if (segment.kind === 'optional') {
      if (part !== undefined) {
        params[segment.name] = part
        index++
      }
      continue
    }
    if (part === undefined) return null
    if (segment.kind === 'static' && segment.value !== part) return null
    if (segment.kind === 'param') params[segment.name] = part
    index++
  }
  return index === parts.length ? params : null
}

function buildPath(pattern: Segment[], params: RouteParams): string {
  const parts: string[] = []
  for (const segment of pattern) {
    if (segment.kind === 'static') parts.push(segment.value)
    else {
      const value = params[segment.name]
      if (value !== undefined && value !== '') parts.push(value)
      else if (segment.kind === 'param') throw new Error(`Missing route param "${segment.name}"`)
    }
  }
  return `/${parts.join('/')}`
}

export type RouteMatch = { name: RouteName; params: RouteParams }

/** Finds which route a locale-relative path (no prefix) is, in the given locale's slugs. */
export function matchRoute(path: string, locale: Locale): RouteMatch | null {
  const parts = path.split('/').filter(Boolean)
  for (const route of compiledRoutes()) {
    const params = matchSegments(route.segments[locale], parts)
    if (params) return { name: route.name, params }
  }
  return null
}

/** The public, prefixed path of a route in a locale: `pathFor('jobs', 'nl')` is `/nl/banen`. */
export function pathFor(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  const route = compiledRoutes().find((r) => r.name === name)!
  return withLocalePrefix(locale, buildPath(route.segments[locale], params))
}

/**
 * Rewrites a path between the French (internal) slugs and a locale's slugs, keeping params.
 * Paths outside the table are returned unchanged.
 */
function translateRest(rest: string, from: Locale, to: Locale): string {
  if (from === to) return rest
  const match = matchRoute(rest, from)
  if (!match) return rest
  const route = compiledRoutes().find((r) => r.name === match.name)!
  return buildPath(route.segments[to], match.params)
}

/** Browser URL → router URL: `/nl/banen` → `/nl/offres-emploi`. */
export function toInternalPath(publicPath: string): string {
  const { locale, prefixed, rest } = splitLocalePrefix(publicPath)
  if (!prefixed) return publicPath
  const internalRest = translateRest(rest, locale, DEFAULT_LOCALE)
  return withLocalePrefix(locale, internalRest === '/' ? '/' : internalRest)
}

/** Router URL → browser URL: `/nl/offres-emploi` → `/nl/banen`. */
export function toPublicPath(internalPath: string): string {
  const { locale, prefixed, rest } = splitLocalePrefix(internalPath)
  if (!prefixed) return internalPath
  return withLocalePrefix(locale, translateRest(rest, DEFAULT_LOCALE, locale))
}

/**
 * The same page in another locale, from a public path: used by the language selector and hreflang.
 * Params (e.g. a company slug) are kept; per-language data slugs are the page's business.
 */
export function switchLocalePath(publicPath: string, to: Locale): string {
  const { locale, rest } = splitLocalePrefix(publicPath)
  return withLocalePrefix(to, translateRest(rest, locale, to))
}

/**
 * Where a public path must permanently redirect, or null when it is canonical:
 * `/fr/...` goes to the unprefixed path; a French slug under `/en` or `/nl` goes to the localized slug.
 */
export function canonicalRedirect(publicPath: string): string | null {
  const frPrefix = /^\/fr(?=\/|$)(.*)$/.exec(publicPath)
  // `/fr//evil.example` must not become `//evil.example` (a protocol-relative URL: another site).
  if (frPrefix) return `/${(frPrefix[1] ?? '').replace(/^[/\\]+/, '')}`
  const { locale, prefixed, rest } = splitLocalePrefix(publicPath)
  if (!prefixed || matchRoute(rest, locale)) return null
  const french = matchRoute(rest, DEFAULT_LOCALE)
  if (!french) return null
  return pathFor(french.name, locale, french.params)
}

/** The router's internal path (French slugs, locale prefix) of a route: what `<Link to>` takes. */
export function internalPathFor(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  const route = compiledRoutes().find((r) => r.name === name)!
  return withLocalePrefix(locale, buildPath(route.segments.fr, params))
}

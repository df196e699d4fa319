/**
 * A job posting as a source gives it, before any mapping: the fields of schema.org's `JobPosting` that
 * Tremplin reads, gathered from JSON-LD, microdata, an XML job feed or JSON, all into one shape.
 */
export type RawPosting = {
  /** The source's own id of the posting (its identifier, reference number or address). */
  key: string
  url: string | null
  title: string
  descriptionHtml: string
  employmentTypes: string[]
  locations: string[]
  /** True when the posting says the job is done from home (`TELECOMMUTE`). */
  remote: boolean
  salary: { currency: string; min: number | null; max: number | null; unit: string } | null
  validThrough: string | null
  applyUrl: string | null
  /** Occupational category, industry or the feed's category: words to propose a category from. */
  categoryHints: string[]
  language: string | null
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]

/** The text of a value that may be a string, a number, or an object with a name, value or @value. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number') return String(value)
  if (isObject(value)) return textOf(value['@value'] ?? value.name ?? value.value ?? value['@id'])
  if (Array.isArray(value)) return textOf(value[0])
  return null
}

const numberOf = (value: unknown): number | null => {
  const text = textOf(value)
  if (text === null) return null
  const number = Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.'))
  return Number.isFinite(number) ? number : null
}

/** True when a JSON-LD node is a `JobPosting` (its @type names it, alone or among others). */
export function isJobPosting(node: unknown): node is Json {
  if (!isObject(node)) return false
  return list(node['@type']).some((type) => typeof type === 'string' && /(^|[/:])JobPosting$/.test(type))
}

/** Every `JobPosting` in a parsed JSON-LD document (arrays, @graph and nested nodes included). */
export function jobPostingsIn(document: unknown, depth = 0): Json[] {
  if (depth > 6) return []
  if (Array.isArray(document)) return document.flatMap((item) => jobPostingsIn(item, depth + 1))
  if (!isObject(document)) return []
  if (isJobPosting(document)) return [document]
  return Object.values(document).flatMap((value) =>
    typeof value === 'object' ? jobPostingsIn(value, depth + 1) : [],
  )
}

function locationTexts(node: Json): string[] {
  return list(node.jobLocation).flatMap((place) => {
    if (!isObject(place)) return textOf(place) ? [textOf(place)!] : []
    const address = place.address
    if (!isObject(address)) return [textOf(address) ?? textOf(place.name)].filter((t): t is string => !!t)
    const parts = [address.postalCode, address.addressLocality, address.addressRegion, address.addressCountry]
      .map(textOf)
      .filter((t): t is string => !!t)
    const [postcode, ...rest] = parts
    // "1050 Ixelles, Brussels, BE": the postcode goes before the town as Belgians print it.
    return parts.length === 0
      ? []
      : [address.postalCode ? `${postcode} ${rest.join(', ')}` : parts.join(', ')]
  })
}

function salaryOf(node: Json): RawPosting['salary'] {
  const base = list(node.baseSalary ?? node.estimatedSalary)[0]
  if (!isObject(base)) {
    const amount = numberOf(base)
    return amount === null ? null : { currency: 'EUR', min: amount, max: amount, unit: 'YEAR' }
  }
  const value = isObject(base.value) ? base.value : base
  const exact = numberOf(isObject(base.value) ? value.value : base.value)
  return {
    currency: (textOf(base.currency) ?? textOf(value.currency) ?? 'EUR').toUpperCase(),
    min: numberOf(value.minValue) ?? exact,
    max: numberOf(value.maxValue) ?? exact,
    unit: (textOf(value.unitText) ?? textOf(base.unitText) ?? 'YEAR').toUpperCase(),
  }
}

/** A schema.org `JobPosting` node (JSON-LD or microdata read into JSON) as a raw posting. */
export function postingFromJobPosting(node: Json, pageUrl: string | null): RawPosting {
  const url = textOf(node.url) ?? pageUrl
  // A PropertyValue's name is the issuer ("Alpha"), its value the id.
  const identifier = isObject(node.identifier)
    ? textOf(node.identifier.value ?? node.identifier['@value'])
    : textOf(node.identifier)
  const applyUrl = textOf(isObject(node.directApply) ? null : (node.applicationUrl ?? node.applyUrl ?? null))
  return {
    key: identifier ?? url ?? textOf(node.title) ?? '',
    url,
    title: textOf(node.title) ?? textOf(node.name) ?? '',
    descriptionHtml:
      typeof node.description === 'string' ? node.description : (textOf(node.description) ?? ''),
    employmentTypes: list(node.employmentType)
      .map(textOf)
      .filter((t): t is string => !!t),
    locations: locationTexts(node),
    remote: list(node.jobLocationType).some((t) => textOf(t)?.toUpperCase() === 'TELECOMMUTE'),
    salary: salaryOf(node),
    validThrough: textOf(node.validThrough),
    applyUrl: applyUrl ?? url,
    categoryHints: [node.occupationalCategory, node.industry, node.title]
      .flatMap(list)
      .map(textOf)
      .filter((t): t is string => !!t),
    language: textOf(node.inLanguage),
  }
}

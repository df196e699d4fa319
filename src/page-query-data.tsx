/**
 * The data of a page's queries, beside the router's data instead of inside it.
 *
 * The router writes what the browser hydrates with as JavaScript, with seroval: a walk of every object,
 * array and string of the query data (7 % of a rendered job list's server time, its search results most
 * of it), then the browser runs that script. Query data that is plain JSON travels instead in one
 * `<script type="application/json">` element after the page: each data object's JSON made once by the
 * engine's `JSON.stringify` (a list's search results are kept, offer-search.server.ts, so the next pages
 * send the same objects) and read back with `JSON.parse`, which browsers also read faster than a script.
 * The router's data holds a small reference in its place. Anything JSON would not give back as it was (a
 * date, a map, `undefined`, a number JSON cannot write) travels with seroval as before.
 *
 * TanStack Query's own hooks for this: `serializeData` (server) and `deserializeData` (browser).
 */

import { jsonForScript } from '~/domain/json-for-script'

export const PAGE_QUERY_DATA_ID = 'page-query-data'

/** The one key of a reference's object; no query's data has it. */
const REFERENCE = '$pageQueryData'
type Reference = { [REFERENCE]: number }

/**
 * Each data object's JSON for the page (`jsonForScript`), or null: not plain JSON. Made once:
 * a query's data is never changed in place (TanStack Query replaces it).
 */
const jsonOf = new WeakMap<object, string | null>()

/** One page's query data: the hooks for its `QueryClient`, and the JSON texts its server render sends. */
export type PageQueryData = {
  serializeData: (data: unknown) => unknown
  deserializeData: (data: unknown) => unknown
  /** Server: the JSON of each data object referenced, in order. */
  texts: string[]
}

export function pageQueryData(): PageQueryData {
  const texts: string[] = []
  const numbers = new Map<object, number>()
  return {
    texts,
    // The browser's build leaves the server's side out (`import.meta.env.SSR` is false there).
    serializeData: import.meta.env.SSR ? serializedFor(texts, numbers) : (data) => data,
    deserializeData(data) {
      if (typeof data !== 'object' || data === null || !Object.hasOwn(data, REFERENCE)) return data
      const number = (data as Reference)[REFERENCE]
      const sent = receivedData()
      // Two queries of the same object on the server share one here too, as with seroval.
      return typeof number === 'number' && number < sent.length ? sent[number] : data
    },
  }
}

/** Server: data that is plain JSON noted in `texts` (each object once), a reference to it in its place. */
function serializedFor(texts: string[], numbers: Map<object, number>) {
  return (data: unknown): unknown => {
    if (typeof data !== 'object' || data === null) return data
    let number = numbers.get(data)
    if (number === undefined) {
      const json = plainJson(data)
      if (json === null) return data
      number = texts.push(json) - 1
      numbers.set(data, number)
    }
    return { [REFERENCE]: number } satisfies Reference
  }
}

function plainJson(data: object): string | null {
  let json = jsonOf.get(data)
  if (json === undefined) {
    json = isPlainJson(data, 0) ? jsonForScript(data) : null
    jsonOf.set(data, json)
  }
  return json
}

/** Browser: the data objects the page carries (read once). */
let received: unknown[] | null = null
function receivedData(): unknown[] {
  if (!received) {
    try {
      const all: unknown = JSON.parse(pageQueryDataText())
      received = Array.isArray(all) ? all : []
    } catch {
      received = []
    }
  }
  return received
}

/** The element's text: what the server wrote (a JSON array of the data objects). */
function pageQueryDataText(texts?: string[]): string {
  if (texts) return `[${texts.join(',')}]`
  return document.getElementById(PAGE_QUERY_DATA_ID)?.textContent || '[]'
}

/**
 * The page's query data, for the browser to hydrate with (rendered after the page: the router's data was
 * made before the render). In the browser the element stays as the server wrote it.
 */
export function PageQueryDataScript({ texts }: { texts?: string[] }) {
  return (
    <script
      id={PAGE_QUERY_DATA_ID}
      type="application/json"
      suppressHydrationWarning
      // JSON with `<` escaped: it cannot close the element.
      dangerouslySetInnerHTML={{ __html: pageQueryDataText(texts) }}
    />
  )
}

/** Deeper than any query's data: past it, seroval sends the data as before. */
const MAX_DEPTH = 32

/** Whether `JSON.parse(JSON.stringify(value))` gives back an equal value. */
function isPlainJson(value: unknown, depth: number): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0)
    case 'object': {
      if (value === null) return true
      if (depth >= MAX_DEPTH) return false
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++)
          if (!(index in value) || !isPlainJson(value[index], depth + 1)) return false
        return true
      }
      const prototype = Object.getPrototypeOf(value)
      if (prototype !== Object.prototype && prototype !== null) return false
      if (Object.getOwnPropertySymbols(value).length > 0) return false
      for (const key in value) {
        if (!Object.hasOwn(value, key) || key === '__proto__') return false
        if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false
      }
      return true
    }
    default:
      return false
  }
}

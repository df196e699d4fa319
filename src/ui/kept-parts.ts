import { LRUCache } from 'lru-cache'
import { isCurrentPage } from '~/i18n/localized-link'
import { toInternalPath } from '~/i18n/paths'

/**
 * The server's markup of the parts hydrated later (ui/hydrate-later.tsx: the footer, its newsletter form,
 * the most-visited block), kept and written again instead of rendered again for every page.
 *
 * They are a fifth of the job list's markup (keeping them takes ~12 % off the CPU of a rendered job list),
 * and they show the same thing on every page of a language. A part is kept per key: the part and its
 * place in the tree, the language, its props and what the part declares its markup depends on
 * (`useMarkupKey`: the footer's year, the most-visited pages); then per the current-page state of its
 * links, the one thing in it that the page's path changes (`isCurrentPage`, localized-link.tsx). A part
 * with a link to a search or an anchor (whose state the router would test otherwise) is not kept.
 *
 * A part is taken from a page rendered in full: after the render, the markup between its frame's opening
 * tag and the end of its Suspense boundary is cut from the page's HTML. That is what React wrote in place,
 * byte for byte (ids, escapes, markers), and what the browser hydrates later.
 *
 * Kept only while rendering for an anonymous visitor (the caller's rule): nothing personal is ever kept,
 * even if a part came to show something of the visitor's.
 */

/** The frame every part is rendered in (hydrate-later.tsx), as React writes its opening tag. */
export const PART_FRAME_ATTRIBUTE = 'data-hydrates-later'
const FRAME_OPENING = `${PART_FRAME_ATTRIBUTE}="">`
const BOUNDARY_OPENING = '<!--$'
const BOUNDARY_START = '<!--$-->'
const BOUNDARY_END = '<!--/$-->'

/** A part's kept markups: the internal paths its links lead to, and its markup per current-link state. */
type KeptPart = { linkPaths: string[]; markups: LRUCache<string, string> }

/**
 * Bounds: the link states used last of each part (a page makes one or two of the footer's fifteen links
 * current: a crawler's visit of every page makes about sixteen states), and in all at most this many
 * characters of markup (up to twice as many bytes): ~550 footers, for three languages and each layout's
 * place, with room to spare.
 */
const MAX_MARKUPS_PER_PART = 32
const MAX_KEPT_CHARACTERS = 4_000_000
// Pure: the browser never keeps markup, and its build leaves the cache (and lru-cache) out.
const kept = /* @__PURE__ */ keptMarkups<KeptPart>(MAX_KEPT_CHARACTERS, (part) =>
  totalLength(part.markups.values()),
)

/**
 * Kept markups, the least recently used dropped first past `maxCharacters` (lru-cache: a use moves an
 * entry in its lists of numbers; reordering a Map on every use, a delete and a set, churned its table on
 * every page and kept each page's key strings, promoted to the old generation). An entry's size,
 * `charactersOf` it, is counted when it is set: set it again after adding to its markups (`keepAgain`).
 */
export function keptMarkups<V extends {}>(
  maxCharacters: number,
  charactersOf: (entry: V) => number,
): LRUCache<string, V> {
  return new LRUCache<string, V>({
    maxSize: maxCharacters,
    sizeCalculation: (entry) => 1 + charactersOf(entry),
  })
}

/** The characters of all of `texts`: a kept entry's size. */
export function totalLength(texts: Iterable<string>): number {
  let length = 0
  for (const text of texts) length += text.length
  return length
}

/** Sets `entry` again under `key`, so that its size counts the markups added to it since. */
export function keepAgain<V extends {}>(cache: LRUCache<string, V>, key: string, entry: V): void {
  cache.delete(key)
  cache.set(key, entry)
}

/**
 * The parts of the page being rendered, in the order React rendered them (the order of their frames):
 * written from a kept markup, rendered in full to be kept (`keep`), or rendered in full only.
 */
type Frame = { fromKept: boolean; keep?: { key: string; path: string } }
let frames: Frame[] | null = null

/**
 * Renders a page, its parts from their kept markup where there is one: `render` must be synchronous
 * (React's `renderToString`), so that the parts it renders are this page's. The parts rendered in full are
 * then cut from the result and kept. `keep` false (a visitor who may be signed in): every part is
 * rendered in full and nothing is kept.
 */
export function renderWithKeptParts(render: () => string, { keep }: { keep: boolean }): string {
  if (!keep) return render()
  frames = []
  try {
    const html = render()
    keepRenderedParts(html, frames)
    return html
  } finally {
    frames = null
  }
}

/**
 * During a render: the part's kept markup for the page at `path` (the router's internal path), or
 * undefined (then the part renders in full, and is kept after the render unless `key` is null).
 */
export function keptPartMarkup(key: string | null, path: string): string | undefined {
  if (!frames) return undefined
  const part = key === null ? undefined : kept.get(key)
  if (key !== null && part) {
    const markup = part.markups.get(currentLinks(part.linkPaths, path))
    if (markup !== undefined) {
      frames.push({ fromKept: true })
      return markup
    }
  }
  frames.push(key === null ? { fromKept: false } : { fromKept: false, keep: { key, path } })
  return undefined
}

/** Which of the links are the current page at `path`, as the links themselves decide it. */
export function currentLinks(linkPaths: string[], path: string): string {
  let state = ''
  for (const linkPath of linkPaths) state += isCurrentPage(path, linkPath) ? '1' : '0'
  return state
}

function keepRenderedParts(html: string, rendered: Frame[]): void {
  // Usually every part came from its kept markup: nothing to look for.
  if (!rendered.some((frame) => frame.keep)) return
  let from = 0
  for (const frame of rendered) {
    const opening = html.indexOf(FRAME_OPENING, from)
    if (opening === -1) return
    const start = opening + FRAME_OPENING.length
    const end = boundaryEnd(html, start)
    if (end === -1) return
    // The frames inside a kept markup were not rendered: skip them. A part rendered in full may hold
    // others, rendered after it: they come next in the list.
    from = frame.fromKept ? end : start
    if (frame.keep) keep(frame.keep.key, frame.keep.path, html.slice(start, end))
  }
}

/** The end of the Suspense boundary that starts at `start`, or -1 (not a completed boundary). */
function boundaryEnd(html: string, start: number): number {
  if (!html.startsWith(BOUNDARY_START, start)) return -1
  let depth = 0
  let at = start
  while (true) {
    const opening = html.indexOf(BOUNDARY_OPENING, at)
    const closing = html.indexOf(BOUNDARY_END, at)
    if (closing === -1) return -1
    if (opening !== -1 && opening < closing) {
      depth++
      at = opening + BOUNDARY_OPENING.length
    } else {
      depth--
      at = closing + BOUNDARY_END.length
      if (depth === 0) return at
    }
  }
}

const HREF = /\bhref="([^"]*)"/g

/**
 * The router's paths of the internal links in `markup`, whose current-page state the path changes; null
 * when one has a search or an anchor: the router would test those against the page's, so such markup is
 * rendered each time.
 */
export function internalLinkPaths(markup: string): string[] | null {
  const linkPaths: string[] = []
  for (const [, escaped] of markup.matchAll(HREF)) {
    const href = unescapeAttribute(escaped!)
    if (!href.startsWith('/') || href.startsWith('//')) continue
    if (/[?#]/.test(href)) return null
    linkPaths.push(toInternalPath(href))
  }
  return linkPaths
}

function keep(key: string, path: string, sliced: string): void {
  let part = kept.get(key)
  if (!part) {
    const linkPaths = internalLinkPaths(sliced)
    if (!linkPaths) return
    part = { linkPaths, markups: new LRUCache({ max: MAX_MARKUPS_PER_PART }) }
  }
  // A copy: a slice would hold on to the whole page's string.
  part.markups.set(currentLinks(part.linkPaths, path), Buffer.from(sliced).toString())
  keepAgain(kept, key, part)
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Tests: forget every kept part. */
export function forgetKeptParts(): void {
  kept.clear()
}

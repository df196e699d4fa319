import { useLingui } from '@lingui/react'
import { LRUCache } from 'lru-cache'
import { createElement, type HTMLAttributes, type ReactNode } from 'react'
import { noteMessagesReadAlsoInto, readMessages } from '~/i18n/catalog'
import { currentLinks, internalLinkPaths, keepAgain, keptMarkups } from './kept-parts'

/**
 * The server's markup of elements that many pages show alike (the cards: a job list's 15 offer cards are
 * over half of its markup; the site header, the consent banner), kept and written again instead of
 * rendered again.
 *
 * An element is kept per what it shows (its data, if any) and its variant: the language and whatever else
 * the caller says its markup depends on (a card's heading level, the visitor's saved state, the header's
 * props); nothing else of the page or the visitor may change it. Then per the current-page state of its
 * links, the one thing in it the page's path changes, as for the parts in kept-parts.ts (markup with a link
 * to a search or an anchor, or an id React made for its place in the tree, is not kept). Kept only while
 * rendering for an anonymous visitor (the caller's rule, as for the parts), and never in development (an
 * edited component would stay as it was).
 *
 * An element rendered in full has its content written between two marks (an empty element React writes
 * and no text can forge: a text's `<` is escaped), cut from the page's HTML after the render and the marks
 * removed: byte for byte what React wrote inside the element, the marks aside (at the ends of the element,
 * they separate no two texts). The browser renders the element as before and hydrates it against that
 * markup. The messages its content read while it rendered are noted with it, and read again into the
 * page's when it is written from its kept markup: the browser needs them to hydrate it.
 */

type Markup = { inner: string; messages: string[] }
/** An element's kept markups: the router's paths of its links, and its markup per current-link state. */
type Kept = { linkPaths: string[]; markups: LRUCache<string, Markup> }
type ToKeep = { data: string; variant: string; messages: Set<string> }

/** ~2,000 offer cards (up to twice as many bytes): a few pages of every list in three languages. */
const MAX_KEPT_CHARACTERS = 4_000_000
/** Current-link states per element: a card has two, the header one per link of its menu and one more. */
const MAX_MARKUPS_PER_ELEMENT = 16
/** By data (its JSON), then by variant. */
// Pure: the browser never keeps markup, and its build leaves the cache (and lru-cache) out.
const kept = /* @__PURE__ */ keptMarkups<Map<string, Kept>>(MAX_KEPT_CHARACTERS, (variants) => {
  let characters = 0
  for (const { markups } of variants.values())
    for (const { inner } of markups.values()) characters += inner.length
  return characters
})

/**
 * An element's data as JSON, made once per object: a list's results are kept (offer-search.server.ts), so
 * the next pages show the same objects; the same string also keeps its hash for the lookup.
 */
const dataKeys = new WeakMap<object, string>()
function dataKey(data: object): string {
  let key = dataKeys.get(data)
  if (key === undefined) {
    key = JSON.stringify(data)
    dataKeys.set(data, key)
  }
  return key
}

/** The elements of the page being rendered in full, by their marks' number; null: nothing is kept. */
let toKeep: ToKeep[] | null = null
/** The router's path of the page being rendered. */
let pagePath = ''

const MARK_TAG = 'kept-element'
const MARKS = /<kept-element data-kept="(\d+)"><\/kept-element>/g
/** How React's ids (`useId`) start on the server: valid only at the place in the tree they were made for. */
const REACT_ID = '_R_'

/**
 * Renders the page at `path` (the router's), its kept elements from their kept markup where there is one
 * (`render` must be synchronous: React's `renderToString`), then keeps those it rendered in full. `keep`
 * false: nothing kept or used.
 */
export function renderWithKeptElements(
  render: () => string,
  { keep, path }: { keep: boolean; path: string },
): string {
  if (!keep) return render()
  toKeep = []
  pagePath = path
  try {
    const html = render()
    // Usually every element came from its kept markup: no marks to look for.
    return toKeep.length === 0 ? html : keepRenderedElements(html, toKeep)
  } finally {
    toKeep = null
    noteMessagesReadAlsoInto(null)
  }
}

type KeptElementProps = {
  as: 'article' | 'header' | 'section'
  /** What it shows: plain data, never changed once given (its JSON is made once per object). */
  data?: object
  /** Anything else its content's markup depends on, besides the language and its links' current state. */
  variant: string
  children: ReactNode
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>

/**
 * The element `as` with `attributes` around `children`. On the server, its content is written from the
 * markup kept for the same `data` and `variant` (and current links) where there is one.
 */
export function KeptElement({ as: Tag, data, variant, children, ...attributes }: KeptElementProps) {
  const { i18n } = useLingui()
  // Three children however it renders (the marks, or nothing in their place): the ids React makes inside
  // (`useId`) depend on their number, and the browser's must be the server's.
  if (!import.meta.env.SSR || !toKeep)
    return (
      <Tag {...attributes}>
        {null}
        {children}
        {null}
      </Tag>
    )
  const shown = data ? dataKey(data) : ''
  const variantKey = `${i18n.locale} ${variant}`
  const variants = kept.get(shown)
  const element = variants?.get(variantKey)
  const links = element ? currentLinks(element.linkPaths, pagePath) : ''
  const markup = element?.markups.get(links)
  if (variants && element && markup) {
    readMessages(i18n, markup.messages)
    return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: markup.inner }} />
  }
  const messages = new Set<string>()
  const number = toKeep.push({ data: shown, variant: variantKey, messages }) - 1
  // React renders a component's children, whole, before its next sibling (a synchronous render): what is
  // read between the two marks is the element's.
  return (
    <Tag {...attributes}>
      <Mark number={number} noting={messages} />
      {children}
      <Mark number={number} noting={null} />
    </Tag>
  )
}

function Mark({ number, noting }: { number: number; noting: Set<string> | null }) {
  noteMessagesReadAlsoInto(noting)
  return createElement(MARK_TAG, { 'data-kept': number })
}

/** The page without the marks, each element's content found whole between its two marks kept. */
function keepRenderedElements(html: string, elements: ToKeep[]): string {
  let page = ''
  let from = 0
  let open = null as { number: number; at: number } | null
  for (const mark of html.matchAll(MARKS)) {
    page += html.slice(from, mark.index)
    from = mark.index + mark[0].length
    const number = Number(mark[1])
    if (open?.number !== number) {
      open = { number, at: from }
      continue
    }
    const inner = html.slice(open.at, mark.index)
    open = null
    // Not an element that rendered whole: one inside it (its marks), or a part of it that suspended.
    if (inner.includes(`<${MARK_TAG}`) || inner.includes('<!--$?') || inner.includes('<!--$!')) continue
    keepElement(elements[number]!, inner)
  }
  return page + html.slice(from)
}

function keepElement({ data, variant, messages }: ToKeep, sliced: string): void {
  if (sliced.includes(REACT_ID)) return
  const variants = kept.get(data) ?? new Map<string, Kept>()
  let element = variants.get(variant)
  if (!element) {
    const linkPaths = internalLinkPaths(sliced)
    if (!linkPaths) return
    element = { linkPaths, markups: new LRUCache({ max: MAX_MARKUPS_PER_ELEMENT }) }
    variants.set(variant, element)
  }
  // A copy: a slice would hold on to the whole page's string.
  const inner = Buffer.from(sliced).toString()
  element.markups.set(currentLinks(element.linkPaths, pagePath), { inner, messages: [...messages] })
  keepAgain(kept, data, variants)
}

/** Tests: forget every kept element. */
export function forgetKeptElements(): void {
  kept.clear()
}

import { useLingui } from '@lingui/react'
import { createElement, type ReactNode } from 'react'
import { noteMessagesReadAlsoInto, readMessages } from '~/i18n/catalog'
import type { Locale } from '~/i18n/locales'
import { isCurrentPage } from '~/i18n/localized-link'
import { internalPathFor, type RouteName, type RouteParams } from '~/i18n/paths'
import { mostRecentlyUsed } from './kept-parts'

/**
 * The server's markup of cards, kept and written again instead of rendered again on the next pages that
 * show the same card: a job list shows 15 offer cards, over half of its markup.
 *
 * A card is kept per what it shows (its data) and its variant: the language, whether the card's own link is
 * the current page, and whatever else the caller says its markup depends on (its heading level, the
 * visitor's saved state); nothing else of the page or the visitor may change it. Kept only while rendering
 * for an anonymous visitor (the caller's rule, as for the parts in kept-parts.ts), and never in development
 * (an edited card would stay as it was).
 *
 * A card rendered in full is written between two marks (an empty element React writes and no text can
 * forge: a text's `<` is escaped), cut from the page's HTML after the render and the marks removed: byte for
 * byte what React wrote inside its `<article>`, the marks aside (at the ends of the article, they separate
 * no two texts). The browser renders the card as before and hydrates it against that markup. The messages
 * the card read while it rendered are noted with it, and read again into the page's when it is written from
 * its kept markup: the browser needs them to hydrate it.
 */

type Kept = { inner: string; messages: string[] }
type CardToKeep = { data: string; variant: string; messages: Set<string> }

/** ~2,000 offer cards (up to twice as many bytes): a few pages of every list in three languages. */
const MAX_KEPT_CHARACTERS = 4_000_000
/** By data (its JSON), then by variant. */
const kept = new Map<string, Map<string, Kept>>()
let keptCharacters = 0

/**
 * A card's data as JSON, made once per object: a list's results are kept (offer-search.server.ts), so the
 * next pages show the same objects; the same string also keeps its hash for the lookup.
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

/** The cards of the page being rendered in full, by their marks' number; null: cards are not kept. */
let toKeep: CardToKeep[] | null = null
/** The router's path of the page being rendered. */
let pagePath = ''

const MARK_TAG = 'kept-card'
const MARKS = /<kept-card data-card="(\d+)"><\/kept-card>/g

/**
 * Renders the page at `path` (the router's), its cards from their kept markup where there is one (`render`
 * must be synchronous: React's `renderToString`), then keeps the cards it rendered in full. `keep` false:
 * nothing kept or used.
 */
export function renderWithKeptCards(
  render: () => string,
  { keep, path }: { keep: boolean; path: string },
): string {
  if (!keep) return render()
  toKeep = []
  pagePath = path
  try {
    const html = render()
    // Usually every card came from its kept markup: no marks to look for.
    return toKeep.length === 0 ? html : keepRenderedCards(html, toKeep)
  } finally {
    toKeep = null
    noteMessagesReadAlsoInto(null)
  }
}

/**
 * A card: an `<article>` around `children`, whose link to `route` with `params` is the card's own. On the
 * server, written from the markup kept for the same `data` (what the card shows: plain data, never changed
 * once given) and `variant` (anything else its markup depends on besides the language and its link's
 * current-page state) where there is one.
 */
export function KeptCard({
  className,
  route,
  params,
  data,
  variant,
  children,
}: {
  className: string
  route: RouteName
  params: RouteParams
  data: object
  variant: string
  children: ReactNode
}) {
  const { i18n } = useLingui()
  if (!import.meta.env.SSR || !toKeep) return <article className={className}>{children}</article>
  const link = internalPathFor(route, i18n.locale as Locale, params)
  const shown = dataKey(data)
  const variantKey = `${i18n.locale} ${isCurrentPage(pagePath, link) ? 1 : 0} ${variant}`
  const variants = kept.get(shown)
  const card = variants?.get(variantKey)
  if (variants && card) {
    mostRecentlyUsed(kept, shown, variants)
    readMessages(i18n, card.messages)
    return <article className={className} dangerouslySetInnerHTML={{ __html: card.inner }} />
  }
  const messages = new Set<string>()
  const number = toKeep.push({ data: shown, variant: variantKey, messages }) - 1
  // React renders a component's children, whole, before its next sibling (a synchronous render): what is
  // read between the two marks is the card's.
  return (
    <article className={className}>
      <Mark number={number} noting={messages} />
      {children}
      <Mark number={number} noting={null} />
    </article>
  )
}

function Mark({ number, noting }: { number: number; noting: Set<string> | null }) {
  noteMessagesReadAlsoInto(noting)
  return createElement(MARK_TAG, { 'data-card': number })
}

/** The page without the marks, each card found whole between its two marks kept. */
function keepRenderedCards(html: string, cards: CardToKeep[]): string {
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
    // Not a card that rendered whole: one inside it (its marks), or a part of it that suspended.
    if (inner.includes(`<${MARK_TAG}`) || inner.includes('<!--$?') || inner.includes('<!--$!')) continue
    const card = cards[number]!
    keepCard(card, inner)
  }
  return page + html.slice(from)
}

function keepCard({ data, variant, messages }: CardToKeep, sliced: string): void {
  const variants = kept.get(data) ?? new Map<string, Kept>()
  keptCharacters -= variants.get(variant)?.inner.length ?? 0
  // A copy: a slice would hold on to the whole page's string.
  const inner = Buffer.from(sliced).toString()
  variants.set(variant, { inner, messages: [...messages] })
  mostRecentlyUsed(kept, data, variants)
  keptCharacters += inner.length
  while (keptCharacters > MAX_KEPT_CHARACTERS && kept.size > 1) {
    const [oldest, dropped] = kept.entries().next().value!
    kept.delete(oldest)
    for (const card of dropped.values()) keptCharacters -= card.inner.length
  }
}

/** Tests: forget every kept card. */
export function forgetKeptCards(): void {
  kept.clear()
  keptCharacters = 0
}

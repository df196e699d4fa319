/**
 * A page's JavaScript is requested once the page has painted, not from the head.
 *
 * The router writes a `modulepreload` link in the head for every module of the page and the entry script
 * at the end of the body. On a slow connection those ~180 KB download beside the stylesheet and the font
 * the first paint waits for (HTTP/1.1 has six connections per origin, and they share the bandwidth), so the
 * page paints later; everything the page shows is in its HTML, and links and the search forms work
 * before hydration. The links and the entry are therefore moved into a small inline script that adds
 * them (the entry first, then the preloads a few per task; no import waterfall) on the first contentful
 * paint, or at once where the browser cannot tell when that happens, or after three seconds at the
 * latest (a tab opened in the background does not paint until it is shown).
 *
 * Intl's first `NumberFormat` costs 15–30 ms on a laptop (ICU loads its number data), and every page
 * builds one while it hydrates (message plurals, the footer's counts), in one piece React cannot split.
 * A tiny script before the stylesheet in the head builds it while the stylesheet downloads, when the
 * page has nothing else to do (scripts placed after a stylesheet wait for it).
 *
 * React's hydration accepts the result: the entry script and the preload links are "hoistable" elements,
 * which it looks up in the document by URL rather than at their place in the tree.
 */

import { jsonForScript } from '~/domain/json-for-script'
import { type EditedPage, unedited } from './rendered-page'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
const ENTRY_SCRIPT_OPENING = '<script type="module" async="" src="'
/** Sticky: read where its opening was found. */
const ENTRY_SCRIPT = /<script type="module" async="" src="([^"]+)"><\/script>/y

/**
 * Each request the browser starts costs it about a millisecond of main thread on a laptop (several on a
 * phone, more with developer tools open): two dozen preloads added in one go made one task long enough to
 * count as blocking, so they are added a few at a time, one task each (the requests still leave together).
 */
const PRELOADS_PER_TASK = 5

/** How long a page waits for its first paint before loading its scripts anyway. */
export const SCRIPTS_AT_THE_LATEST_MS = 3000

/** An attribute's value as React escaped it (`&` and `"` are the ones a URL can hold). */
function attributeValue(escaped: string): string {
  return escaped.replace(/&quot;/g, '"').replace(/&amp;/g, '&')
}

function loaderScript(preloads: string[], entry: string): string {
  return (
    `(function(p,e){var d=0;function go(){if(d)return;d=1;var s=document.createElement("script");` +
    `s.type="module";s.async=true;s.src=e;document.body.appendChild(s);var i=0;(function next(){` +
    `p.slice(i,i+=${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=h;document.head.appendChild(l)});if(i<p.length)setTimeout(next,0)})()}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true})}catch(x){go()}setTimeout(go,${SCRIPTS_AT_THE_LATEST_MS})})` +
    `(${jsonForScript(preloads)},${jsonForScript(entry)})`
  )
}

const FIRST_STYLESHEET = /<link rel="stylesheet"/

const INTL_WARM_UP =
  '<script>(function(){try{var t=document.documentElement.lang;new Intl.NumberFormat(t).format(1);' +
  'new Intl.PluralRules(t).select(1);new Intl.DateTimeFormat(t).format(0)}catch(x){}})()</script>'

/**
 * The page's HTML with its module preloads and entry script loaded after its first paint, and Intl warmed
 * up while its stylesheet downloads: slices of the page between the places it changes and the text put
 * there, in one pass (a chain of `replace`s copied the whole page once per change, on every render).
 */
export function scriptsAfterFirstPaint(html: string): EditedPage {
  // The router writes the entry last in the body and the preloads and stylesheets in the head: each is
  // looked for there only, not through the whole page (~80 KB of a job list, on every render).
  const entryAt = html.lastIndexOf(ENTRY_SCRIPT_OPENING)
  ENTRY_SCRIPT.lastIndex = entryAt
  const entry = entryAt >= 0 ? ENTRY_SCRIPT.exec(html) : null
  if (!entry) return unedited(html)
  const headEnd = html.indexOf('</head>')
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html
  const preloads: string[] = []
  const edits: { at: number; end: number; text: string }[] = []
  for (const link of head.matchAll(MODULE_PRELOAD)) {
    preloads.push(attributeValue(link[1]!))
    edits.push({ at: link.index, end: link.index + link[0].length, text: '' })
  }
  const stylesheet = head.search(FIRST_STYLESHEET)
  if (stylesheet >= 0) edits.push({ at: stylesheet, end: stylesheet, text: INTL_WARM_UP })
  const loader = loaderScript(preloads, attributeValue(entry[1]!))
  edits.push({ at: entry.index, end: entry.index + entry[0].length, text: `<script>${loader}</script>` })
  edits.sort((a, b) => a.at - b.at)
  const parts: string[] = []
  let from = 0
  for (const edit of edits) {
    parts.push(html.slice(from, edit.at), edit.text)
    from = edit.end
  }
  parts.push(html.slice(from))
  return { parts }
}

const LOADER_ARGUMENTS = /\}\)\((\[[^\]]*\]),("[^"]*")\)<\/script>/

/** The scripts a page loads first, read back from its HTML (bench/first-load-js.ts). */
export function firstLoadScripts(html: string): string[] {
  const loader = LOADER_ARGUMENTS.exec(html)
  if (!loader) return []
  const preloads = JSON.parse(loader[1]!) as string[]
  const entry = JSON.parse(loader[2]!) as string
  return [...new Set([entry, ...preloads])]
}

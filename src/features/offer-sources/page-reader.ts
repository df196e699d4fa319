/**
 * Reading a careers site's HTML page: the `JobPosting`s it carries as JSON-LD (what Google for Jobs reads)
 * or as microdata, how many JSON-LD blocks could not be read, and the links it has to other pages of the
 * same site (the job pages a careers page lists).
 */
import { DomUtils, parseDocument } from 'htmlparser2'
import { isJobPosting, jobPostingsIn, postingFromJobPosting, type RawPosting } from './raw-posting'

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

const isElement = (node: { type: string }): node is Element => 'attribs' in node

export type PageReading = { postings: RawPosting[]; invalidJsonLd: number; links: string[] }

/** A microdata item as JSON: each itemprop a value, nested items read the same way. */
function microdataItem(element: Element): Record<string, unknown> {
  const item: Record<string, unknown> = { '@type': element.attribs.itemtype ?? '' }
  const visit = (node: Element) => {
    for (const child of DomUtils.getChildren(node)) {
      if (!isElement(child)) continue
      const prop = child.attribs.itemprop
      const nested = 'itemscope' in child.attribs
      if (prop) {
        const value = nested ? microdataItem(child) : propertyValue(child, prop)
        for (const name of prop.split(/\s+/)) {
          const before = item[name]
          item[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
        }
      }
      if (!nested) visit(child)
    }
  }
  visit(element)
  return item
}

function propertyValue(element: Element, prop: string): string {
  const { attribs, name } = element
  if (attribs.content !== undefined) return attribs.content
  if (['a', 'link', 'area'].includes(name)) return attribs.href ?? ''
  if (['img', 'audio', 'video', 'source', 'iframe'].includes(name)) return attribs.src ?? ''
  if (name === 'time' && attribs.datetime) return attribs.datetime
  if (name === 'data' || name === 'meter') return attribs.value ?? ''
  // A description keeps its formatting (sanitised later); other properties are plain text.
  return prop === 'description'
    ? DomUtils.getInnerHTML(element)
    : DomUtils.textContent(element).replace(/\s+/g, ' ').trim()
}

/** Reads the page `html` found at `pageUrl`. */
export function readPage(html: string, pageUrl: string): PageReading {
  const document = parseDocument(html)
  const postings: RawPosting[] = []
  let invalidJsonLd = 0
  for (const script of DomUtils.getElementsByTagName('script', document)) {
    if ((script.attribs.type ?? '').trim().toLowerCase() !== 'application/ld+json') continue
    try {
      const parsed: unknown = JSON.parse(DomUtils.textContent(script))
      for (const node of jobPostingsIn(parsed)) postings.push(postingFromJobPosting(node, pageUrl))
    } catch {
      invalidJsonLd++
    }
  }
  const items = DomUtils.findAll(
    (element) =>
      'itemscope' in element.attribs && /schema\.org\/JobPosting$/i.test(element.attribs.itemtype ?? ''),
    document.children,
  )
  for (const element of items) {
    const item = microdataItem(element)
    if (isJobPosting({ ...item, '@type': 'JobPosting' })) postings.push(postingFromJobPosting(item, pageUrl))
  }
  const base = new URL(pageUrl)
  const links = new Set<string>()
  for (const anchor of DomUtils.getElementsByTagName('a', document)) {
    const href = anchor.attribs.href
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue
    try {
      const url = new URL(href, base)
      url.hash = ''
      if (url.host === base.host && url.toString() !== base.toString()) links.add(url.toString())
    } catch {
      // A link that is not an address leads nowhere.
    }
  }
  return { postings, invalidJsonLd, links: [...links] }
}

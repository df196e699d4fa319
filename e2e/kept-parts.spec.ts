import type { APIRequestContext } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

/**
 * The footer, its newsletter form and the most-visited block are written by the server from the markup
 * it kept from an earlier page (src/ui/kept-parts.ts). That markup must be exactly what rendering them on
 * this page writes: the same links marked current, the same text, in every language.
 */

const FRAME_OPENING = 'data-hydrates-later="">'

/** The markup inside each part's frame (its Suspense boundary, nested ones included). */
function partsOf(html: string): string[] {
  const parts: string[] = []
  for (let at = html.indexOf(FRAME_OPENING); at !== -1; at = html.indexOf(FRAME_OPENING, at + 1)) {
    const start = at + FRAME_OPENING.length
    let depth = 0
    let cursor = start
    do {
      const opening = html.indexOf('<!--$', cursor)
      const closing = html.indexOf('<!--/$-->', cursor)
      expect(closing, 'an unclosed Suspense boundary').toBeGreaterThan(-1)
      if (opening !== -1 && opening < closing) {
        depth += 1
        cursor = opening + 5
      } else {
        depth -= 1
        cursor = closing + 9
      }
    } while (depth > 0)
    parts.push(html.slice(start, cursor))
  }
  return parts
}

/** The footer's last line, which only the footer shows. */
const FOOTER_ONLY = {
  fr: 'Fait avec soin à Bruxelles, Liège et Gand.',
  nl: 'Met zorg gemaakt in Brussel, Luik en Gent.',
  en: 'Made with care in Brussels, Liège and Ghent.',
}

/** A page no visitor asked for yet (the page cache keeps pages per URL): rendered now. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}kept=${Date.now()}-${Math.random()}`

async function visit(request: APIRequestContext, path: string, cookie?: string) {
  const response = await request.get(path, { headers: cookie ? { cookie } : {} })
  expect([200, 404], path).toContain(response.status())
  return response.text()
}

test('the parts written from kept markup are what rendering them writes, on every kind of page', async ({
  request,
}) => {
  const list = await visit(request, '/offres-emploi')
  const offer = /href="((\/entreprises-impact\/[^"/]+)\/offres-emploi\/[^"/]+)"/.exec(list)
  expect(offer).toBeTruthy()
  const pages: [keyof typeof FOOTER_ONLY, string][] = [
    ['fr', '/offres-emploi'],
    ['fr', '/offres-emploi?contrat_type=cdi&page=2'],
    ['fr', offer![1]!],
    ['fr', offer![2]!],
    ['fr', '/'],
    ['fr', '/contact'],
    ['fr', '/page-qui-n-existe-pas'],
    ['nl', '/nl/banen'],
    ['nl', '/nl'],
    ['en', '/en/job-offers'],
    ['en', '/en/media'],
  ]
  const messages = /<script id="page-messages"[^>]*>([\s\S]*?)<\/script>/
  for (const [locale, path] of pages) {
    // Written from kept markup, the footer's messages do not join the page's. The first visit of a kind of
    // page may be the one whose parts are kept (or the tests running beside this one may have made the
    // server drop them since): a few visits at most.
    let kept = await visit(request, fresh(path))
    for (let attempt = 0; attempt < 4 && messages.exec(kept)?.[1]?.includes(FOOTER_ONLY[locale]); attempt++)
      kept = await visit(request, fresh(path))
    expect(messages.exec(kept)?.[1], path).not.toContain(FOOTER_ONLY[locale])
    // The authentication marker: a visitor who may be signed in gets every part rendered in full.
    const rendered = await visit(request, fresh(path), 'tal.auth=1')
    expect(messages.exec(rendered)?.[1], path).toContain(FOOTER_ONLY[locale])
    expect(partsOf(kept).length, path).toBeGreaterThanOrEqual(2)
    expect(partsOf(kept), path).toEqual(partsOf(rendered))
    // The cards (src/ui/kept-elements.tsx), and the messages they read: the browser hydrates them with those.
    expect(cardsOf(kept), path).toEqual(cardsOf(rendered))
    const keptMessages = JSON.parse(messages.exec(kept)![1]!) as Record<string, unknown>
    let checked = 0
    for (const [id, message] of Object.entries(JSON.parse(messages.exec(rendered)![1]!))) {
      if (!cardMessage(message)) continue
      expect(keptMessages[id], path).toEqual(message)
      checked += 1
    }
    if (/\/(offres-emploi|banen|job-offers)(\?|$)/.test(path)) expect(checked, path).toBe(1)
    // The header and the consent banner (src/ui/kept-elements.tsx): the same markup, and the messages of
    // the labels they show.
    for (const element of [headerOf, consentBannerOf]) {
      const markup = element(kept)
      expect(markup, path).toBe(element(rendered))
      let shown = 0
      for (const [id, message] of Object.entries(JSON.parse(messages.exec(rendered)![1]!))) {
        if (!isShownIn(markup, message)) continue
        expect(keptMessages[id], path).toEqual(message)
        shown += 1
      }
      expect(shown, path).toBeGreaterThanOrEqual(3)
    }
  }
})

const headerOf = (html: string) => /<header\b[\s\S]*?<\/header>/.exec(html)?.[0]
const consentBannerOf = (html: string) =>
  /<section aria-labelledby="consent-banner-title"[\s\S]*?<\/section>/.exec(html)?.[0]

/** A message of plain text (no value in it) that `markup` shows. */
function isShownIn(markup: string | undefined, message: unknown) {
  if (!markup || !Array.isArray(message) || message.length !== 1 || typeof message[0] !== 'string')
    return false
  const escaped = message[0].replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll("'", '&#x27;')
  return escaped.length > 3 && (markup.includes(`>${escaped}<`) || markup.includes(`="${escaped}"`))
}

/** Every card of a page (no card holds another). */
const cardsOf = (html: string) => html.match(/<article\b[\s\S]*?<\/article>/g) ?? []

/** A message an offer card reads: its save button's label, in each language. */
const cardMessage = (message: unknown) => /Sauvegarder « |” bewaren|Save “/.test(JSON.stringify(message))

test('a page with kept parts hydrates them: current links, the newsletter form, no hydration error', async ({
  page,
  request,
}) => {
  await visit(request, fresh('/nl/banen'))
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, fresh('/nl/banen'))
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Vacatures', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(footer.getByText('Met zorg gemaakt in Brussel, Luik en Gent.')).toBeVisible()
  const mail = footer.getByRole('textbox', { name: 'Je e-mailadres' })
  await mail.fill('kept.parts@example.be')
  await expect(mail).toHaveValue('kept.parts@example.be')
  expect(errors).toEqual([])
})

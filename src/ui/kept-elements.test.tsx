import { I18nProvider, useLingui } from '@lingui/react'
import { type ReactNode, Suspense, useId } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { createI18n, trackedMessages } from '~/i18n/catalog'
import { isCurrentPage } from '~/i18n/localized-link'
import { forgetKeptElements, KeptElement, renderWithKeptElements } from './kept-elements'

/** How often each element's content rendered, by title (a card's) or name. */
let renders: Record<string, number> = {}

const MESSAGES = {
  save: ['Sauvegarder « ', ['title'], ' »'],
  onSite: ['Sur place'],
  remote: ['Télétravail'],
  footer: ['Plan du site'],
  menu: ['Menu principal'],
}

type Offer = { title: string; slug: string; remote?: boolean }

function CardContent({ offer, path }: { offer: Offer; path: string }) {
  renders[offer.title] = (renders[offer.title] ?? 0) + 1
  const { i18n } = useLingui()
  const link = `/entreprises-impact/acme/offres-emploi/${offer.slug}`
  return (
    <>
      <h3>
        <a href={link} aria-current={isCurrentPage(path, link) ? 'page' : undefined}>
          {offer.title}
        </a>
      </h3>
      <button type="button" aria-label={i18n._('save', { title: offer.title })} />
      {i18n._(offer.remote ? 'remote' : 'onSite')} · {offer.title}
    </>
  )
}

function Card({ offer, path }: { offer: Offer; path: string }) {
  return (
    <KeptElement as="article" className="card" data={offer} variant="">
      <CardContent offer={offer} path={path} />
    </KeptElement>
  )
}

const OFFERS: Offer[] = [
  { title: 'Chef de projet', slug: 'chef' },
  { title: 'Comptable <junior> & "senior"', slug: 'compta', remote: true },
  { title: 'Stage', slug: 'stage' },
]

/** A list page: another kind of card first (same class, no card link of its own), then the offers. */
function Page({ path, offers = OFFERS, children }: { path: string; offers?: Offer[]; children?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <main>
      <article className="card">
        <a href="/entreprises/acme">Acme</a>
      </article>
      <ul>
        {offers.map((offer, index) => (
          <li key={`${offer.slug} ${index}`}>
            <Card offer={offer} path={path} />
          </li>
        ))}
      </ul>
      {children}
      <footer>{i18n._('footer')}</footer>
    </main>
  )
}

/** Renders a page as the server does, returning its HTML and the messages it read. */
function render(page: ReactNode, { keep = true, path = '/offres-emploi' } = {}) {
  const read = new Set<string>()
  const i18n = createI18n('fr', trackedMessages(MESSAGES as never, read).messages)
  const html = renderWithKeptElements(() => renderToString(<I18nProvider i18n={i18n}>{page}</I18nProvider>), {
    keep,
    path,
  })
  return { html, read: [...read].sort() }
}

/** What rendering every card in full writes (not counted). */
function inFull(page: ReactNode, path = '/offres-emploi') {
  const counted = { ...renders }
  const result = render(page, { keep: false, path })
  renders = counted
  return result
}

beforeEach(() => {
  forgetKeptElements()
  renders = {}
})

describe('cards kept by the server', () => {
  it('writes each card from its kept markup on the next page, byte for byte, with its messages', () => {
    const first = render(<Page path="/offres-emploi" />)
    expect(renders).toEqual({ 'Chef de projet': 1, 'Comptable <junior> & "senior"': 1, Stage: 1 })
    const next = render(<Page path="/offres-emploi" />)
    expect(renders).toEqual({ 'Chef de projet': 1, 'Comptable <junior> & "senior"': 1, Stage: 1 })
    const full = inFull(<Page path="/offres-emploi" />)
    expect(next.html).toBe(full.html)
    expect(first.html).toBe(full.html)
    // The browser hydrates the cards with these: they are read again for the page.
    expect(next.read).toEqual(['footer', 'onSite', 'remote', 'save'])
    expect(next.read).toEqual(full.read)
  })

  it('writes the same card on other pages, other places and twice on a page', () => {
    render(<Page path="/offres-emploi" />)
    const reversed = [...OFFERS].reverse()
    const twice = [OFFERS[2]!, ...OFFERS]
    for (const offers of [reversed, twice]) {
      const page = render(<Page path="/offres-emploi" offers={offers} />)
      expect(page.html).toBe(inFull(<Page path="/offres-emploi" offers={offers} />).html)
    }
    const home = render(<Page path="/" offers={[OFFERS[1]!]} />, { path: '/' })
    expect(home.html).toBe(inFull(<Page path="/" offers={[OFFERS[1]!]} />, '/').html)
    expect(home.read).toEqual(['footer', 'remote', 'save'])
    expect(renders).toEqual({ 'Chef de projet': 1, 'Comptable <junior> & "senior"': 1, Stage: 1 })
  })

  it('renders a card again where its key differs or its link is the current page, and keeps that one', () => {
    render(<Page path="/offres-emploi" />)
    const changed = [{ ...OFFERS[0]!, remote: true }]
    const page = render(<Page path="/offres-emploi" offers={changed} />)
    expect(page.html).toBe(inFull(<Page path="/offres-emploi" offers={changed} />).html)
    expect(page.html).toContain('Télétravail<!-- --> · <!-- -->Chef de projet')
    expect(renders['Chef de projet']).toBe(2)
    // On the offer's own page (and under it), its card's link is current: another markup.
    for (const path of [
      '/entreprises-impact/acme/offres-emploi/chef',
      '/entreprises-impact/acme/offres-emploi/chef/postuler',
    ]) {
      const own = render(<Page path={path} offers={[OFFERS[0]!]} />, { path })
      expect(own.html).toBe(inFull(<Page path={path} offers={[OFFERS[0]!]} />, path).html)
      expect(own.html).toContain('aria-current="page"')
    }
    expect(renders['Chef de projet']).toBe(3)
  })

  it('keeps nothing and writes nothing kept when keeping is off (a visitor who may be signed in)', () => {
    render(<Page path="/offres-emploi" />, { keep: false })
    render(<Page path="/offres-emploi" />, { keep: false })
    expect(renders.Stage).toBe(2)
    render(<Page path="/offres-emploi" />)
    render(<Page path="/offres-emploi" />, { keep: false })
    expect(renders.Stage).toBe(4)
    render(<Page path="/offres-emploi" />)
    expect(renders.Stage).toBe(4)
  })

  it('keeps no card that did not render whole, and never writes one wrong', () => {
    const never = new Promise<never>(() => {})
    function Suspended(): ReactNode {
      renders.suspended = (renders.suspended ?? 0) + 1
      throw never
    }
    const Plain = ({ job, children }: { job: string; children: ReactNode }) => (
      <KeptElement as="article" className="card" data={{ job }} variant="">
        {children}
      </KeptElement>
    )
    // A part of the card waits (its fallback written), or the whole card does (the boundary around the list).
    const inside = (
      <Plain job="attente">
        <Suspense fallback={<span>…</span>}>
          <Suspended />
        </Suspense>
      </Plain>
    )
    const around = (
      <Suspense fallback={<p>loading</p>}>
        <Plain job="attente-aussi">
          <Suspended />
        </Plain>
      </Suspense>
    )
    // A card inside another.
    const nested = (
      <Plain job="dehors">
        <Card offer={OFFERS[2]!} path="/offres-emploi" />
      </Plain>
    )
    const page = (
      <Page path="/offres-emploi" offers={OFFERS.slice(0, 2)}>
        {inside}
        {around}
        {nested}
      </Page>
    )
    const first = render(page)
    expect(first.html).not.toContain('<kept-element')
    const suspended = renders.suspended!
    for (let visit = 0; visit < 2; visit++) expect(render(page).html).toBe(inFull(page).html)
    expect(renders.suspended).toBeGreaterThan(suspended)
    // The outer card is kept once the inner one is written from its kept markup.
    expect(renders).toMatchObject({ 'Chef de projet': 1, Stage: 1 })
  })
})

/** A header: no data, links to three pages, one of them marked current by the page's path. */
function SiteHeader({ path }: { path: string }) {
  return (
    <KeptElement as="header" className="header" data-scrolled={false} variant="header">
      <HeaderNav path={path} />
    </KeptElement>
  )
}

function HeaderNav({ path }: { path: string }) {
  renders.header = (renders.header ?? 0) + 1
  const { i18n } = useLingui()
  return (
    <nav aria-label={i18n._('menu')}>
      {['/', '/offres-emploi', '/contact'].map((link) => (
        <a key={link} href={link} aria-current={isCurrentPage(path, link) ? 'page' : undefined}>
          {link}
        </a>
      ))}
    </nav>
  )
}

describe('other elements kept by the server', () => {
  it('keeps an element per the current state of its links (the header), with its attributes and messages', () => {
    const paths = ['/offres-emploi', '/contact', '/offres-emploi', '/', '/contact', '/offres-emploi']
    for (const path of paths) {
      const page = render(<SiteHeader path={path} />, { path })
      expect(page.html).toBe(inFull(<SiteHeader path={path} />, path).html)
      expect(page.html).toContain('<header class="header" data-scrolled="false">')
      expect(page.read).toEqual(['menu'])
    }
    // Rendered once per state: each of the three pages marks another link current.
    expect(renders.header).toBe(3)
  })

  it('never keeps markup with an id React made for its place in the tree, or a link to a search', () => {
    function Labelled() {
      renders.id = (renders.id ?? 0) + 1
      const id = useId()
      return <input id={id} aria-label="x" />
    }
    function Searched() {
      renders.search = (renders.search ?? 0) + 1
      return <a href="/offres-emploi?page=2">2</a>
    }
    const page = (
      <>
        <KeptElement as="header" variant="id">
          <Labelled />
        </KeptElement>
        <KeptElement as="article" variant="search">
          <Searched />
        </KeptElement>
      </>
    )
    for (let visit = 0; visit < 3; visit++) expect(render(page).html).toBe(inFull(page).html)
    expect(renders).toEqual({ id: 3, search: 3 })
  })
})

import { type ReactNode, useId } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { isCurrentPage } from '~/i18n/localized-link'
import { ServerPartFrame } from './hydrate-later'
import { forgetKeptParts, keepAgain, keptMarkups, renderWithKeptParts, totalLength } from './kept-parts'

/** How often each part's content rendered, by part. */
let renders: Record<string, number> = {}

/** A link marked as the router marks the current page (localized-link.tsx). */
function Link({ path, to }: { path: string; to: string }) {
  const current = isCurrentPage(path, to)
  return (
    <a href={to} aria-current={current ? 'page' : undefined}>
      {to}
    </a>
  )
}

function Content({ name, path, links }: { name: string; path: string; links: string[] }) {
  renders[name] = (renders[name] ?? 0) + 1
  const id = useId()
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{name} &amp; &lt;co&gt;</h2>
      <Link path={path} to="/" />
      {links.map((to) => (
        <Link key={to} path={path} to={to} />
      ))}
    </nav>
  )
}

function Part({
  name,
  path,
  links = ['/offres-emploi', '/contact'],
  markupKey = name,
  children,
}: {
  name: string
  path: string
  links?: string[]
  markupKey?: string | null
  children?: ReactNode
}) {
  return (
    <ServerPartFrame markupKey={markupKey} path={path}>
      <Content name={name} path={path} links={links} />
      {children}
    </ServerPartFrame>
  )
}

/** A page: its own content, then parts (the second holding a third, as the footer holds its form). */
function Page({ path, footerKey = 'footer' }: { path: string; footerKey?: string | null }) {
  return (
    <div>
      <main>{path}</main>
      <Part name="most-visited" path={path} />
      <Part name="footer" path={path} markupKey={footerKey}>
        <Part name="newsletter" path={path} links={['/newsletter']} />
        <p>after the form</p>
      </Part>
    </div>
  )
}

/** What a render writes, outside a page render (not counted). */
const rendered = (page: ReactNode) => {
  const counted = { ...renders }
  const html = renderToString(page)
  renders = counted
  return html
}
const withKeptParts = (page: ReactNode, keep = true) =>
  renderWithKeptParts(() => renderToString(page), { keep })

beforeEach(() => {
  forgetKeptParts()
  renders = {}
})

describe('parts kept by the server', () => {
  it('writes a part from its kept markup on the next page, byte for byte what a render writes', () => {
    withKeptParts(<Page path="/media" />)
    expect(renders).toEqual({ 'most-visited': 1, footer: 1, newsletter: 1 })
    const page = withKeptParts(<Page path="/entreprises" />)
    expect(renders).toEqual({ 'most-visited': 1, footer: 1, newsletter: 1 })
    expect(page).toBe(rendered(<Page path="/entreprises" />))
  })

  it("renders a part again where its links' current-page state differs, and keeps that one too", () => {
    withKeptParts(<Page path="/offres-emploi" />)
    const contact = withKeptParts(<Page path="/contact" />)
    expect(contact).toBe(rendered(<Page path="/contact" />))
    expect(contact).toContain('<a href="/contact" aria-current="page">')
    expect(renders.footer).toBe(2)
    const home = withKeptParts(<Page path="/" />)
    expect(home).toBe(rendered(<Page path="/" />))
    expect(renders.footer).toBe(3)
    // A link is current on its own page and on the pages under it: the same state, kept.
    const offer = withKeptParts(<Page path="/offres-emploi/acme/chef" />)
    expect(offer).toBe(rendered(<Page path="/offres-emploi/acme/chef" />))
    expect(offer).toContain('<a href="/offres-emploi" aria-current="page">')
    for (const path of ['/offres-emploi/ong/stage', '/contact/', '/', '/offres-emploi']) {
      expect(withKeptParts(<Page path={path} />)).toBe(rendered(<Page path={path} />))
      expect(renders.footer, path).toBe(3)
    }
  })

  it('keeps a part held by a part rendered in full, and a part around a kept one', () => {
    withKeptParts(<Page path="/offres-emploi" />)
    // The footer is not kept on this page: the form inside it still comes from its kept markup.
    const page = withKeptParts(<Page path="/offres-emploi" footerKey={null} />)
    expect(renders).toEqual({ 'most-visited': 1, footer: 2, newsletter: 1 })
    expect(page).toBe(rendered(<Page path="/offres-emploi" footerKey={null} />))
    // Another key for the footer: rendered and kept around the form's kept markup, then written whole.
    withKeptParts(<Page path="/offres-emploi" footerKey="footer 2027" />)
    expect(renders.footer).toBe(3)
    const next = withKeptParts(<Page path="/offres-emploi" footerKey="footer 2027" />)
    expect(renders).toEqual({ 'most-visited': 1, footer: 3, newsletter: 1 })
    expect(next).toBe(rendered(<Page path="/offres-emploi" footerKey="footer 2027" />))
  })

  it('keeps nothing and writes nothing kept for a visitor who may be signed in', () => {
    withKeptParts(<Page path="/offres-emploi" />, false)
    withKeptParts(<Page path="/offres-emploi" />, false)
    expect(renders).toEqual({ 'most-visited': 2, footer: 2, newsletter: 2 })
    withKeptParts(<Page path="/offres-emploi" />)
    withKeptParts(<Page path="/offres-emploi" />, false)
    expect(renders).toEqual({ 'most-visited': 4, footer: 4, newsletter: 4 })
  })

  it('renders every time a part whose key is null, or with a link to a search or an anchor', () => {
    const page = (path: string) => (
      <>
        <Part name="unkept" path={path} markupKey={null} />
        <Part name="search" path={path} links={['/offres-emploi?page=2']} />
        <Part name="anchor" path={path} links={['/contact#form']} />
      </>
    )
    withKeptParts(page('/'))
    expect(withKeptParts(page('/'))).toBe(rendered(page('/')))
    expect(renders).toEqual({ unkept: 2, search: 2, anchor: 2 })
  })

  it('keeps the states used last when a part is seen in many', () => {
    // More pages, each making another link current, than states a part keeps (32).
    const links = Array.from({ length: 40 }, (_, index) => `/p${index}`)
    const page = (path: string) => <Part name="many" path={path} links={links} />
    withKeptParts(page('/'))
    for (const path of links) withKeptParts(page(path))
    expect(renders.many).toBe(41)
    // The page under no link was the first kept: it made room. Used again now and then, it stays.
    withKeptParts(page('/'))
    expect(renders.many).toBe(42)
    for (const path of links.slice(-31)) withKeptParts(page(path))
    withKeptParts(page('/'))
    expect(renders.many).toBe(42)
    withKeptParts(page('/p0'))
    expect(renders.many).toBe(43)
  })

  it('renders in full outside a page render (no kept markup written, none kept)', () => {
    withKeptParts(<Page path="/" />)
    renderToString(<Page path="/" />)
    expect(renders).toEqual({ 'most-visited': 2, footer: 2, newsletter: 2 })
  })
})

describe('kept markups', () => {
  it('drop the least recently used first past their characters, counting what was added since it was set again', () => {
    const cache = keptMarkups<{ texts: string[] }>(20, (entry) => totalLength(entry.texts))
    const a = { texts: ['aaaa'] }
    cache.set('a', a)
    cache.set('b', { texts: ['bbbb'] })
    cache.get('a')
    cache.set('c', { texts: ['cccc'] })
    expect([...cache.keys()]).toEqual(['c', 'a', 'b'])
    a.texts.push('aaaaaaaa')
    keepAgain(cache, 'a', a)
    expect([...cache.keys()]).toEqual(['a', 'c'])
    expect(cache.calculatedSize).toBe(13 + 5)
  })
})

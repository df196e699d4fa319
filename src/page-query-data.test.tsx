import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PageQueryDataScript, pageQueryData } from './page-query-data'

const search = {
  total: 2,
  offers: [
    { id: 'a', title: 'Chargé·e de projet </script><!-- «énergie»', salary: null, remote: true },
    { id: 'b', title: 'Stage', salary: { min: 24, max: 35 }, remote: false },
  ],
  facets: { zones: { liege: 1, namur: 1 } },
}
const popular = [{ slug: 'emploi-liege', title: 'Emploi à Liège' }]

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document')
})

describe('page query data', () => {
  it('sends plain JSON data beside the router data and gives the browser back the same data', () => {
    const server = pageQueryData()
    const sent = [search, popular, search].map((data) => server.serializeData(data))
    // Small references in the router's data; the same object once.
    expect(sent).toEqual([{ $pageQueryData: 0 }, { $pageQueryData: 1 }, { $pageQueryData: 0 }])
    expect(server.texts).toHaveLength(2)
    const html = renderToString(<PageQueryDataScript texts={server.texts} />)
    // Nothing in the data can end the element.
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1]!
    Reflect.set(globalThis, 'document', {
      getElementById: (id: string) => (id === 'page-query-data' ? { textContent: text } : null),
    })
    const browser = pageQueryData()
    const received = sent.map((reference) => browser.deserializeData(reference))
    expect(received).toEqual([search, popular, search])
    expect(received[0]).toBe(received[2])
    // Data that was not sent beside stays as the router gave it.
    expect(browser.deserializeData(search)).toBe(search)
    expect(browser.deserializeData(null)).toBeNull()
  })

  it('leaves to the router what JSON would not give back as it was', () => {
    const server = pageQueryData()
    const unlike = [
      { at: new Date(0) },
      { missing: undefined },
      [1, undefined, 3],
      { count: Number.NaN },
      new Map([['a', 1]]),
      { nested: { deeper: [{ when: new Date(0) }] } },
    ]
    for (const data of unlike) expect(server.serializeData(data)).toBe(data)
    expect(server.serializeData('text')).toBe('text')
    expect(server.serializeData(null)).toBeNull()
    expect(server.texts).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { readFeed, readSitemap, salaryFromText } from './feed-reader'
import { readPage } from './page-reader'
import { contractOf, mapPosting, salaryRange } from './posting-mapping.server'

const page = (jsonLd: string) =>
  `<html><head><script type="application/ld+json">${jsonLd}</script></head><body></body></html>`

describe('reading job postings', () => {
  it('reads JSON-LD postings, in a @graph too, and counts blocks that are not JSON', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'X' },
        { '@type': 'JobPosting', title: 'Gardener', identifier: 'G-7', description: 'Trees.' },
      ],
    })
    const reading = readPage(`${page(graph)}${page('{"@type": "JobPosting",')}`, 'https://example.org/jobs/7')
    expect(reading.postings).toMatchObject([
      { key: 'G-7', title: 'Gardener', url: 'https://example.org/jobs/7' },
    ])
    expect(reading.invalidJsonLd).toBe(1)
  })

  it('reads microdata, nested items included, and the links of the same site', () => {
    const html = `<div itemscope itemtype="http://schema.org/JobPosting"><h2 itemprop="title">Boekhouder</h2>
      <div itemprop="jobLocation" itemscope itemtype="http://schema.org/Place"><span itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="postalCode">9000</span><span itemprop="addressLocality">Gent</span></span></div>
      <div itemprop="description"><p>Cijfers <b>kloppen</b>.</p></div><meta itemprop="employmentType" content="PART_TIME"></div>
      <a href="/jobs/2">2</a><a href="https://elsewhere.org/x">x</a><a href="mailto:a@b.c">m</a>`
    const reading = readPage(html, 'https://example.org/jobs')
    expect(reading.postings[0]).toMatchObject({
      title: 'Boekhouder',
      locations: ['9000 Gent'],
      employmentTypes: ['PART_TIME'],
    })
    expect(reading.postings[0]!.descriptionHtml).toContain('<b>kloppen</b>')
    expect(reading.links).toEqual(['https://example.org/jobs/2'])
  })

  it('reads an XML job feed and a sitemap, and refuses what is neither', () => {
    const feed =
      readFeed(`<?xml version="1.0"?><source><job><title><![CDATA[Chef]]></title><referencenumber>7</referencenumber>
      <city>Namur</city><jobtype>full-time</jobtype><salary>2.800 - 3.200 € par mois</salary><description>Cuisine</description></job></source>`)
    expect(feed).toMatchObject({
      ok: true,
      postings: [
        { key: '7', title: 'Chef', locations: ['Namur'], salary: { min: 2800, max: 3200, unit: 'MONTH' } },
      ],
    })
    expect(readFeed('<html><body>no</body></html>')).toEqual({ ok: false, reason: 'invalid-feed' })
    expect(readFeed('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><source>&a;</source>')).toEqual({
      ok: false,
      reason: 'invalid-feed',
    })
    expect(readSitemap('<urlset><url><loc>https://example.org/jobs/1</loc></url></urlset>')).toEqual({
      pages: ['https://example.org/jobs/1'],
      sitemaps: [],
    })
    expect(readSitemap('<html></html>')).toBeNull()
  })
})

describe('mapping a posting', () => {
  const base = {
    key: 'K',
    url: 'https://example.org/jobs/k',
    title: 'Projectleider',
    descriptionHtml: '<p>Je leidt projecten.</p><script>alert(1)</script>',
    employmentTypes: ['FULL_TIME'],
    locations: ['Leuven'],
    remote: false,
    salary: null,
    validThrough: null,
    applyUrl: 'https://example.org/jobs/k/apply',
    categoryHints: [],
    language: null,
  }

  it('maps contract, region, language and a sanitised description', () => {
    const mapping = mapPosting(base, ['ngo'])
    expect(mapping).toMatchObject({
      ok: true,
      offer: { contractType: 'cdi', region: 'flemish_brabant', language: 'nl', sectors: ['ngo'] },
    })
    if (mapping.ok) expect(mapping.offer.description).not.toContain('script')
    expect(contractOf(['INTERN'])).toBe('stage')
    expect(contractOf(['VOLUNTEER'])).toBe('benevolat')
    expect(contractOf(['CDD'])).toBe('cdd')
  })

  it('turns salaries into thousands of euros a year, and ignores other currencies', () => {
    expect(salaryRange({ currency: 'EUR', min: 3000, max: 3500, unit: 'MONTH' })).toEqual({
      salaryKind: 'between',
      salaryMin: 36,
      salaryMax: 42,
    })
    expect(salaryRange({ currency: 'EUR', min: 40000, max: null, unit: 'YEAR' })).toEqual({
      salaryKind: 'more_than',
      salaryMin: 40,
      salaryMax: null,
    })
    expect(salaryRange({ currency: 'USD', min: 40000, max: 50000, unit: 'YEAR' }).salaryKind).toBeNull()
    expect(salaryFromText('$50,000')).toBeNull()
  })

  it('refuses what cannot be an offer, with its reason', () => {
    const now = new Date('2026-12-01T12:00:00Z')
    expect(mapPosting({ ...base, title: ' ' }, [], now)).toMatchObject({ ok: false, reason: 'no-title' })
    expect(mapPosting({ ...base, descriptionHtml: '<script>x</script>' }, [], now)).toMatchObject({
      ok: false,
      reason: 'no-description',
    })
    expect(mapPosting({ ...base, validThrough: '2026-11-30' }, [], now)).toMatchObject({
      ok: false,
      reason: 'expired',
    })
    expect(mapPosting({ ...base, validThrough: 'soon' }, [], now)).toMatchObject({
      ok: false,
      reason: 'bad-date',
    })
    expect(mapPosting({ ...base, validThrough: '2026-12-01' }, [], now)).toMatchObject({ ok: true })
  })
})

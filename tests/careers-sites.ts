/**
 * A local web server imitating three organisations' careers sites, for the import tests, the browser
 * journey and the benchmark: "alpha" (job pages with JSON-LD, listed by a sitemap that robots.txt names),
 * "beta" (a careers page linking to job pages with microdata) and "gamma" (an XML job feed). `version`
 * switches what they publish, as a site changes between two imports; a few addresses misbehave on purpose.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type JobPosting = {
  id: string
  title: string
  description: string
  city: string
  employmentType: string
  validThrough?: string
  salary?: { min: number; max: number; unit: string }
  remote?: boolean
}

export type SitesState = {
  alpha: JobPosting[]
  beta: JobPosting[]
  gamma: JobPosting[]
  /** Raw HTML pages served under /alpha/jobs/<name> (invalid JSON-LD, no posting…). */
  alphaExtraPages: Record<string, string>
  /** More links of beta's careers page (a page that never answers…). */
  betaLinks?: string[]
}

const FUTURE = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)

/** The sites as first imported. */
export function firstVersion(): SitesState {
  return {
    alpha: [
      {
        id: 'A-1',
        title: 'Chargée de projets climat',
        description:
          '<p>Vous coordonnez nos projets de <strong>transition énergétique</strong> avec les communes.</p>',
        city: 'Gent',
        employmentType: 'FULL_TIME',
        validThrough: FUTURE,
        salary: { min: 3200, max: 3900, unit: 'MONTH' },
      },
      {
        id: 'A-2',
        title: 'Data engineer',
        description: '<p>You build the data pipelines of our circular economy platform. Hybrid work.</p>',
        city: 'Brussels',
        employmentType: 'FULL_TIME',
      },
      {
        id: 'A-3',
        title: '',
        description: '<p>Une offre sans titre.</p>',
        city: 'Namur',
        employmentType: 'PART_TIME',
      },
    ],
    alphaExtraPages: {
      broken:
        '<html><head><script type="application/ld+json">{"@type": "JobPosting", </script></head></html>',
    },
    beta: [
      {
        id: 'B-1',
        title: 'Medewerker onthaal',
        description: 'Je verwelkomt onze bezoekers en beantwoordt de telefoon in ons kantoor in Leuven.',
        city: 'Leuven',
        employmentType: 'PART_TIME',
      },
      {
        id: 'B-2',
        title: 'Stagiair communicatie',
        description: 'Je helpt ons team met de sociale media en de nieuwsbrief van de vereniging.',
        city: 'Antwerpen',
        employmentType: 'INTERN',
      },
    ],
    gamma: [
      {
        id: 'G-1',
        title: 'Éducateur spécialisé',
        description: '<p>Accompagner des jeunes dans leur projet de vie, en équipe pluridisciplinaire.</p>',
        city: 'Liège',
        employmentType: 'CDI',
        salary: { min: 36000, max: 42000, unit: 'YEAR' },
      },
      {
        id: 'G-2',
        title: 'Développeur web',
        description: '<p>Vous développez nos outils en ligne pour les associations. Télétravail complet.</p>',
        city: 'Charleroi',
        employmentType: 'CDD',
        remote: true,
      },
      { id: 'G-3', title: 'Comptable', description: '', city: 'Mons', employmentType: 'CDI' },
    ],
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function jsonLdPage(job: JobPosting, origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    identifier: { '@type': 'PropertyValue', name: 'Alpha', value: job.id },
    title: job.title,
    description: job.description,
    employmentType: job.employmentType,
    datePosted: '2026-11-01',
    validThrough: job.validThrough,
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: 'BE' },
    },
    jobLocationType: job.remote ? 'TELECOMMUTE' : undefined,
    baseSalary: job.salary
      ? {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: {
            '@type': 'QuantitativeValue',
            minValue: job.salary.min,
            maxValue: job.salary.max,
            unitText: job.salary.unit,
          },
        }
      : undefined,
    hiringOrganization: { '@type': 'Organization', name: 'Alpha asbl' },
    url: `${origin}/alpha/jobs/${job.id}`,
  }
  return `<!doctype html><html><head><title>${escapeHtml(job.title)}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${escapeHtml(job.title)}</h1></body></html>`
}

function microdataPage(job: JobPosting): string {
  return `<!doctype html><html><body><div itemscope itemtype="https://schema.org/JobPosting">
  <meta itemprop="identifier" content="${job.id}">
  <h1 itemprop="title">${escapeHtml(job.title)}</h1>
  <span itemprop="employmentType">${job.employmentType}</span>
  <div itemprop="jobLocation" itemscope itemtype="https://schema.org/Place"><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">${escapeHtml(job.city)}</span></div></div>
  <div itemprop="description"><p>${escapeHtml(job.description)}</p></div>
  </div><a href="/beta/careers">Alle vacatures</a></body></html>`
}

function feed(jobs: JobPosting[], origin: string): string {
  const items = jobs
    .map(
      (job) => `<job><title><![CDATA[${job.title}]]></title><referencenumber>${job.id}</referencenumber>
<url>${origin}/gamma/jobs/${job.id}</url><city>${job.city}</city><country>BE</country>
<description><![CDATA[${job.description}]]></description><jobtype>${job.employmentType}</jobtype>
${job.salary ? `<salary>${job.salary.min} - ${job.salary.max} EUR per year</salary>` : ''}${job.remote ? '<remotetype>yes</remotetype>' : ''}</job>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="utf-8"?><source><publisher>Gamma</publisher>${items}</source>`
}

export type CareersSites = { origin: string; state: SitesState; close: () => Promise<void> }

/** Starts the sites on a free loopback port; change `state` to change what they publish. */
export async function startCareersSites(initial: SitesState = firstVersion()): Promise<CareersSites> {
  const sites: CareersSites = { origin: '', state: initial, close: async () => {} }
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!
    const origin = sites.origin
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type })
      response.end(body)
    }
    const { alpha, beta, gamma, alphaExtraPages } = sites.state
    if (path === '/robots.txt')
      return send(
        200,
        'text/plain',
        `User-agent: *\nDisallow: /private/\nSitemap: ${origin}/alpha/sitemap.xml\n`,
      )
    if (path === '/alpha/sitemap.xml') {
      const pages = [
        ...alpha.map((job) => `/alpha/jobs/${job.id}`),
        ...Object.keys(alphaExtraPages).map((n) => `/alpha/jobs/${n}`),
      ]
      return send(
        200,
        'application/xml',
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`,
      )
    }
    if (path === '/alpha/jobs')
      return send(
        200,
        'text/html',
        '<!doctype html><html><body><h1>Nos offres</h1><p>Voir le plan du site.</p></body></html>',
      )
    const alphaJob = /^\/alpha\/jobs\/([^/]+)$/.exec(path)?.[1]
    if (alphaJob) {
      const job = alpha.find((j) => j.id === alphaJob)
      if (job) return send(200, 'text/html; charset=utf-8', jsonLdPage(job, origin))
      if (alphaExtraPages[alphaJob]) return send(200, 'text/html', alphaExtraPages[alphaJob])
      return send(404, 'text/html', 'Not found')
    }
    if (path === '/beta/careers')
      return send(
        200,
        'text/html',
        `<!doctype html><html><body><ul>${beta.map((j) => `<li><a href="/beta/careers/${j.id}">${escapeHtml(j.title)}</a></li>`).join('')}</ul><a href="/beta/about">Over ons</a>${(sites.state.betaLinks ?? []).map((href) => `<a href="${href}">meer</a>`).join('')}</body></html>`,
      )
    if (path === '/beta/about')
      return send(200, 'text/html', '<html><body><p>Een vereniging.</p></body></html>')
    const betaJob = /^\/beta\/careers\/([^/]+)$/.exec(path)?.[1]
    if (betaJob) {
      const job = beta.find((j) => j.id === betaJob)
      return job ? send(200, 'text/html', microdataPage(job)) : send(404, 'text/html', 'Niet gevonden')
    }
    if (path === '/gamma/feed.xml') return send(200, 'application/xml', feed(gamma, origin))
    if (path === '/slow') return // never answers: the client's time limit ends it
    if (path === '/to-private') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
      return response.end()
    }
    if (path === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' })
      const chunk = `<p>${'x'.repeat(65_530)}</p>`
      let sent = 0
      const write = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', write)
        }
        response.end()
      }
      response.on('close', () => {
        sent = Number.POSITIVE_INFINITY
      })
      return write()
    }
    if (path === '/no-postings')
      return send(200, 'text/html', '<html><body><h1>Bienvenue</h1><p>Rien à voir ici.</p></body></html>')
    if (path === '/big-feed.xml') {
      const many = Array.from({ length: 10_000 }, (_, i) => ({
        id: `F-${i}`,
        title: `Poste ${i}`,
        description: '<p>Un poste.</p>',
        city: 'Namur',
        employmentType: 'CDI',
      }))
      return send(200, 'application/xml', feed(many, origin))
    }
    if (path === '/private/feed.xml') return send(200, 'application/xml', feed(gamma, origin))
    send(404, 'text/plain', 'Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  sites.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  sites.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return sites
}

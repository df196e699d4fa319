/**
 * `npm run bench:lighthouse [-- --runs 3 --locales fr,nl,en]`: Lighthouse (mobile, its default simulated
 * throttling) on the production build (`npm run build` first, as `npm start` runs it on a fresh embedded
 * database) with the system Chromium (`CHROME_PATH`, else /usr/bin/chromium). Pages: home, job list, an
 * offer, an organisation, an article, in each language. Prints the four category scores and LCP, CLS and TBT
 * per page, of the median run by performance (three runs by default: Lighthouse's own advice against its
 * variability: on this shared machine its CPU benchmark moves by half within minutes, and the simulated TBT
 * with it), the range of the performance score and TBT over the runs, and the pages whose median run is under
 * the goals (performance ≥ 95, the rest 100, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 150 ms).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { z } from 'zod'
import { LOCALES, type Locale } from '../src/i18n/locales'
import { QUIET_CHROMIUM_FLAGS } from '../tests/chromium-flags'
import { waitUntilAnswering } from './app-processes'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    locales: { type: 'string', default: LOCALES.join(',') },
    port: { type: 'string', default: '3600' },
  },
})
const options = z
  .object({
    runs: z.coerce.number().int().min(1).max(9),
    locales: z.string().transform((list, ctx) => {
      const locales = list.split(',').filter(Boolean)
      if (!locales.every((locale): locale is Locale => (LOCALES as readonly string[]).includes(locale))) {
        ctx.addIssue({ code: 'custom', message: `locales among ${LOCALES.join(', ')}` })
        return z.NEVER
      }
      return locales
    }),
    port: z.coerce.number().int().min(1024).max(65535),
  })
  .parse(values)

if (!existsSync('.output/server/index.mjs')) {
  console.error('No production build: run "npm run build" first.')
  process.exit(1)
}

const baseUrl = `http://localhost:${options.port}`
const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-lighthouse-'))
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(options.port), DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'ignore',
})

const LIST_PATHS: Record<Locale, { jobs: string; companies: string; articles: string }> = {
  fr: { jobs: '/offres-emploi', companies: '/entreprises-impact', articles: '/media/articles' },
  nl: { jobs: '/nl/banen', companies: '/nl/gevolgen-bedrijven', articles: '/nl/media/articles' },
  en: { jobs: '/en/job-offers', companies: '/en/impact-companies', articles: '/en/media/articles' },
}

/** The first link of a list page whose path starts with `prefix` and goes one level deeper. */
async function firstLink(listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(baseUrl + listPath)).text()
  const link = [...html.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]!).find((href) => pattern.test(href))
  if (!link) throw new Error(`no link matching ${pattern} on ${listPath}`)
  return link
}

async function pagesOf(locale: Locale): Promise<[string, string][]> {
  const lists = LIST_PATHS[locale]
  const home = locale === 'fr' ? '/' : `/${locale}`
  const offer = await firstLink(lists.jobs, new RegExp(`^${lists.companies}/[^/]+/[^/]+/[^/]+$`))
  const company = await firstLink(lists.companies, new RegExp(`^${lists.companies}/[^/]+$`))
  const article = await firstLink(lists.articles, /^(\/nl|\/en)?\/(articles|artikelen)\/[^/]+$/)
  return [
    ['home', home],
    ['job list', lists.jobs],
    ['offer', offer],
    ['organisation', company],
    ['article', article],
  ]
}

type Row = {
  perf: number
  a11y: number
  bp: number
  seo: number
  lcp: number
  cls: number
  tbt: number
  /** What moved, when something did: the elements Lighthouse names in its layout-shift audit. */
  shifted: string[]
}

/**
 * Lighthouse's measure of the host's CPU, taken at each run. Its simulated TBT is the tasks it observed,
 * times its 4× slowdown: on a slower host the same page blocks longer. It warns below 1,000.
 */
const benchmarkIndexes: number[] = []

function shiftedElements(audit: { details?: unknown } | undefined): string[] {
  const items = (audit?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)
    ?.items
  return (items ?? [])
    .slice(0, 3)
    .map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`)
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

try {
  await waitUntilAnswering(`${baseUrl}/api/health`)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS],
  })
  const below: string[] = []
  try {
    console.info(
      `Lighthouse ${'mobile'}, ${options.runs} run(s) per page (median by performance; perf and TBT over all runs on the right)\n${'page'.padEnd(44)} perf  a11y  b.p.   seo    LCP s   CLS     TBT ms   perf range  TBT range`,
    )
    for (const locale of options.locales) {
      for (const [name, path] of await pagesOf(locale)) {
        const runs: Row[] = []
        for (let run = 0; run < options.runs; run++) {
          const result = await lighthouse(baseUrl + path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            // As a visitor of that language: the root page sends a browser preferring another to /nl or /en.
            extraHeaders: { 'Accept-Language': locale },
          })
          const lhr = result!.lhr
          benchmarkIndexes.push(lhr.environment.benchmarkIndex)
          runs.push({
            perf: score(lhr.categories.performance?.score),
            a11y: score(lhr.categories.accessibility?.score),
            bp: score(lhr.categories['best-practices']?.score),
            seo: score(lhr.categories.seo?.score),
            lcp: (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
            shifted: shiftedElements(lhr.audits['layout-shifts']),
          })
        }
        const row = runs.sort((a, b) => a.perf - b.perf)[Math.floor(runs.length / 2)]!
        const tbts = runs.map((run) => Math.round(run.tbt)).sort((a, b) => a - b)
        const ranges = `${`${runs[0]!.perf}–${runs.at(-1)!.perf}`.padStart(12)} ${`${tbts[0]}–${tbts.at(-1)}`.padStart(10)}`
        const label = `${locale} ${name} (${path.length > 30 ? `${path.slice(0, 29)}…` : path})`
        console.info(
          `${label.padEnd(44)} ${String(row.perf).padStart(4)} ${String(row.a11y).padStart(5)} ${String(row.bp).padStart(5)} ${String(row.seo).padStart(5)} ${row.lcp.toFixed(2).padStart(8)} ${row.cls.toFixed(3).padStart(6)} ${row.tbt.toFixed(0).padStart(8)} ${ranges}`,
        )
        if (row.shifted.length > 0) console.info(`    moved: ${row.shifted.join(', ')}`)
        if (
          row.perf < 95 ||
          row.a11y < 100 ||
          row.bp < 100 ||
          row.seo < 100 ||
          row.lcp > 2 ||
          row.cls > 0.02 ||
          row.tbt > 150
        )
          below.push(label)
      }
    }
  } finally {
    chrome.kill()
  }
  console.info(
    `\nThis machine's Lighthouse benchmark index: ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} over the runs (Lighthouse warns below 1,000; TBT grows on a slower host)`,
  )
  console.info(
    below.length === 0 ? '\nEvery page meets the goals.' : `\nUnder the goals: ${below.join('; ')}`,
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1000))
  server.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
}

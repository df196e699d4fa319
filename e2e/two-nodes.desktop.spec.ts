import { spawnSync } from 'node:child_process'
import type { Server } from 'node:http'
import { type APIRequestContext, expect, test } from '@playwright/test'
import pg from 'pg'
import { type AppProcess, startApp, startRoundRobinProxy, stopApp } from '../bench/app-processes'
import { E2E_OPS_TOKEN } from './ops-token'

/**
 * Two app processes on one PostgreSQL behind a round-robin proxy. What one node writes, the
 * other sees within a second: sessions, alerts, the job search and its cached pages (data versions over
 * LISTEN/NOTIFY), rate limits, the job queue. Needs PostgreSQL (TEST_DATABASE_URL, as the unit tests).
 */
const adminUrl = process.env.TEST_DATABASE_URL
const base = Number(process.env.E2E_PORT ?? 3100) + 50
const WITHIN_A_SECOND = { timeout: 1000, intervals: [50, 100, 100, 200] }
const DEMO_RECRUITER_PASSWORD = 'tremplin-demo'

test.describe('two nodes on one PostgreSQL', () => {
  test.skip(!adminUrl, 'TEST_DATABASE_URL (PostgreSQL) is not set')
  test.describe.configure({ timeout: 240_000 })

  const name = `tremplin_e2e_nodes_${Date.now()}`
  let admin: pg.Client
  let nodes: AppProcess[] = []
  let proxy: Server | null = null
  let databaseUrl = ''

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000)
    admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    const env = {
      DATABASE_URL: databaseUrl,
      APP_SECRET: 'two-nodes-secret-two-nodes-secret-0001',
      APP_URL: `http://127.0.0.1:${base}`,
      TRUST_PROXY: '1',
      OPS_TOKEN: E2E_OPS_TOKEN,
      LOG_LEVEL: 'warn',
      PAGE_CACHE_MB: '64',
    }
    const seeded = spawnSync('npx', ['tsx', 'scripts/db-seed.ts', '--offers', '300'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    })
    expect(seeded.status, seeded.stderr).toBe(0)
    nodes = await Promise.all([startApp(base + 1, env), startApp(base + 2, env)])
    proxy = await startRoundRobinProxy(base, [base + 1, base + 2])
  })

  test.afterAll(async () => {
    proxy?.close()
    await Promise.all(nodes.map((node) => stopApp(node)))
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
      await admin.end()
    }
  })

  const [a, b] = [() => nodes[0]!.baseUrl, () => nodes[1]!.baseUrl]
  const signIn = async (
    request: APIRequestContext,
    node: string,
    email: string,
    password: string,
    space = 'talent',
  ) =>
    request.post(`${node}/api/auth/login`, {
      data: { email, password, space },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    })

  test('what one node writes, the other sees within a second', async ({ request }) => {
    // The proxy spreads requests over both nodes.
    const servedBy = new Set<string>()
    for (let i = 0; i < 4; i++)
      servedBy.add((await request.get(`http://127.0.0.1:${base}/api/health`)).headers()['x-served-by']!)
    expect(servedBy.size).toBe(2)

    // The job list, cached on node B for visitors; its first offer's organisation archives it on node A.
    const [hits] = (await (await request.get(`${b()}/api/search/jobs?limit=1`)).json()) as [
      { uuid: string; intitule_offre: string; entreprise: { slug: string } }[],
    ]
    const offer = hits[0]!
    const listPage = `${b()}/offres-emploi`
    // Kept from its second visit (page-cache.ts), a hit from the third.
    await request.get(listPage)
    await request.get(listPage)
    expect((await request.get(listPage)).headers()['x-page-cache']).toBe('hit')
    expect(await (await request.get(listPage)).text()).toContain(offer.intitule_offre)
    const recruiter = await signIn(
      request,
      a(),
      `${offer.entreprise.slug}-1@demo.tremplin.be`,
      DEMO_RECRUITER_PASSWORD,
      'recruiter',
    )
    expect(recruiter.status()).toBe(200)
    const recruiterToken = ((await recruiter.json()) as { access_token: string }).access_token
    const archived = await request.post(`${a()}/api/recruiter/offers/${offer.uuid}/status`, {
      data: { action: 'archive' },
      headers: { authorization: `Bearer ${recruiterToken}` },
    })
    expect(archived.status()).toBe(200)
    await expect
      .poll(async () => {
        const [found] = (await (await request.get(`${b()}/api/search/jobs?limit=50`)).json()) as [
          { uuid: string }[],
        ]
        return found.some((hit) => hit.uuid === offer.uuid)
      }, WITHIN_A_SECOND)
      .toBe(false)
    await expect
      .poll(
        async () => (await (await request.get(listPage)).text()).includes(offer.intitule_offre),
        WITHIN_A_SECOND,
      )
      .toBe(false)

    // A session opened on A is known on B.
    await expect
      .poll(
        async () =>
          (
            await request.get(`${b()}/api/auth/user`, {
              headers: { authorization: `Bearer ${recruiterToken}` },
            })
          ).status(),
        WITHIN_A_SECOND,
      )
      .toBe(200)

    // Rate limits are shared: five wrong passwords spread over both nodes, and the sixth is refused on either.
    const target = `${offer.entreprise.slug}-2@demo.tremplin.be`
    for (let i = 0; i < 5; i++) {
      const answer = await signIn(request, i % 2 ? a() : b(), target, 'not-the-password', 'recruiter')
      expect(answer.status()).toBe(401)
    }
    expect((await signIn(request, a(), target, 'not-the-password', 'recruiter')).status()).toBe(429)
    expect((await signIn(request, b(), target, 'not-the-password', 'recruiter')).status()).toBe(429)

    // One job queue: digest runs asked on both nodes at once land in the database's queue, and each is
    // worked once, by whichever node polls first.
    const ops = { authorization: `Bearer ${E2E_OPS_TOKEN}` }
    const asked = await Promise.all([
      request.post(`${a()}/api/ops/alert-digests`, { headers: ops }),
      request.post(`${b()}/api/ops/alert-digests`, { headers: ops }),
    ])
    const jobIds = await Promise.all(
      asked.map(async (answer) => ((await answer.json()) as { jobId: string }).jobId),
    )
    const database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
    await expect
      .poll(
        async () =>
          (
            await database.query<{ state: string }>(
              'select state from pgboss.job where id = any($1::uuid[])',
              [jobIds.filter(Boolean)],
            )
          ).rows.map((row) => row.state),
        { timeout: 30_000 },
      )
      .toEqual(jobIds.filter(Boolean).map(() => 'completed'))
    await database.end()
  })
})

import { expect, test } from './fixtures'
import { E2E_METRICS_TOKEN } from './ops-token'

/**
 * docs/security.md, what operators see: each answer of the app names its request (`x-request-id`, the id its log
 * lines carry), and Prometheus reads the request durations by route and the site's gauges behind a token.
 */
test('answers carry their request id; /metrics needs the token and shows the traffic by route', async ({
  request,
}) => {
  const [first, second] = [await request.get('/nl/contact'), await request.get('/api/nope')]
  const ids = [first.headers()['x-request-id'], second.headers()['x-request-id']]
  for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
  expect(ids[0]).not.toBe(ids[1])

  expect((await request.get('/metrics')).status()).toBe(401)
  expect(
    (await request.get('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } })).status(),
  ).toBe(401)
  const scraped = await request.get('/metrics', {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  })
  expect(scraped.status()).toBe(200)
  expect(scraped.headers()['cache-control']).toBe('no-store')
  const text = await scraped.text()
  expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="contact",status="200"\} \d+/)
  expect(text).toMatch(
    /http_request_duration_seconds_count\{method="GET",route="not-found",status="404"\} \d+/,
  )
  expect(text).toMatch(/tremplin_mail_outbox\{measure="waiting"\} \d+/)
  expect(text).toMatch(/tremplin_job_queue_jobs\{queue="[a-z-]+",state="ready"\} \d+/)
  expect(text).toContain('process_resident_memory_bytes')
})

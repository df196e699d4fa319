import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { isUnreadableServerFnCall } from '../http/server-fn-failures'
import { createLogger, maskPersonalData, routeConsoleToLog } from './log'
import { metrics, observeRequest, registerGauge, routeLabel } from './metrics'
import { authorizedForMetrics, metricsAnswer } from './metrics-endpoint'
import { currentRequestId, currentRequestPath, requestIdFor, runInRequest } from './request-context'

function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: createLogger(stream), lines }
}

describe('request ids', () => {
  const request = (id?: string) =>
    new Request('http://localhost/', { headers: id ? { 'x-request-id': id } : {} })

  it('takes the id a trusted proxy set, and only a well-formed one', () => {
    expect(requestIdFor(request('edge-1234abcd'), 1)).toBe('edge-1234abcd')
    expect(requestIdFor(request('edge-1234abcd'), 0)).not.toBe('edge-1234abcd')
    expect(requestIdFor(request('bad id; forged=1'), 1)).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdFor(request(), 0)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('is known to the work a request does, and to nothing outside it', async () => {
    expect(currentRequestId()).toBeUndefined()
    await runInRequest('req-0001', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      expect(currentRequestId()).toBe('req-0001')
    })
  })
})

describe('the log', () => {
  it('writes what the framework reports with console.error at error level, unless it is the caller’s mistake', () => {
    const { logger, lines } = capturedLogger()
    logger.level = 'info'
    const original = { ...console }
    try {
      routeConsoleToLog({
        logger,
        callersMistake: (error) => isUnreadableServerFnCall(currentRequestPath(), error),
      })
      const unreadable = new Error('Seroval Error (step: 3)')
      runInRequest('req-0003', () => console.error(unreadable), '/_serverFn/0123abcd')
      runInRequest('req-0004', () => console.error(new Error('Seroval Error (step: 3)')), '/offres-emploi')
      runInRequest('req-0005', () => console.error(new Error('boom')), '/_serverFn/0123abcd')
      console.error(unreadable)
    } finally {
      Object.assign(console, original)
    }
    expect(lines.map((line) => [line.requestId, line.level])).toEqual([
      ['req-0003', 'info'],
      ['req-0004', 'error'],
      ['req-0005', 'error'],
      [undefined, 'error'],
    ])
  })

  it('writes JSON lines carrying the request id, with addresses masked and secrets redacted', () => {
    const { logger, lines } = capturedLogger()
    runInRequest('req-0002', () => {
      logger.warn({ mailId: 'm-1', email: 'lea@example.be' }, 'mail to lea.peeters@example.be refused')
      logger.error({ err: new Error('duplicate key: (email)=(jan@example.be)') }, 'insert failed')
    })
    logger.warn('outside any request')
    expect(lines[0]).toMatchObject({
      level: 'warn',
      requestId: 'req-0002',
      mailId: 'm-1',
      email: '[redacted]',
      msg: 'mail to [address] refused',
    })
    expect(lines[1]).toMatchObject({ level: 'error', requestId: 'req-0002' })
    expect(JSON.stringify(lines[1])).not.toContain('jan@example.be')
    expect((lines[1]!.err as { message: string }).message).toBe('duplicate key: (email)=([address])')
    expect(lines[2]!.requestId).toBeUndefined()
    expect(typeof lines[2]!.time).toBe('string')
  })

  it("hides a failed query's values, which Drizzle writes in its error's message", () => {
    const { logger, lines } = capturedLogger()
    const failed = new Error(
      'Failed query: insert into "profiles" ("first_name", "about") values ($1, $2)\nparams: Lien,I grew up\nin Ghent',
    )
    logger.error({ err: failed }, 'insert failed')
    const err = lines[0]!.err as { message: string; stack: string }
    expect(err.message).toBe(
      'Failed query: insert into "profiles" ("first_name", "about") values ($1, $2)\nparams: [hidden]',
    )
    expect(err.stack).toContain('params: [hidden]\n    at ')
    expect(JSON.stringify(lines)).not.toMatch(/Lien|Ghent/)
    expect(maskPersonalData(`${failed.message} (the cause)`)).not.toContain('Lien')
  })

  it('masks every address in a text', () => {
    expect(maskPersonalData('a.b+c@x.example.be wrote to d@e.be')).toBe('[address] wrote to [address]')
  })
})

describe('metrics', () => {
  afterEach(() => metrics().registry.resetMetrics())

  it('labels routes by page name, API resource or kind, whatever the path holds', () => {
    expect(routeLabel('/nl/banen', 200)).toBe('jobs')
    expect(routeLabel('/offres-emploi', 200)).toBe('jobs')
    expect(routeLabel('/en/impact-companies/oxfam/job-offers/some-job-123', 200)).toBe('job')
    expect(routeLabel('/api/offers/123', 200)).toBe('/api/offers')
    expect(routeLabel('/api/%00weird', 400)).toBe('/api/other')
    expect(routeLabel('/_serverFn/abc123', 200)).toBe('server-function')
    expect(routeLabel('/anything/made/up', 404)).toBe('not-found')
    expect(routeLabel('/anything/made/up', 200)).toBe('other')
  })

  it('answers Prometheus with the request durations and the gauges, only with the token', async () => {
    observeRequest('GET', '/nl/banen', 200, 0.012)
    observeRequest('BREW', '/nl/banen', 405, 0.001)
    registerGauge({
      name: 'tremplin_test_gauge',
      help: 'A gauge of the test.',
      labelNames: ['state'] as const,
      shared: true,
      read: async () => [{ labels: { state: 'waiting' }, value: 3 }],
    })
    const token = 'a-metrics-token-of-the-test'
    const ask = (authorization?: string) =>
      metricsAnswer(
        new Request('http://localhost/metrics', { headers: authorization ? { authorization } : {} }),
        token,
      )
    expect((await metricsAnswer(new Request('http://localhost/metrics'), undefined)).status).toBe(404)
    expect((await ask()).status).toBe(401)
    expect((await ask(`Bearer ${token}x`)).status).toBe(401)
    const answer = await ask(`Bearer ${token}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await answer.text()
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="jobs",status="200"} 1')
    expect(text).toContain('http_request_duration_seconds_count{method="OTHER",route="jobs",status="405"} 1')
    expect(text).toContain('tremplin_test_gauge{state="waiting"} 3')
    expect(text).toContain('process_resident_memory_bytes')
  })

  it('compares the token in constant time over the whole header', () => {
    expect(authorizedForMetrics('Bearer abc', 'abc')).toBe(true)
    expect(authorizedForMetrics('abc', 'abc')).toBe(false)
    expect(authorizedForMetrics(null, 'abc')).toBe(false)
  })
})

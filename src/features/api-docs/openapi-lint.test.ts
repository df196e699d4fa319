import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openApiDocument } from './openapi.server'

type Problem = { ruleId: string; severity: 'error' | 'warn'; location: { pointer: string }[] }

/**
 * What Redocly's recommended rules warn about and the API does on purpose, with why: nothing else may
 * appear (a new warning fails the test, like an error).
 */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'operation-2xx-response #/paths/~1api~1auth~1linkedin/get/responses':
    'its success is the 302 to LinkedIn’s sign-in page',
  'operation-2xx-response #/paths/~1api~1alerts~1unsubscribe/get/responses':
    'it always sends the person to the page that explains (303)',
  'operation-4xx-response #/paths/~1api~1alerts~1unsubscribe/get/responses':
    'the page it redirects to judges the token, not the redirect',
  'operation-4xx-response #/paths/~1api~1health/get/responses': 'it takes no input and refuses nothing',
  'operation-4xx-response #/paths/~1api~1ready/get/responses': 'it takes no input and refuses nothing',
  'operation-4xx-response #/paths/~1api~1openapi.json/get/responses': 'it takes no input and refuses nothing',
}

const folder = mkdtempSync(join(tmpdir(), 'tremplin-openapi-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Runs `redocly lint` (the CLI, as CI would on the served document) with its recommended rules. */
function redoclyLint(document: unknown) {
  const file = join(folder, 'openapi.json')
  writeFileSync(file, JSON.stringify(document))
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js')
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=json'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  })
  const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: Problem[] }
  return { status: run.status, report }
}

describe('the OpenAPI document under Redocly’s recommended lint', () => {
  it('has no error, and only the warnings the API means', { timeout: 30_000 }, () => {
    const { status, report } = redoclyLint(openApiDocument())
    const keyOf = (problem: Problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`
    expect(report.problems.filter((p) => p.severity === 'error').map(keyOf)).toEqual([])
    expect(report.problems.map(keyOf).filter((key) => !(key in ACCEPTED_WARNINGS))).toEqual([])
    expect(status).toBe(0)
  })

  it('fails a document that breaks the rules (the lint does run)', { timeout: 30_000 }, () => {
    const { servers: _servers, ...withoutServers } = openApiDocument()
    const { status, report } = redoclyLint(withoutServers)
    expect(status).not.toBe(0)
    expect(report.problems.map((problem) => problem.ruleId)).toContain('no-empty-servers')
  })
})

import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CvExtraction } from '~/domain/cv-extraction'
import { LOTTE_PROFILE } from '../../../../tests/cv-lines'
import { extractWithLlm, type LlmConfig } from './llm-extractor.server'

/** A local OpenAI-compatible endpoint that answers what each test queues (no network, no model). */
type Reply = { status?: number; content?: string; delayMs?: number }
let replies: Reply[] = []
let requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = []
let server: Server
let config: LlmConfig

const embedded: CvExtraction = {
  lang: 'nl',
  extractable: true,
  profile: LOTTE_PROFILE,
  experiences: [],
  diplomas: [],
  skills: [],
  languages: [],
}

const modelAnswer = {
  lang: 'nl',
  profile: {
    ...embedded.profile,
    email: 'LOTTE.PEETERS@EXAMPLE.BE',
    phone: '0486 45 12 78',
    title: 'Projectcoördinator',
  },
  experiences: [
    {
      company: 'Ecopower',
      post: 'Projectcoördinator',
      city: 'Gent',
      start: '2021-03',
      end: null,
      currently_working: true,
      contract_type: 'cdi',
      summary: 'Begeleiding van buurtprojecten',
    },
  ],
  diplomas: [],
  skills: ['Projectbeheer'],
  languages: [{ language: 'nl', level: 'native' }],
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(raw) })
      const reply = replies.shift() ?? { status: 500 }
      setTimeout(() => {
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ choices: [{ message: { content: reply.content ?? '' } }] }))
      }, reply.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  config = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    model: 'llama3.1:8b',
    apiKey: 'test-key',
  }
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  replies = []
  requests = []
})

describe('the LLM CV reader', () => {
  it('asks for the schema, validates the answer and keeps the rule-based e-mail and phone', async () => {
    replies = [{ content: JSON.stringify(modelAnswer) }]
    const { extraction, by } = await extractWithLlm(config, 'Lotte Peeters …', embedded)
    expect(by).toBe('llm')
    expect(extraction.experiences?.[0]).toMatchObject({ company: 'Ecopower', contract_type: 'cdi' })
    expect(extraction.profile).toMatchObject({ email: 'lotte.peeters@example.be', phone: '+32486451278' })
    expect(requests[0]!.headers.authorization).toBe('Bearer test-key')
    expect(requests[0]!.body).toMatchObject({
      model: 'llama3.1:8b',
      response_format: { type: 'json_schema', json_schema: { strict: true } },
    })
  })

  it('asks once more when the answer does not follow the schema', async () => {
    replies = [
      { content: '{"lang":"xx"}' },
      { content: `\`\`\`json\n${JSON.stringify(modelAnswer)}\n\`\`\`` },
    ]
    const { by } = await extractWithLlm(config, 'text', embedded)
    expect(by).toBe('llm')
    expect(requests).toHaveLength(2)
  })

  it.each([
    ['two invalid answers', [{ content: 'not json' }, { content: '{}' }]],
    ['a server error', [{ status: 500 }]],
    ['no answer in time', [{ content: JSON.stringify(modelAnswer), delayMs: 1000 }]],
  ])('falls back to the embedded reading on %s', async (_, queued) => {
    replies = queued
    const { extraction, by } = await extractWithLlm(config, 'text', embedded, 300)
    expect(by).toBe('embedded')
    expect(extraction).toBe(embedded)
  })
})

import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { UPLOAD_RETRIES, UPLOAD_TIMEOUT_MS } from '~/domain/uploads'
import { UploadError, uploadFile, uploadFiles } from './upload-client'

/** A local server playing `/api/upload`: each test scripts its answers, in order. */
let server: Server
let baseURL = ''
let script: ((request: IncomingMessage, body: string) => { status: number; json?: unknown } | 'hang')[] = []
let received: { contentType: string; body: string }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1')
      received.push({ contentType: request.headers['content-type'] ?? '', body })
      const answer = (script[received.length - 1] ?? script.at(-1))!(request, body)
      if (answer === 'hang') return
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.json ?? null))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})
beforeEach(() => {
  script = []
  received = []
})

const pdf = () => new File(['%PDF-1.7 …'], 'cv.pdf', { type: 'application/pdf' })
const fast = () => ({ baseURL, retryDelayMs: 1, timeoutMs: 200 })

describe('the upload client', () => {
  it('waits 30 s per attempt and retries 3 times, as docs/product.md#limits says', () => {
    expect([UPLOAD_TIMEOUT_MS, UPLOAD_RETRIES]).toEqual([30_000, 3])
  })

  it('sends multipart file-0, file-1… with the purpose, and answers the locations', async () => {
    script = [() => ({ status: 200, json: ['/api/files/a', '/files/avatars/b.webp'] })]
    const second = new File(['x'], 'photo.jpg', { type: 'image/jpeg' })
    expect(await uploadFiles([pdf(), second], 'cv', fast())).toEqual([
      '/api/files/a',
      '/files/avatars/b.webp',
    ])
    const [request] = received
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(request?.body).toMatch(/name="purpose"\r\n\r\ncv/)
    expect(request?.body).toMatch(/name="file-0"; filename="cv.pdf"/)
    expect(request?.body).toMatch(/name="file-1"; filename="photo.jpg"/)
  })

  it('retries server errors and lost connections, then succeeds', async () => {
    script = [
      () => ({ status: 503 }),
      () => ({ status: 502 }),
      () => ({ status: 200, json: ['/api/files/a'] }),
    ]
    expect(await uploadFiles([pdf()], 'cv', fast())).toEqual(['/api/files/a'])
    expect(received).toHaveLength(3)
  })

  it('gives up after 3 retries (4 attempts) and lets the caller know', async () => {
    script = [() => ({ status: 500 })]
    const error = await uploadFiles([pdf()], 'cv', fast()).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(UploadError)
    expect((error as UploadError).code).toBe('failed')
    expect(received).toHaveLength(1 + UPLOAD_RETRIES)
  })

  it('retries an attempt that times out', async () => {
    script = [() => 'hang', () => ({ status: 200, json: ['/api/files/a'] })]
    expect(await uploadFiles([pdf()], 'cv', fast())).toEqual(['/api/files/a'])
    expect(received).toHaveLength(2)
  })

  it('does not retry a refusal, and reports its code', async () => {
    script = [
      () => ({
        status: 415,
        json: { error: { status: 415, message: 'not a PDF', details: { code: 'not-pdf' } } },
      }),
    ]
    expect(await uploadFile(pdf(), 'cv', fast())).toEqual({ ok: false, code: 'not-pdf' })
    expect(received).toHaveLength(1)
    script = [() => ({ status: 401, json: { error: { status: 401, message: 'Sign in' } } })]
    expect(await uploadFile(pdf(), 'cv', fast())).toEqual({ ok: false, code: 'signed-out' })
    script = [() => ({ status: 429, json: { error: { status: 429, message: 'later' } } })]
    expect(await uploadFile(pdf(), 'cv', fast())).toEqual({ ok: false, code: 'throttled' })
  })
})

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeImageSource, encodeImageSource, resizedImageUrl } from '~/domain/resized-image'
import {
  ImageRequestError,
  parseImageSource,
  RESIZE_CONCURRENCY,
  RESIZE_QUEUE_MAX,
  resizedImage,
  sniffImageFormat,
} from './resize.server'

const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-resize-'))
let origin = ''
let server: Server
let remoteHits = 0
let png: Buffer

async function refusal(work: Promise<unknown>): Promise<number> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ImageRequestError)
  return (error as ImageRequestError).status
}

beforeAll(async () => {
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b5d51' } })
    .png()
    .toBuffer()
  server = createServer((request, response) => {
    remoteHits++
    if (request.url === '/photo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png)
    else if (request.url === '/page.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end('<html>')
    else if (request.url === '/moved.png')
      response.writeHead(302, { location: 'https://evil.example/' }).end()
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // env() is read lazily: set before the first call.
  process.env.DATA_DIR = dataDir
  process.env.IMAGE_ALLOWED_ORIGINS = origin
  const folder = join(dataDir, 'public', 'pictures')
  await import('node:fs/promises').then((fs) => fs.mkdir(folder, { recursive: true }))
  writeFileSync(join(folder, 'photo.png'), png)
  writeFileSync(join(folder, 'fake.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dataDir, 'secret.png'), png)
})

afterAll(() => {
  server.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the /api/resized URL contract', () => {
  it('round-trips any address through base64url, and reads classic base64 too', () => {
    const source = '/files/démo/logo+1.png'
    expect(decodeImageSource(encodeImageSource(source))).toBe(source)
    expect(decodeImageSource(Buffer.from(source).toString('base64'))).toBe(source)
    expect(decodeImageSource('%%%')).toBeNull()
    expect(resizedImageUrl('/files/a.png', 1100, { width: 13, height: 5 })).toMatch(/size=1200&crop=13x5$/)
  })
})

describe('image sources', () => {
  it('accepts public files and allowed origins only, before reading anything', () => {
    expect(parseImageSource('/files/pictures/photo.png', []).kind).toBe('file')
    expect(parseImageSource('https://cdn.tremplin.be/a.png', ['https://cdn.tremplin.be']).kind).toBe('remote')
    for (const [source, status] of [
      ['/files/../secret.png', 400],
      ['/files/pictures/../../secret.png', 400],
      ['/etc/passwd', 400],
      ['file:///etc/passwd', 400],
      ['data:image/png;base64,AAAA', 400],
      ['https://evil.example/a.png', 403],
    ] as const) {
      let caught: unknown
      try {
        parseImageSource(source, ['https://cdn.tremplin.be'])
      } catch (error) {
        caught = error
      }
      expect(caught, source).toBeInstanceOf(ImageRequestError)
      expect((caught as ImageRequestError).status, source).toBe(status)
    }
  })

  it('recognises raster images by their bytes, not their name', async () => {
    expect(sniffImageFormat(png)).toBe('png')
    expect(sniffImageFormat(await sharp(png).jpeg().toBuffer())).toBe('jpeg')
    expect(sniffImageFormat(await sharp(png).webp().toBuffer())).toBe('webp')
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageFormat(Buffer.from('%PDF-1.7'))).toBeNull()
  })
})

describe('resizedImage', () => {
  it('resizes a public file to the width asked, keeping its proportions, as WebP', async () => {
    const image = await resizedImage('/files/pictures/photo.png', 200)
    const meta = await sharp(image.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 150])
  })

  it('crops to an aspect ratio (size 1200, crop 13x5 → 1200×462)', async () => {
    const image = await resizedImage('/files/pictures/photo.png', 1200, { width: 13, height: 5 })
    const meta = await sharp(image.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 462])
  })

  it('computes a variant once, then serves it from the cache', async () => {
    const first = await resizedImage('/files/pictures/photo.png', 320)
    const cacheFiles = readdirSync(join(dataDir, 'cache', 'resized'))
    expect(cacheFiles).toContain(`${first.etag}.webp`)
    const again = await resizedImage('/files/pictures/photo.png', 320)
    expect(again.etag).toBe(first.etag)
    expect(readdirSync(join(dataDir, 'cache', 'resized'))).toHaveLength(cacheFiles.length)
  })

  it('refuses missing files, files that are not images, and anything outside the public folder', async () => {
    expect(await refusal(resizedImage('/files/pictures/none.png', 200))).toBe(404)
    expect(await refusal(resizedImage('/files/pictures/fake.png', 200))).toBe(415)
    expect(await refusal(resizedImage('/files/../secret.png', 200))).toBe(400)
  })

  it('fetches from an allowed origin, once per variant, and refuses non-images and redirects', async () => {
    const image = await resizedImage(`${origin}/photo.png`, 100)
    expect((await sharp(image.bytes).metadata()).width).toBe(100)
    const hits = remoteHits
    await resizedImage(`${origin}/photo.png`, 100)
    expect(remoteHits).toBe(hits)
    expect(await refusal(resizedImage(`${origin}/page.png`, 100))).toBe(415)
    expect(await refusal(resizedImage(`${origin}/moved.png`, 100))).toBe(502)
    expect(await refusal(resizedImage(`${origin}/gone.png`, 100))).toBe(404)
  })

  it('makes no new variant from another spelling of an address: extra slashes and dots are refused', async () => {
    const before = readdirSync(join(dataDir, 'cache', 'resized')).length
    for (const spelling of [
      '/files//pictures/photo.png',
      '/files/pictures//photo.png',
      '/files/./pictures/photo.png',
    ])
      expect(await refusal(resizedImage(spelling, 256)), spelling).toBe(400)
    expect(readdirSync(join(dataDir, 'cache', 'resized'))).toHaveLength(before)
  })

  it('asks the caller (its rate limit) only before computing a variant, never for a cached one', async () => {
    let asked = 0
    const count = async () => {
      asked++
    }
    await resizedImage('/files/pictures/photo.png', 480, undefined, count)
    await resizedImage('/files/pictures/photo.png', 480, undefined, count)
    expect(asked).toBe(1)
    const refuse = async () => {
      throw new ImageRequestError(429, 'Too many')
    }
    expect(await refusal(resizedImage('/files/pictures/photo.png', 640, undefined, refuse))).toBe(429)
    // Refused before any work: nothing was cached for that variant.
    let later = 0
    await resizedImage('/files/pictures/photo.png', 640, undefined, async () => {
      later++
    })
    expect(later).toBe(1)
  })

  it('renders a few variants at a time and turns the rest away at once with a 503', async () => {
    const large = await sharp({
      create: { width: 3000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    } as never)
      .jpeg({ quality: 85 })
      .toBuffer()
    writeFileSync(join(dataDir, 'public', 'pictures', 'large.png'), large)
    const asked = RESIZE_CONCURRENCY + RESIZE_QUEUE_MAX + 30
    const outcomes = await Promise.allSettled(
      Array.from({ length: asked }, (_, index) => resizedImage('/files/pictures/large.png', 100 + index)),
    )
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
    for (const outcome of refused) expect((outcome.reason as ImageRequestError).status).toBe(503)
    expect(refused.length).toBeGreaterThan(0)
    expect(outcomes.length - refused.length).toBeGreaterThanOrEqual(RESIZE_CONCURRENCY + RESIZE_QUEUE_MAX)
  })
})

/**
 * Fetching a page of someone else's site on the server (an organisation's careers page or job feed):
 * public http(s) addresses only, checked after DNS resolution at the moment of connecting (so a name that
 * resolves to a private address later is still refused) and again on every redirect; a whole-fetch time
 * limit and a size limit counted after decompression; a clear User-Agent.
 */
import { type LookupAddress, lookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { isPublicAddress } from './public-address'

export type FetchFailure =
  | 'not-url'
  | 'scheme'
  | 'private-address'
  | 'unreachable'
  | 'timeout'
  | 'too-large'
  | 'http-error'
  | 'too-many-redirects'
  | 'robots'

export type Fetched =
  | { ok: true; url: string; status: number; contentType: string; body: string }
  | { ok: false; failure: FetchFailure; url: string; status?: number }

export type FetchOptions = {
  /** Bytes of the body, once decompressed. */
  maxBytes?: number
  /** Milliseconds for the whole fetch, redirects included. */
  timeoutMs?: number
  allowLoopback?: boolean
  userAgent?: string
  accept?: string
}

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024
export const DEFAULT_TIMEOUT_MS = 10_000
const MAX_REDIRECTS = 5

class RefusedAddress extends Error {}
class TooLarge extends Error {}

/** The web address `input` if it is one Tremplin may fetch at all (http or https), else why not. */
export function parseFetchableUrl(input: string): URL | 'not-url' | 'scheme' {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return 'not-url'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme'
  if (url.username || url.password) return 'scheme'
  return url
}

/** A DNS lookup that refuses the name when any of its addresses is not public. */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as LookupAddress[]
      if (list.length === 0 || list.some((a) => !isPublicAddress(a.address, { allowLoopback })))
        return callback(new RefusedAddress(hostname), '', 0)
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

const literalAddress = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase()
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip())
  if (encoding === 'deflate') return response.pipe(zlib.createInflate())
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress())
  return response
}

function charsetOf(contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8'
  try {
    new TextDecoder(charset)
    return charset
  } catch {
    return 'utf-8'
  }
}

type Hop =
  | { kind: 'redirect'; location: string }
  | { kind: 'body'; status: number; contentType: string; body: string }
  | { kind: 'status'; status: number }

function requestOnce(url: URL, options: Required<FetchOptions>, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: guardedLookup(options.allowLoopback),
        headers: {
          'user-agent': options.userAgent,
          accept: options.accept,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'fr-BE, nl-BE;q=0.9, en;q=0.8',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (status >= 300 && status < 400 && location) {
          response.resume()
          return resolve({ kind: 'redirect', location })
        }
        if (status < 200 || status >= 300) {
          response.resume()
          return resolve({ kind: 'status', status })
        }
        const declared = Number(response.headers['content-length'] ?? 0)
        if (declared > options.maxBytes && !response.headers['content-encoding']) {
          response.destroy()
          return reject(new TooLarge())
        }
        const contentType = String(response.headers['content-type'] ?? '')
        const chunks: Buffer[] = []
        let size = 0
        const body = decoded(response)
        body.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) {
            response.destroy()
            body.destroy()
            reject(new TooLarge())
          } else chunks.push(chunk)
        })
        body.on('error', reject)
        body.on('end', () => {
          const text = new TextDecoder(charsetOf(contentType)).decode(Buffer.concat(chunks))
          resolve({ kind: 'body', status, contentType, body: text })
        })
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** Fetches `input` following up to five redirects, each checked like the first address. */
export async function fetchPublic(input: string, options: FetchOptions = {}): Promise<Fetched> {
  const settings: Required<FetchOptions> = {
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    allowLoopback: options.allowLoopback ?? false,
    userAgent: options.userAgent ?? 'TremplinBot/1.0',
    accept:
      options.accept ??
      'text/html, application/xhtml+xml, application/xml, application/json;q=0.9, */*;q=0.5',
  }
  const signal = AbortSignal.timeout(settings.timeoutMs)
  let current = input
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const url = parseFetchableUrl(current)
    if (typeof url === 'string') return { ok: false, failure: url, url: current }
    const literal = literalAddress(url)
    // An address written in the URL is never looked up: it is checked here.
    if (isIpLiteral(literal) && !isPublicAddress(literal, { allowLoopback: settings.allowLoopback }))
      return { ok: false, failure: 'private-address', url: current }
    let result: Hop
    try {
      result = await requestOnce(url, settings, signal)
    } catch (error) {
      return { ok: false, failure: failureOf(error, signal), url: current }
    }
    if (result.kind === 'body')
      return {
        ok: true,
        url: url.toString(),
        status: result.status,
        contentType: result.contentType,
        body: result.body,
      }
    if (result.kind === 'status')
      return { ok: false, failure: 'http-error', url: current, status: result.status }
    current = new URL(result.location, url).toString()
  }
  return { ok: false, failure: 'too-many-redirects', url: current }
}

const isIpLiteral = (host: string) => /^[\d.]+$/.test(host) || host.includes(':')

function failureOf(error: unknown, signal: AbortSignal): FetchFailure {
  if (error instanceof TooLarge) return 'too-large'
  if (signal.aborted) return 'timeout'
  if (error instanceof RefusedAddress || (error as { cause?: unknown })?.cause instanceof RefusedAddress)
    return 'private-address'
  return 'unreachable'
}

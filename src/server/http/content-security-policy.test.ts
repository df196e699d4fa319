import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  inlineHashes,
  NON_PAGE_POLICY,
  type PolicySources,
  pagePolicy,
  withContentSecurityPolicy,
} from './content-security-policy'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const NONE: PolicySources = { tagManager: false, recaptcha: false, https: false }

const PAGE = `<!DOCTYPE html><html><head><style>@font-face{font-family:x}</style>
<script>window.dataLayer=[]</script><script type="module" async src="/assets/index.js"></script>
<script type="application/ld+json">{"@type":"JobPosting"}</script></head>
<body><p>é</p><script id="page-messages" type="application/json">{"a":["b"]}</script>
<SCRIPT type='module'>import("/assets/x.js")</SCRIPT><script data-tsr-stream-part="">self.$R=1</script>
<script>window.dataLayer=[]</script></body></html>`

describe('inline hashes', () => {
  it('hashes each inline script a browser runs, once, and each style element', () => {
    expect(inlineHashes(PAGE)).toEqual({
      scripts: [hashOf('window.dataLayer=[]'), hashOf('self.$R=1')],
      styles: [hashOf('@font-face{font-family:x}')],
    })
  })

  it('admits only tags written as the app writes them: lower case, ended', () => {
    const odd = [
      '<SCRIPT>upper()</SCRIPT>',
      '<script-x>custom()</script-x>',
      '<scripts>plural()</scripts>',
      '<script>spaced()</script >',
      '<script>a="</scripts>"</script>',
      '<style\n>b{}</style>',
      '<script>unended()',
    ].join('')
    expect(inlineHashes(odd)).toEqual({
      scripts: [hashOf('spaced()'), hashOf('a="</scripts>"')],
      styles: [hashOf('b{}')],
    })
  })

  it('reads the page’s bytes as well as its text', () => {
    const bytes = new TextEncoder().encode(`<p>l’offre</p>${PAGE}`)
    const within = new Uint8Array(bytes.byteLength + 8)
    within.set(bytes, 4)
    expect(inlineHashes(within.subarray(4, 4 + bytes.byteLength))).toEqual(inlineHashes(PAGE))
  })

  it('hashes the UTF-8 bytes of the text, as browsers do', () => {
    expect(inlineHashes('<script>alert("é")</script>').scripts).toEqual([
      `'sha256-${createHash('sha256').update(Buffer.from('alert("é")', 'utf8')).digest('base64')}'`,
    ])
  })
})

describe('page policy', () => {
  it('hashes the text as the HTML parser hands it over: line breaks as \\n, NUL characters as U+FFFD', () => {
    expect(inlineHashes('<script>a="\0";\r\nb=1;\rc=2</script>').scripts).toEqual([
      hashOf('a="\uFFFD";\nb=1;\nc=2'),
    ])
  })

  it('admits the page’s own inline parts and this origin, nothing else', () => {
    const policy = pagePolicy({ scripts: ["'sha256-a'"], styles: ["'sha256-b'"] }, NONE)
    const directives = new Map(policy.split('; ').map((d) => [d.split(' ')[0], d] as const))
    expect(directives.get('script-src')).toBe("script-src 'self' 'sha256-a'")
    expect(directives.get('style-src')).toBe("style-src 'self' 'sha256-b'")
    expect(directives.get('object-src')).toBe("object-src 'none'")
    expect(directives.get('base-uri')).toBe("base-uri 'none'")
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directives.get('frame-src')).toBe("frame-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(directives.get('script-src')).not.toContain('unsafe-inline')
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('adds the third parties the configuration brings, and the upgrade over https', () => {
    const policy = pagePolicy(
      { scripts: [], styles: [] },
      { tagManager: true, recaptcha: true, assetOrigin: 'https://cdn.tremplin.be', https: true },
    )
    expect(policy).toContain(
      "script-src 'self' https://www.googletagmanager.com https://www.google.com/recaptcha/",
    )
    expect(policy).toContain('frame-src https://www.google.com/recaptcha/')
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.tremplin\.be/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    expect(policy.endsWith('upgrade-insecure-requests')).toBe(true)
  })
})

describe('withContentSecurityPolicy', () => {
  it('sets a page’s policy from its body and keeps the body whole', async () => {
    const page = new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    const answered = await withContentSecurityPolicy(page, NONE)
    expect(answered.headers.get('content-security-policy')).toContain(hashOf('self.$R=1'))
    expect(await answered.text()).toBe(PAGE)
  })

  it('closes JSON answers, leaves files as they are and keeps a policy already set', async () => {
    const json = await withContentSecurityPolicy(Response.json({ ok: true }), NONE)
    expect(json.headers.get('content-security-policy')).toBe(NON_PAGE_POLICY)
    const pdf = new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })
    expect((await withContentSecurityPolicy(pdf, NONE)).headers.has('content-security-policy')).toBe(false)
    const own = new Response('<p>x</p>', {
      headers: { 'content-type': 'text/html', 'content-security-policy': "sandbox; default-src 'none'" },
    })
    expect((await withContentSecurityPolicy(own, NONE)).headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'",
    )
  })
})

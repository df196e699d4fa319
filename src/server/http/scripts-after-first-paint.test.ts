import { describe, expect, it } from 'vitest'
import { firstLoadScripts, scriptsAfterFirstPaint } from './scripts-after-first-paint'

/** The page as sent: its parts joined. */
const sent = (html: string) => scriptsAfterFirstPaint(html).parts.join('')

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe('scripts after the first paint', () => {
  const html = page(
    '<link rel="stylesheet" href="/assets/styles.css"/>' +
      '<link rel="modulepreload" href="/assets/index.js" fetchPriority="low"/>' +
      '<link rel="modulepreload" href="/assets/framework.js?v=1&amp;x=2" fetchPriority="low"/>',
    '<main>Offres</main><script>window.$_TSR={}</script><script type="module" async="" src="/assets/index.js"></script>',
  )
  const result = sent(html)

  it('takes the module preloads out of the head and the entry script out of the body', () => {
    expect(result).not.toContain('modulepreload" href')
    expect(result).not.toContain('<script type="module"')
    expect(result).toMatch(
      /<head><script>\(function\(\)\{try\{.*Intl\.NumberFormat.*<\/script><link rel="stylesheet" href="\/assets\/styles.css"\/><\/head>/,
    )
    expect(result).toContain('<main>Offres</main><script>window.$_TSR={}</script>')
  })

  it('hands them, unescaped and in order, to an inline script that adds them on the first paint', () => {
    const loader = /<script>(\(function\(p,e\).*)<\/script><\/body>/.exec(result)?.[1]
    expect(loader).toBeDefined()
    expect(loader).toContain('first-contentful-paint')
    expect(loader).toContain('(["/assets/index.js","/assets/framework.js?v=1&x=2"],"/assets/index.js")')
    expect(() => new Function(loader!)).not.toThrow()
  })

  it('can be read back: the entry and its modules', () => {
    expect(firstLoadScripts(result)).toEqual(['/assets/index.js', '/assets/framework.js?v=1&x=2'])
    expect(firstLoadScripts(html)).toEqual([])
  })

  it('escapes < in the URLs it writes into the script', () => {
    const hostile = page('', '<script type="module" async="" src="/a</script><b>.js"></script>')
    expect(sent(hostile)).toContain('/a\\u003c/script>\\u003cb>.js')
  })

  it('writes what a chain of replacements over the whole page wrote', () => {
    const busy = page(
      '<link rel="modulepreload" href="/a.js"/><style>a{}</style><link rel="stylesheet" href="/s.css"/>' +
        '<link rel="modulepreload" href="/b.js"/><link rel="stylesheet" href="/t.css"/>',
      '<p>é ’ 💥</p><script type="module" async="" src="/a.js"></script><p>after</p>',
    )
    const result = sent(busy)
    const piece = (opening: string) => {
      const at = result.indexOf(opening)
      return result.slice(at, result.indexOf('</script>', at) + '</script>'.length)
    }
    const warmUp = piece('<script>(function(){try{')
    const replaced = busy
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace('<link rel="stylesheet"', (link) => warmUp + link)
      .replace('<script type="module" async="" src="/a.js"></script>', piece('<script>(function(p,e)'))
    expect(result).toBe(replaced)
  })

  it('leaves a page without an entry script as it is', () => {
    const plain = page('<title>x</title>', '<p>x</p>')
    expect(sent(plain)).toBe(plain)
  })
})

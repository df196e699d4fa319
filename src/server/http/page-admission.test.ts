import { describe, expect, it } from 'vitest'
import { admitted, isPageRequest, PAGES_IN_PROGRESS } from './page-admission'

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('page admission', () => {
  it('runs a few pages at once, the others in the order they came, each place passed on', async () => {
    const started: number[] = []
    const finish: (() => void)[] = []
    const pages = Array.from({ length: PAGES_IN_PROGRESS + 3 }, (_, page) =>
      admitted(async () => {
        started.push(page)
        await new Promise<void>((resolve) => finish.push(resolve))
        return page
      }),
    )
    await settle()
    expect(started).toEqual([...Array(PAGES_IN_PROGRESS).keys()])
    finish[2]!()
    finish[0]!()
    await settle()
    expect(started.slice(PAGES_IN_PROGRESS)).toEqual([PAGES_IN_PROGRESS, PAGES_IN_PROGRESS + 1])
    for (let i = 0; i < PAGES_IN_PROGRESS + 3; i++) {
      finish[i]?.()
      await settle()
    }
    expect(await Promise.all(pages)).toEqual([...Array(PAGES_IN_PROGRESS + 3).keys()])
  })

  it('gives the place back when a page fails', async () => {
    const failures = Array.from({ length: PAGES_IN_PROGRESS * 2 }, () =>
      admitted(async () => {
        throw new Error('loader failed')
      }),
    )
    for (const failure of failures) await expect(failure).rejects.toThrow('loader failed')
    expect(await admitted(async () => 'still served')).toBe('still served')
  })

  it('counts pages only: not server functions, the API or uploaded files', () => {
    const get = (path: string) => new Request(`http://localhost${path}`)
    expect(isPageRequest(get('/offres-emploi'), '/offres-emploi')).toBe(true)
    expect(isPageRequest(new Request('http://localhost/', { method: 'HEAD' }), '/')).toBe(true)
    expect(isPageRequest(get('/_serverFn/abc'), '/_serverFn/abc')).toBe(false)
    expect(isPageRequest(get('/api/search/jobs'), '/api/search/jobs')).toBe(false)
    expect(isPageRequest(get('/files/logo.webp'), '/files/logo.webp')).toBe(false)
    expect(isPageRequest(new Request('http://localhost/contact', { method: 'POST' }), '/contact')).toBe(false)
  })
})

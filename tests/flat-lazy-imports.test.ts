import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flatLazyImports, importStatements, transitiveImports } from '../build/flat-lazy-imports'

/**
 * A real build of a small app whose lazily loaded modules share code in three different ways, so the
 * bundler makes chunks that import chunks: `page-a` needs `shared` (itself importing `base`) and `early`,
 * which must run first; `page-b` needs `shared`; `page-c` needs `base` and `early`.
 */
const SOURCES: Record<string, string> = {
  'main.js': `
    globalThis.ran = []
    globalThis.pages = { a: () => import('./page-a.js'), b: () => import('./page-b.js'), c: () => import('./page-c.js') }
  `,
  'page-a.js': `import { early } from './early.js'\nimport { shared } from './shared.js'\nglobalThis.ran.push('page-a')\nexport const a = early + shared`,
  'page-b.js': `import { shared } from './shared.js'\nglobalThis.ran.push('page-b')\nexport const b = shared`,
  'page-c.js': `import { base } from './base.js'\nimport { early } from './early.js'\nglobalThis.ran.push('page-c')\nexport const c = base + early`,
  'early.js': `globalThis.ran.push('early')\nexport const early = 'early;'`,
  'shared.js': `import { base } from './base.js'\nglobalThis.ran.push('shared')\nexport const shared = base + 'shared;'`,
  'base.js': `globalThis.ran.push('base')\nexport const base = 'base;'`,
}

let root: string
let assets: string

function chunkNamed(name: string): string {
  const file = readdirSync(assets).find((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.js'))
  if (!file) throw new Error(`no chunk for ${name} in ${readdirSync(assets).join(', ')}`)
  return file
}

const importsOf = (file: string) =>
  [...readFileSync(join(assets, file), 'utf8').matchAll(/import\s*(?:[^'"]*?from\s*)?"\.\/([^"]+)"/g)].map(
    (match) => match[1],
  )

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'flat-lazy-imports-'))
  for (const [name, code] of Object.entries(SOURCES)) writeFileSync(join(root, name), code)
  writeFileSync(join(root, 'index.html'), '<script type="module" src="./main.js"></script>')
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: join(root, 'dist'), modulePreload: false, minify: false },
    plugins: [flatLazyImports()],
  })
  assets = join(root, 'dist', 'assets')
  // The built chunks are ES modules: run them in Node as the browser would.
  writeFileSync(join(root, 'dist', 'package.json'), '{"type":"module"}')
}, 60_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('lazily loaded chunks import every chunk they need directly', () => {
  it('names the chunks of its chunks among its own imports, with no dependency table', () => {
    const pageA = chunkNamed('page-a')
    const shared = chunkNamed('shared')
    const base = chunkNamed('base')
    // The bundler's graph: page-a → shared → base.
    expect(importsOf(shared)).toContain(base)
    expect(importsOf(pageA)).toEqual(expect.arrayContaining([shared, chunkNamed('early'), base]))
    for (const file of readdirSync(assets))
      expect(readFileSync(join(assets, file), 'utf8')).not.toContain('__vite__mapDeps')
  })

  it('runs the modules in the same order as without the added imports', async () => {
    await import(pathToFileURL(join(assets, chunkNamed('index'))).href)
    const { ran, pages } = globalThis as unknown as {
      ran: string[]
      pages: Record<string, () => Promise<unknown>>
    }
    await pages.a!()
    expect(ran).toEqual(['early', 'base', 'shared', 'page-a'])
    await pages.c!()
    expect(ran.slice(4)).toEqual(['page-c'])
  })
})

describe('the chunk graph walk', () => {
  const chunks = {
    'assets/a.js': { imports: ['assets/b.js', 'assets/c.js'] },
    'assets/b.js': { imports: ['assets/d.js'] },
    'assets/c.js': { imports: ['assets/d.js', 'assets/e.js'] },
    'assets/d.js': { imports: ['assets/b.js'] },
    'assets/e.js': { imports: [] },
  }

  it('finds each indirect chunk once, through cycles, and none it imports already', () => {
    expect(transitiveImports({ fileName: 'assets/a.js', ...chunks['assets/a.js'] }, chunks)).toEqual([
      'assets/d.js',
      'assets/e.js',
    ])
    expect(transitiveImports({ fileName: 'assets/e.js', imports: [] }, chunks)).toEqual([])
  })

  it('writes the imports relative to the chunk, and refuses a chunk elsewhere', () => {
    expect(importStatements('assets/a.js', ['assets/d.js', 'assets/e.js'])).toBe(
      'import"./d.js";import"./e.js";',
    )
    expect(() => importStatements('assets/a.js', ['other/d.js'])).toThrow(/not next to/)
  })
})

/**
 * The house rules that a review would otherwise have to catch (ARCHITECTURE.md): layers only point down,
 * features do not depend on each other in a cycle, components never import server modules, and the
 * public-visibility rules are written in their modules only.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const SRC = join(ROOT, 'src')

type SourceFile = { path: string; text: string }

function sourceFiles(folder: string): SourceFile[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    if (!/\.tsx?$/.test(entry.name) || entry.name === 'routeTree.gen.ts') return []
    return [{ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }]
  })
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path)
const FILES = sourceFiles(SRC).filter((file) => !isTest(file.path))

/** Project modules a file imports, statically or with `import()`, as paths from the repository root. */
export function importsOf(file: SourceFile): string[] {
  const specifiers = [
    ...file.text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g),
    ...file.text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g),
    ...file.text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!)
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('~/')) return [`src/${specifier.slice(2)}`]
    if (specifier.startsWith('.')) return [relative(ROOT, resolve(ROOT, dirname(file.path), specifier))]
    return []
  })
}

/** `src/features/offers/x.ts` → `features`; files at the top of src (router, start, server) → `app`. */
const layerOf = (path: string) => (path.split('/').length > 2 ? path.split('/')[1]! : 'app')
const featureOf = (path: string) => (path.startsWith('src/features/') ? path.split('/')[2]! : null)

/** What each layer may not import. Routes and the app files at the top compose everything. */
const FORBIDDEN: Record<string, string[]> = {
  domain: ['i18n', 'ui', 'layouts', 'features', 'server', 'routes', 'app'],
  i18n: ['ui', 'layouts', 'features', 'server', 'routes', 'app'],
  ui: ['layouts', 'features', 'server', 'routes', 'app'],
  layouts: ['features', 'server', 'routes', 'app'],
  server: ['ui', 'layouts', 'features', 'routes', 'app'],
  features: ['routes', 'app'],
}

export function layerViolations(files: SourceFile[]): string[] {
  return files.flatMap((file) => {
    const forbidden = FORBIDDEN[layerOf(file.path)] ?? []
    return importsOf(file)
      .filter((target) => forbidden.includes(layerOf(target)))
      .map((target) => `${file.path} → ${target}`)
  })
}

/** Cycles between feature folders (a → b → … → a), each named once. */
export function featureCycles(files: SourceFile[]): string[] {
  const edges = new Map<string, Set<string>>()
  for (const file of files) {
    const from = featureOf(file.path)
    if (!from) continue
    for (const target of importsOf(file)) {
      const to = featureOf(target)
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to))
    }
  }
  const cycles = new Set<string>()
  const walk = (node: string, path: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const start = path.indexOf(next)
      if (start >= 0) {
        const cycle = path.slice(start)
        const first = cycle.indexOf([...cycle].sort()[0]!)
        cycles.add([...cycle.slice(first), ...cycle.slice(0, first)].join(' → '))
      } else walk(next, [...path, next])
    }
  }
  for (const node of edges.keys()) walk(node, [node])
  return [...cycles]
}

/** Components run in the browser: a server module there would ship secrets or fail to bundle. */
export function serverImportsInComponents(files: SourceFile[]): string[] {
  return files
    .filter((file) => file.path.endsWith('.tsx'))
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => /\.server$|^src\/server\//.test(target))
        .map((target) => `${file.path} → ${target}`),
    )
}

/** The modules that own "what the public sees" (offers, co-founder projects, articles and episodes). */
const VISIBILITY_MODULES = [
  'src/features/offers/offer-visibility.server.ts',
  'src/features/cofounder/project-visibility.server.ts',
  'src/features/media/media-visibility.server.ts',
]
/** The ways the published rule has been written by hand: SQL, Drizzle and JavaScript. */
const PUBLISHED_RULE = [
  /status\s*(?:=|<>|!=)\s*'(?:published|draft|archived|closed)'/,
  /status,\s*'published'\s*\)/,
  /status\s*[!=]==\s*'published'/,
  /published_?at\}?\s*<=?\s*now\(\)/i,
  /valid_?through\}?\s*[<>]=?\s*now\(\)/i,
]

export function visibilityRuleOutsideItsModule(files: SourceFile[]): string[] {
  return files
    .filter((file) => !VISIBILITY_MODULES.includes(file.path) && !file.path.startsWith('src/server/demo/'))
    .flatMap((file) =>
      file.text
        .split('\n')
        .flatMap((line, index) =>
          PUBLISHED_RULE.some((pattern) => pattern.test(line))
            ? [`${file.path}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    )
}

describe('conventions', () => {
  it('layers only point down: domain, i18n, ui, layouts and server never import what sits above them', () => {
    expect(layerViolations(FILES)).toEqual([])
  })

  it('features do not depend on each other in a cycle', () => {
    expect(featureCycles(FILES)).toEqual([])
  })

  it('components never import server modules', () => {
    expect(serverImportsInComponents(FILES)).toEqual([])
  })

  it('the public-visibility rules are written in their modules only', () => {
    for (const module of VISIBILITY_MODULES) expect(FILES.some((file) => file.path === module)).toBe(true)
    expect(visibilityRuleOutsideItsModule(FILES)).toEqual([])
  })

  it('catches what it is meant to catch', () => {
    const sample = (path: string, text: string) => [{ path, text }]
    expect(layerViolations(sample('src/ui/x.tsx', "import { A } from '~/features/offers/a'"))).toHaveLength(1)
    expect(
      layerViolations(sample('src/layouts/x.tsx', "const A = lazy(() => import('../features/a'))")),
    ).toHaveLength(1)
    expect(layerViolations(sample('src/domain/x.ts', "import { A } from './enums'"))).toEqual([])
    expect(
      featureCycles([
        { path: 'src/features/a/x.ts', text: "import { B } from '~/features/b/y'" },
        { path: 'src/features/b/y.ts', text: "import { A } from '../a/x'" },
      ]),
    ).toEqual(['a → b'])
    expect(
      serverImportsInComponents(sample('src/features/a/x.tsx', "import { q } from './a.server'")),
    ).toHaveLength(1)
    for (const line of [
      "sql`where o.status = 'published' and o.published_at <= now()`",
      "and(eq(offers.status, 'published'), x)",
      "available: offer.status === 'published',",
      'where e.published_at <= now()',
    ])
      expect(visibilityRuleOutsideItsModule(sample('src/features/a/a.server.ts', line))).toHaveLength(1)
  })
})

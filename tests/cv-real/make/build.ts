/**
 * `node build.ts [--truth] [id-part…]` (Node ≥ 22, from this folder, after `npm ci`): renders every person of
 * people/*.yaml with its template and writes ../<part>/pdf/<id>.pdf, ../<part>/truth/<id>.json and both
 * manifests. With prefixes, only those PDFs and truths are rewritten (the manifests are always whole). With
 * `--truth`, only the truths are written and the PDFs are left as they are.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadPeople, type Person, truthOf } from './lib/model.ts'
import { closeBrowser, finalize } from './lib/pdf.ts'
import { TEMPLATES } from './templates/index.ts'

const ROOT = join(import.meta.dirname, '..')
const truthOnly = process.argv.includes('--truth')
const only = process.argv.slice(2).filter((a) => a !== '--truth')
const people = loadPeople()

function truthFor(p: Person, omit: string[]) {
  const t = truthOf(p)
  for (const e of t.experiences) {
    if (omit.includes('exp.city')) e.city = null
    if (omit.includes('exp.summary')) e.summary = null
  }
  // Diplomas printed with their years only.
  if (omit.includes('edu.month'))
    for (const d of t.diplomas) {
      d.start = d.start?.slice(0, 4) ?? null
      d.end = d.end?.slice(0, 4) ?? null
    }
  if (omit.includes('lang.level')) for (const l of t.languages) l.level = null
  if (omit.includes('languages')) t.languages = []
  if (omit.includes('profile.title')) t.profile.title = null
  if (omit.includes('profile.city')) t.profile.city = null
  return t
}

const manifests: Record<string, unknown[]> = { dev: [], 'held-out': [] }
for (const p of people) {
  const template = TEMPLATES[p.template]
  if (!template) throw new Error(`${p.id}: no template ${p.template}`)
  const dir = join(ROOT, p.part)
  mkdirSync(join(dir, 'pdf'), { recursive: true })
  mkdirSync(join(dir, 'truth'), { recursive: true })
  const pdfPath = join(dir, 'pdf', `${p.id}.pdf`)
  if (!only.length || only.some((o) => p.id.includes(o))) {
    // The truth is taken before rendering: some generators (pdfmake) rewrite the arrays they are given.
    const truth = truthFor(structuredClone(p), template.omit ?? [])
    writeFileSync(join(dir, 'truth', `${p.id}.json`), `${JSON.stringify(truth, null, 2)}\n`)
    if (!truthOnly) {
      const out = await template.render(p)
      const bytes = await finalize(out.pdf, out.attachments)
      writeFileSync(pdfPath, bytes)
      console.log(`${p.id}: ${bytes.length} bytes`)
    }
  }
  if (!existsSync(pdfPath)) continue
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' }))![1])
  manifests[p.part]!.push({
    id: p.id,
    lang: p.lang,
    language: p.lang,
    producer: template.producer,
    template: p.template,
    licence: template.licence,
    source: template.source,
    pages,
    extractable: true,
    features: [...(template.features ?? []), ...p.features],
  })
}
for (const [part, list] of Object.entries(manifests))
  writeFileSync(join(ROOT, part, 'manifest.json'), `${JSON.stringify(list, null, 2)}\n`)
await closeBrowser()
void readFileSync

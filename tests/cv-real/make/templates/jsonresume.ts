/** JSON Resume themes from npm: the person as resume.json (schema 1.0), the theme's HTML, Chromium's PDF. */
import { createRequire } from 'node:module'
import { allExp, type Person, span } from '../lib/model.ts'
import { chromiumPdf } from '../lib/pdf.ts'

const require = createRequire(import.meta.url)

const iso = (v: string | null) => v ?? undefined

export function resumeJson(p: Person) {
  const exp = (e: Person['experiences'][number]) => {
    const d = span(e.span)
    return {
      name: e.company,
      company: e.company,
      position: e.post,
      location: e.city,
      startDate: iso(d.start),
      endDate: iso(d.end),
      summary: e.text,
      highlights: e.bullets ?? [],
    }
  }
  const profiles = [
    p.linkedin && {
      network: 'LinkedIn',
      username: p.linkedin.replace(/.*\/in\//, '').replace(/\/$/, ''),
      url: p.linkedin,
    },
    p.github && { network: 'GitHub', username: p.github.replace(/.*\//, ''), url: p.github },
  ].filter(Boolean)
  const volunteer = (p.extra ?? []).flatMap((x) => x.entries)
  return {
    basics: {
      name: `${p.first} ${p.last}`,
      label: p.title,
      email: p.email,
      phone: p.phone?.printed,
      url: p.website,
      summary: p.summary,
      location: { city: p.city, countryCode: p.country, address: p.address, region: p.region },
      profiles,
    },
    work: p.experiences.map(exp),
    volunteer: volunteer.map((e) => {
      const w = exp(e)
      return {
        organization: w.name,
        position: w.position,
        startDate: w.startDate,
        endDate: w.endDate,
        summary: w.summary,
        highlights: w.highlights,
      }
    }),
    education: p.education.map((d) => {
      const s = span(d.span)
      return {
        institution: d.school,
        studyType: d.name,
        area: '',
        startDate: iso(s.start),
        endDate: iso(s.end),
      }
    }),
    skills: p.skills.map((g) => ({ name: g.label ?? '', keywords: g.items })),
    languages: p.languages.map((l) => ({ language: l.name, fluency: l.printed ?? '' })),
    interests: (p.interests ?? []).map((name) => ({ name })),
  }
}

export async function renderTheme(p: Person, theme: string, patch?: (html: string) => string) {
  const mod = await import(`jsonresume-theme-${theme}`).catch(() => require(`jsonresume-theme-${theme}`))
  const render = mod.render ?? mod.default?.render
  let html: string = await render(resumeJson(p))
  if (patch) html = patch(html)
  return chromiumPdf(html, { margin: theme === 'even' ? '0' : '0' })
}
void allExp

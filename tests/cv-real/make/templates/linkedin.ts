/**
 * The LinkedIn "Save to PDF" profile layout, imitated: a grey left column (Contact, Top Skills, Languages,
 * Certifications), the main column (name, headline, location, Summary, Experience with durations,
 * Education "Degree, Field · (YYYY - YYYY)"), Arial-metric type and a "Page N of M" footer, printed by
 * Chromium. Labels follow the profile's language.
 */
import { type Person, span } from '../lib/model.ts'
import { chromiumPdf } from '../lib/pdf.ts'
import { esc, MONTHS } from '../lib/util.ts'

const L = {
  en: {
    contact: 'Contact',
    top: 'Top Skills',
    langs: 'Languages',
    certs: 'Certifications',
    summary: 'Summary',
    exp: 'Experience',
    edu: 'Education',
    present: 'Present',
    y: ['year', 'years'],
    m: ['month', 'months'],
    mobile: 'Mobile',
    page: (i: number, n: number) => `Page ${i} of ${n}`,
  },
  fr: {
    contact: 'Coordonnées',
    top: 'Principales compétences',
    langs: 'Langues',
    certs: 'Certifications',
    summary: 'Résumé',
    exp: 'Expérience',
    edu: 'Formation',
    present: 'aujourd’hui',
    y: ['an', 'ans'],
    m: ['mois', 'mois'],
    mobile: 'Mobile',
    page: (i: number, n: number) => `Page ${i} of ${n}`,
  },
  nl: {
    contact: 'Contactgegevens',
    top: 'Top vaardigheden',
    langs: 'Talen',
    certs: 'Certificaten',
    summary: 'Samenvatting',
    exp: 'Ervaring',
    edu: 'Opleiding',
    present: 'heden',
    y: ['jaar', 'jaar'],
    m: ['maand', 'maanden'],
    mobile: 'Mobile',
    page: (i: number, n: number) => `Page ${i} of ${n}`,
  },
}

/** The profile was saved in March 2026: durations of ongoing posts run to then, both ends counted. */
const SAVED = { y: 2026, m: 3 }
function duration(start: string, end: string | null, l: (typeof L)['en']) {
  const [sy, sm] = start.split('-').map(Number) as [number, number]
  const [ey, em] = end ? (end.split('-').map(Number) as [number, number]) : [SAVED.y, SAVED.m]
  const months = (ey - sy) * 12 + (em - sm) + 1
  const y = Math.floor(months / 12)
  const m = months % 12
  const parts = []
  if (y) parts.push(`${y} ${l.y[y > 1 ? 1 : 0]}`)
  if (m) parts.push(`${m} ${l.m[m > 1 ? 1 : 0]}`)
  return parts.join(' ')
}

export async function renderLinkedIn(p: Person) {
  const l = L[p.lang]
  const mon = (v: string) => {
    const [y, m] = v.split('-')
    return `${MONTHS[p.lang][Number(m) - 1]} ${y}`
  }
  const groups: { company: string; roles: Person['experiences'] }[] = []
  for (const e of p.experiences) {
    const last = groups.at(-1)
    if (last && last.company === e.company) last.roles.push(e)
    else groups.push({ company: e.company, roles: [e] })
  }
  const role = (e: Person['experiences'][number], nested: boolean) => {
    const d = span(e.span)
    const range = `${mon(d.start!)} - ${d.current ? l.present : mon(d.end!)} (${duration(d.start!, d.end, l)})`
    return `<div class="role${nested ? ' nested' : ''}"><div class="title">${esc(e.post)}</div>
      <div class="dates">${range}</div>${e.country ? `<div class="loc">${esc(e.country)}</div>` : ''}
      ${e.text ? `<p class="desc">${esc(e.text)}</p>` : ''}${e.bullets ? `<p class="desc">${e.bullets.map((b) => `- ${esc(b)}`).join('<br>')}</p>` : ''}</div>`
  }
  const exp = groups
    .map((g) => {
      if (g.roles.length === 1)
        return `<div class="entry"><div class="company">${esc(g.company)}</div>${role(g.roles[0]!, false)}</div>`
      const first = span(g.roles.at(-1)!.span).start!
      const last = span(g.roles[0]!.span)
      return `<div class="entry"><div class="company">${esc(g.company)}</div><div class="dates">${duration(first, last.end, l)}</div>${g.roles.map((r) => role(r, true)).join('')}</div>`
    })
    .join('')
  const edu = p.education
    .map((d) => {
      const s = span(d.span)
      const years = s.start ? `${s.start.slice(0, 4)} - ${s.end?.slice(0, 4) ?? ''}` : (s.end ?? '')
      return `<div class="entry"><div class="company">${esc(d.school)}</div><div class="degree">${esc(d.name)} · (${years})</div></div>`
    })
    .join('')
  const linkedinShown = p.linkedin!.replace(/^https?:\/\//, '')
  const side = `
    <h3>${l.contact}</h3>
    ${p.phone ? `<p>${esc(p.phone.printed)} (${l.mobile})</p>` : ''}
    <p>${esc(p.email)}</p>
    <p><a href="${esc(p.linkedin!)}">${esc(linkedinShown)}</a> (LinkedIn)</p>
    ${p.website ? `<p><a href="https://${esc(p.website.replace(/^https?:\/\//, ''))}">${esc(p.website)}</a> (${p.lang === 'nl' ? 'Personal' : 'Personal'})</p>` : ''}
    <h3>${l.top}</h3>${p.skills
      .flatMap((g) => g.items)
      .map((s) => `<p>${esc(s)}</p>`)
      .join('')}
    <h3>${l.langs}</h3>${p.languages.map((x) => `<p>${esc(x.name)} (${esc(x.printed ?? '')})</p>`).join('')}
    ${p.certifications?.length ? `<h3>${l.certs}</h3>${p.certifications.map((c) => `<p>${esc(c)}</p>`).join('')}` : ''}`
  const html = `<!doctype html><html lang="${p.lang}"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 0 }
    body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; color: #181818 }
    .page { display: flex; min-height: 273mm }
    aside { width: 66mm; background: #f3f3f3; padding: 4mm 7mm 4mm 9mm; box-sizing: border-box; font-size: 10.5pt; color: #3a3a3a }
    aside h3 { font-size: 13pt; color: #101010; font-weight: normal; margin: 0 0 6pt }
    aside h3 ~ h3 { margin-top: 14pt }
    aside p { margin: 0 0 4pt; overflow-wrap: anywhere } aside a { color: inherit; text-decoration: none }
    main { flex: 1; padding: 4mm 12mm 4mm 10mm }
    h1 { font-size: 26pt; font-weight: normal; margin: 0 0 4pt }
    .headline { font-size: 12pt; margin: 0 0 3pt } .location { font-size: 12pt; color: #b0b0b0; margin: 0 0 16pt }
    h2 { font-size: 16pt; font-weight: normal; margin: 16pt 0 8pt; padding-bottom: 4pt; border-bottom: 0.5pt solid #d0d0d0 }
    .entry { margin-bottom: 12pt; break-inside: avoid } .company { font-size: 12pt; font-weight: bold }
    .title { font-size: 11.5pt } .dates, .loc { font-size: 10.5pt; color: #b0b0b0 } .role.nested { margin-top: 6pt }
    .degree { font-size: 10.5pt } .desc { font-size: 10.5pt; margin: 4pt 0 0 } p.summary { font-size: 10.5pt }
  </style></head><body><div class="page"><aside>${side}</aside><main>
    <h1>${esc(p.first)} ${esc(p.last)}</h1><p class="headline">${esc(p.title ?? '')}</p>
    <p class="location">${esc(p.address ?? p.city)}</p>
    ${p.summary ? `<h2>${l.summary}</h2><p class="summary">${esc(p.summary)}</p>` : ''}
    <h2>${l.exp}</h2>${exp}<h2>${l.edu}</h2>${edu}</main></div></body></html>`
  const footer = `<div style="width:100%;text-align:center;font:9px 'Liberation Sans',Arial;color:#9a9a9a">${l
    .page(0, 0)
    .replace('0', '<span class="pageNumber"></span>')
    .replace('0', '<span class="totalPages"></span>')}</div>`
  return chromiumPdf(html, { footer })
}

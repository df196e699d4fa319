/**
 * Two HTML/CSS CV layouts of the kind online builders and Canva-like templates produce, written with
 * tables and floats so Qt WebKit (wkhtmltopdf) and WeasyPrint lay them out alike:
 * - `sidebar`: a dark left column (photo placeholder, contact with symbol icons, skill bars, languages),
 *   entries as "POST" in capitals, "Company | City" below and the dates floated right;
 * - `band`: a header band, entries "ORGANISATION | ROLE" in bold capitals with dates and city right-aligned
 *   on the same line, and two section headings side by side in one band above two columns.
 */
import type { Exp, Person } from '../lib/model.ts'
import { esc } from '../lib/util.ts'

const body = (e: Exp) =>
  `${e.text ? `<p class="desc">${esc(e.text)}</p>` : ''}${e.bullets?.length ? `<ul>${e.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`

export function sidebarHtml(p: Person): string {
  const h = p.headings
  const bar = (r: number) => `<div class="bar"><div style="width:${r * 20}%"></div></div>`
  const entry = (
    e: Exp,
  ) => `<div class="entry"><div class="when">${esc(e.when!)}</div><div class="post">${esc(e.post.toUpperCase())}</div>
    <div class="org">${esc(e.company)}${e.city ? ` | ${esc(e.city)}` : ''}</div>${body(e)}</div>`
  const skills = p.skills
    .map(
      (g) =>
        `${g.label ? `<h4>${esc(g.label)}</h4>` : ''}${g.items.map((s, i) => `<div class="skill">${esc(s)}${g.rating ? bar(g.rating[i]!) : ''}</div>`).join('')}`,
    )
    .join('')
  return `<!doctype html><html lang="${p.lang}"><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 0 } body { margin: 0; font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #2b2b2b }
  table.page { width: 210mm; border-collapse: collapse } td { vertical-align: top }
  td.side { width: 68mm; background: #23395b; color: #e8eef6; padding: 12mm 6mm 10mm 8mm }
  td.main { padding: 12mm 10mm 10mm 9mm }
  .photo { width: 30mm; height: 30mm; border-radius: 15mm; background: #8fa3bf; margin: 0 auto 6mm; text-align: center; line-height: 30mm; color: #23395b; font-size: 8pt }
  .side h3 { font-size: 10pt; letter-spacing: 1.5pt; border-bottom: 1px solid #8fa3bf; padding-bottom: 1.5mm; margin: 6mm 0 2.5mm }
  .side h4 { font-size: 8.5pt; margin: 2mm 0 1mm; color: #b9c8dc } .side p { margin: 0 0 1.8mm }
  .bar { height: 1.6mm; background: #4a6285; margin: 0.8mm 0 1.8mm } .bar div { height: 1.6mm; background: #f2b134 }
  .skill { margin-bottom: 1mm } h1 { font-size: 24pt; margin: 0; color: #23395b; letter-spacing: 1pt } .title { font-size: 12pt; color: #c8871c; margin: 1mm 0 5mm }
  .main h2 { font-size: 11.5pt; color: #23395b; letter-spacing: 1pt; border-bottom: 2px solid #f2b134; padding-bottom: 1mm; margin: 5mm 0 3mm }
  .entry { margin-bottom: 3.5mm; page-break-inside: avoid } .when { float: right; color: #777; font-size: 8.5pt } .post { font-weight: bold; font-size: 9.5pt }
  .org { color: #555; font-style: italic } ul { margin: 1mm 0 0 0; padding-left: 4.5mm } li { margin-bottom: .6mm } p.desc { margin: 1mm 0 0 }
  </style></head><body><table class="page"><tr><td class="side">
  ${p.photo ? '<div class="photo">photo</div>' : ''}
  <h3>${esc(h.contact!)}</h3>
  ${p.phone ? `<p>✆ ${esc(p.phone.printed)}</p>` : ''}<p>✉ ${esc(p.email)}</p><p>⌂ ${esc(p.address ?? p.city)}</p>
  ${p.linkedin ? `<p>in ${esc(p.linkedinLabel ?? p.linkedin)}</p>` : ''}${p.website ? `<p>⊕ ${esc(p.website)}</p>` : ''}
  ${p.birth ? `<p>${esc(p.birth.printed)}</p>` : ''}
  <h3>${esc(h.skills!)}</h3>${skills}
  ${p.soft ? `<h3>${esc(h.soft!)}</h3>${p.soft.items.map((s) => `<p>${esc(s)}</p>`).join('')}` : ''}
  <h3>${esc(h.langs!)}</h3>${p.languages.map((l) => `<p><b>${esc(l.name)}</b> – ${esc(l.printed ?? '')}</p>`).join('')}
  ${p.interests ? `<h3>${esc(h.interests!)}</h3><p>${p.interests.map(esc).join(' · ')}</p>` : ''}
  </td><td class="main"><h1>${esc(p.first)} ${esc(p.last.toUpperCase())}</h1>${p.title ? `<div class="title">${esc(p.title)}</div>` : ''}
  ${p.summary ? `<h2>${esc(h.profile!)}</h2><p>${esc(p.summary)}</p>` : ''}
  <h2>${esc(h.exp!)}</h2>${p.experiences.map(entry).join('')}
  ${(p.extra ?? []).map((x) => `<h2>${esc(x.heading)}</h2>${x.entries.map(entry).join('')}`).join('')}
  <h2>${esc(h.edu!)}</h2>${p.education
    .map(
      (d) =>
        `<div class="entry"><div class="when">${esc(d.when!)}</div><div class="post">${esc(d.name)}</div><div class="org">${esc(d.school)}${d.city ? `, ${esc(d.city)}` : ''}</div></div>`,
    )
    .join('')}
  </td></tr></table></body></html>`
}

export function bandHtml(p: Person): string {
  const h = p.headings
  const entry = (
    e: Exp,
  ) => `<div class="entry"><table class="line"><tr><td class="head">${esc(e.company.toUpperCase())} | ${esc(e.post.toUpperCase())}</td>
    <td class="right">${e.city ? `${esc(e.city)}${e.country ? `, ${esc(e.country)}` : ''} · ` : ''}${esc(e.when!)}</td></tr></table>${body(e)}</div>`
  const edu = p.education
    .map(
      (d) =>
        `<div class="entry"><div class="bold">${esc(d.name)}</div><div>${esc(d.school)}${d.city ? ` — ${esc(d.city)}` : ''}</div><div class="muted">${esc(d.when!)}</div></div>`,
    )
    .join('')
  const skills = `${p.skills.map((g) => `<p>${g.label ? `<b>${esc(g.label)} :</b> ` : ''}${g.items.map(esc).join(', ')}</p>`).join('')}${
    p.soft ? `<p><b>${esc(p.soft.label ?? h.soft!)}:</b> ${p.soft.items.map(esc).join(', ')}</p>` : ''
  }`
  const langs = p.languages
    .map((l) => `<tr><td>${esc(l.name)}</td><td>${esc(l.printed ?? '')}</td></tr>`)
    .join('')
  return `<!doctype html><html lang="${p.lang}"><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 12mm 14mm 14mm } body { margin: 0; font-family: 'Liberation Serif', serif; font-size: 10pt; color: #1d1d1d }
  .header { background: #e9e1d3; padding: 6mm 7mm; margin-bottom: 5mm } h1 { margin: 0; font-size: 22pt; font-family: 'Liberation Sans', sans-serif }
  .title { font-size: 11.5pt; margin-top: 1mm } .contact { margin-top: 2mm; font-size: 9pt }
  h2, .band td { font-family: 'Liberation Sans', sans-serif; font-size: 11pt; text-transform: uppercase; letter-spacing: .8pt; color: #7a4b16 }
  h2 { border-bottom: 1pt solid #7a4b16; padding-bottom: 1mm; margin: 5mm 0 2.5mm }
  table { border-collapse: collapse; width: 100% } td { vertical-align: top; padding: 0 }
  .band { margin: 5mm 0 2.5mm; border-bottom: 1pt solid #7a4b16 } .band td { font-weight: bold; padding-bottom: 1mm; width: 50% }
  .cols td.col { width: 50%; padding-right: 5mm } .entry { margin-bottom: 3mm; page-break-inside: avoid }
  .head { font-family: 'Liberation Sans', sans-serif; font-weight: bold; font-size: 9.5pt } .right { text-align: right; white-space: nowrap; font-size: 9pt; color: #555; width: 1% }
  .bold { font-weight: bold } .muted { color: #666; font-size: 9pt } ul { margin: 1mm 0 0; padding-left: 5mm } p { margin: 0 0 1.2mm } p.desc { margin-top: 1mm }
  .langs td { padding: .5mm 3mm .5mm 0 }
  </style></head><body>
  <div class="header"><h1>${esc(p.first)} ${esc(p.last)}</h1>${p.title ? `<div class="title">${esc(p.title)}</div>` : ''}
  <div class="contact">${[
    p.address ?? p.city,
    p.phone?.printed,
    p.email,
    p.linkedin && (p.linkedinLabel ?? p.linkedin),
    p.website,
    p.birth?.printed,
  ]
    .filter(Boolean)
    .map((x) => esc(x!))
    .join(' &nbsp;•&nbsp; ')}</div></div>
  ${p.summary ? `<h2>${esc(h.profile!)}</h2><p>${esc(p.summary)}</p>` : ''}
  <h2>${esc(h.exp!)}</h2>${p.experiences.map(entry).join('')}
  ${(p.extra ?? []).map((x) => `<h2>${esc(x.heading)}</h2>${x.entries.map(entry).join('')}`).join('')}
  <table class="band"><tr><td>${esc(h.edu!)}</td><td>${esc(h.skills!)}</td></tr></table>
  <table class="cols"><tr><td class="col">${edu}</td><td class="col">${skills}</td></tr></table>
  <h2>${esc(h.langs!)}</h2><table class="langs">${langs}</table>
  ${p.interests ? `<h2>${esc(h.interests!)}</h2><p>${p.interests.map(esc).join(', ')}</p>` : ''}
  </body></html>`
}

/**
 * CVs drawn by PDF generator libraries, as online CV builders do:
 * - pdfmake 0.3 (Roboto): a two-column builder layout, sidebar with contact, skills and language dots,
 *   dates in their own right-aligned column;
 * - PDFKit 0.20 (Lato): a single column with letter-spaced headings, dates in a left gutter, the contact on
 *   one line with link annotations behind short labels ("LinkedIn", "Website").
 */
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Exp, Person } from '../lib/model.ts'
import { FIXED_DATE } from '../lib/pdf.ts'

const require = createRequire(import.meta.url)
const ROBOTO = '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF'
const LATO = '/usr/share/fonts/truetype/lato'

export async function renderPdfmake(p: Person): Promise<Uint8Array> {
  const pdfmake = require('pdfmake')
  pdfmake.setUrlAccessPolicy(() => false)
  pdfmake.setLocalAccessPolicy(() => true)
  pdfmake.setFonts({
    Roboto: {
      normal: `${ROBOTO}/Roboto-Regular.ttf`,
      bold: `${ROBOTO}/Roboto-Bold.ttf`,
      italics: `${ROBOTO}/Roboto-Italic.ttf`,
      bolditalics: `${ROBOTO}/Roboto-BoldItalic.ttf`,
    },
  })
  const h = p.headings
  const accent = '#0b7a75'
  const head = (t: string) => [
    {
      text: t.toUpperCase(),
      bold: true,
      color: accent,
      fontSize: 11,
      margin: [0, 10, 0, 4],
      characterSpacing: 0.6,
    },
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 340, y2: 0, lineWidth: 0.6, lineColor: accent }],
      margin: [0, 0, 0, 5],
    },
  ]
  const entry = (e: Exp) => [
    {
      columns: [
        { text: e.post, bold: true, width: '*' },
        { text: e.when, width: 'auto', color: '#666', fontSize: 8.5, alignment: 'right' },
      ],
    },
    {
      text: [e.company, e.city ? ` — ${e.city}` : ''].join(''),
      italics: true,
      color: '#444',
      margin: [0, 1, 0, 2],
    },
    ...(e.text ? [{ text: e.text, margin: [0, 0, 0, 2] }] : []),
    ...(e.bullets?.length ? [{ ul: [...e.bullets], margin: [0, 0, 0, 2] }] : []),
    { text: '', margin: [0, 0, 0, 5] },
  ]
  const dots = (l: { level: string }) => {
    const n = { native: 5, advanced: 4, intermediate: 3, beginner: 1 }[l.level]!
    return [
      { text: '•'.repeat(n), color: '#9dd' },
      { text: '•'.repeat(5 - n), color: '#2f6b66' },
    ]
  }
  const side = [
    { text: h.contact!.toUpperCase(), bold: true, color: '#fff', margin: [0, 0, 0, 4] },
    ...(p.phone ? [{ text: p.phone.printed, color: '#fff' }] : []),
    { text: p.email, color: '#fff', link: `mailto:${p.email}` },
    { text: p.address ?? p.city, color: '#fff' },
    ...(p.linkedin ? [{ text: p.linkedinLabel ?? p.linkedin, color: '#fff', link: p.linkedin }] : []),
    ...(p.website ? [{ text: p.website, color: '#fff', link: p.websiteUrl ?? `https://${p.website}` }] : []),
    ...(p.birth ? [{ text: p.birth.printed, color: '#fff' }] : []),
    { text: h.skills!.toUpperCase(), bold: true, color: '#fff', margin: [0, 12, 0, 4] },
    ...p.skills.flatMap((g) => [
      ...(g.label ? [{ text: g.label, color: '#cde', bold: true, margin: [0, 3, 0, 1] }] : []),
      ...g.items.map((s) => ({ text: s, color: '#fff' })),
    ]),
    ...(p.soft
      ? [
          { text: h.soft!.toUpperCase(), bold: true, color: '#fff', margin: [0, 12, 0, 4] },
          ...p.soft.items.map((s) => ({ text: s, color: '#fff' })),
        ]
      : []),
    { text: h.langs!.toUpperCase(), bold: true, color: '#fff', margin: [0, 12, 0, 4] },
    ...p.languages.flatMap((l) => [
      { text: `${l.name}${l.printed ? ` (${l.printed})` : ''}`, color: '#fff' },
      { text: dots(l), fontSize: 12, lineHeight: 0.8, margin: [0, 0, 0, 3] },
    ]),
  ]
  const main = [
    { text: `${p.first} ${p.last}`, fontSize: 22, bold: true },
    ...(p.title ? [{ text: p.title, fontSize: 12, color: accent, margin: [0, 2, 0, 6] }] : []),
    ...(p.summary ? [...head(h.profile!), { text: p.summary }] : []),
    ...head(h.exp!),
    ...p.experiences.flatMap(entry),
    ...(p.extra ?? []).flatMap((x) => [...head(x.heading), ...x.entries.flatMap(entry)]),
    ...head(h.edu!),
    ...p.education.flatMap((d) => [
      {
        columns: [
          { text: d.name, bold: true, width: '*' },
          { text: d.when, width: 'auto', color: '#666', fontSize: 8.5 },
        ],
      },
      {
        text: `${d.school}${d.city ? `, ${d.city}` : ''}`,
        italics: true,
        color: '#444',
        margin: [0, 1, 0, 6],
      },
    ]),
    ...(p.interests ? [...head(h.interests!), { text: p.interests.join(' · ') }] : []),
  ]
  const doc = {
    pageSize: 'A4',
    pageMargins: [0, 0, 30, 30],
    info: {
      title: `CV ${p.first} ${p.last}`,
      creator: 'pdfmake',
      producer: 'pdfmake',
      creationDate: FIXED_DATE,
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    background: () => ({ canvas: [{ type: 'rect', x: 0, y: 0, w: 175, h: 841, color: '#17433f' }] }),
    content: [
      {
        columns: [
          { width: 175, stack: side, margin: [18, 30, 14, 0] },
          { width: '*', stack: main, margin: [22, 30, 0, 0] },
        ],
      },
    ],
  }
  const out = pdfmake.createPdf(doc)
  return new Uint8Array(await out.getBuffer())
}

export async function renderPdfkit(p: Person): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 56, right: 56 },
    info: {
      Title: `CV – ${p.first} ${p.last}`,
      Producer: 'PDFKit',
      Creator: 'PDFKit',
      CreationDate: FIXED_DATE,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((r) => doc.on('end', () => r()))
  // Some builders keep PDF's standard fonts (WinAnsi encoding): a soft hyphen is then drawn as a hyphen.
  if (p.standardFonts)
    doc
      .registerFont('R', 'Helvetica')
      .registerFont('B', 'Helvetica-Bold')
      .registerFont('I', 'Helvetica-Oblique')
  else
    doc
      .registerFont('R', `${LATO}/Lato-Regular.ttf`)
      .registerFont('B', `${LATO}/Lato-Bold.ttf`)
      .registerFont('I', `${LATO}/Lato-Italic.ttf`)
  const h = p.headings
  const W = doc.page.width - 112
  const GUT = 110
  doc.font('B').fontSize(24).fillColor('#222').text(`${p.first} ${p.last}`)
  if (p.title) doc.font('I').fontSize(12).fillColor('#8a3b12').text(p.title)
  doc.moveDown(0.4).font('R').fontSize(9).fillColor('#333')
  const contact = [p.address ?? p.city, p.phone?.printed, p.email].filter(Boolean).join('  ·  ')
  doc.text(contact, { continued: Boolean(p.linkedin || p.website) })
  if (p.linkedin)
    doc
      .text('  ·  ', { continued: true })
      .fillColor('#1a5fb4')
      .text(p.linkedinLabel ?? 'LinkedIn', { link: p.linkedin, continued: Boolean(p.website) })
      .fillColor('#333')
  if (p.website)
    doc
      .text('  ·  ', { continued: true })
      .fillColor('#1a5fb4')
      .text(p.website, { link: p.websiteUrl ?? `https://${p.website}` })
      .fillColor('#333')
  const heading = (t: string) => {
    doc
      .moveDown(0.9)
      .font('B')
      .fontSize(10.5)
      .fillColor('#8a3b12')
      .text(t.toUpperCase(), { characterSpacing: 2 })
    doc
      .moveTo(56, doc.y + 1)
      .lineTo(56 + W, doc.y + 1)
      .lineWidth(0.5)
      .strokeColor('#8a3b12')
      .stroke()
    doc.moveDown(0.5)
  }
  const gutterEntry = (when: string, title: string, sub: string, lines: string[]) => {
    if (doc.y > doc.page.height - 130) doc.addPage()
    const y = doc.y
    doc
      .font('R')
      .fontSize(8.5)
      .fillColor('#666')
      .text(when, 56, y, { width: GUT - 10 })
    doc
      .font('B')
      .fontSize(10)
      .fillColor('#222')
      .text(title, 56 + GUT, y, { width: W - GUT })
    doc
      .font('I')
      .fontSize(9)
      .fillColor('#444')
      .text(sub, { width: W - GUT })
    doc.font('R').fontSize(9).fillColor('#333')
    for (const l of lines) doc.text(l, { width: W - GUT })
    doc.x = 56
    doc.moveDown(0.6)
  }
  if (p.summary) {
    heading(h.profile!)
    doc.font('R').fontSize(9.5).fillColor('#333').text(p.summary, 56, doc.y, { width: W })
  }
  const exps: [string, Exp[]][] = [
    [h.exp!, p.experiences],
    ...(p.extra ?? []).map((x) => [x.heading, x.entries] as [string, Exp[]]),
  ]
  for (const [title, entries] of exps) {
    heading(title)
    for (const e of entries)
      gutterEntry(e.when!, e.post, `${e.company}${e.city ? `, ${e.city}` : ''}`, [
        ...(e.text ? [e.text] : []),
        ...(e.bullets ?? []).map((b) => `– ${b}`),
      ])
  }
  heading(h.edu!)
  for (const d of p.education) gutterEntry(d.when!, d.name, `${d.school}${d.city ? `, ${d.city}` : ''}`, [])
  heading(h.skills!)
  doc.font('R').fontSize(9.5).fillColor('#333')
  for (const g of p.skills)
    doc.text(`${g.label ? `${g.label} — ` : ''}${g.items.join(', ')}`, 56, doc.y, { width: W })
  if (p.soft) doc.text(`${p.soft.label ?? h.soft} — ${p.soft.items.join(', ')}`, 56, doc.y, { width: W })
  heading(h.langs!)
  doc
    .font('R')
    .fontSize(9.5)
    .text(p.languages.map((l) => `${l.name}: ${l.printed}`).join('   |   '), 56, doc.y, { width: W })
  if (p.interests) {
    heading(h.interests!)
    doc.text(p.interests.join(', '), 56, doc.y, { width: W })
  }
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

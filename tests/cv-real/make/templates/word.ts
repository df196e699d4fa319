/**
 * Word-like CVs written as .docx with the `docx` package and converted by LibreOffice Writer, in two
 * layouts people build in Word: `table` (a borderless two-column table, dates in the left column) and
 * `tabs` (entry headers "ORGANISATION | ROLE" in bold capitals, a right-aligned tab stop for city and dates).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx'
import type { Exp, Person } from '../lib/model.ts'
import { officePdf } from '../lib/pdf.ts'

const FONT = 'Arial'
const run = (text: string, o: { bold?: boolean; size?: number; color?: string; italics?: boolean } = {}) =>
  new TextRun({
    text,
    font: FONT,
    size: (o.size ?? 10) * 2,
    bold: o.bold,
    color: o.color,
    italics: o.italics,
  })
const para = (children: (TextRun | ExternalHyperlink)[], o: Record<string, unknown> = {}) =>
  new Paragraph({ children, spacing: { after: 60 }, ...o })
const heading = (text: string, color: string) =>
  new Paragraph({
    children: [run(text.toUpperCase(), { bold: true, size: 12, color })],
    spacing: { before: 240, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color, space: 2 } },
  })
const bullets = (e: Exp) => [
  ...(e.text ? [para([run(e.text)])] : []),
  ...(e.bullets ?? []).map(
    (b) => new Paragraph({ children: [run(b)], bullet: { level: 0 }, spacing: { after: 20 } }),
  ),
]
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
const noBorders = {
  top: none,
  bottom: none,
  left: none,
  right: none,
  insideHorizontal: none,
  insideVertical: none,
}

function contactLines(p: Person): Paragraph[] {
  const parts = [p.address ?? p.city, p.phone?.printed, p.phone2, p.email, p.birth?.printed].filter(
    Boolean,
  ) as string[]
  const links: (TextRun | ExternalHyperlink)[] = []
  if (p.linkedin)
    links.push(
      new ExternalHyperlink({
        link: p.linkedin,
        children: [run(p.linkedinLabel ?? p.linkedin, { color: '1F4E79' })],
      }),
    )
  if (p.website) {
    if (links.length) links.push(run('  |  '))
    links.push(
      new ExternalHyperlink({
        link: p.websiteUrl ?? `https://${p.website}`,
        children: [run(p.website, { color: '1F4E79' })],
      }),
    )
  }
  return [
    para([run(parts.join('  |  '), { size: 9 })], { alignment: AlignmentType.CENTER }),
    ...(links.length ? [para(links, { alignment: AlignmentType.CENTER })] : []),
  ]
}

export async function renderWord(p: Person, layout: 'table' | 'tabs') {
  const h = p.headings
  const color = layout === 'table' ? '2E5E4E' : '1F3864'
  const top = [
    para([run(`${p.first} ${p.last}`, { bold: true, size: 20 })], { alignment: AlignmentType.CENTER }),
    ...(p.title
      ? [para([run(p.title, { size: 12, italics: true })], { alignment: AlignmentType.CENTER })]
      : []),
    ...contactLines(p),
  ]
  const blocks: (Paragraph | Table)[] = [...top]
  if (p.summary) blocks.push(heading(h.profile!, color), para([run(p.summary)]))
  const sections: [string, Exp[]][] = [
    [h.exp!, p.experiences],
    ...(p.extra ?? []).map((x) => [x.heading, x.entries] as [string, Exp[]]),
  ]
  const twoCols = (rows: [string, (Paragraph | Table)[]][]) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: noBorders,
      columnWidths: [2200, 7400],
      rows: rows.map(
        ([left, right]) =>
          new TableRow({
            children: [
              new TableCell({
                width: { size: 2200, type: WidthType.DXA },
                children: [para([run(left, { size: 9, color: '555555' })])],
              }),
              new TableCell({ width: { size: 7400, type: WidthType.DXA }, children: right as Paragraph[] }),
            ],
          }),
      ),
    })
  for (const [title, entries] of sections) {
    blocks.push(heading(title, color))
    if (layout === 'table')
      blocks.push(
        twoCols(
          entries.map((e) => [
            e.when!,
            [
              para([run(e.post, { bold: true }), run(` – ${e.company}${e.city ? `, ${e.city}` : ''}`)]),
              ...bullets(e),
            ],
          ]),
        ),
      )
    else
      for (const e of entries)
        blocks.push(
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
            spacing: { before: 120, after: 40 },
            children: [
              run(`${e.company.toUpperCase()} | ${e.post.toUpperCase()}`, { bold: true }),
              run(`\t${e.city ? `${e.city}, ` : ''}${e.when}`, { color: '555555' }),
            ],
          }),
          ...(e.tag ? [para([run(e.tag, { italics: true, size: 9 })])] : []),
          ...bullets(e),
        )
  }
  blocks.push(heading(h.edu!, color))
  if (layout === 'table')
    blocks.push(
      twoCols(
        p.education.map((d) => [
          d.when!,
          [para([run(d.name, { bold: true })]), para([run(`${d.school}${d.city ? `, ${d.city}` : ''}`)])],
        ]),
      ),
    )
  else
    for (const d of p.education)
      blocks.push(
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
          spacing: { before: 80, after: 20 },
          children: [run(d.name, { bold: true }), run(`\t${d.when}`, { color: '555555' })],
        }),
        para([run(d.school, { italics: true })]),
      )
  blocks.push(heading(h.skills!, color))
  for (const g of p.skills)
    blocks.push(
      para([
        ...(g.label ? [run(`${g.label}: `, { bold: true })] : []),
        run(g.items.join(layout === 'table' ? ', ' : ' • ')),
      ]),
    )
  if (p.soft) blocks.push(heading(h.soft!, color), para([run(p.soft.items.join(', '))]))
  blocks.push(heading(h.langs!, color))
  if (layout === 'table')
    blocks.push(twoCols(p.languages.map((l) => [l.name, [para([run(l.printed ?? '')])]])))
  else blocks.push(para([run(p.languages.map((l) => `${l.name} (${l.printed})`).join(', '))]))
  if (p.interests) blocks.push(heading(h.interests!, color), para([run(p.interests.join(', '))]))
  const doc = new Document({
    creator: `${p.first} ${p.last}`,
    title: 'CV',
    sections: [
      {
        properties: { page: { margin: { top: 900, bottom: 900, left: 1000, right: 1000 } } },
        children: blocks,
      },
    ],
  })
  const bytes = new Uint8Array(await Packer.toBuffer(doc))
  return officePdf(bytes, 'docx')
}

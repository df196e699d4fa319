/**
 * Typst (typst-ts-node-compiler, Typst 0.13) with a template written in the manner of the popular Typst
 * résumé packages: centred name, a contact line of links, small-caps headings over a rule, and entries laid
 * out as a grid — post and dates on one line, organisation and location right-aligned on the next.
 */
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'
import type { Exp, Person } from '../lib/model.ts'

const q = (s: string | number) => JSON.stringify(String(s))
let compiler: NodeCompiler | undefined

export function renderTypst(p: Person): Uint8Array {
  compiler ??= NodeCompiler.create({
    fontArgs: [{ fontPaths: ['/usr/share/fonts/truetype', '/usr/share/fonts/opentype'] }],
  })
  const h = p.headings
  const entry = (e: Exp) =>
    `#entry(${q(e.post)}, ${q(e.when!)}, ${q(e.company)}, ${q(e.city ?? '')}, (${[...(e.text ? [e.text] : []), ...(e.bullets ?? [])].map(q).join(', ')}${(e.text ? 1 : 0) + (e.bullets?.length ?? 0) === 1 ? ',' : ''}))`
  const contact = [
    p.phone && q(p.phone.printed),
    `link(${q(`mailto:${p.email}`)})[#${q(p.email)}]`,
    q(p.address ?? p.city),
    p.linkedin && `link(${q(p.linkedin)})[#${q(p.linkedinLabel ?? p.linkedin)}]`,
    p.website && `link(${q(p.websiteUrl ?? `https://${p.website}`)})[#${q(p.website)}]`,
  ].filter(Boolean)
  const src = `#set page(paper: "a4", margin: (x: 1.6cm, y: 1.4cm))
#set text(font: "Lato", size: 9.5pt, lang: "${p.lang}")
#set par(justify: false)
#let accent = rgb("#26428b")
#let section(t) = { v(8pt); text(fill: accent, size: 11pt, weight: "bold", smallcaps(t)); v(-6pt); line(length: 100%, stroke: 0.5pt + accent); v(2pt) }
#let entry(post, when, org, place, lines) = {
  grid(columns: (1fr, auto), row-gutter: 4pt, text(weight: "bold", post), text(fill: luma(90), when), emph(org), text(fill: luma(90), place))
  if lines.len() > 0 { v(1pt); list(..lines.map(l => [#l])) }
  v(4pt)
}
#align(center)[
  #text(size: 22pt, weight: "bold", ${q(`${p.first} ${p.last}`)}) \\
  ${p.title ? `#text(size: 11pt, fill: accent, ${q(p.title)}) \\` : ''}
  #text(size: 8.5pt)[${contact.map((c) => `#${c}`).join(' #h(4pt) | #h(4pt) ')}]
]
${p.summary ? `#section(${q(h.profile!)})\n#${q(p.summary)}` : ''}
#section(${q(h.exp!)})
${p.experiences.map(entry).join('\n')}
${(p.extra ?? []).map((x) => `#section(${q(x.heading)})\n${x.entries.map(entry).join('\n')}`).join('\n')}
#section(${q(h.edu!)})
${p.education.map((d) => `#entry(${q(d.name)}, ${q(d.when!)}, ${q(d.school)}, ${q(d.city ?? '')}, ())`).join('\n')}
#section(${q(h.skills!)})
${p.skills
  .map(
    (g) =>
      `${g.label ? `*${g.label}:* ` : ''}${g.items
        .map(q)
        .map((x) => `#${x}`)
        .join(' • ')} \\`,
  )
  .join('\n')}
${
  p.soft
    ? `*${p.soft.label ?? h.soft}:* ${p.soft.items
        .map(q)
        .map((x) => `#${x}`)
        .join(' • ')}`
    : ''
}
#section(${q(h.langs!)})
${p.languages.map((l) => `#${q(l.name)} (#${q(l.printed ?? '')})`).join(' #h(6pt) ')}
${p.interests ? `#section(${q(h.interests!)})\n${p.interests.map((x) => `#${q(x)}`).join(', ')}` : ''}
`
  const pdf = compiler.pdf({ mainFileContent: src, creationTimestamp: 1772445600 } as never)
  compiler.evictCache(10)
  return new Uint8Array(pdf)
}

/**
 * moderncv (TeX Live's LaTeX class, v2.3.1) in its classic, banking, casual, fancy and oldstyle styles, with
 * fontawesome5 icons beside the contact values and \social links whose visible text is the account
 * name only, compiled by pdfLaTeX.
 */
import type { Person } from '../lib/model.ts'
import { latexPdf } from '../lib/pdf.ts'

/** LaTeX-safe text; Unicode dashes are kept (inputenc maps them). */
export const tex = (s: string | number) =>
  String(s)
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}')

export async function renderModerncv(p: Person, style: string, color: string) {
  const h = p.headings
  const entry = (e: Person['experiences'][number]) => {
    const body = e.bullets?.length
      ? `\\begin{itemize}${e.bullets.map((b) => `\\item ${tex(b)}`).join('\n')}\\end{itemize}`
      : e.text
        ? tex(e.text)
        : ''
    return `\\cventry{${tex(e.when!)}}{${tex(e.post)}}{${tex(e.company)}}{${tex(e.city ?? '')}}{${tex(e.tag ?? '')}}{${body}}`
  }
  const extra = (p.extra ?? [])
    .map((x) => `\\section{${tex(x.heading)}}\n${x.entries.map(entry).join('\n')}`)
    .join('\n')
  const [street, town] = p.address ? p.address.split(' | ') : ['', p.city]
  const doc = `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${style}}
\\moderncvcolor{${color}}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\usepackage[scale=0.8]{geometry}
\\DeclareUnicodeCharacter{2011}{-}
\\DeclareUnicodeCharacter{2212}{\\textminus}
\\usepackage{textcomp}
\\name{${tex(p.first)}}{${tex(p.last)}}
${p.title ? `\\title{${tex(p.title)}}` : ''}
\\address{${tex(street ?? '')}}{${tex(town ?? p.city)}}{${tex(p.country ?? '')}}
${p.phone ? `\\phone[mobile]{${tex(p.phone.printed)}}` : ''}
${p.phone2 ? `\\phone[fixed]{${tex(p.phone2)}}` : ''}
\\email{${tex(p.email)}}
${p.website ? `\\homepage{${tex(p.website)}}` : ''}
${p.linkedin ? `\\social[linkedin]{${tex(p.linkedinLabel!)}}` : ''}
${p.github ? `\\social[github]{${tex(p.github.replace(/.*\//, ''))}}` : ''}
${p.birth ? `\\extrainfo{${tex(p.birth.printed)}}` : ''}
\\begin{document}
\\makecvtitle
${p.summary ? `\\section{${tex(h.profile!)}}\n\\cvitem{}{${tex(p.summary)}}` : ''}
\\section{${tex(h.exp!)}}
${p.experiences.map(entry).join('\n')}
${extra}
\\section{${tex(h.edu!)}}
${p.education.map((d) => `\\cventry{${tex(d.when!)}}{${tex(d.name)}}{${tex(d.school)}}{${tex(d.city ?? '')}}{}{${tex(d.detail ?? '')}}`).join('\n')}
\\section{${tex(h.skills!)}}
${p.skills.map((g) => `\\cvitem{${tex(g.label ?? '')}}{${g.items.map(tex).join(', ')}}`).join('\n')}
${p.soft ? `\\cvitem{${tex(p.soft.label ?? '')}}{${p.soft.items.map(tex).join(', ')}}` : ''}
\\section{${tex(h.langs!)}}
${p.languages.map((l) => `\\cvitemwithcomment{${tex(l.name)}}{${tex(l.printed ?? '')}}{}`).join('\n')}
${p.interests ? `\\section{${tex(h.interests!)}}\n\\cvitem{}{${p.interests.map(tex).join(', ')}}` : ''}
\\end{document}
`
  return latexPdf(doc, 'pdflatex')
}

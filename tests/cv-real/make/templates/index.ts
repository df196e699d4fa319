/** Every template of the set: how it renders, who produces the PDF, under which licence. */
import type { Person } from '../lib/model.ts'
import type { Attachment } from '../lib/pdf.ts'
import { weasyPdf, wkhtmlPdf } from '../lib/pdf.ts'
import { renderEuropass } from './europass.ts'
import { renderPdfkit, renderPdfmake } from './generators.ts'
import { bandHtml, sidebarHtml } from './html.ts'
import { renderTheme } from './jsonresume.ts'
import { renderLinkedIn } from './linkedin.ts'
import { renderModerncv } from './moderncv.ts'
import { renderTypst } from './typst.ts'
import { renderWord } from './word.ts'

export interface Template {
  /** The program that wrote the PDF (and the tool chain before it). */
  producer: string
  licence: string
  /** Package and version (or template) the PDF is an export of. */
  source: string
  render: (p: Person) => Promise<{ pdf: Uint8Array; attachments?: Attachment[] }>
  /** Truth fields this template does not print. */
  omit?: string[]
  features?: string[]
}

const theme = (name: string, version: string, omit: string[] = [], features: string[] = []): Template => ({
  producer: 'Chromium 156 (Skia/PDF) printing a JSON Resume theme',
  licence: 'MIT (theme); content CC0, fictional person',
  source: `npm jsonresume-theme-${name}@${version}`,
  render: async (p) => ({ pdf: await renderTheme(p, name) }),
  omit,
  features,
})

const europass = (version: string): Template => ({
  producer:
    'Chromium 156 (Skia/PDF) printing an imitation of the Europass CV editor, XML attached with pdf-lib',
  licence: 'own HTML/CSS imitating the public Europass layout; content CC0, fictional person',
  source: `tests/cv-real/make/templates/europass.ts (Europass CV editor export, ${version})`,
  render: renderEuropass,
  omit: ['profile.title'],
  features: ['Europass layout: labelled contact lines, "[ dates ]" column, CEFR grid'],
})

const moderncv = (style: string, color: string): Template => ({
  producer: 'pdfTeX 3.141592653-2.6-1.40.24 (TeX Live 2022/Debian), LaTeX class moderncv',
  licence: 'LPPL 1.3c (moderncv); content CC0, fictional person',
  source: `Debian texlive-latex-extra 2022.20230122: moderncv 2.3.1, style ${style}, colour ${color}; fontawesome5 icons`,
  render: async (p) => ({ pdf: await renderModerncv(p, style, color) }),
  features: [
    'fontawesome5 icons before phone, e-mail, LinkedIn',
    'LinkedIn printed as the account name only (URL in the link annotation)',
  ],
})

const word = (layout: 'table' | 'tabs', features: string[]): Template => ({
  producer: 'LibreOffice 7.4 (Writer) converting a .docx',
  licence: 'own Word layout written with npm docx 9.15.2 (MIT); content CC0, fictional person',
  source: `npm docx@9.15.2 → Debian libreoffice-writer-nogui; tests/cv-real/make/templates/word.ts (${layout})`,
  render: async (p) => ({ pdf: await renderWord(p, layout) }),
  features,
})

export const TEMPLATES: Record<string, Template> = {
  'typst-resume': {
    producer: 'Typst 0.13 (typst-ts-node-compiler 0.7.0)',
    licence:
      'own Typst template in the manner of public Typst résumé packages (compiler Apache-2.0, Lato OFL); content CC0, fictional person',
    source: 'npm @myriaddreamin/typst-ts-node-compiler@0.7.0; tests/cv-real/make/templates/typst.ts',
    render: async (p) => ({ pdf: renderTypst(p) }),
    features: [
      'post and dates on one line, organisation and location right-aligned on the next',
      'small-caps headings',
      'contact line of links separated by bars',
    ],
  },
  'pdfmake-builder': {
    producer: 'pdfmake 0.3.11 (PDFKit)',
    licence:
      'own pdfmake document definition (pdfmake MIT, Roboto Apache-2.0); content CC0, fictional person',
    source: 'npm pdfmake@0.3.11; tests/cv-real/make/templates/generators.ts',
    render: async (p) => ({ pdf: await renderPdfmake(p) }),
    features: [
      'dark sidebar column drawn as a background (contact, skills, language dots)',
      'dates in a right-aligned column beside the post',
      'each line a separate text run',
    ],
  },
  'pdfkit-gutter': {
    producer: 'PDFKit 0.20.2',
    licence: 'own PDFKit drawing code (PDFKit MIT, Lato OFL); content CC0, fictional person',
    source: 'npm pdfkit@0.20.2; tests/cv-real/make/templates/generators.ts',
    render: async (p) => ({ pdf: await renderPdfkit(p) }),
    features: [
      'dates in a left gutter',
      'letter-spaced capital headings',
      'LinkedIn/website as short labels with link annotations',
    ],
  },
  'word-table': word('table', [
    'borderless table: dates in the left column, "Post – Company, City" on the right',
    'languages in a two-column table',
  ]),
  'word-tabs': word('tabs', [
    'entry headers "ORGANISATION | ROLE" in bold capitals',
    'city and dates at a right-aligned tab stop on the header line',
    'skills separated by bullets',
  ]),
  'html-sidebar-wkhtmltopdf': {
    producer: 'wkhtmltopdf 0.12.6 (Qt 4.8.7 WebKit)',
    licence: 'own HTML/CSS template; content CC0, fictional person',
    source: 'Debian wkhtmltopdf 0.12.6-2+b1; tests/cv-real/make/templates/html.ts (sidebar)',
    render: async (p) => ({ pdf: wkhtmlPdf(sidebarHtml(p)) }),
    features: [
      'dark sidebar printed first (contact, skill bars, languages)',
      'symbol icons (✆ ✉ ⌂) before contact values',
      'post in capitals, "Company | City", dates floated right',
    ],
  },
  'html-band-weasyprint': {
    producer: 'WeasyPrint 57.2',
    licence: 'own HTML/CSS template; content CC0, fictional person',
    source: 'Debian weasyprint 57.2-1; tests/cv-real/make/templates/html.ts (band)',
    render: async (p) => ({ pdf: weasyPdf(bandHtml(p)) }),
    features: [
      'entry headers "ORGANISATION | ROLE" in bold capitals',
      'city and dates right-aligned on the entry line',
      'two section headings side by side in one band over two columns',
    ],
  },
  'moderncv-classic': moderncv('classic', 'blue'),
  'moderncv-banking': moderncv('banking', 'black'),
  'moderncv-casual': moderncv('casual', 'green'),
  'moderncv-fancy': moderncv('fancy', 'grey'),
  'moderncv-oldstyle': moderncv('oldstyle', 'burgundy'),
  'europass-editor': europass('Europass v4 editor layout'),
  'europass-editor-v3': europass('former editor, v3 XML'),
  'linkedin-profile-pdf': {
    producer: 'Chromium 156 (Skia/PDF) printing an imitation of LinkedIn "Save to PDF"',
    licence: 'own HTML/CSS imitating the public layout; content CC0, fictional person',
    source: 'tests/cv-real/make/templates/linkedin.ts (layout of LinkedIn profile PDFs, 2024-2026)',
    render: async (p) => ({ pdf: await renderLinkedIn(p) }),
    features: [
      'LinkedIn levels ("Full Professional"…)',
      '"Month YYYY - Present (N years M months)"',
      'education "Degree, Field · (YYYY - YYYY)"',
      '"Page N of M" footer',
    ],
  },
  'jsonresume-theme-even': theme('even', '0.26.1'),
  'jsonresume-theme-elegant': theme(
    'elegant',
    '1.16.1',
    ['exp.city', 'lang.level'],
    [
      '"Post, Company" on one line',
      'dates "Apr, 2021 - Present" with durations',
      'languages named without levels',
    ],
  ),
  'jsonresume-theme-flat': theme(
    'flat',
    '0.3.7',
    ['exp.city', 'profile.city'],
    ['ongoing entry printed as "2021-04 —" with nothing after the dash', 'ISO month dates'],
  ),
  'jsonresume-theme-kendall': theme('kendall', '0.2.0', ['edu.month', 'languages']),
  'jsonresume-theme-macchiato': theme('macchiato', '1.1.0', ['exp.city']),
  'jsonresume-theme-stackoverflow': theme(
    'stackoverflow',
    '3.3.0',
    [],
    ['letter-spaced headings', '"Post at Company" with dates right-aligned on the line'],
  ),
}

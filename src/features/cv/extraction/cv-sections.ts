/**
 * A CV's sections, found by their headings as people write them in French, Dutch and English. A heading is
 * a short line that is one of the known names (or starts with one, "Expériences professionnelles :");
 * capitals, bold or a larger size make a short unknown line a heading of an unknown section too, so that
 * its content does not run into the previous section.
 */
import { type CvLine, columnExtents } from './cv-layout'
import { headingKey } from './cv-text'

export type SectionKind =
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'profile'
  | 'contact'
  | 'interests'
  | 'references'
  | 'other'

const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  experience: [
    'experience',
    'jobs etudiants',
    'job etudiant',
    'jobs d etudiant',
    'studentenjobs',
    'student jobs',
    'internships',
    'volunteer work',
    'engagements benevoles',
    'engagement benevole',
    'flexi jobs',
    'emplois occupes',
    'postes occupes',
    'experiences de travail',
    'vie professionnelle',
    'tewerkstelling',
    'beroepsloopbaan',
    'relevante werkervaring',
    'positions held',
    'work',
    'experiences',
    'experience professionnelle',
    'experiences professionnelles',
    'parcours',
    'parcours professionnel',
    'emplois',
    'carriere',
    'historique professionnel',
    'engagements',
    'benevolat',
    'experiences benevoles',
    'engagement associatif',
    'stages',
    'werkervaring',
    'ervaring',
    'professionele ervaring',
    'beroepservaring',
    'loopbaan',
    'professionele loopbaan',
    'werkgeschiedenis',
    'vrijwilligerswerk',
    'stages en werkervaring',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career',
    'career history',
    'volunteering',
    'volunteer experience',
    'relevant experience',
  ],
  education: [
    'formation',
    'formations et diplomes',
    'etudes et formations',
    'enseignement',
    'studies en opleidingen',
    'opleiding en vorming',
    'vorming',
    'opleidingen en certificaten',
    'education training',
    'education & training',
    'degrees',
    'academic',
    'formations',
    'etudes',
    'diplomes',
    'diplomes et formations',
    'formation academique',
    'parcours academique',
    'cursus',
    'certifications',
    'formations complementaires',
    'opleiding',
    'opleidingen',
    'studies',
    'diploma s',
    'diplomas',
    'onderwijs',
    'scholing',
    'academische opleiding',
    'certificaten',
    'bijscholing',
    'education',
    'academic background',
    'qualifications',
    'training',
    'courses',
    'certificates',
    'education and training',
  ],
  skills: [
    'competences',
    'competences informatiques',
    'outils informatiques',
    'expertises',
    'savoirs',
    'vaardigheden en tools',
    'it skills',
    'computer skills',
    'digitale vaardigheden',
    'competences cles',
    'competences techniques',
    'savoir faire',
    'savoir etre',
    'outils',
    'informatique',
    'aptitudes',
    'atouts',
    'vaardigheden',
    'competenties',
    'kerncompetenties',
    'kennis',
    'software',
    'it kennis',
    'tools',
    'skills',
    'key skills',
    'technical skills',
    'core skills',
    'core competencies',
    'key competencies',
    'competences principales',
    'competencies',
    'expertise',
    'soft skills',
    'qualites',
    'qualities',
    'kwaliteiten',
    'sterktes',
    'eigenschappen',
    'persoonlijke vaardigheden',
    'personal skills',
    'strengths',
    'hard skills',
  ],
  languages: [
    'connaissances linguistiques',
    'taalkennis',
    'language',
    'langues',
    'langues parlees',
    'talen',
    'talenkennis',
    'languages',
    'language skills',
  ],
  profile: [
    'profil',
    'profil professionnel',
    'profil personnel',
    'personal profile',
    'professional profile',
    'professioneel profiel',
    'a propos',
    'a propos de moi',
    'resume',
    'objectif',
    'profiel',
    'over mij',
    'samenvatting',
    'persoonlijk profiel',
    'profile',
    'about me',
    'summary',
    'personal statement',
    'objective',
  ],
  contact: [
    'contact',
    'coordonnees',
    'informations personnelles',
    'infos',
    'contactgegevens',
    'persoonlijke gegevens',
    'gegevens',
    'personal details',
    'personal information',
    'contact details',
    'contact information',
    'contactinformatie',
    'personalia',
    'coordonnees personnelles',
    'details',
  ],
  interests: [
    'centres d interet',
    'centres d interets',
    'loisirs',
    'passions',
    'interets',
    'hobby s',
    'hobbys',
    'interesses',
    'vrije tijd',
    'interests',
    'hobbies',
  ],
  references: ['references', 'referenties', 'referees'],
}

const KNOWN = new Map<string, SectionKind>()
for (const [kind, names] of Object.entries(HEADINGS))
  for (const name of names) KNOWN.set(name, kind as SectionKind)
/** The same names without spaces, for letter-spaced headings ("E X P É R I E N C E S"). */
const KNOWN_COMPACT = new Map([...KNOWN].map(([name, kind]) => [name.replace(/[ /&]/g, ''), kind]))

/** "P R O F I L E", "E X P E R I E N C E" (letters spaced out for style, as pdf.js reads them). */
const isLetterSpaced = (text: string) =>
  /^(?:[\p{L}&/'’] ){3,}\p{L}$/u.test(text.trim().replace(/ {2,}/g, ' '))

/** The kind of section a line names, or null when it is not a known heading. */
export function headingKind(text: string): SectionKind | null {
  const key = headingKey(text)
  if (isLetterSpaced(text)) return KNOWN_COMPACT.get(key.replace(/[ /&]/g, '')) ?? null
  if (!key || key.split(' ').length > 6) return null
  const exact = KNOWN.get(key)
  if (exact) return exact
  // "Expériences professionnelles & bénévoles", "Langues :": the longest known name it starts with.
  let best: { kind: SectionKind; length: number } | null = null
  for (const [name, kind] of KNOWN)
    if ((key.startsWith(`${name} `) || key.startsWith(`${name}/`)) && (!best || name.length > best.length))
      best = { kind, length: name.length }
  return best && best.length >= key.length * 0.5 ? best.kind : null
}

export type CvSection = { kind: SectionKind | 'header'; heading: string | null; lines: CvLine[] }

/** Cuts the lines into sections; what comes before the first heading is the header (name, contact). */
export function splitSections(lines: CvLine[]): CvSection[] {
  const sections: CvSection[] = [{ kind: 'header', heading: null, lines: [] }]
  const bodySize = medianSize(lines)
  // Each column goes on with its own last section: after a sidebar, the main column's experiences
  // continue; a page's second column does not run into the first's last section.
  // Columns of about the same width are one text flowing from one to the next (two-column templates).
  const currentByColumn = new Map<number, CvSection>()
  const widthOf = columnWidths(lines)
  let previous = lines[0]
  for (const line of lines) {
    if (previous && line.column !== previous.column && line.column >= 0) {
      const [a, b] = [widthOf(previous), widthOf(line)]
      const flowing = previous.column >= 0 && Math.min(a, b) / Math.max(a, b) >= 0.7
      const resumed = currentByColumn.get(line.column)
      if (flowing) {
        // The text goes on in the next column: the current section continues.
      } else if (resumed) {
        sections.splice(sections.indexOf(resumed), 1)
        sections.push(resumed)
      } else sections.push({ kind: sections.length === 1 ? 'header' : 'other', heading: null, lines: [] })
    }
    previous = line
    const kind = headingKind(line.text)
    const looksLikeHeading =
      line.text.length <= 40 &&
      /\p{L}/u.test(line.text) &&
      !/[.,;@]\s*$/.test(line.text) &&
      // Larger than the text (capitals alone are also how people write organisations).
      (line.size > bodySize * 1.12 || isLetterSpaced(line.text))
    if (kind) sections.push({ kind, heading: line.text, lines: [] })
    else if (looksLikeHeading && sections.length > 1 && isLikelyUnknownHeading(line.text))
      sections.push({ kind: 'other', heading: line.text, lines: [] })
    else sections.at(-1)!.lines.push(line)
    currentByColumn.set(line.column, sections.at(-1)!)
  }
  return sections
}

/** An unknown capitalised line is a heading when it reads like one (a few words, no digits). */
const isLikelyUnknownHeading = (text: string) =>
  !/\d/.test(text) && (text.split(/\s+/).length <= 4 || isLetterSpaced(text))

/** The width of the column a line is in, on its page. */
function columnWidths(lines: CvLine[]): (line: CvLine) => number {
  const extentOf = columnExtents(lines)
  return (line) => extentOf(line).right - extentOf(line).left
}

function medianSize(lines: CvLine[]): number {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b)
  return sizes[Math.floor(sizes.length / 2)] ?? 10
}

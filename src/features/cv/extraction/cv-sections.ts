/**
 * A CV's sections, found by their headings as people write them in French, Dutch and English. A heading is
 * a short line that is one of the known names (or starts with one, "Expériences professionnelles :");
 * capitals, bold or a larger size make a short unknown line a heading of an unknown section too, so that
 * its content does not run into the previous section.
 */
import type { CvLine } from './cv-layout'
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
    'competencies',
    'expertise',
    'soft skills',
    'hard skills',
  ],
  languages: ['langues', 'langues parlees', 'talen', 'talenkennis', 'languages', 'language skills'],
  profile: [
    'profil',
    'profil professionnel',
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

/** The kind of section a line names, or null when it is not a known heading. */
export function headingKind(text: string): SectionKind | null {
  const key = headingKey(text)
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
  const currentByColumn = new Map<number, CvSection>()
  let column = lines[0]?.column ?? 0
  for (const line of lines) {
    if (line.column !== column && line.column >= 0) {
      const resumed = currentByColumn.get(line.column)
      if (resumed) {
        sections.splice(sections.indexOf(resumed), 1)
        sections.push(resumed)
      } else sections.push({ kind: sections.length === 1 ? 'header' : 'other', heading: null, lines: [] })
    }
    column = line.column
    const kind = headingKind(line.text)
    const looksLikeHeading =
      line.text.length <= 40 &&
      /\p{L}/u.test(line.text) &&
      !/[.,;@]\s*$/.test(line.text) &&
      ((line.text === line.text.toUpperCase() && line.text.length >= 4) || line.size > bodySize * 1.25)
    if (kind) sections.push({ kind, heading: line.text, lines: [] })
    else if (looksLikeHeading && sections.length > 1 && isLikelyUnknownHeading(line.text))
      sections.push({ kind: 'other', heading: line.text, lines: [] })
    else sections.at(-1)!.lines.push(line)
    currentByColumn.set(line.column, sections.at(-1)!)
  }
  return sections
}

/** An unknown capitalised line is a heading when it reads like one (a few words, no digits). */
const isLikelyUnknownHeading = (text: string) => !/\d/.test(text) && text.split(/\s+/).length <= 4

function medianSize(lines: CvLine[]): number {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b)
  return sizes[Math.floor(sizes.length / 2)] ?? 10
}

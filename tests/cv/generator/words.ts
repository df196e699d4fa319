/**
 * What a CV prints in each language: section headings (several synonyms each), months, "present",
 * contract words, language names and level words, and the printed forms of dates, phones and birthdates.
 */
import type { ContractType, CvLang, LanguageLevel } from '../schema'
import type { Gender } from './places'
import type { Rng } from './prng'

export type SectionKey =
  | 'experience'
  | 'education'
  | 'skills'
  | 'softSkills'
  | 'languages'
  | 'profile'
  | 'contact'
  | 'interests'
  | 'volunteer'
  | 'internships'
  | 'studentJobs'
  | 'other'
  | 'references'

export const HEADINGS: Record<CvLang, Record<SectionKey, string[]>> = {
  fr: {
    experience: [
      'Expérience professionnelle',
      'Parcours professionnel',
      'Expériences',
      'Expériences professionnelles',
      'Emplois occupés',
    ],
    education: [
      'Formation',
      'Études',
      'Diplômes',
      'Formations',
      'Parcours académique',
      'Diplômes et formations',
    ],
    skills: ['Compétences', 'Savoir-faire', 'Outils', 'Compétences clés', 'Compétences techniques'],
    softSkills: ['Qualités', 'Savoir-être', 'Soft skills', 'Atouts'],
    languages: ['Langues', 'Connaissances linguistiques', 'Langues parlées'],
    profile: ['Profil', 'À propos', 'Résumé', 'Profil personnel'],
    contact: ['Contact', 'Coordonnées', 'Informations personnelles'],
    interests: ["Centres d'intérêt", 'Loisirs', 'Intérêts', 'Passions'],
    volunteer: ['Bénévolat', 'Engagements bénévoles', 'Engagement associatif'],
    internships: ['Stages'],
    studentJobs: ['Jobs étudiants'],
    other: ['Informations complémentaires', 'Divers'],
    references: ['Références'],
  },
  nl: {
    experience: ['Werkervaring', 'Loopbaan', 'Professionele ervaring', 'Ervaring', 'Beroepservaring'],
    education: ['Opleiding', 'Studies', 'Opleidingen', 'Onderwijs', "Diploma's"],
    skills: ['Vaardigheden', 'Competenties', 'Kennis en vaardigheden', 'Skills', 'Digitale vaardigheden'],
    softSkills: ['Persoonlijke vaardigheden', 'Sterktes', 'Soft skills', 'Eigenschappen'],
    languages: ['Talen', 'Talenkennis'],
    profile: ['Profiel', 'Over mij', 'Persoonlijk profiel', 'Samenvatting'],
    contact: ['Contact', 'Contactgegevens', 'Persoonlijke gegevens'],
    interests: ['Interesses', "Hobby's", 'Vrije tijd'],
    volunteer: ['Vrijwilligerswerk', 'Engagement als vrijwilliger'],
    internships: ['Stages'],
    studentJobs: ['Studentenjobs', 'Vakantiejobs'],
    other: ['Varia', 'Overige', 'Extra'],
    references: ['Referenties'],
  },
  en: {
    experience: [
      'Experience',
      'Work history',
      'Professional experience',
      'Work experience',
      'Employment history',
      'Career',
    ],
    education: ['Education', 'Education & training', 'Academic background', 'Qualifications'],
    skills: ['Skills', 'Key skills', 'Technical skills', 'Core competencies', 'Tools'],
    softSkills: ['Soft skills', 'Personal strengths', 'Strengths'],
    languages: ['Languages', 'Language skills'],
    profile: ['Profile', 'About me', 'Summary', 'Personal statement'],
    contact: ['Contact', 'Contact details', 'Personal details'],
    interests: ['Interests', 'Hobbies', 'Outside work'],
    volunteer: ['Volunteering', 'Volunteer work', 'Community involvement'],
    internships: ['Internships'],
    studentJobs: ['Student jobs'],
    other: ['Additional information', 'Other'],
    references: ['References'],
  },
}

export const MONTHS: Record<CvLang, { long: string[]; short: string[] }> = {
  fr: {
    long: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    short: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
  },
  nl: {
    long: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    short: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  },
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
}

export const PRESENT: Record<CvLang, string[]> = {
  fr: ["aujourd'hui", 'présent', 'actuellement', 'en cours', 'ce jour'],
  nl: ['heden', 'nu', 'vandaag', 'heden'],
  en: ['present', 'now', 'current', 'today'],
}

export const SINCE: Record<CvLang, string> = { fr: 'depuis', nl: 'sinds', en: 'since' }
export const FROM_TO: Record<CvLang, [string, string]> = {
  fr: ['de', 'à'],
  nl: ['van', 'tot'],
  en: ['from', 'to'],
}

/** Words a CV prints for a contract type (the truth maps them back). */
export const CONTRACT_WORDS: Record<CvLang, Partial<Record<ContractType, string[]>>> = {
  fr: {
    cdi: ['CDI', 'Contrat à durée indéterminée', 'CDI – temps plein'],
    cdd: ['CDD', 'Contrat à durée déterminée', 'CDD de remplacement'],
    stage: ['Stage', 'Stage de fin d’études'],
    job_etudiant: ['Job étudiant', 'Contrat étudiant', 'Étudiant'],
    benevolat: ['Bénévole', 'Bénévolat'],
    flexi_job: ['Flexi-job'],
    service_citoyen: ['Service citoyen'],
    autres: ['Intérim', 'Indépendant', 'Freelance'],
  },
  nl: {
    cdi: ['vast contract', 'contract van onbepaalde duur', 'Vast contract, voltijds'],
    cdd: ['tijdelijk contract', 'contract van bepaalde duur', 'vervangingscontract'],
    stage: ['stage', 'Stage (laatste jaar)'],
    job_etudiant: ['jobstudent', 'studentenjob', 'vakantiejob'],
    benevolat: ['vrijwilliger', 'vrijwilligerswerk'],
    flexi_job: ['flexijob', 'flexi-job'],
    autres: ['interim', 'freelance', 'zelfstandige'],
  },
  en: {
    cdi: ['permanent contract', 'open-ended contract'],
    cdd: ['fixed-term contract', 'temporary contract'],
    stage: ['internship'],
    job_etudiant: ['student job'],
    benevolat: ['volunteer', 'voluntary'],
    flexi_job: ['flexi-job'],
    service_citoyen: ['civic service'],
    autres: ['freelance', 'self-employed', 'agency work'],
  },
}

export const LANGUAGE_NAMES: Record<string, Record<CvLang, string>> = {
  fr: { fr: 'Français', nl: 'Frans', en: 'French' },
  nl: { fr: 'Néerlandais', nl: 'Nederlands', en: 'Dutch' },
  en: { fr: 'Anglais', nl: 'Engels', en: 'English' },
  de: { fr: 'Allemand', nl: 'Duits', en: 'German' },
  es: { fr: 'Espagnol', nl: 'Spaans', en: 'Spanish' },
  it: { fr: 'Italien', nl: 'Italiaans', en: 'Italian' },
  ar: { fr: 'Arabe', nl: 'Arabisch', en: 'Arabic' },
  tr: { fr: 'Turc', nl: 'Turks', en: 'Turkish' },
  pl: { fr: 'Polonais', nl: 'Pools', en: 'Polish' },
  pt: { fr: 'Portugais', nl: 'Portugees', en: 'Portuguese' },
  ro: { fr: 'Roumain', nl: 'Roemeens', en: 'Romanian' },
  ln: { fr: 'Lingala', nl: 'Lingala', en: 'Lingala' },
  ru: { fr: 'Russe', nl: 'Russisch', en: 'Russian' },
  vi: { fr: 'Vietnamien', nl: 'Vietnamees', en: 'Vietnamese' },
  hi: { fr: 'Hindi', nl: 'Hindi', en: 'Hindi' },
  sv: { fr: 'Suédois', nl: 'Zweeds', en: 'Swedish' },
  ga: { fr: 'Irlandais', nl: 'Iers', en: 'Irish' },
}

/** Level words; the CEFR levels are printed as such ("C1"). */
export const LEVEL_WORDS: Record<CvLang, Record<LanguageLevel, string[]>> = {
  fr: {
    native: ['langue maternelle', 'maternelle'],
    advanced: ['courant', 'très bonne maîtrise', 'avancé'],
    intermediate: ['bonne connaissance', 'intermédiaire', 'bon niveau'],
    beginner: ['notions', 'connaissances de base', 'débutant'],
  },
  nl: {
    native: ['moedertaal'],
    advanced: ['vloeiend', 'zeer goed', 'gevorderd'],
    intermediate: ['goed', 'redelijk', 'gemiddeld'],
    beginner: ['basiskennis', 'beginner', 'elementair'],
  },
  en: {
    native: ['native', 'mother tongue', 'native speaker'],
    advanced: ['fluent', 'advanced', 'proficient'],
    intermediate: ['good', 'intermediate', 'working knowledge'],
    beginner: ['basic', 'beginner', 'elementary'],
  },
}

export const CEFR: Record<Exclude<LanguageLevel, 'native'>, string[]> = {
  advanced: ['C1', 'C2'],
  intermediate: ['B1', 'B2'],
  beginner: ['A1', 'A2'],
}

export type DateStyle = 'long' | 'long-cap' | 'short' | 'num-slash' | 'num-dot' | 'iso' | 'year'
export type RangeStyle = 'dash' | 'hyphen' | 'emdash' | 'arrow' | 'words'

/** A month-precision or year-precision date, as the truth records it. */
export interface YearMonth {
  year: number
  month: number | null
}

export const truthDate = (date: YearMonth): string =>
  date.month === null ? String(date.year) : `${date.year}-${String(date.month).padStart(2, '0')}`

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('fr') + word.slice(1)

export function printDate(lang: CvLang, style: DateStyle, date: YearMonth, withYear = true): string {
  if (date.month === null || style === 'year') return String(date.year)
  const m = date.month
  const mm = String(m).padStart(2, '0')
  const year = withYear ? ` ${date.year}` : ''
  switch (style) {
    case 'long':
      return `${MONTHS[lang].long[m - 1]}${year}`
    case 'long-cap':
      return `${capitalise(MONTHS[lang].long[m - 1]!)}${year}`
    case 'short':
      return `${lang === 'en' ? MONTHS[lang].short[m - 1] : MONTHS[lang].short[m - 1]}${year}`
    case 'num-slash':
      return `${mm}/${date.year}`
    case 'num-dot':
      return `${mm}.${date.year}`
    case 'iso':
      return `${date.year}-${mm}`
  }
}

/**
 * A printed period. `end` null = ongoing. Uses "since …" when `since` is set and the period is ongoing,
 * "juillet – août 2022" when both months share a year and `shareYear` is set.
 */
export function printRange(
  lang: CvLang,
  style: DateStyle,
  range: RangeStyle,
  start: YearMonth | null,
  end: YearMonth | null,
  present: string,
  options: { since?: boolean; shareYear?: boolean } = {},
): string {
  if (!start) return end ? printDate(lang, style, end) : present
  if (end === null && (options.since || range === 'words')) {
    const word = SINCE[lang]
    return `${capitalise(word)} ${printDate(lang, style, start)}`
  }
  const sameYearMonths =
    options.shareYear &&
    end !== null &&
    start.year === end.year &&
    start.month !== null &&
    end.month !== null &&
    style !== 'year' &&
    !style.startsWith('num') &&
    style !== 'iso'
  const from = printDate(lang, style, start, !sameYearMonths)
  const to = end === null ? present : printDate(lang, style, end)
  if (style === 'year' && end !== null && start.year === end.year) return String(start.year)
  switch (range) {
    case 'dash':
      return `${from} – ${to}`
    case 'hyphen':
      return `${from} - ${to}`
    case 'emdash':
      return `${from} — ${to}`
    case 'arrow':
      return `${from} → ${to}`
    case 'words': {
      const [a, b] = FROM_TO[lang]
      return `${capitalise(a)} ${from} ${b} ${to}`
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Phones

export type PhoneStyle =
  | 'slash-dots'
  | 'spaces'
  | 'intl-spaces'
  | 'intl-zero'
  | 'double-zero'
  | 'compact-intl'
  | 'slash-spaces'
  | 'dots'
  | 'compact'

/** Belgian national significant number (without 0/+32) → printed form. */
export function printPhone(nsn: string, style: PhoneStyle): string {
  const mobile = nsn.startsWith('4') && nsn.length === 9
  // Split the number in the Belgian way: 4xx xx xx xx, 2 xxx xx xx, 81 xx xx xx.
  let prefix: string
  let rest: string[]
  if (mobile) {
    prefix = nsn.slice(0, 3)
    rest = [nsn.slice(3, 5), nsn.slice(5, 7), nsn.slice(7, 9)]
  } else if (/^[2349]/.test(nsn) && nsn.length === 8) {
    prefix = nsn.slice(0, 1)
    rest = [nsn.slice(1, 4), nsn.slice(4, 6), nsn.slice(6, 8)]
  } else {
    prefix = nsn.slice(0, 2)
    rest = [nsn.slice(2, 4), nsn.slice(4, 6), nsn.slice(6, 8)]
  }
  switch (style) {
    case 'slash-dots':
      return `0${prefix}/${rest.join('.')}`
    case 'slash-spaces':
      return `0${prefix}/${rest.join(' ')}`
    case 'spaces':
      return `0${prefix} ${rest.join(' ')}`
    case 'dots':
      return `0${prefix}.${rest.join('.')}`
    case 'intl-spaces':
      return `+32 ${prefix} ${rest.join(' ')}`
    case 'intl-zero':
      return `+32 (0)${prefix} ${rest.join(' ')}`
    case 'double-zero':
      return `0032 ${prefix} ${rest.join(' ')}`
    case 'compact-intl':
      return `+32${nsn}`
    case 'compact':
      return `0${nsn}`
  }
}

export const PHONE_STYLES: PhoneStyle[] = [
  'slash-dots',
  'spaces',
  'intl-spaces',
  'intl-zero',
  'double-zero',
  'compact-intl',
  'slash-spaces',
  'dots',
  'compact',
]

export function mobileNumber(rng: Rng): string {
  const prefix = rng.pick([
    '70',
    '71',
    '72',
    '73',
    '75',
    '76',
    '77',
    '78',
    '79',
    '84',
    '85',
    '86',
    '87',
    '88',
    '89',
  ])
  const prefix2 = rng.pick([
    '91',
    '92',
    '93',
    '94',
    '95',
    '96',
    '97',
    '98',
    '99',
    '60',
    '65',
    '66',
    '67',
    '68',
  ])
  const body = Array.from({ length: 6 }, () => rng.int(0, 9)).join('')
  return `4${rng.chance(0.6) ? prefix : prefix2}${body}`
}

export function landlineNumber(rng: Rng, zone: string): string {
  const length = 8 - zone.length
  const first = rng.int(2, 8)
  const body = Array.from({ length: length - 1 }, () => rng.int(0, 9)).join('')
  return `${zone}${first}${body}`
}

// ---------------------------------------------------------------------------------------------------
// Birthdates

export type BirthStyle = 'degree' | 'words' | 'label-numeric' | 'words-place' | 'dots' | 'iso-label'

export function printBirthdate(
  lang: CvLang,
  style: BirthStyle,
  gender: Gender,
  date: { year: number; month: number; day: number },
  place: string,
): string {
  const dd = String(date.day).padStart(2, '0')
  const mm = String(date.month).padStart(2, '0')
  const monthName = MONTHS[lang].long[date.month - 1]!
  const fr = { born: gender === 'f' ? 'Née le' : 'Né le' }
  switch (style) {
    case 'degree':
      return `° ${dd}/${mm}/${date.year}`
    case 'dots':
      return lang === 'en' ? `Born ${dd}.${mm}.${date.year}` : `° ${dd}.${mm}.${date.year}`
    case 'words':
      if (lang === 'fr') return `${fr.born} ${date.day === 1 ? '1er' : date.day} ${monthName} ${date.year}`
      if (lang === 'nl') return `Geboren op ${date.day} ${monthName} ${date.year}`
      return `Born ${date.day} ${monthName} ${date.year}`
    case 'words-place':
      if (lang === 'fr') return `${fr.born} ${date.day} ${monthName} ${date.year} à ${place}`
      if (lang === 'nl') return `Geboren op ${dd}/${mm}/${date.year} te ${place}`
      return `Born on ${date.day} ${monthName} ${date.year} in ${place}`
    case 'label-numeric':
      if (lang === 'fr') return `Date de naissance : ${dd}/${mm}/${date.year}`
      if (lang === 'nl') return `Geboortedatum: ${dd}-${mm}-${date.year}`
      return `DOB: ${dd}/${mm}/${date.year}`
    case 'iso-label':
      if (lang === 'fr') return `Naissance : ${date.year}-${mm}-${dd}`
      if (lang === 'nl') return `Geboortedatum: ${date.year}-${mm}-${dd}`
      return `Date of birth: ${date.year}-${mm}-${dd}`
  }
}

export const printAge = (lang: CvLang, age: number): string =>
  lang === 'fr' ? `${age} ans` : lang === 'nl' ? `${age} jaar` : `Age: ${age}`

/** Labels for the contact lines when a CV prints labels instead of icons. */
export const CONTACT_LABELS: Record<
  CvLang,
  { phone: string[]; mobile: string; landline: string; email: string[]; address: string[]; web: string }
> = {
  fr: {
    phone: ['Tél.', 'GSM', 'Téléphone', 'Mobile'],
    mobile: 'GSM',
    landline: 'Tél. fixe',
    email: ['E-mail', 'Courriel', 'Mail'],
    address: ['Adresse', 'Domicile'],
    web: 'Site',
  },
  nl: {
    phone: ['Tel.', 'GSM', 'Telefoon', 'Gsm'],
    mobile: 'GSM',
    landline: 'Vast',
    email: ['E-mail', 'Mail'],
    address: ['Adres', 'Woonplaats'],
    web: 'Website',
  },
  en: {
    phone: ['Phone', 'Mobile', 'Tel'],
    mobile: 'Mobile',
    landline: 'Home',
    email: ['Email', 'E-mail'],
    address: ['Address', 'Based in'],
    web: 'Web',
  },
}

export const INTERESTS: Record<CvLang, string[]> = {
  fr: [
    'Randonnée',
    'Photographie argentique',
    'Chorale',
    'Potager collectif',
    'Escalade',
    'Lecture',
    'Théâtre amateur',
    'Vélo',
  ],
  nl: ['Wandelen', 'Fotografie', 'Koor', 'Volkstuin', 'Klimmen', 'Lezen', 'Toneel', 'Fietsen'],
  en: [
    'Hiking',
    'Film photography',
    'Choir singing',
    'Community gardening',
    'Climbing',
    'Reading',
    'Amateur theatre',
    'Cycling',
  ],
}

export const MISC: Record<CvLang, string[]> = {
  fr: ['Permis B', 'Véhicule personnel', 'Nationalité belge', 'Disponible immédiatement'],
  nl: ['Rijbewijs B', 'Eigen wagen', 'Belgische nationaliteit', 'Onmiddellijk beschikbaar'],
  en: ['Driving licence (B)', 'EU citizen', 'Available immediately', 'Belgian work permit'],
}

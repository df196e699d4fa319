/**
 * One CV as data: the person, her career and education, and every presentation choice (date style, entry
 * pattern, headings…). The renderer prints it; `truthOf` derives what a careful human would type from it.
 */
import type {
  ContractType,
  CvDiploma,
  CvExperience,
  CvLang,
  CvLayout,
  CvResult,
  DiplomaType,
  LanguageLevel,
} from '../schema'
import {
  DEGREES,
  type Degree,
  GENERIC_BULLETS,
  JOBS,
  type Job,
  SECONDARY,
  SKILLS,
  SOFT_SKILLS,
  TOOL_KEYS,
} from './jobs'
import {
  CITIES,
  type City,
  cityByKey,
  FIRST_NAMES,
  type Gender,
  type L3,
  LAST_NAMES,
  ORGANISATIONS,
  type Organisation,
  SCHOOLS,
  type School,
  type Sector,
  STREETS,
} from './places'
import { createDeck, type Rng } from './prng'
import {
  type BirthStyle,
  CEFR,
  CONTACT_LABELS,
  CONTRACT_WORDS,
  type DateStyle,
  HEADINGS,
  INTERESTS,
  LANGUAGE_NAMES,
  LEVEL_WORDS,
  landlineNumber,
  MISC,
  mobileNumber,
  PHONE_STYLES,
  type PhoneStyle,
  PRESENT,
  printAge,
  printBirthdate,
  printPhone,
  type RangeStyle,
  type SectionKey,
  truthDate,
  type YearMonth,
} from './words'

export type Persona = 'student' | 'junior' | 'mid' | 'senior' | 'changer'
export type Length = 'short' | 'medium' | 'long' | 'xlong'

export interface Spec {
  lang: CvLang
  layout: CvLayout
  persona: Persona
  length: Length
  extractable: boolean
  /** Scans that continue on a second page. */
  scanPages?: 1 | 2
}

export const NOW: YearMonth = { year: 2026, month: 10 }

export type ExpSection = 'experience' | 'volunteer' | 'internships' | 'studentJobs'
/** The order the career sections are printed in. */
export const EXPERIENCE_SECTIONS: ExpSection[] = ['experience', 'internships', 'studentJobs', 'volunteer']
export type EntryPattern = 'post-first' | 'right-dates' | 'company-first' | 'inline' | 'connector' | 'gutter'
export type DiplomaPattern = 'name-first' | 'right-dates' | 'school-first' | 'inline' | 'gutter'
export type SkillsStyle = 'bullets' | 'comma' | 'grouped' | 'pipes' | 'tags' | 'bars'
export type LanguagesStyle = 'colon' | 'dash' | 'paren' | 'inline' | 'table' | 'bars'
export type NameStyle = 'first-last' | 'first-LAST' | 'LAST-first' | 'two-lines'
export type ContractPlacement = 'paren-post' | 'date-line' | 'tag'

export interface ExperienceEntry {
  post: string
  company: string
  city: string | null
  start: YearMonth
  end: YearMonth | null
  contract: ContractType
  /** How a reader can tell the contract type; null = the CV does not say. */
  contractShown: 'word' | 'post' | 'section' | null
  contractWord: string | null
  summary: 'bullets' | 'paragraph' | 'none'
  lines: string[]
  section: ExpSection
  kind: Job['kind']
  /** Printed under the previous entry's company heading (several posts at one employer). */
  sameCompanyAsPrevious: boolean
}

export interface DiplomaEntry {
  name: string
  school: string
  schoolCity: string | null
  start: YearMonth | null
  end: YearMonth | null
  still: boolean
  type: DiplomaType
  detail: string | null
}

export interface LanguageEntry {
  code: string
  level: LanguageLevel
  name: string
  levelText: string
}

export interface CvModel {
  id: string
  spec: Spec
  lang: CvLang
  features: string[]
  person: {
    first: string
    last: string
    gender: Gender
    nameStyle: NameStyle
    title: string | null
    topLabel: string | null
    email: string
    phone: { e164: string; printed: string; label: string | null }
    secondPhone: { printed: string; label: string } | null
    city: string
    addressLine: string
    birth: { truth: string | null; printed: string } | null
    website: string | null
    linkedin: string | null
    photo: boolean
    misc: string[]
  }
  profileText: string | null
  experiences: ExperienceEntry[]
  diplomas: DiplomaEntry[]
  skills: { style: SkillsStyle; groups: { label: string | null; items: string[] }[] }
  softSkills: string[]
  languages: { style: LanguagesStyle; items: LanguageEntry[] }
  interests: string[]
  references: boolean
  style: {
    dateStyle: DateStyle
    rangeStyle: RangeStyle
    present: string
    since: boolean
    shareYear: boolean
    entryPattern: EntryPattern
    diplomaPattern: DiplomaPattern
    diplomaDates: 'range' | 'end-only' | 'months'
    contractPlacement: ContractPlacement
    headings: Partial<Record<SectionKey, string>>
    headingCase: 'upper' | 'normal' | 'spaced'
    font: string
    accent: string
    educationFirst: boolean
    bulletGlyph: '•' | '–' | '▪' | '>' | 'css'
    contactLabels: boolean
    footer: boolean
    /** Text size factor: some people print larger, which is also how a long CV reaches its page count. */
    scale: number
  }
}

// ---------------------------------------------------------------------------------------------------

const monthIndex = (d: YearMonth) => d.year * 12 + ((d.month ?? 1) - 1)
const fromIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 })
const gendered = (text: string, gender: Gender) => {
  const [m, f] = text.split('|')
  return gender === 'f' && f ? f : m!
}
const l3 = (value: L3 | string, lang: CvLang) => (typeof value === 'string' ? value : value[lang])
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

/** Presentation variants drawn from decks shared by the whole set, so each one occurs somewhere. */
export interface Decks {
  dateStyle: () => DateStyle
  rangeStyle: () => RangeStyle
  phoneStyle: () => PhoneStyle
  /** Per language, so that every birthdate style occurs in each language. */
  birthStyle: Record<CvLang, () => BirthStyle | 'none' | 'age'>
  entryPattern: () => EntryPattern
  diplomaPattern: () => DiplomaPattern
  skillsStyle: () => SkillsStyle
  languagesStyle: () => LanguagesStyle
  nameStyle: () => NameStyle
  linkedin: () => 'none' | 'bare' | 'https-www' | 'www' | 'country'
  website: () => 'none' | 'www' | 'https' | 'bare' | 'none2'
  font: () => string
  contractPlacement: () => ContractPlacement
  bulletGlyph: () => CvModel['style']['bulletGlyph']
}

export function createDecks(rng: Rng): Decks {
  return {
    dateStyle: createDeck(rng, [
      'long',
      'long-cap',
      'short',
      'num-slash',
      'num-dot',
      'iso',
      'year',
    ] as DateStyle[]),
    rangeStyle: createDeck(rng, ['dash', 'hyphen', 'emdash', 'arrow', 'words', 'dash'] as RangeStyle[]),
    phoneStyle: createDeck(rng, PHONE_STYLES),
    birthStyle: (() => {
      const styles = [
        'degree',
        'words',
        'label-numeric',
        'words-place',
        'dots',
        'iso-label',
        'none',
        'none',
        'none',
        'age',
      ] as const
      return { fr: createDeck(rng, styles), nl: createDeck(rng, styles), en: createDeck(rng, styles) }
    })(),
    entryPattern: createDeck(rng, [
      'post-first',
      'right-dates',
      'company-first',
      'inline',
      'connector',
    ] as EntryPattern[]),
    diplomaPattern: createDeck(rng, [
      'name-first',
      'right-dates',
      'school-first',
      'inline',
    ] as DiplomaPattern[]),
    skillsStyle: createDeck(rng, ['bullets', 'comma', 'grouped', 'pipes', 'tags'] as SkillsStyle[]),
    languagesStyle: createDeck(rng, ['colon', 'dash', 'paren', 'inline', 'table'] as LanguagesStyle[]),
    nameStyle: createDeck(rng, [
      'first-last',
      'first-last',
      'first-LAST',
      'LAST-first',
      'two-lines',
    ] as NameStyle[]),
    linkedin: createDeck(rng, ['none', 'bare', 'https-www', 'www', 'country', 'none', 'bare'] as const),
    website: createDeck(rng, ['none', 'www', 'https', 'bare', 'none2', 'none'] as const),
    font: createDeck(rng, [
      'Liberation Sans',
      'Liberation Serif',
      'DejaVu Sans',
      'Manrope',
      'DejaVu Serif',
      'Manrope',
    ]),
    contractPlacement: createDeck(rng, ['paren-post', 'date-line', 'tag'] as ContractPlacement[]),
    bulletGlyph: createDeck(rng, ['•', '–', '▪', '>', 'css', 'css'] as CvModel['style']['bulletGlyph'][]),
  }
}

const ACCENTS = ['#1f4e79', '#2e7d5b', '#8a3b12', '#5b2a86', '#0f6e75', '#b03a48', '#3d4a5c', '#9a6a00']

const HEADLINES: Record<Sector, L3> = {
  energy: {
    fr: 'Gestion de projets | Transition énergétique',
    nl: 'Projectbeheer | Energietransitie',
    en: 'Project management | Energy transition',
  },
  social: {
    fr: 'Travail social & accompagnement',
    nl: 'Sociaal werk & begeleiding',
    en: 'Social work & community support',
  },
  culture: { fr: 'Médiation culturelle', nl: 'Cultuurbemiddeling', en: 'Cultural outreach' },
  health: { fr: 'Soins & santé communautaire', nl: 'Zorg & gezondheid in de buurt', en: 'Community health' },
  digital: {
    fr: 'Développement web & accessibilité',
    nl: 'Webontwikkeling & toegankelijkheid',
    en: 'Web development & accessibility',
  },
  comms: {
    fr: 'Communication & engagement citoyen',
    nl: 'Communicatie & burgerparticipatie',
    en: 'Communications & public engagement',
  },
  admin: {
    fr: 'Gestion administrative et financière',
    nl: 'Administratief en financieel beheer',
    en: 'Finance & administration',
  },
  logistics: {
    fr: 'Logistique & économie circulaire',
    nl: 'Logistiek & circulaire economie',
    en: 'Logistics & circular economy',
  },
  food: {
    fr: 'Alimentation durable & circuits courts',
    nl: 'Duurzame voeding & korte keten',
    en: 'Sustainable food systems',
  },
  research: {
    fr: 'Recherche appliquée en durabilité',
    nl: 'Toegepast duurzaamheidsonderzoek',
    en: 'Applied sustainability research',
  },
  policy: {
    fr: 'Politiques publiques & plaidoyer',
    nl: 'Beleid & belangenbehartiging',
    en: 'Public policy & advocacy',
  },
  school: { fr: 'Enseignement secondaire', nl: 'Secundair onderwijs', en: 'Secondary education' },
  education: {
    fr: "Formation d'adultes & animation",
    nl: 'Volwassenenonderwijs & vorming',
    en: 'Adult education & training',
  },
  retail: {
    fr: 'Commerce & service client',
    nl: 'Verkoop & klantenservice',
    en: 'Retail & customer service',
  },
}

const STUDENT_TITLE: L3 = {
  fr: 'Étudiant en dernière année de master|Étudiante en dernière année de master',
  nl: 'Masterstudent|Masterstudente',
  en: "Master's student",
}

const PROFILE_TEXT: L3<string[]> = {
  fr: [
    "Professionnel engagé avec plusieurs années d'expérience dans le secteur associatif, je cherche à mettre mes compétences au service d'un projet à impact social et environnemental.|Professionnelle engagée avec plusieurs années d'expérience dans le secteur associatif, je cherche à mettre mes compétences au service d'un projet à impact social et environnemental.",
    "Curieux et rigoureux, j'aime travailler en équipe et construire des solutions concrètes avec les publics concernés. Je souhaite rejoindre une structure qui place la participation au cœur de son action.|Curieuse et rigoureuse, j'aime travailler en équipe et construire des solutions concrètes avec les publics concernés. Je souhaite rejoindre une structure qui place la participation au cœur de son action.",
    "Après un parcours riche dans le privé, je me réoriente vers l'économie sociale. Disponible rapidement, mobile en Wallonie et à Bruxelles.",
  ],
  nl: [
    'Gedreven professional met jarenlange ervaring in de sociale sector. Ik zoek een uitdaging waarin ik mijn kennis kan inzetten voor een duurzame en inclusieve samenleving.',
    'Nieuwsgierig, nauwkeurig en een echte teamspeler. Ik werk graag samen met mensen op het terrein en zoek een organisatie met maatschappelijke impact.',
    'Na een loopbaan in de privésector maak ik de overstap naar de sociale economie. Snel beschikbaar in Vlaanderen en Brussel.',
  ],
  en: [
    'Committed professional with several years of experience in the non-profit sector, looking to put my skills to work for a project with social and environmental impact.',
    'Curious and thorough, I enjoy working in teams and building practical solutions with the people concerned. Looking for an organisation that puts participation first.',
    'After a career in the private sector I am moving into the social economy. Available at short notice, based in Brussels.',
  ],
}

const PROFILE_STUDENT: L3 = {
  fr: "En dernière année de master, je cherche un premier emploi ou un stage dans une organisation engagée dans la transition. Motivé, curieux et à l'aise en équipe.|En dernière année de master, je cherche un premier emploi ou un stage dans une organisation engagée dans la transition. Motivée, curieuse et à l'aise en équipe.",
  nl: 'Als laatstejaarsstudent zoek ik een eerste job of stage in een organisatie die werkt aan een duurzame samenleving. Gemotiveerd, leergierig en een teamspeler.',
  en: "Final-year master's student looking for a first job or internship in an organisation working on the transition. Motivated, curious and a team player.",
}

const DETAIL_LINES: L3<string[]> = {
  fr: [
    'Mémoire : « Les communautés d’énergie en Wallonie »',
    'Mention : distinction',
    'Grande distinction',
    'Option : développement durable',
  ],
  nl: [
    'Masterproef: "Burgerparticipatie in de energietransitie"',
    'Met onderscheiding',
    'Grote onderscheiding',
    'Afstudeerrichting: duurzame ontwikkeling',
  ],
  en: [
    'Thesis: "Energy communities in Belgium"',
    'Graduated cum laude',
    'First-class honours',
    'Specialisation: sustainable development',
  ],
}

const GROUP_LABELS: L3<[string, string][]> = {
  fr: [
    ['Métier', 'Outils'],
    ['Gestion', 'Informatique'],
    ['Compétences', 'Logiciels'],
  ],
  nl: [
    ['Vakkennis', 'Tools'],
    ['Inhoudelijk', 'Software'],
    ['Beheer', 'Digitaal'],
  ],
  en: [
    ['Domain', 'Tools'],
    ['Core', 'Software'],
    ['Management', 'Digital'],
  ],
}

/** The CV's spoken languages by its language and the person's background. */
function languagesFor(rng: Rng, lang: CvLang): { code: string; level: LanguageLevel }[] {
  const other = (level: LanguageLevel[]) => rng.pick(level)
  if (lang === 'fr') {
    const list: { code: string; level: LanguageLevel }[] = [{ code: 'fr', level: 'native' }]
    if (rng.chance(0.2)) list.push({ code: rng.pick(['ar', 'ln', 'it', 'pt', 'vi']), level: 'native' })
    list.push({ code: 'nl', level: other(['beginner', 'intermediate', 'intermediate', 'advanced']) })
    list.push({ code: 'en', level: other(['intermediate', 'advanced', 'advanced']) })
    if (rng.chance(0.4))
      list.push({ code: rng.pick(['es', 'de', 'it']), level: other(['beginner', 'intermediate']) })
    return list
  }
  if (lang === 'nl') {
    const list: { code: string; level: LanguageLevel }[] = [{ code: 'nl', level: 'native' }]
    if (rng.chance(0.15)) list.push({ code: rng.pick(['tr', 'ar', 'pl']), level: 'native' })
    list.push({ code: 'fr', level: other(['intermediate', 'advanced', 'intermediate', 'beginner']) })
    list.push({ code: 'en', level: other(['advanced', 'advanced', 'intermediate']) })
    if (rng.chance(0.45))
      list.push({ code: rng.pick(['de', 'es']), level: other(['beginner', 'intermediate']) })
    return list
  }
  const native = rng.pick(['pl', 'it', 'es', 'en', 'hi', 'ro', 'tr', 'pt', 'en', 'sv'])
  const list: { code: string; level: LanguageLevel }[] = [{ code: native, level: 'native' }]
  if (native !== 'en') list.push({ code: 'en', level: other(['advanced', 'advanced', 'native']) })
  list.push({ code: 'fr', level: other(['beginner', 'intermediate', 'advanced']) })
  if (rng.chance(0.5)) list.push({ code: 'nl', level: other(['beginner', 'beginner', 'intermediate']) })
  return list.filter((item, i, all) => all.findIndex((x) => x.code === item.code) === i)
}

function levelText(
  rng: Rng,
  lang: CvLang,
  level: LanguageLevel,
  mode: 'cefr' | 'word' | 'both',
  inParentheses: boolean,
): string {
  const word = rng.pick(LEVEL_WORDS[lang][level])
  if (level === 'native') return mode === 'both' && rng.chance(0.5) ? `C2 – ${word}` : word
  const cefr = rng.pick(CEFR[level])
  if (mode === 'cefr') return cefr
  if (mode === 'word') return word
  return inParentheses ? `${cefr}, ${word}` : `${cefr} (${word})`
}

/** Organisations that take volunteers (associations, cooperatives, foundations, networks). */
const NON_PROFIT =
  /asbl|vzw|aisbl|scrl|\bcv\b|coopérative|fondation|fundaci|fundacja|network|collective|desk|hub|alliance|classrooms|fédération|jeugdhuis|buurtwerk|taalpunt|voedselteam|stadsboerderij|relais|jardins|épicerie|maison médicale/i

function pickOrganisation(rng: Rng, lang: CvLang, job: Job, used: Set<string>): Organisation {
  const sameSide = lang === 'en' ? rng.chance(0.55) : rng.chance(0.75)
  const fits = (o: Organisation) =>
    job.kind === 'volunteer' || job.kind === 'civic'
      ? NON_PROFIT.test(o.name) && o.sectors.includes(job.sectors[0]!)
      : job.kind === 'student'
        ? job.key === 'camp-leader'
          ? NON_PROFIT.test(o.name) && o.sectors.includes('education')
          : o.sectors.includes('retail')
        : o.sectors.includes(job.sectors[0]!) && !(o.sectors[0] === 'retail')
  const free = ORGANISATIONS.filter((o) => !used.has(o.name))
  const tiers = [
    free.filter((o) => fits(o) && (sameSide ? o.side === lang : o.side !== lang)),
    free.filter(fits),
    free.filter((o) => o.sectors.some((s) => job.sectors.includes(s))),
    free,
  ]
  const chosen = rng.pick(tiers.find((t) => t.length > 0)!)
  used.add(chosen.name)
  return chosen
}

/** A city as this CV prints it: French CVs often use French exonyms for Flemish cities, and the reverse. */
function cityName(rng: Rng, lang: CvLang, c: City): string {
  if (lang === 'fr' && c.region === 'vl' && rng.chance(0.4)) return c.name.nl
  if (lang === 'nl' && c.region === 'wal' && rng.chance(0.4)) return c.name.fr
  return c.name[lang]
}

function contractFor(rng: Rng, job: Job): ContractType {
  switch (job.kind) {
    case 'student':
      return job.key === 'waiter' && rng.chance(0.5) ? 'flexi_job' : 'job_etudiant'
    case 'intern':
      return 'stage'
    case 'volunteer':
      return 'benevolat'
    case 'civic':
      return 'service_citoyen'
    default: {
      const r = rng.next()
      return r < 0.55 ? 'cdi' : r < 0.85 ? 'cdd' : 'autres'
    }
  }
}

const POST_MARKER = /stagiai|stagiair|\bintern\b|bénévole|vrijwillig|volunteer|service citoyen/i

export function buildModel(id: string, spec: Spec, rng: Rng, decks: Decks): CvModel {
  const { lang, persona, length } = spec
  const features: string[] = []
  const firstName = rng.pick(FIRST_NAMES[lang])
  const gender = firstName.gender
  const last = rng.pick(LAST_NAMES[lang])

  // Where the person lives.
  const homePool = CITIES.filter((c) =>
    lang === 'fr'
      ? c.region === 'wal' || c.region === 'bxl'
      : lang === 'nl'
        ? c.region === 'vl' || (c.region === 'bxl' && rng.chance(0.3))
        : c.region === 'bxl' || ['gent', 'leuven', 'antwerpen', 'liege', 'mechelen'].includes(c.key),
  )
  const home = rng.pick(homePool)
  const homeName = cityName(rng, lang, home)

  // Age and education.
  const birthYear =
    persona === 'student'
      ? rng.int(2001, 2004)
      : persona === 'junior'
        ? rng.int(1996, 2000)
        : persona === 'mid'
          ? rng.int(1985, 1993)
          : persona === 'senior'
            ? rng.int(1966, 1982)
            : rng.int(1980, 1990)
  const birth = { year: birthYear, month: rng.int(1, 12), day: rng.int(1, 28) }
  const mainSector = rng.pick<Sector>(
    persona === 'student'
      ? ['comms', 'digital', 'social', 'energy', 'education']
      : [
          'energy',
          'social',
          'comms',
          'digital',
          'admin',
          'health',
          'research',
          'policy',
          'education',
          'food',
          'culture',
        ],
  )
  const secondSector = rng.pick<Sector>([
    'admin',
    'comms',
    'social',
    'energy',
    'policy',
    'education',
    'logistics',
  ])
  const sectors: Sector[] = [mainSector, secondSector]

  const diplomas: DiplomaEntry[] = []
  const schoolFor = (kinds: School['kind'][]): School => {
    const sameSide = SCHOOLS.filter((s) => s.side === lang && kinds.includes(s.kind))
    const any = SCHOOLS.filter((s) => kinds.includes(s.kind))
    return rng.pick(sameSide.length > 0 ? sameSide : any)
  }
  const schoolCityPrint = (s: School) =>
    s.city && rng.chance(0.5) && !s.name.includes(cityByKey(s.city).name[lang])
      ? cityName(rng, lang, cityByKey(s.city))
      : null
  const degreeFor = (type: DiplomaType, schoolKinds?: School['kind'][]): Degree => {
    const pool = DEGREES.filter(
      (d) => d.type === type && (!schoolKinds || d.schools.some((k) => schoolKinds.includes(k))),
    )
    const matching = pool.filter((d) => d.sectors.some((s) => sectors.includes(s)))
    return rng.pick(matching.length > 0 ? matching : pool)
  }

  const secondaryEnd: YearMonth = { year: birthYear + 18, month: 6 }
  let studyCursor = monthIndex({ year: secondaryEnd.year, month: 9 })
  const addDegree = (d: Degree, school: School, still = false, name?: string) => {
    const extra = rng.chance(0.2) ? 12 : 0
    const start = fromIndex(studyCursor)
    const endIndex = studyCursor + d.years * 12 - 3 + extra
    const end = fromIndex(endIndex)
    studyCursor = monthIndex({ year: end.year, month: 9 })
    diplomas.push({
      name: name ?? d.name[lang],
      school: school.name,
      schoolCity: schoolCityPrint(school),
      start,
      end: still ? null : end,
      still,
      type: d.type,
      detail: null,
    })
  }
  const includeSecondary = persona === 'student' || persona === 'junior' ? rng.chance(0.7) : rng.chance(0.35)
  let civicService = false
  if (lang === 'fr' && (persona === 'student' || persona === 'junior') && rng.chance(0.5)) {
    civicService = true
    studyCursor += 12
  }
  const path =
    persona === 'student' ? 'master-ongoing' : rng.pick(['bachelor', 'master', 'master', 'bachelor-master'])
  const doctorate =
    (mainSector === 'research' || secondSector === 'policy' || rng.chance(0.1)) &&
    persona !== 'student' &&
    persona !== 'junior' &&
    path !== 'bachelor'
  const licence = lang === 'fr' && persona === 'senior' && birthYear < 1978 && rng.chance(0.7)
  if (licence) {
    const school = schoolFor(['university'])
    addDegree(
      { ...degreeFor('master'), years: 4 },
      school,
      false,
      rng.pick(['Licence en histoire', 'Licence en sciences économiques', 'Licence en droit']),
    )
    features.push('old Belgian "licence" degree (type master)')
  } else if (path === 'bachelor') {
    addDegree(degreeFor('bachelor', ['college']), schoolFor(['college']))
  } else {
    const uni = schoolFor(['university'])
    const bachelor = degreeFor('bachelor', ['university'])
    if (path === 'bachelor-master' || path === 'master-ongoing' || rng.chance(0.4)) addDegree(bachelor, uni)
    else studyCursor += 36
    addDegree(degreeFor('master', ['university']), uni, path === 'master-ongoing')
  }
  if (doctorate) addDegree(degreeFor('doctorate'), schoolFor(['university']))
  const studiesEndIndex = persona === 'student' ? monthIndex(NOW) + 1 : studyCursor - 3
  const careerStart = fromIndex(studiesEndIndex + rng.int(1, 4))

  // Career.
  const usedOrgs = new Set<string>()
  const experiences: ExperienceEntry[] = []
  const bulletCount = () =>
    length === 'short'
      ? rng.int(1, 2)
      : length === 'medium'
        ? rng.int(2, 4)
        : length === 'long'
          ? rng.int(3, 5)
          : rng.int(5, 7)
  const genericPool = rng.shuffle(GENERIC_BULLETS[lang])
  const summaryMode: 'bullets' | 'paragraph' = rng.chance(0.72) ? 'bullets' : 'paragraph'
  const makeEntry = (
    job: Job,
    start: YearMonth,
    end: YearMonth | null,
    org: Organisation,
    nBullets: number,
  ) => {
    const contract = contractFor(rng, job)
    let post = gendered(job.post[lang], gender)
    const own = rng.sample(job.bullets[lang], nBullets)
    const extra = job.kind === 'regular' ? genericPool.splice(0, Math.max(0, nBullets - own.length)) : []
    const lines = [...own, ...extra]
    const cityPrinted = rng.chance(0.6) ? cityName(rng, lang, cityByKey(org.city)) : null
    const entry: ExperienceEntry = {
      post,
      company: org.name,
      city: cityPrinted,
      start,
      end,
      contract,
      contractShown: null,
      contractWord: null,
      summary: lines.length === 0 ? 'none' : rng.chance(0.12) ? 'none' : summaryMode,
      lines,
      section: 'experience',
      kind: job.kind,
      sameCompanyAsPrevious: false,
    }
    if (entry.summary === 'none') entry.lines = []
    const words = CONTRACT_WORDS[lang][contract]
    if (POST_MARKER.test(post)) entry.contractShown = 'post'
    if (job.kind === 'regular') {
      if (words && rng.chance(0.38)) {
        entry.contractShown = 'word'
        entry.contractWord = rng.pick(words)
      }
    } else if (entry.contractShown === null || rng.chance(0.3)) {
      if (words) {
        entry.contractShown = entry.contractShown ?? 'word'
        entry.contractWord = rng.pick(words)
      }
    }
    if (entry.contractShown === 'post' && entry.contractWord === null) post = entry.post
    return entry
  }
  const jobsFor = (kind: Job['kind'], wanted: Sector[]) => {
    const pool = JOBS.filter((j) => j.kind === kind)
    const matching = pool.filter((j) => j.sectors.some((s) => wanted.includes(s)))
    return matching.length > 0 ? matching : pool
  }

  const regularCount =
    persona === 'student'
      ? 0
      : persona === 'junior'
        ? length === 'short'
          ? 1
          : rng.int(2, 3)
        : persona === 'mid'
          ? length === 'long' || length === 'xlong'
            ? rng.int(4, 5)
            : rng.int(3, 4)
          : persona === 'senior'
            ? length === 'xlong'
              ? rng.int(8, 10)
              : rng.int(5, 7)
            : rng.int(3, 5)
  const currentlyWorking = persona !== 'student' && rng.chance(persona === 'junior' ? 0.6 : 0.78)
  if (regularCount > 0) {
    const available = monthIndex(NOW) - monthIndex(careerStart) - (currentlyWorking ? 0 : rng.int(2, 8))
    const weights = Array.from({ length: regularCount }, () => 0.6 + rng.next())
    const total = weights.reduce((a, b) => a + b, 0)
    let cursor =
      monthIndex(NOW) -
      (currentlyWorking ? 0 : Math.max(1, monthIndex(NOW) - monthIndex(careerStart) - available))
    const usedJobs = new Set<string>()
    const changerSectors: Sector[] = [rng.pick<Sector>(['admin', 'retail', 'logistics', 'digital'])]
    for (let i = 0; i < regularCount; i++) {
      const months = Math.max(4, Math.floor((available * weights[i]!) / total) - rng.int(0, 3))
      const endIndex = i === 0 && currentlyWorking ? null : cursor - (i === 0 ? 0 : rng.int(0, 3))
      const startIndex = Math.max(monthIndex(careerStart), (endIndex ?? cursor) - months)
      if (endIndex !== null && startIndex >= endIndex) break
      cursor = startIndex - 1
      const wanted = persona === 'changer' && i >= 2 ? changerSectors : sectors
      // The same kind of post again (at another employer) rather than one from an unrelated field.
      // Unused posts of the person's fields first, then any unused post, then a repeat.
      const unused = (pool: Job[]) => pool.filter((j) => !usedJobs.has(j.key))
      const tiers = [
        unused(jobsFor('regular', wanted)),
        unused(jobsFor('regular', [])),
        jobsFor('regular', wanted),
      ]
      const job = rng.pick(tiers.find((t) => t.length > 0)!)
      usedJobs.add(job.key)
      const org = pickOrganisation(rng, lang, job, usedOrgs)
      const nBullets = i < 3 || length === 'xlong' ? bulletCount() : Math.max(0, bulletCount() - 1)
      experiences.push(
        makeEntry(job, fromIndex(startIndex), endIndex === null ? null : fromIndex(endIndex), org, nBullets),
      )
    }
    // A promotion: the two most recent posts at one employer, the newer one a coordinator's.
    const coordinator = JOBS.find((j) => j.key === 'coordinator')!
    if (
      (persona === 'mid' || persona === 'senior') &&
      experiences.length >= 3 &&
      experiences[1]!.post !== gendered(coordinator.post[lang], gender) &&
      rng.chance(0.45)
    ) {
      const older = experiences[1]!
      const newer = experiences[0]!
      newer.post = gendered(coordinator.post[lang], gender)
      newer.lines = newer.summary === 'none' ? [] : rng.sample(coordinator.bullets[lang], newer.lines.length)
      newer.company = older.company
      newer.city = older.city
      older.sameCompanyAsPrevious = true
      features.push('two posts at one employer (one company heading on some layouts)')
    }
  }
  // Internship at the end of studies.
  const hasInternship =
    persona === 'student' ? rng.chance(0.6) : persona === 'junior' ? true : rng.chance(0.25)
  if (hasInternship) {
    const job = rng.pick(jobsFor('intern', sectors))
    const endYear = persona === 'student' ? NOW.year - 1 : Math.floor((studiesEndIndex - 1) / 12)
    const start: YearMonth = { year: endYear, month: rng.pick([2, 3]) }
    const end: YearMonth = { year: endYear, month: (start.month ?? 2) + rng.int(2, 3) }
    experiences.push(makeEntry(job, start, end, pickOrganisation(rng, lang, job, usedOrgs), rng.int(1, 2)))
  }
  // Student jobs during studies.
  const studentJobs =
    persona === 'student' ? rng.int(2, 3) : persona === 'junior' ? rng.int(0, 2) : rng.chance(0.2) ? 1 : 0
  for (let i = 0; i < studentJobs; i++) {
    const job = rng.pick(jobsFor('student', ['retail', 'food', 'education']))
    const year = Math.min(NOW.year - 1, birthYear + 19 + i + rng.int(0, 1))
    const term = rng.chance(0.7)
    const start: YearMonth = term ? { year, month: 7 } : { year, month: 9 }
    const end: YearMonth = term ? { year, month: 8 } : { year: year + 1, month: 6 }
    experiences.push(makeEntry(job, start, end, pickOrganisation(rng, lang, job, usedOrgs), rng.int(0, 2)))
  }
  // Civic service after secondary school (French-speaking Belgium).
  if (civicService) {
    const job = JOBS.find((j) => j.kind === 'civic')!
    const start: YearMonth = { year: birthYear + 18, month: 9 }
    experiences.push(
      makeEntry(
        job,
        start,
        { year: birthYear + 19, month: 2 },
        pickOrganisation(rng, lang, job, usedOrgs),
        1,
      ),
    )
    features.push('Service Citoyen')
  }
  // Volunteering.
  const volunteers =
    persona === 'student' ? 1 : persona === 'senior' ? rng.int(1, 2) : rng.chance(0.45) ? 1 : 0
  for (let i = 0; i < volunteers; i++) {
    const job = rng.pick(jobsFor('volunteer', sectors))
    const startYear = rng.int(Math.max(birthYear + 17, NOW.year - 12), NOW.year - 1)
    const ongoing = rng.chance(0.5)
    const start: YearMonth = { year: startYear, month: rng.int(1, 12) }
    const endYear = Math.min(NOW.year, startYear + rng.int(1, 4))
    const end: YearMonth | null = ongoing
      ? null
      : { year: endYear, month: endYear === NOW.year ? rng.int(1, 9) : rng.int(1, 12) }
    experiences.push(makeEntry(job, start, end, pickOrganisation(rng, lang, job, usedOrgs), rng.int(0, 2)))
  }

  // Separate sections for volunteering, internships and student jobs on some CVs.
  const separate = {
    volunteer: rng.chance(0.55),
    internships: rng.chance(0.35),
    studentJobs: rng.chance(0.4),
  }
  for (const entry of experiences) {
    const section: ExpSection | null =
      entry.kind === 'volunteer' && separate.volunteer
        ? 'volunteer'
        : entry.kind === 'intern' && separate.internships
          ? 'internships'
          : entry.kind === 'student' && separate.studentJobs
            ? 'studentJobs'
            : null
    if (section) {
      entry.section = section
      // The heading tells the contract only when it is the one the section implies (a flexi-job listed
      // under "Jobs étudiants" keeps its own word).
      const implied: ContractType =
        section === 'volunteer' ? 'benevolat' : section === 'internships' ? 'stage' : 'job_etudiant'
      if (
        entry.contract === implied &&
        (entry.contractShown === null || (entry.contractShown === 'word' && rng.chance(0.5)))
      ) {
        entry.contractShown = 'section'
        entry.contractWord = null
      }
    }
    if (entry.kind !== 'regular' && entry.contractShown === null) {
      // Without a section heading, a word or the post, nobody could tell: say it.
      const words = CONTRACT_WORDS[lang][entry.contract]
      if (words) {
        entry.contractShown = 'word'
        entry.contractWord = rng.pick(words)
      }
    }
  }
  if (experiences.some((e) => e.section !== 'experience'))
    features.push('separate volunteering/internship/student-job section')
  experiences.sort((a, b) => {
    const aEnd = a.end ? monthIndex(a.end) : 1e9
    const bEnd = b.end ? monthIndex(b.end) : 1e9
    return bEnd - aEnd || monthIndex(b.start) - monthIndex(a.start)
  })
  // Keep a promoted pair adjacent after sorting.
  for (let i = 1; i < experiences.length; i++) {
    const entry = experiences[i]!
    if (entry.sameCompanyAsPrevious && experiences[i - 1]!.company !== entry.company) {
      const j = experiences.findIndex((e) => e.company === entry.company && !e.sameCompanyAsPrevious)
      experiences.splice(i, 1)
      experiences.splice(j + 1, 0, entry)
    }
  }

  // Later trainings and certificates.
  const extraTrainings =
    persona === 'senior'
      ? length === 'xlong'
        ? rng.int(3, 4)
        : rng.int(1, 3)
      : persona === 'changer'
        ? rng.int(2, 3)
        : persona === 'mid'
          ? rng.int(0, 2)
          : 0
  for (let i = 0; i < extraTrainings; i++) {
    const type: DiplomaType = rng.chance(0.5) ? 'training' : 'certificate'
    const d = degreeFor(type)
    const school = schoolFor(d.schools)
    const year = rng.int(Math.min(careerStart.year + 1, NOW.year - 1), NOW.year - 1)
    const single = type === 'training' || rng.chance(0.4)
    const end: YearMonth = { year, month: rng.int(1, 12) }
    diplomas.push({
      name: d.name[lang],
      school: school.name,
      schoolCity: schoolCityPrint(school),
      start: single ? null : { year: year - 1, month: 9 },
      end,
      still: false,
      type: d.type,
      detail: null,
    })
  }
  if (persona === 'changer') features.push('career change with recent trainings')
  if (includeSecondary) {
    const school = schoolFor(['secondary'])
    diplomas.push({
      name: rng.pick(SECONDARY)[lang],
      school: school.name,
      schoolCity: schoolCityPrint(school),
      start: { year: birthYear + 12, month: 9 },
      end: secondaryEnd,
      still: false,
      type: 'other',
      detail: null,
    })
  }
  for (const d of diplomas) {
    if ((d.type === 'master' || d.type === 'doctorate') && rng.chance(0.35))
      d.detail = rng.pick(DETAIL_LINES[lang])
  }
  diplomas.sort((a, b) => monthIndex(b.end ?? NOW) - monthIndex(a.end ?? NOW))
  const duplicateDegrees = diplomas.filter((d, i) => diplomas.findIndex((x) => x.name === d.name) !== i)
  for (const d of duplicateDegrees) diplomas.splice(diplomas.indexOf(d), 1)

  // Presentation.
  const layout = spec.layout
  const dateStyle = decks.dateStyle()
  const entryPattern: EntryPattern = layout === 'date-gutter' ? 'gutter' : decks.entryPattern()
  const diplomaPattern: DiplomaPattern = layout === 'date-gutter' ? 'gutter' : decks.diplomaPattern()
  const sidebar = layout.startsWith('sidebar')
  const skillsStyle: SkillsStyle = sidebar && rng.chance(0.45) ? 'bars' : decks.skillsStyle()
  const languagesStyle: LanguagesStyle = sidebar && rng.chance(0.4) ? 'bars' : decks.languagesStyle()
  const headings: Partial<Record<SectionKey, string>> = {}
  for (const key of Object.keys(HEADINGS[lang]) as SectionKey[]) headings[key] = rng.pick(HEADINGS[lang][key])
  if (skillsStyle === 'grouped' && headings.skills && /outils|tools/i.test(headings.skills)) {
    headings.skills = HEADINGS[lang].skills[0]
  }

  // Skills.
  const skillKeys: string[] = []
  for (const entry of experiences) {
    const job = JOBS.find(
      (j) => gendered(j.post[lang], gender) === entry.post || gendered(j.post[lang], 'm') === entry.post,
    )
    for (const key of job?.skills ?? []) if (!skillKeys.includes(key)) skillKeys.push(key)
  }
  for (const key of rng.sample(TOOL_KEYS, 3)) if (!skillKeys.includes(key)) skillKeys.push(key)
  const skillTarget =
    length === 'short' ? rng.int(5, 7) : length === 'medium' ? rng.int(6, 9) : rng.int(8, 13)
  const chosenKeys = skillKeys.slice(0, skillTarget)
  const label = (key: string) => {
    if (key === 'project' && skillsStyle === 'bullets' && rng.chance(0.6)) {
      features.push('a skill with a comma inside parentheses')
      return lang === 'fr'
        ? 'Gestion de projet (Agile, Scrum)'
        : lang === 'nl'
          ? 'Projectmanagement (Agile, Scrum)'
          : 'Project management (Agile, Scrum)'
    }
    return l3(SKILLS[key]!, lang)
  }
  let groups: { label: string | null; items: string[] }[]
  if (skillsStyle === 'grouped') {
    const [domainLabel, toolLabel] = rng.pick(GROUP_LABELS[lang])
    const tools = chosenKeys.filter((k) => typeof SKILLS[k] === 'string' || k === 'office')
    const domain = chosenKeys.filter((k) => !tools.includes(k))
    groups = [
      { label: domainLabel, items: domain.map(label) },
      { label: toolLabel, items: tools.map(label) },
    ].filter((g) => g.items.length > 0)
    features.push('skills grouped under labels ("Label : a, b")')
  } else {
    groups = [{ label: null, items: chosenKeys.map(label) }]
  }
  const softSkills = rng.chance(0.3) ? rng.sample(SOFT_SKILLS, rng.int(3, 4)).map((s) => s[lang]) : []
  if (softSkills.length > 0) features.push('separate soft-skills section (counted as skills)')

  // Languages.
  const levelMode = rng.pick(['cefr', 'word', 'both', 'cefr'] as const)
  const languageItems: LanguageEntry[] = languagesFor(rng, lang).map((item) => ({
    ...item,
    name: LANGUAGE_NAMES[item.code]![lang],
    levelText: levelText(
      rng,
      lang,
      item.level,
      levelMode,
      languagesStyle === 'paren' || languagesStyle === 'inline',
    ),
  }))

  // Contact and identity.
  const mobile = mobileNumber(rng)
  const landlineOnly = persona === 'senior' && rng.chance(0.2)
  const phoneStyle = decks.phoneStyle()
  const landline = landlineNumber(rng, home.zone || '2')
  const primary = landlineOnly ? landline : mobile
  const labels = CONTACT_LABELS[lang]
  const contactLabels = rng.chance(0.5)
  const secondPhone =
    !landlineOnly && (persona === 'senior' || persona === 'mid') && rng.chance(0.2)
      ? { printed: printPhone(landline, decks.phoneStyle()), label: labels.landline }
      : null
  if (secondPhone) features.push('two phone numbers (the mobile is the truth)')
  if (landlineOnly) features.push('landline only')
  const emailUser = rng.pick([
    `${slug(firstName.name)}.${slug(last)}`,
    `${slug(firstName.name).charAt(0)}${slug(last)}`,
    `${slug(firstName.name)}${slug(last)}${rng.int(10, 99)}`,
    `${slug(last)}.${slug(firstName.name)}`,
  ])
  const email = `${emailUser}@${rng.pick(['gmail.com', 'outlook.be', 'hotmail.com', 'telenet.be', 'skynet.be', 'proton.me', 'yahoo.fr', 'icloud.com'])}`
  const handle = rng.pick([
    `${slug(firstName.name)}-${slug(last)}`,
    `${slug(firstName.name)}${slug(last)}`,
    `${slug(firstName.name)}-${slug(last)}-${rng.int(100, 999)}a${rng.int(10, 99)}`,
  ])
  const linkedinStyle = decks.linkedin()
  const linkedin =
    linkedinStyle === 'none'
      ? null
      : linkedinStyle === 'bare'
        ? `linkedin.com/in/${handle}`
        : linkedinStyle === 'https-www'
          ? `https://www.linkedin.com/in/${handle}/`
          : linkedinStyle === 'www'
            ? `www.linkedin.com/in/${handle}`
            : `be.linkedin.com/in/${handle}`
  const websiteStyle = decks.website()
  const dev = experiences.some((e) => /développ|ontwikkel|developer|data/i.test(e.post))
  let website: string | null = null
  if (dev && rng.chance(0.6)) {
    website = `github.com/${slug(firstName.name)}${slug(last).slice(0, 4)}`
    features.push('GitHub profile as the website')
  } else if (websiteStyle === 'www') website = `www.${slug(firstName.name)}${slug(last)}.be`
  else if (websiteStyle === 'https')
    website = `https://${slug(firstName.name)}-${slug(last)}.${rng.pick(['be', 'eu', 'net'])}`
  else if (websiteStyle === 'bare')
    website = `${slug(firstName.name)}${slug(last).slice(0, 3)}.${rng.pick(['design', 'be', 'org'])}`

  const birthStyle = decks.birthStyle[lang]()
  const age = NOW.year - birthYear - (birth.month > NOW.month! ? 1 : 0)
  let birthInfo: CvModel['person']['birth'] = null
  if (birthStyle === 'age') {
    birthInfo = { truth: null, printed: printAge(lang, age) }
    features.push('age instead of a birthdate (birthdate null)')
  } else if (birthStyle !== 'none') {
    const place = cityName(
      rng,
      lang,
      rng.pick(CITIES.filter((c) => c.region !== 'abroad' && c.key !== home.key)),
    )
    const iso = `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`
    birthInfo = { truth: iso, printed: printBirthdate(lang, birthStyle, gender, birth, place) }
    if (birthStyle === 'words-place') features.push('birthplace differs from the home city')
  }

  const street = rng.pick(
    STREETS[home.region === 'vl' ? 'nl' : home.region === 'wal' ? 'fr' : lang === 'nl' ? 'nl' : 'fr'],
  )
  const addressStyle = rng.int(0, 3)
  const addressLine =
    addressStyle === 0
      ? `${street} ${rng.int(1, 180)}, ${home.postcode} ${homeName}`
      : addressStyle === 1
        ? `${home.postcode} ${homeName}`
        : addressStyle === 2
          ? homeName
          : `${homeName}, ${lang === 'fr' ? 'Belgique' : lang === 'nl' ? 'België' : 'Belgium'}`

  const nameStyle = decks.nameStyle()
  if (nameStyle === 'LAST-first') features.push('name printed "LAST First"')
  const current = experiences.find((e) => e.end === null && e.kind === 'regular')
  const titleRoll = rng.next()
  const title =
    persona === 'student'
      ? rng.chance(0.7)
        ? gendered(STUDENT_TITLE[lang], gender)
        : null
      : titleRoll < 0.3 && current
        ? current.post
        : titleRoll < 0.72
          ? HEADLINES[mainSector][lang]
          : null
  if (title === null) features.push('no headline (title null)')
  const topLabel = rng.chance(0.15)
    ? lang === 'en'
      ? 'Curriculum Vitae'
      : lang === 'fr'
        ? 'CURRICULUM VITAE'
        : 'Curriculum vitae'
    : null
  if (topLabel) features.push('"Curriculum vitae" printed above the name')

  const present = rng.pick(PRESENT[lang])
  const since = rng.chance(0.3)
  if (since) features.push('"since <date>" for ongoing entries')
  const style: CvModel['style'] = {
    dateStyle,
    rangeStyle: decks.rangeStyle(),
    present,
    since,
    shareYear: rng.chance(0.5),
    entryPattern,
    diplomaPattern,
    diplomaDates: rng.pick(['range', 'range', 'end-only', 'months']),
    contractPlacement: decks.contractPlacement(),
    headings,
    headingCase: rng.pick(['upper', 'normal', 'spaced', 'upper']),
    font: layout === 'two-columns' && rng.chance(0.5) ? 'Liberation Sans Narrow' : decks.font(),
    accent: rng.pick(ACCENTS),
    educationFirst: persona === 'student' || (persona === 'junior' && rng.chance(0.5)),
    bulletGlyph: decks.bulletGlyph(),
    contactLabels,
    scale: 1,
    footer:
      (length === 'xlong' || length === 'long') &&
      ['single-column', 'classic-centred', 'date-gutter', 'two-columns'].includes(layout) &&
      rng.chance(0.6),
  }
  if (style.dateStyle === 'year' && style.diplomaDates === 'months') style.diplomaDates = 'range'
  // The precision each date is printed with (month null = year only): the renderer and the truth share it.
  const yearOnly = (d: YearMonth | null): YearMonth | null => (d ? { year: d.year, month: null } : null)
  if (style.dateStyle === 'year') {
    for (const e of experiences) {
      e.start = yearOnly(e.start)!
      e.end = yearOnly(e.end)
    }
  }
  for (const d of diplomas) {
    const single = d.start === null
    if (style.diplomaDates === 'end-only' && !d.still) d.start = null
    if (style.diplomaDates !== 'months' && !(single && d.type === 'training' && style.dateStyle !== 'year')) {
      d.start = yearOnly(d.start)
      d.end = yearOnly(d.end)
    }
  }
  if (style.footer) features.push('footer with name and page number on every page')
  if (style.headingCase === 'spaced') features.push('letter-spaced headings')
  if (entryPattern === 'company-first') features.push('company printed before the post')
  if (entryPattern === 'connector') features.push('"post chez/bij/at company" on one line')
  if (entryPattern === 'right-dates') features.push('dates right-aligned on the post line')
  if (style.shareYear) features.push('ranges may share the year ("juillet – août 2022")')
  if (style.diplomaDates === 'end-only') features.push('diplomas with the graduation year only (start null)')

  return {
    id,
    spec,
    lang,
    features,
    person: {
      first: firstName.name,
      last,
      gender,
      nameStyle,
      title,
      topLabel,
      email,
      phone: {
        e164: `+32${primary}`,
        printed: printPhone(primary, phoneStyle),
        label: secondPhone ? labels.mobile : contactLabels ? rng.pick(labels.phone) : null,
      },
      secondPhone,
      city: homeName,
      addressLine,
      birth: birthInfo,
      website,
      linkedin,
      photo: sidebar ? rng.chance(0.8) : layout === 'header-band' ? rng.chance(0.5) : rng.chance(0.2),
      misc: rng.chance(0.4) ? rng.sample(MISC[lang], rng.int(1, 2)) : [],
    },
    profileText: rng.chance(0.65)
      ? gendered(
          persona === 'student'
            ? PROFILE_STUDENT[lang]
            : persona === 'changer'
              ? PROFILE_TEXT[lang][2]!
              : rng.pick(PROFILE_TEXT[lang].slice(0, 2)),
          gender,
        )
      : null,
    experiences,
    diplomas,
    skills: { style: skillsStyle, groups },
    softSkills,
    languages: { style: languagesStyle, items: languageItems },
    interests: rng.chance(0.55) ? rng.sample(INTERESTS[lang], rng.int(2, 4)) : [],
    references: rng.chance(0.2),
    style,
  }
}

// ---------------------------------------------------------------------------------------------------

/** What a careful human would type for this CV (see tests/cv/README.md for the conventions). */
export function truthOf(model: CvModel): CvResult {
  if (!model.spec.extractable) return { lang: model.lang, extractable: false }
  const { person } = model
  const dateTruth = (date: YearMonth | null): string | null => (date ? truthDate(date) : null)
  const sectionRank = (e: ExperienceEntry) => EXPERIENCE_SECTIONS.indexOf(e.section)
  const printed = model.experiences
    .map((e, i) => ({ e, i }))
    .sort((a, b) => sectionRank(a.e) - sectionRank(b.e) || a.i - b.i)
    .map(({ e }) => e)
  const experiences: CvExperience[] = printed.map((e) => ({
    company: e.company,
    post: e.post,
    city: e.city,
    start: dateTruth(e.start),
    end: dateTruth(e.end),
    currently_working: e.end === null,
    contract_type: e.contractShown ? e.contract : null,
    summary:
      e.summary === 'none' || e.lines.length === 0
        ? null
        : e.summary === 'bullets'
          ? e.lines.join('\n')
          : paragraphOf(e.lines),
  }))
  const diplomas: CvDiploma[] = model.diplomas.map((d) => ({
    name: d.name,
    school: d.school,
    start: dateTruth(d.start),
    end: dateTruth(d.end),
    still_studying: d.still,
    type: d.type,
  }))
  return {
    lang: model.lang,
    extractable: true,
    profile: {
      title: person.title,
      first_name: person.first,
      last_name: person.last,
      email: person.email,
      phone: person.phone.e164,
      city: person.city,
      website: person.website,
      linkedin: person.linkedin,
      birthdate: person.birth?.truth ?? null,
    },
    experiences,
    diplomas,
    skills: [...model.skills.groups.flatMap((g) => g.items), ...model.softSkills],
    languages: model.languages.items.map((l) => ({ language: l.code, level: l.level })),
  }
}

/** Bullet lines printed as one paragraph: sentences ending with a full stop. */
export function paragraphOf(lines: string[]): string {
  return lines.map((line) => (/[.!?]$/.test(line) ? line : `${line}.`)).join(' ')
}

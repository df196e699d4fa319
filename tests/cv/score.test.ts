import { describe, expect, it } from 'vitest'
import type { CvExperience, CvExtracted } from './schema'
import {
  aggregateScores,
  assign,
  formatScoreTable,
  normalizePhone,
  normalizeText,
  normalizeUrl,
  scoreExtraction,
  tokenF1,
} from './score'

const experience = (overrides: Partial<CvExperience> = {}): CvExperience => ({
  company: 'Énergie Citoyenne du Condroz SCRL',
  post: 'Chargée de projet transition énergétique',
  city: 'Huy',
  start: '2019-03',
  end: null,
  currently_working: true,
  contract_type: 'cdi',
  summary: 'Accompagnement de 40 copropriétés\nAnimation de séances d’information citoyennes',
  ...overrides,
})

const truth = (): CvExtracted => ({
  lang: 'fr',
  extractable: true,
  profile: {
    title: 'Gestion de projets | Transition énergétique',
    first_name: 'Amélie',
    last_name: 'Van den Broeck',
    email: 'amelie.vandenbroeck@gmail.com',
    phone: '+32486451278',
    city: 'Namur',
    website: null,
    linkedin: 'linkedin.com/in/amelie-vandenbroeck',
    birthdate: '1992-09-03',
  },
  experiences: [
    experience(),
    experience({
      company: 'Les Jardins de la Senne asbl',
      post: 'Animatrice socioculturelle',
      city: null,
      start: '2016',
      end: '2019',
      currently_working: false,
      contract_type: null,
      summary: null,
    }),
  ],
  diplomas: [
    {
      name: 'Master en sciences de l’éducation',
      school: 'UCLouvain',
      start: '2012',
      end: '2014',
      still_studying: false,
      type: 'master',
    },
  ],
  skills: ['Gestion de projet', 'Excel', 'Animation de réunions'],
  languages: [
    { language: 'fr', level: 'native' },
    { language: 'nl', level: 'intermediate' },
  ],
})

const clone = <T>(value: T): T => structuredClone(value)

describe('normalisation', () => {
  it('ignores case, accents, spacing and typographic quotes', () => {
    expect(normalizeText('  ÉNERGIE   Citoyenne  ')).toBe('energie citoyenne')
    expect(normalizeText('Master en sciences de l’éducation')).toBe(
      normalizeText("master en sciences de l'education"),
    )
    expect(normalizeText('2019 – 2021')).toBe('2019 - 2021')
  })

  it('reduces phones to international digits', () => {
    expect(normalizePhone('+32 486 45 12 78')).toBe('32486451278')
    expect(normalizePhone('0032 486 45 12 78')).toBe('32486451278')
    expect(normalizePhone('+32 (0)2 511 22 33')).toBe('3225112233')
    // A national number is not E.164 and does not match the truth.
    expect(normalizePhone('0486/45.12.78')).not.toBe(normalizePhone('+32486451278'))
  })

  it('compares URLs without scheme, www and trailing slash', () => {
    expect(normalizeUrl('https://www.linkedin.com/in/amelie/')).toBe('linkedin.com/in/amelie')
    expect(normalizeUrl('WWW.Example.be')).toBe('example.be')
  })

  it('measures token overlap', () => {
    expect(tokenF1('a b c d', 'a b c d')).toBe(1)
    expect(tokenF1('a b', 'c d')).toBe(0)
    expect(tokenF1('a b c d', 'a b')).toBeCloseTo(2 / 3)
  })
})

describe('assign', () => {
  it('finds the optimal assignment where a greedy one would not', () => {
    // Greedy takes 0.9 then 0.1 (total 1.0); the optimum is 0.8 + 0.8.
    expect(
      assign([
        [0.9, 0.8],
        [0.8, 0.1],
      ]),
    ).toEqual([1, 0])
  })

  it('handles rectangular matrices', () => {
    expect(assign([[0.2, 0.9, 0.1]])).toEqual([1])
    expect(assign([[0.5], [0.7], [0.1]])).toEqual([-1, 0, -1])
    expect(assign([])).toEqual([])
  })
})

describe('scoreExtraction', () => {
  it('gives a perfect prediction F1 = 1 on every field', () => {
    const t = truth()
    const aggregate = aggregateScores([scoreExtraction(clone(t), t)])
    expect(aggregate.micro.f1).toBe(1)
    for (const [field, s] of Object.entries(aggregate.fields)) {
      expect(s.fp, field).toBe(0)
      expect(s.fn, field).toBe(0)
    }
    // Counted occurrences: null values and false flags are not occurrences.
    expect(aggregate.fields['profile.website']!.n).toBe(0)
    expect(aggregate.fields['experiences.company']!.n).toBe(2)
    expect(aggregate.fields['experiences.city']!.n).toBe(1)
    expect(aggregate.fields['experiences.currently_working']!.n).toBe(1)
    expect(aggregate.fields.skills!.n).toBe(3)
  })

  it('charges a missing experience to the recall of its fields only', () => {
    const t = truth()
    const p = clone(t)
    p.experiences = [p.experiences[0]!]
    const s = scoreExtraction(p, t).fields
    expect(s['experiences.company']).toEqual({ n: 2, tp: 1, fp: 0, fn: 1 })
    expect(s['experiences.post']).toEqual({ n: 2, tp: 1, fp: 0, fn: 1 })
    expect(s['experiences.start']).toEqual({ n: 2, tp: 1, fp: 0, fn: 1 })
    // The missing entry had no city, contract or summary: nothing to miss there.
    expect(s['experiences.city']).toEqual({ n: 1, tp: 1, fp: 0, fn: 0 })
    expect(s['experiences.summary']).toEqual({ n: 1, tp: 1, fp: 0, fn: 0 })
  })

  it('charges a wrong date both ways', () => {
    const t = truth()
    const p = clone(t)
    p.experiences[0]!.start = '2019-04'
    p.diplomas[0]!.end = '2015'
    const s = scoreExtraction(p, t).fields
    expect(s['experiences.start']).toEqual({ n: 2, tp: 1, fp: 1, fn: 1 })
    expect(s['diplomas.end']).toEqual({ n: 1, tp: 0, fp: 1, fn: 1 })
  })

  it('charges a value where the truth has none as a false positive, and a missed one as a false negative', () => {
    const t = truth()
    const p = clone(t)
    p.profile.website = 'www.amelie.be'
    p.profile.birthdate = null
    p.experiences[1]!.contract_type = 'cdd'
    p.experiences[1]!.currently_working = true
    const s = scoreExtraction(p, t).fields
    expect(s['profile.website']).toEqual({ n: 0, tp: 0, fp: 1, fn: 0 })
    expect(s['profile.birthdate']).toEqual({ n: 1, tp: 0, fp: 0, fn: 1 })
    expect(s['experiences.contract_type']).toEqual({ n: 1, tp: 1, fp: 1, fn: 0 })
    expect(s['experiences.currently_working']).toEqual({ n: 1, tp: 1, fp: 1, fn: 0 })
  })

  it('normalises accents, case, URLs and phones before comparing', () => {
    const t = truth()
    const p = clone(t)
    p.profile.first_name = 'AMELIE'
    p.profile.last_name = 'VAN DEN BROECK'
    p.profile.phone = '+32 486 45 12 78'
    p.profile.linkedin = 'https://www.linkedin.com/in/amelie-vandenbroeck/'
    p.experiences[0]!.company = 'energie citoyenne du condroz scrl'
    p.diplomas[0]!.name = "Master en sciences de l'education"
    p.skills = ['gestion de projet', 'EXCEL', 'Animation de  réunions']
    const aggregate = aggregateScores([scoreExtraction(p, t)])
    expect(aggregate.micro.f1).toBe(1)
  })

  it('does not accept a national phone number', () => {
    const t = truth()
    const p = clone(t)
    p.profile.phone = '0486/45.12.78'
    expect(scoreExtraction(p, t).fields['profile.phone']).toEqual({ n: 1, tp: 0, fp: 1, fn: 1 })
  })

  it('tolerates small differences in a summary, not large ones', () => {
    const t = truth()
    t.experiences[0]!.summary =
      'Accompagnement de 40 copropriétés dans leurs projets de rénovation énergétique\nMontage de dossiers de subsides régionaux et suivi administratif'
    const close = clone(t)
    close.experiences[0]!.summary =
      '• Accompagnement de 40 copropriétés dans leurs projets de rénovation énergétique Montage de dossiers de subsides régionaux'
    expect(scoreExtraction(close, t).fields['experiences.summary']!.tp).toBe(1)
    const far = clone(t)
    far.experiences[0]!.summary = 'Accompagnement de 40 copropriétés'
    expect(scoreExtraction(far, t).fields['experiences.summary']).toEqual({ n: 1, tp: 0, fp: 1, fn: 1 })
  })

  it('aligns entries by content, not by position', () => {
    const t = truth()
    const p = clone(t)
    p.experiences.reverse()
    expect(aggregateScores([scoreExtraction(p, t)]).micro.f1).toBe(1)
  })

  it('leaves an unrelated entry unmatched: all its values are false positives', () => {
    const t = truth()
    const p = clone(t)
    p.experiences.push(
      experience({
        company: 'Fondation Horizon Jeunesse',
        post: 'Comptable',
        start: '2010-01',
        end: '2012-12',
      }),
    )
    const s = scoreExtraction(p, t).fields
    expect(s['experiences.company']).toEqual({ n: 2, tp: 2, fp: 1, fn: 0 })
    expect(s['experiences.end']).toEqual({ n: 1, tp: 1, fp: 1, fn: 0 })
  })

  it('compares skills and languages as sets', () => {
    const t = truth()
    const p = clone(t)
    p.skills = ['Excel', 'Excel', 'Canva', 'Gestion de projet']
    p.languages = [
      { language: 'fr', level: 'native' },
      { language: 'nl', level: 'advanced' },
    ]
    const s = scoreExtraction(p, t).fields
    expect(s.skills).toEqual({ n: 3, tp: 2, fp: 1, fn: 1 })
    expect(s.languages).toEqual({ n: 2, tp: 1, fp: 1, fn: 1 })
  })

  it('scores only "extractable" for a text-less CV', () => {
    const scan = { lang: 'nl', extractable: false } as const
    expect(scoreExtraction({ lang: 'nl', extractable: false }, scan).fields.extractable).toEqual({
      n: 1,
      tp: 1,
      fp: 0,
      fn: 0,
    })
    const wrong = scoreExtraction(truth(), scan)
    expect(wrong.fields.extractable).toEqual({ n: 1, tp: 0, fp: 1, fn: 1 })
    expect(wrong.fields['profile.email']).toEqual({ n: 0, tp: 0, fp: 0, fn: 0 })
  })

  it('counts every truth value as missed when the prediction is empty or malformed', () => {
    const t = truth()
    for (const p of [null, {}, { extractable: true, profile: 'x', experiences: 'y', skills: [3] }]) {
      const s = scoreExtraction(p, t).fields
      expect(s['profile.first_name']).toEqual({ n: 1, tp: 0, fp: 0, fn: 1 })
      expect(s['experiences.company']).toEqual({ n: 2, tp: 0, fp: 0, fn: 2 })
      expect(s.skills).toEqual({ n: 3, tp: 0, fp: 0, fn: 3 })
    }
  })
})

describe('aggregateScores and formatScoreTable', () => {
  it('sums counts over CVs and prints one row per field and the micro F1', () => {
    const t = truth()
    const p = clone(t)
    p.profile.email = 'wrong@example.be'
    const aggregate = aggregateScores([scoreExtraction(clone(t), t), scoreExtraction(p, t)])
    expect(aggregate.cvs).toBe(2)
    expect(aggregate.fields['profile.email']).toMatchObject({
      n: 2,
      tp: 1,
      fp: 1,
      fn: 1,
      precision: 0.5,
      recall: 0.5,
    })
    const table = formatScoreTable(aggregate)
    expect(table).toMatch(/^field\s+n\s+precision\s+recall\s+F1/)
    expect(table).toMatch(/profile\.email\s+2\s+0\.500\s+0\.500\s+0\.500/)
    expect(table).toMatch(/overall micro \(2 CVs\): precision 0\.\d{3} {2}recall 0\.\d{3} {2}F1 0\.\d{3}/)
  })
})

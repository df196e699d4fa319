import { describe, expect, it } from 'vitest'
import { section } from '../../../../tests/cv-lines'
import { toDiploma } from './cv-diploma'
import { splitEntries } from './cv-entries'
import { organisationScore, toExperiences } from './cv-experience'
import type { CvLine } from './cv-layout'

const experiences = (lines: CvLine[], heading: Parameters<typeof toExperiences>[1] = null) =>
  toExperiences(splitEntries(lines), heading)

describe('which part of an entry is the organisation', () => {
  it.each([
    ['Klimaatwerf cv', true],
    ['Medialab Meuse SA', true],
    ['THE CORNER CAFÉ', true],
    ['Cultuurhuis De Ploeg', true],
    ['Fondation Horizon Jeunesse', true],
    ['Urban farmer', false],
    ['Chargée de communication', false],
    ['Fietshersteller', false],
    ['Stagiaire juriste', false],
  ])('%s: %s', (part, organisation) => {
    expect(organisationScore(part) > 0).toBe(organisation)
  })

  it('reads a company heading in capitals above its posts, and keeps it for the next post', () => {
    const found = experiences(
      section(
        'THE CORNER CAFÉ | Ixelles',
        'Urban farmer | 08.2004 - 10.2010',
        ['> Grew vegetables on 1.5 hectares', { x: 52 }],
        'Waiter | 07.2002 - 06.2004',
        ['> Served tables and worked the bar', { x: 52 }],
      ),
    )
    expect(found.map(({ company, post, city }) => ({ company, post, city }))).toEqual([
      { company: 'THE CORNER CAFÉ', post: 'Urban farmer', city: 'Ixelles' },
      { company: 'THE CORNER CAFÉ', post: 'Waiter', city: 'Ixelles' },
    ])
  })

  it('knows cities abroad', () => {
    const [found] = experiences(
      section('CANAL MAKERS STUDIO | Amsterdam', 'IT project manager | Apr 2025 – current'),
    )
    expect(found).toMatchObject({
      company: 'CANAL MAKERS STUDIO',
      post: 'IT project manager',
      city: 'Amsterdam',
    })
  })

  it('joins a header line a narrow column wrapped', () => {
    const [found] = experiences(
      section(
        ['Mei 2019 — Juni 2023 | Fietshersteller, Kringloopwinkel De', { width: 300 }],
        ['Schakel vzw', { width: 60 }],
        ['▪ Herstelling en onderhoud van fietsen', { x: 52 }],
      ),
    )
    expect(found).toMatchObject({ company: 'Kringloopwinkel De Schakel vzw', post: 'Fietshersteller' })
  })
})

describe('entry dates', () => {
  it('takes years inside a sentence of description for words, not for a new entry', () => {
    const found = experiences(
      section(
        'Coördinator, Fietsatelier Vooruit vzw | 2022 – 2026',
        ['Opvolging van het beleidsplan 2022-2026 met de raad van bestuur', { x: 61 }],
        ['Beheer van een jaarbudget van 850.000 euro', { x: 61 }],
      ),
    )
    expect(found).toHaveLength(1)
    expect(found[0]!.summary).toContain('beleidsplan 2022-2026')
  })

  it('gives a post dated by one year that year as start and end', () => {
    const [found] = experiences(section('2019 | Stagiaire juriste, Lumen Consulting BV'))
    expect(found).toMatchObject({ start: '2019', end: '2019', currently_working: false })
  })
})

describe('entry headers cut by the layout', () => {
  it('finishes a name cut after a separator when its city follows, and a name cut at its hyphen', () => {
    const [first] = experiences(
      section(
        ['Responsable récolte de fonds — Fondation Horizon', { width: 300 }],
        ['Jeunesse, Ixelles', { width: 70 }],
        ['Octobre 1996 – Mai 2003', { width: 100 }],
      ),
    )
    expect(first).toMatchObject({
      post: 'Responsable récolte de fonds',
      company: 'Fondation Horizon Jeunesse',
    })
    const [diploma] = splitEntries(
      section(
        ['2004 → 2010 | Diploma secundair onderwijs — Sint-', { width: 300 }],
        ['Jozefscollege, Aalst', { width: 90 }],
        ['Grote onderscheiding', { width: 90 }],
      ),
    )
    expect(toDiploma(diploma!)).toMatchObject({
      name: 'Diploma secundair onderwijs',
      school: 'Sint-Jozefscollege',
    })
  })

  it('reads a long header line with its separator as a header, not as a sentence', () => {
    const [found] = experiences(
      section(
        'Jeune en Service Citoyen — Le Relais du Quartier asbl, Schaerbeek',
        'sept. 2014 — févr. 2015',
        ['Six mois de mission dans une ressourcerie', { x: 61 }],
      ),
    )
    expect(found).toMatchObject({ company: 'Le Relais du Quartier asbl', city: 'Schaerbeek' })
  })

  it('finishes the text on the left of a row whose dates and contract stand on the right', () => {
    const [found] = experiences(
      section(
        ['Stagiaire analyste de | mars – mai 2003 · Stage de fin d’études', { width: 340 }],
        ['données', { width: 45 }],
        ['Medialab Meuse SA, Liège', { width: 126 }],
      ),
    )
    expect(found).toMatchObject({
      post: 'Stagiaire analyste de données',
      company: 'Medialab Meuse SA',
      city: 'Liège',
      contract_type: 'stage',
    })
  })

  it('keeps an organisation and its department together', () => {
    const [found] = experiences(
      section('STAD LEUVEN – DIENST DUURZAAMHEID | Leuven', 'Adviseur circulaire economie | 2019 – 2022'),
    )
    expect(found).toMatchObject({
      company: 'STAD LEUVEN – DIENST DUURZAAMHEID',
      post: 'Adviseur circulaire economie',
    })
  })

  it('finishes a name cut before the word that says what kind of place it is', () => {
    const [diploma] = splitEntries(
      section(['BSc in Agriculture — Vesalius', { width: 300 }], ['College', { width: 40 }], '2013 – 2016'),
    )
    expect(toDiploma(diploma!)).toMatchObject({ name: 'BSc in Agriculture', school: 'Vesalius College' })
  })

  it('does not take the word beside the dates for the end of the line above', () => {
    const [found] = experiences(section('Bestuurslid — Klimaatwerf cv', '2024-11 - vandaag | vrijwilliger'))
    expect(found).toMatchObject({
      post: 'Bestuurslid',
      company: 'Klimaatwerf cv',
      contract_type: 'benevolat',
    })
  })

  it('joins a line that ends on a dash with the next', () => {
    const [diploma] = splitEntries(
      section(
        ['2008 - 2014 | Diploma secundair onderwijs – TSO Handel —', { width: 252 }],
        ['Sint-Jozefscollege, Aalst', { width: 103 }],
      ),
    )
    expect(toDiploma(diploma!)).toMatchObject({
      name: 'Diploma secundair onderwijs – TSO Handel',
      school: 'Sint-Jozefscollege',
    })
  })

  it('keeps words in lower case after a dash with the post', () => {
    const [found] = experiences(
      section('Bénévole – cours de français | juil. 2021 – févr. 2023', 'Kringloopwinkel De Schakel vzw'),
    )
    expect(found).toMatchObject({
      post: 'Bénévole – cours de français',
      company: 'Kringloopwinkel De Schakel vzw',
    })
  })

  it('keeps a line that only names a detail apart', () => {
    const [diploma] = splitEntries(
      section(
        [
          'sept. 2013 → juin 2015 | Master in de politieke wetenschappen — Universiteit Antwerpen',
          { width: 300 },
        ],
        ['Grote onderscheiding', { width: 90 }],
      ),
    )
    expect(toDiploma(diploma!)).toMatchObject({ school: 'Universiteit Antwerpen' })
  })

  it('keeps indented descriptions as items when each entry opens on its dates at the margin', () => {
    const found = experiences(
      section(
        [
          '11/2019 → 06/2022 | Adviseur circulaire economie, Onderzoekscentrum Bodem & Water (Leuven)',
          { x: 57, width: 480 },
        ],
        ['Begeleiding van 25 kmo’s bij het verminderen van hun afval', { x: 68, width: 290 }],
        ['Uitvoeren van materiaalstroomanalyses', { x: 68, width: 180 }],
        ['07/2022 → 06/2024 | Projectmedewerker, Stad Leuven', { x: 57 }],
        ['(Leuven) | zelfstandige', { x: 57 }],
      ),
    )
    expect(found[0]).toMatchObject({
      post: 'Adviseur circulaire economie',
      company: 'Onderzoekscentrum Bodem & Water',
      summary:
        'Begeleiding van 25 kmo’s bij het verminderen van hun afval\nUitvoeren van materiaalstroomanalyses',
    })
  })

  it('reads the organisation under a date-gutter row though a stray gutter line starts further left', () => {
    const found = experiences(
      section(
        ['Depuis oct. 2023 | Magasinière', { x: 45 }],
        ['Brussels Food Hub · Anderlecht', { x: 144 }],
        ['Conduite de transpalette électrique.', { x: 144 }],
        ['avr. 2000 — mars 2002 | Attachée', { x: 45 }],
        ['temps plein | Office bruxellois de l’Inclusion numérique · Bruxelles', { x: 45 }],
        ['Préparation des groupes de travail.', { x: 144 }],
      ),
    )
    expect(found[0]).toMatchObject({ company: 'Brussels Food Hub', city: 'Anderlecht', post: 'Magasinière' })
  })
})

describe('contracts in an entry', () => {
  it.each([
    ['Chargée de communication (CDD) — Oxfam, Bruxelles', 'cdd', 'Chargée de communication'],
    ['Receptionist (open-ended contract) | Northwind Analytics SRL', 'cdi', 'Receptionist'],
    ['Assistant RH (stage de fin d’études) — Lumen Consulting BV', 'stage', 'Assistant RH'],
    ['Stagiaire analyste de données — Medialab Meuse SA', 'stage', 'Stagiaire analyste de données'],
    ['Volunteer language tutor — Refugee Welcome Desk', 'benevolat', 'Volunteer language tutor'],
    ['Scout leader (voluntary) | Refugee Welcome Desk', 'benevolat', 'Scout leader'],
    ['Projectmedewerker, Ingénierie Verte SRL | contract van bepaalde duur', 'cdd', 'Projectmedewerker'],
    ['Jeune en Service Citoyen — Voedselteam Leuven vzw', 'service_citoyen', 'Jeune en Service Citoyen'],
    [
      'Stagiair communicatie (Stage (laatste jaar)) bij Cultuurhuis De Ploeg',
      'stage',
      'Stagiair communicatie',
    ],
    [
      'Designer UX/UI, Office bruxellois de l’Inclusion numérique | CDD de remplacement',
      'cdd',
      'Designer UX/UI',
    ],
    ['Cheffe de projet IT, Canal Makers Studio Intérim', 'autres', 'Cheffe de projet IT'],
    ['Since 2021-06 · volunteer | Board member, EuroCommons Network', 'benevolat', 'Board member'],
    ['Depuis 10.2024 · Bénévole | Cheffe guide, Buurtwerk Noord vzw (Anvers)', 'benevolat', 'Cheffe guide'],
    ['Communicatiemedewerker, Sunnyfield Solar NV | Stage (laatste jaar)', 'stage', 'Communicatiemedewerker'],
    ['Vrijwilliger — Natuurpunt Gent vzw', 'benevolat', 'Vrijwilliger'],
    ['Onderzoeker, Ingénierie Verte SRL | Vast contract, voltijds', 'cdi', 'Onderzoeker'],
    ['Assistante administrative | CDI – temps plein', 'cdi', 'Assistante administrative'],
    ["Agent d'accueil (CDI – temps plein) — Fédération des Maisons de Jeunes", 'cdi', "Agent d'accueil"],
  ])('%s', (header, contract, post) => {
    const [found] = experiences(section(header, 'mars 2019 – juin 2021'))
    expect(found).toMatchObject({ contract_type: contract, post })
  })

  it('reads a contract printed on its own line or in a tag, and leaves it out of the summary', () => {
    const [found] = experiences(
      section(
        'Language trainer | 07.2023 - present',
        ['open-ended contract', { x: 58, size: 8.7 }],
        ['> Taught groups of adult learners', { x: 52 }],
      ),
    )
    expect(found).toMatchObject({ contract_type: 'cdi', summary: 'Taught groups of adult learners' })
  })

  it('takes the section heading when the entry says nothing, an explicit word over it', () => {
    const found = experiences(
      section('Vendeuse — Delhaize', '2019', 'Serveuse — Café du Parc | Flexi-job', '2020'),
      'job_etudiant',
    )
    expect(found.map((entry) => entry.contract_type)).toEqual(['job_etudiant', 'flexi_job'])
  })
})

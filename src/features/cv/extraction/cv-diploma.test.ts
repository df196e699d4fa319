import { describe, expect, it } from 'vitest'
import { section } from '../../../../tests/cv-lines'
import { diplomaType, toDiploma } from './cv-diploma'
import { splitEntries } from './cv-entries'

describe('diplomas', () => {
  it.each([
    ['Formation Scrum Master', 'training'],
    ['Scrum Master training', 'training'],
    ['Opleiding Excel voor gevorderden', 'training'],
    ['Master en sciences de gestion', 'master'],
    ["Certificat d'enseignement secondaire supérieur (CESS)", 'other'],
    ['Certificat universitaire en gestion des associations', 'certificate'],
    ['Postgraduaat Projectmanagement', 'certificate'],
    ['Getuigschrift PRINCE2 Foundation', 'certificate'],
    ['BA in Communication Studies', 'bachelor'],
  ])('%s is a %s', (name, type) => {
    expect(diplomaType(name)).toBe(type)
  })

  it('finishes a name wrapped in lower case or in brackets, and reads a school printed first', () => {
    const found = [
      ...splitEntries(
        section(
          ['Master en sciences politiques, orientation relations', { width: 285 }],
          ['internationales', { width: 85 }],
          ['UMONS, Mons', { width: 75 }],
          ['2013 – 2015', { width: 60 }],
        ),
      ),
      ...splitEntries(
        section(
          ["Certificat d'enseignement secondaire supérieur", { width: 230 }],
          ['(CESS)', { width: 30 }],
          ['Athénée royal de Gembloux', { width: 130 }],
          ['2008', { width: 30 }],
        ),
      ),
      ...splitEntries(
        section('Koninklijk Atheneum, Mechelen | 2005 – 2011', 'Diploma secundair onderwijs – TSO Handel'),
      ),
    ].map(toDiploma)
    expect(found.map(({ name, school }) => ({ name, school }))).toEqual([
      { name: 'Master en sciences politiques, orientation relations internationales', school: 'UMONS' },
      { name: "Certificat d'enseignement secondaire supérieur (CESS)", school: 'Athénée royal de Gembloux' },
      { name: 'Diploma secundair onderwijs – TSO Handel', school: 'Koninklijk Atheneum' },
    ])
  })

  it('keeps a dash inside a diploma name and finds the school by its words, Dutch compounds included', () => {
    const found = splitEntries(
      section('CESS – option sciences économiques | 2002 – 2008', 'Athénée royal de Gembloux'),
    ).concat(
      splitEntries(section('Diploma secundair onderwijs – TSO Handel | 2014', 'Sint-Barbaracollege, Gent')),
    )
    expect(found.map(toDiploma).map(({ name, school }) => ({ name, school }))).toEqual([
      { name: 'CESS – option sciences économiques', school: 'Athénée royal de Gembloux' },
      { name: 'Diploma secundair onderwijs – TSO Handel', school: 'Sint-Barbaracollege' },
    ])
  })

  it('finishes a name wrapped under its dates, and leaves detail lines to the entry they follow', () => {
    const found = splitEntries(
      section(
        'Bachelor in de | sep. 1989 — jun. 1992',
        'handelswetenschappen',
        'UGent',
        ['Vrije Universiteit Brussel | 2014 – 2016', { y: 200 }],
        ['Master in de politieke wetenschappen', { y: 215 }],
        ['Afstudeerrichting: duurzame ontwikkeling', { y: 230, size: 9.7 }],
        ['Vrije Universiteit Brussel | 2011 – 2014', { y: 250 }],
        ['Bachelor in de handelswetenschappen', { y: 265 }],
      ),
    ).map(toDiploma)
    expect(found.map(({ name, school, start }) => ({ name, school, start }))).toEqual([
      { name: 'Bachelor in de handelswetenschappen', school: 'UGent', start: '1989-09' },
      { name: 'Master in de politieke wetenschappen', school: 'Vrije Universiteit Brussel', start: '2014' },
      { name: 'Bachelor in de handelswetenschappen', school: 'Vrije Universiteit Brussel', start: '2011' },
    ])
  })

  it('tells secondary school from a certificate', () => {
    const [found] = splitEntries(
      section("Certificat d'enseignement secondaire supérieur (CESS)", 'Athénée royal de Gembloux', '2015'),
    )
    expect(toDiploma(found!)).toMatchObject({
      type: 'other',
      school: 'Athénée royal de Gembloux',
      end: '2015',
    })
  })
})

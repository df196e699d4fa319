import { describe, expect, it } from 'vitest'
import { line } from '../../../../tests/cv-lines'
import { findDateRange, findFullDate, isOnlyDates, joinWrappedDate, parseCvDate } from './cv-dates'
import { splitName } from './cv-name'
import { headingKind, splitSections } from './cv-sections'

describe('CV dates', () => {
  it.each([
    ['mars 2019', '2019-03'],
    ['sept. 2018', '2018-09'],
    ['Januari 2020', '2020-01'],
    ['Jan 2021', '2021-01'],
    ['févr. 2020', '2020-02'],
    ['03/2019', '2019-03'],
    ['3.2019', '2019-03'],
    ['2019-03', '2019-03'],
    ['2016', '2016'],
    ["déc. '18", '2018-12'],
    ['Mars 15', null],
    ['pomme 2019', null],
  ])('%s → %s', (written, expected) => {
    expect(parseCvDate(written)).toBe(expected)
  })

  it.each([
    ['2016 – 2018', { start: '2016', end: '2018', current: false }],
    ['2019-03 → heden', { start: '2019-03', end: null, current: true }],
    ["mars 2019 – aujourd'hui", { start: '2019-03', end: null, current: true }],
    ['depuis 2021', { start: '2021', end: null, current: true }],
    ['Sinds mei 2020', { start: '2020-05', end: null, current: true }],
    ['since Jan 2021', { start: '2021-01', end: null, current: true }],
    ['sept. 2016 – févr. 2019', { start: '2016-09', end: '2019-02', current: false }],
    ['Chargée de projet | 03/2019 - 12/2021', { start: '2019-03', end: '2021-12', current: false }],
    ['van 2015 tot 2017', { start: '2015', end: '2017', current: false }],
    ['Oct 2020 – Present', { start: '2020-10', end: null, current: true }],
    ['juillet – août 2022', { start: '2022-07', end: '2022-08', current: false }],
    ['Waiter | Feb – May 2022 · flexi-job', { start: '2022-02', end: '2022-05', current: false }],
    ['van juli tot augustus 2021', { start: '2021-07', end: '2021-08', current: false }],
    ['From Sept 2017 to Jun 2019', { start: '2017-09', end: '2019-06', current: false }],
    ['vanaf 2015 tot 2018', { start: '2015', end: '2018', current: false, index: 0 }],
    ['Vanaf 2015', { start: '2015', end: null, current: true }],
  ])('%s', (text, expected) => {
    expect(findDateRange(text)).toMatchObject(expected)
  })

  it('does not read a phone number or a text without dates as a range', () => {
    expect(findDateRange('0486 45 12 78')).toBeNull()
    expect(findDateRange('Coordination de 12 projets')).toBeNull()
  })

  it('mends a range a narrow column cut in two', () => {
    expect(joinWrappedDate('Coordinatrice | oct. 2021 — juin', '2023 | Épicerie solidaire')).toEqual([
      'Coordinatrice | oct. 2021 — juin 2023',
      'Épicerie solidaire',
    ])
    expect(joinWrappedDate('Chargée 2019 – 2021', '2022 | Ailleurs')).toBeNull()
    expect(joinWrappedDate('mars 2019 – avril', 'Bruxelles')).toBeNull()
  })

  it('tells a line of dates from a line with dates', () => {
    expect(isOnlyDates('2019 – 2021')).toBe(true)
    expect(isOnlyDates('Chargée de projet 2019 – 2021')).toBe(false)
  })

  it.each([
    ['° 03/09/1992', '1992-09-03'],
    ['né le 3 septembre 1992', '1992-09-03'],
    ['geboren op 12 maart 1990', '1990-03-12'],
    ['Date of birth: 1990-03-12', '1990-03-12'],
    ['Born March 12, 1990', '1990-03-12'],
    ['Born 31/02/1990x', null],
  ])('birthdate %s', (text, expected) => {
    expect(findFullDate(text)).toBe(expected)
  })
})

describe('CV names and headings', () => {
  it.each([
    ['Marie DUBOIS', 'Marie', 'Dubois'],
    ['DUBOIS Marie', 'Marie', 'Dubois'],
    ['Jan Van den Broeck', 'Jan', 'Van den Broeck'],
    ['Anne-Sophie de Wilde', 'Anne-Sophie', 'de Wilde'],
    ['LOTTE PEETERS', 'Lotte', 'Peeters'],
    ['Jan- Willem CLAES', 'Jan-Willem', 'Claes'],
  ])('%s', (full, first, last) => {
    expect(splitName(full)).toEqual({ first_name: first, last_name: last })
  })

  it.each([
    ['EXPÉRIENCE PROFESSIONNELLE', 'experience'],
    ['Werkervaring', 'experience'],
    ['Work history', 'experience'],
    ['Formation :', 'education'],
    ['Opleidingen', 'education'],
    ['Compétences', 'skills'],
    ['Talenkennis', 'languages'],
    ["Centres d'intérêt", 'interests'],
    ['C O N T A C T D E T A I L S', 'contact'],
    ['E D U C A T I O N & T R A I N I N G', 'education'],
    ['S A V O I R - F A I R E', 'skills'],
    ['KENNIS EN VAARDIGHEDEN', 'skills'],
    ['K E N N I S E N V A A R D I G H E D E N', 'skills'],
    ['K E N N I S E N VA A R D I G H E D E N', 'skills'],
    ['E X P É R I E N C E S P R O F E S S I O N N E L L E S E T B É N É V O L E S', 'experience'],
    ['Community involvement', 'experience'],
    ['Language trainer | 01/2020 → 09/2023', null],
    ['Formation en gestion des conflits', null],
    ['EXTRA', 'other'],
    ['Core competencies', 'skills'],
    ['Profil personnel', 'profile'],
    ['Coordination de 12 projets photovoltaïques citoyens', null],
  ])('%s is %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind)
  })
})

describe('CV sections', () => {
  it('does not take the end of a wrapped line for a heading, and joins a letter-spaced heading', () => {
    const at = (text: string, y: number, x = 220) => line(text, { x, y, size: 13.1 })
    const sections = splitSections([
      at('Nurse — Open Health Alliance', 100, 218),
      at('E X P E R I E N C E', 140, 218),
      at('– Assessed learners and referred them to vocational', 170),
      at('courses', 188, 229),
      at('L A N G U A G E', 230, 218),
      at('S K I L L S', 246, 218),
      at('Italian: mother tongue', 270, 218),
    ])
    expect(sections.map((section) => section.kind)).toEqual(['header', 'experience', 'languages'])
    expect(sections[1]!.lines.map((l) => l.text)).toContain('courses')
  })

  it('reads an unknown heading printed like the known ones from its words, not a line of content', () => {
    const heading = (text: string, y: number) => line(text, { y, size: 11.5, bold: true })
    const text = (value: string, y: number) => line(value, { y, size: 9.8 })
    const sections = splitSections([
      text('Jan-Willem Vanderstraeten', 40),
      heading('Opleidingen', 200),
      text('Formation Scrum Master', 220),
      text('09/2019 – 06/2023', 235),
      heading('Vakantiejobs', 320),
      text('09/2023 – 06/2024 | Speelpleinmonitor, Stadsboerderij De Kiem vzw', 340),
    ])
    expect(sections.map((section) => [section.kind, section.lines.length])).toEqual([
      ['header', 1],
      ['education', 2],
      ['experience', 1],
    ])
  })

  it('reads a heading a narrow sidebar wrapped over two lines', () => {
    const at = (text: string, y: number) => line(text, { x: 440, y, size: 9.2, column: 1 })
    const sections = splitSections([
      at('Benoît Collard', 100),
      at('Compétences', 320),
      at('techniques', 332),
      at('MS Office', 351),
      at('Connaissances', 570),
      at('linguistiques', 582),
      at('Français (maternelle)', 600),
    ])
    expect(sections.map((section) => [section.kind, section.lines.map((l) => l.text)])).toEqual([
      ['header', ['Benoît Collard']],
      ['skills', ['MS Office']],
      ['languages', ['Français (maternelle)']],
    ])
  })
})

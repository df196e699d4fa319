import { describe, expect, it } from 'vitest'
import { pageLines, type TextPiece } from './cv-layout'

describe('CV reading order', () => {
  const piece = (text: string, x: number, y: number, width = text.length * 5): TextPiece => ({
    text,
    page: 1,
    x,
    y,
    width,
    size: 10,
    bold: false,
  })

  it('reads a sidebar and the main column one after the other, not line by line', () => {
    const pieces: TextPiece[] = []
    for (let row = 0; row < 8; row++) {
      pieces.push(piece(`side ${row}`, 20, 100 + row * 14, 120))
      pieces.push(piece(`main column ${row}`, 220, 100 + row * 14, 300))
    }
    const texts = pageLines(pieces).map((line) => line.text)
    expect(texts).toEqual([
      ...Array.from({ length: 8 }, (_, row) => `side ${row}`),
      ...Array.from({ length: 8 }, (_, row) => `main column ${row}`),
    ])
    expect(pageLines(pieces).find((line) => line.text === 'main column 0')?.column).toBe(0)
  })

  it('keeps a date gutter on the rows it faces', () => {
    const pieces: TextPiece[] = []
    for (let row = 0; row < 6; row++) {
      pieces.push(piece(`${2010 + row} – ${2011 + row}`, 20, 100 + row * 30, 60))
      pieces.push(piece(`Poste numéro ${row}`, 120, 100 + row * 30, 300))
    }
    const texts = pageLines(pieces).map((line) => line.text)
    expect(texts[0]).toBe('2010 – 2011 | Poste numéro 0')
    expect(texts).toHaveLength(6)
  })

  it('keeps a date gutter on its rows when headings and short lines start at the same margin', () => {
    const pieces: TextPiece[] = [piece('EXPÉRIENCES', 20, 80, 70)]
    for (let row = 0; row < 4; row++) {
      pieces.push(piece(`0${row + 1}/201${row} – 0${row + 2}/201${row + 1}`, 20, 100 + row * 40, 80))
      pieces.push(piece(`Poste numéro ${row}`, 120, 100 + row * 40, 300))
      pieces.push(piece(`Organisation ${row} asbl · Namur`, 120, 114 + row * 40, 300))
    }
    pieces.push(piece('LANGUES', 20, 300, 50), piece('Français (maternelle)', 20, 320, 100))
    pieces.push(piece('Anglais (B2)', 20, 334, 60), piece('Néerlandais (A2)', 20, 348, 80))
    const texts = pageLines(pieces).map((line) => line.text)
    expect(texts.slice(0, 3)).toEqual([
      'EXPÉRIENCES',
      '01/2010 – 02/2011 | Poste numéro 0',
      'Organisation 0 asbl · Namur',
    ])
    expect(texts.at(-1)).toBe('Néerlandais (A2)')
  })

  it('keeps cities and dates right-aligned at the end of their rows, not in a column of their own', () => {
    const pieces: TextPiece[] = []
    const ends: [string, number][] = [
      ['Courtrai', 40],
      ['De mars 2021 à octobre 2022', 130],
      ['Namur', 30],
    ]
    for (let row = 0; row < 9; row++) {
      const [end, width] = ends[row % 3]!
      pieces.push(piece(`ORGANISATION ${row} ASBL`, 50, 100 + row * 40, 150))
      pieces.push(piece(end, 540 - width, 100 + row * 40, width))
      pieces.push(piece(`Poste ${row}`, 50, 115 + row * 40, 80))
    }
    const texts = pageLines(pieces).map((line) => line.text)
    expect(texts.slice(0, 2)).toEqual(['ORGANISATION 0 ASBL | Courtrai', 'Poste 0'])
  })

  it('keeps dates and tags right-aligned on their rows though half the dates start at one x', () => {
    const pieces: TextPiece[] = []
    for (let row = 0; row < 4; row++) {
      const y = 100 + row * 40
      pieces.push(
        piece(`Poste ${row}`, 50, y, 100),
        piece(`0${row + 1}.2019 – 0${row + 2}.2020`, 444, y, 100),
      )
      pieces.push(piece(`Organisation ${row} asbl`, 50, y + 15, 150), piece('Bénévole', 500, y + 15, 41))
    }
    const texts = pageLines(pieces).map((line) => line.text)
    expect(texts.slice(0, 2)).toEqual(['Poste 0 | 01.2019 – 02.2020', 'Organisation 0 asbl | Bénévole'])
  })

  it('keeps a date gutter whose dates carry a contract word on the rows they face', () => {
    const pieces: TextPiece[] = [piece('Jobs étudiants', 20, 80, 70), piece('Compétences', 20, 400, 60)]
    const gutter = ['Octobre 2019', 'Mars 2018', '2012 · Job', 'Juin 2023']
    for (const [row, date] of gutter.entries()) {
      pieces.push(
        piece(date, 20, 100 + row * 60, 60),
        piece(`Organisation ${row} asbl`, 120, 100 + row * 60, 200),
      )
      pieces.push(
        piece(`> Tâche ${row}`, 122, 118 + row * 60, 200),
        piece(`> Autre tâche ${row}`, 122, 136 + row * 60, 200),
      )
    }
    pieces.push(piece('étudiant', 20, 236, 40))
    const texts = pageLines(pieces).map((line) => line.text)
    expect(texts).toContain('Octobre 2019 | Organisation 0 asbl')
    expect(texts).toContain('2012 · Job | Organisation 2 asbl')
  })

  it('joins a gutter label of dates and contract wrapped over two or three lines', () => {
    const pieces: TextPiece[] = []
    const labels = [
      ['De Mars 2022 à', 'Août 2023 · CDI', ''],
      ['De Juillet à Août', '2012 · Job', 'étudiant'],
      ['De novembre', '2016 à décembre', '2017'],
    ]
    for (const [row, [a, b, c]] of labels.entries()) {
      const y = 100 + row * 80
      pieces.push(piece(a!, 20, y, 70), piece(b!, 20, y + 16, 70))
      if (c) pieces.push(piece(c, 20, y + 32, 40))
      pieces.push(piece(`Poste ${row}`, 120, y, 100), piece(`Organisation ${row} asbl`, 120, y + 16, 200))
      pieces.push(piece(`> Tâche ${row}`, 122, y + 34, 200), piece(`> Autre tâche ${row}`, 122, y + 50, 200))
    }
    const texts = pageLines(pieces).map((line) => line.text)
    expect(texts).toContain('De Mars 2022 à Août 2023 · CDI | Poste 0')
    expect(texts).toContain('De Juillet à Août 2012 · Job étudiant | Poste 1')
    expect(texts).toContain('De novembre 2016 à décembre 2017 | Poste 2')
  })

  it('joins a date range wrapped over two lines of a narrow date gutter', () => {
    const pieces: TextPiece[] = []
    for (let row = 0; row < 4; row++) {
      pieces.push(
        piece('De mars 2018 à', 20, 100 + row * 60, 70),
        piece('décembre 2019', 20, 114 + row * 60, 70),
      )
      pieces.push(piece(`Designer ${row}`, 120, 100 + row * 60, 100))
      pieces.push(piece(`Medialab ${row} SA · Liège`, 120, 114 + row * 60, 200))
    }
    const texts = pageLines(pieces).map((line) => line.text)
    expect(texts.slice(0, 2)).toEqual(['De mars 2018 à décembre 2019 | Designer 0', 'Medialab 0 SA · Liège'])
  })
})

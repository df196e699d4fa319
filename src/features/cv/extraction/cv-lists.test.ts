import { describe, expect, it } from 'vitest'
import { inColumn, line } from '../../../../tests/cv-lines'
import type { CvLine } from './cv-layout'
import { extractLanguages, extractSkills } from './cv-lists'
import { extractFromLines } from './extract-cv.server'

describe('CV skills and languages', () => {
  it('takes grouped, comma and bullet lists', () => {
    expect(
      extractSkills([line('Outils : Jira, Figma'), line('• Gestion de projet'), line('Excel ●●●○○')]),
    ).toEqual(['Jira', 'Figma', 'Gestion de projet', 'Excel'])
  })

  it('tells a wrapped skill from one skill per line by the spacing of the lines', () => {
    const at = inColumn(440, 10.8)
    expect(
      extractSkills([
        at('Teamspeler', 297, 56),
        at('Energieprestatie van', 321, 99),
        at('gebouwen', 336, 50),
        at('Excel', 359, 26),
        at('Circulaire economie', 405, 95),
        at('Evenementenorganisatie', 429, 119),
        at('Project management (Agile, Scrum)', 452, 150),
      ]),
    ).toEqual([
      'Teamspeler',
      'Energieprestatie van gebouwen',
      'Excel',
      'Circulaire economie',
      'Evenementenorganisatie',
      'Project management (Agile, Scrum)',
    ])
  })

  it('reads rows of tags as rows, and a comma list wrapped at the column edge as one list', () => {
    const at = inColumn(446, 10)
    expect(
      extractSkills([
        at('MS Office | Excel', 369, 70),
        at("Sens de l'organisation", 388, 140),
        at("Gestion d'équipe | Rédaction", 407, 100),
        at('Analyse des politiques', 426, 100),
        at('publiques', 440, 45),
        at('Adobe InDesign', 459, 70),
      ]),
    ).toEqual([
      'MS Office',
      'Excel',
      "Sens de l'organisation",
      "Gestion d'équipe",
      'Rédaction',
      'Analyse des politiques publiques',
      'Adobe InDesign',
    ])
    const side = inColumn(20, 10)
    expect(
      extractSkills([
        side('Budgetbeheer, Leidinggeven, MS', 414, 148),
        side('Office, Actief luisteren,', 428, 110),
        side('Klantvriendelijkheid, Rekrutering', 442, 150),
      ]),
    ).toEqual([
      'Budgetbeheer',
      'Leidinggeven',
      'MS Office',
      'Actief luisteren',
      'Klantvriendelijkheid',
      'Rekrutering',
    ])
  })

  it('reads rows of pipes as rows even when one reaches the edge', () => {
    const at = inColumn(51, 9.5)
    expect(
      extractSkills([
        at('Circulaire economie | Projectmanagement | Excel | Leidinggeven', 724, 480),
        at('Budgetbeheer | Facilitatie | MS Office', 742, 300),
      ]),
    ).toEqual([
      'Circulaire economie',
      'Projectmanagement',
      'Excel',
      'Leidinggeven',
      'Budgetbeheer',
      'Facilitatie',
      'MS Office',
    ])
  })

  it('drops running footers but keeps date lines that several pages share', () => {
    const at = (text: string, page: number, y: number) => line(text, { page, y })
    const { experiences } = extractFromLines([
      at('Noémie Nguyen', 1, 40),
      at('Expériences', 1, 100),
      at('Coordinatrice chez Buurtwerk Noord vzw, Anvers', 1, 120),
      at('12.2024 – 10.2025', 1, 135),
      at('Noémie Nguyen – CV – 1/2', 1, 820),
      at('Chercheuse chez Lumen Consulting BV, Gent', 2, 40),
      at('11.2022 – 10.2023', 2, 55),
      at('Organisation de réunions de coordination mensuelles', 2, 70),
      at('Noémie Nguyen – CV – 2/2', 2, 820),
    ])
    expect(experiences?.map((entry) => entry.start)).toEqual(['2024-12', '2022-11'])
  })

  it('reads each skills section on its own', () => {
    const at = (text: string, y: number, extra: Partial<CvLine> = {}) => line(text, { x: 51, y, ...extra })
    const { skills } = extractFromLines([
      at('Noor Vanderstraeten', 40, { size: 23 }),
      at('Digitale vaardigheden', 440, { size: 11.5, bold: true }),
      at('Circulaire economie | Projectmanagement | Tekstschrijven | Sociale media', 458, { width: 490 }),
      at('Eigenschappen', 484, { size: 11.5, bold: true }),
      at('Leergierigheid · Creativiteit · Nauwkeurigheid', 502, { width: 250 }),
    ])
    expect(skills).toEqual([
      'Circulaire economie',
      'Projectmanagement',
      'Tekstschrijven',
      'Sociale media',
      'Leergierigheid',
      'Creativiteit',
      'Nauwkeurigheid',
    ])
  })

  it('maps language names and levels in three languages', () => {
    expect(
      extractLanguages([
        line('Français : langue maternelle'),
        line('Nederlands – C1'),
        line('English (B2), Deutsch (notions)'),
        line('Spaans'),
      ]),
    ).toEqual([
      { language: 'fr', level: 'native' },
      { language: 'nl', level: 'advanced' },
      { language: 'en', level: 'intermediate' },
      { language: 'de', level: 'beginner' },
      { language: 'es', level: null },
    ])
  })

  it('reads a table whose level cells take two lines beside the name', () => {
    const at = (text: string, x: number, y: number) => line(text, { x, y })
    expect(
      extractLanguages([
        at('langue', 83, 391),
        at('Français', 20, 398),
        at('maternelle', 83, 405),
        at('bonne', 83, 421),
        at('Néerlandais', 20, 427),
        at('connaissance', 83, 434),
        at('Italien | bon niveau', 20, 450),
      ]),
    ).toEqual([
      { language: 'fr', level: 'native' },
      { language: 'nl', level: 'intermediate' },
      { language: 'it', level: 'intermediate' },
    ])
  })

  it('reads a language and its level wrapped by a narrow sidebar', () => {
    expect(
      extractLanguages([
        line('Français – C2 – langue', { y: 684 }),
        line('maternelle', { y: 698 }),
        line('English (C2 – mother', { y: 712 }),
        line('tongue) · Nederlands (A1,', { y: 726 }),
        line('elementair)', { y: 740 }),
        line('Italien', { y: 754 }),
        line('A1', { y: 768 }),
      ]),
    ).toEqual([
      { language: 'fr', level: 'native' },
      { language: 'en', level: 'native' },
      { language: 'nl', level: 'beginner' },
      { language: 'it', level: 'beginner' },
    ])
  })
})

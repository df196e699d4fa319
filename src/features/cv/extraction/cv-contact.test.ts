import { describe, expect, it } from 'vitest'
import { line } from '../../../../tests/cv-lines'
import { extractContact } from './cv-contact'
import type { CvLine } from './cv-layout'

describe('CV contact details', () => {
  const at = (text: string, y: number, extra: Partial<CvLine> = {}) => line(text, { y, ...extra })

  it('reads a name and city joined on one row, and a name over three lines', () => {
    const contact = extractContact(
      [
        at('Yasmina | Adresse : Chaussée de Waterloo 157, 7100 La', 40, { size: 23, x: 45 }),
        at('VAN DEN', 66, { size: 23, x: 45 }),
        at('BROECK | E-mail : vandenbroeck.yasmina@gmail.com', 90, { size: 23, x: 45 }),
        at('Magasinière', 121, { size: 11.5, x: 45 }),
        at('Louvière', 130, { x: 296 }),
        at('Née le 28 septembre 1973 à Huy', 145, { x: 296 }),
      ],
      [],
    )
    expect(contact).toMatchObject({
      first_name: 'Yasmina',
      last_name: 'Van Den Broeck',
      title: 'Magasinière',
      birthdate: '1973-09-28',
    })
  })

  it('takes the labelled city of a contact line, not the label or the birthplace', () => {
    const contact = extractContact(
      [
        at('Sarah Murphy', 30, { size: 23 }),
        at('Address: Saint-Gilles | Mobile: +32 (0)475 31 14 58 | Home: +32 2 334 27 00 | Email:', 80),
        at('murphy.sarah@proton.me | Website: sarahmur.design | Born on 22 July 1988 in Lier', 95),
      ],
      [],
    )
    expect(contact).toMatchObject({
      city: 'Saint-Gilles',
      phone: '+32475311458',
      website: 'https://sarahmur.design',
      birthdate: '1988-07-22',
      title: null,
    })
  })

  it('joins an e-mail, a link and a birthdate cut by a narrow sidebar', () => {
    const side = { x: 20, column: 1, size: 12 }
    const contact = extractContact(
      [
        at('Mateusz MERTENS', 160, { ...side, size: 19 }),
        at('mertens.mateusz@hotmail', 298, side),
        at('.com', 315, side),
        at('linkedin.com/in/mateusz-', 371, side),
        at('mertens', 388, side),
        at('Date of birth: 1993-04-', 407, side),
        at('06', 424, side),
      ],
      [],
    )
    expect(contact).toMatchObject({
      email: 'mertens.mateusz@hotmail.com',
      linkedin: 'https://linkedin.com/in/mateusz-mertens',
      birthdate: '1993-04-06',
    })
  })

  it('does not read years as a phone number, and prefers the mobile', () => {
    const contact = extractContact(
      [
        at('Ciara Novak', 30, { size: 23 }),
        at('Université libre de Bruxelles (ULB) | 2003 – 2005', 80),
        at('02 834 01 53', 400, { column: 1 }),
        at('0478434374', 414, { column: 1 }),
      ],
      [],
    )
    expect(contact.phone).toBe('+32478434374')
  })
})

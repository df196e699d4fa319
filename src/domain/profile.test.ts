import { describe, expect, it } from 'vitest'
import { byMostRecent, experienceSchema, informationSchema, profileCompletion } from './profile'

const experience = {
  company: 'Bakfiets',
  postTitle: 'Coursière',
  city: '',
  region: '' as const,
  startMonth: '2022-01',
  endMonth: '2023-01',
  currentlyWorking: false,
  contractType: '' as const,
  summary: '',
}

const firstError = (result: {
  success: boolean
  error?: { issues: { message: string; path: PropertyKey[] }[] }
}) => result.error?.issues[0]

describe('profile rules (docs/product.md#input-rules)', () => {
  it('needs an end month or "currently working", never ending before the start', () => {
    expect(experienceSchema.safeParse(experience).success).toBe(true)
    expect(firstError(experienceSchema.safeParse({ ...experience, endMonth: '' }))).toMatchObject({
      message: 'endDateOrCurrentlyWorking',
      path: ['endMonth'],
    })
    expect(experienceSchema.safeParse({ ...experience, endMonth: '', currentlyWorking: true }).success).toBe(
      true,
    )
    expect(firstError(experienceSchema.safeParse({ ...experience, endMonth: '2021-12' }))?.message).toBe(
      'endAfterStart',
    )
    expect(firstError(experienceSchema.safeParse({ ...experience, startMonth: '2022-13' }))?.message).toBe(
      'correctDate',
    )
  })

  it('checks the birthdate, the phone and https links of the information section', () => {
    const information = {
      profileTitle: '',
      firstName: 'Lotte',
      lastName: 'Peeters',
      phone: '',
      email: 'lotte@example.be',
      birthdate: '1995-02-28',
      city: '',
      gender: '' as const,
      picture: null,
      website: '',
      linkedinUrl: 'https://www.linkedin.com/in/lotte',
      cv: null,
      availability: '' as const,
      openToContact: false,
    }
    expect(informationSchema.safeParse(information).success).toBe(true)
    for (const birthdate of ['1995-02-30', '2030-01-01', '95-02-28'])
      expect(firstError(informationSchema.safeParse({ ...information, birthdate }))?.message).toBe(
        'birthdate',
      )
    expect(firstError(informationSchema.safeParse({ ...information, phone: '0470 12 34 56' }))?.message).toBe(
      'phone',
    )
    expect(firstError(informationSchema.safeParse({ ...information, website: 'http://x.be' }))?.message).toBe(
      'correctUrlRequired',
    )
  })

  it('orders entries most recent first and counts complete sections', () => {
    const ongoing = { ...experience, company: 'Now', endMonth: '', currentlyWorking: true }
    const older = { ...experience, company: 'Old', startMonth: '2015-01', endMonth: '2016-01' }
    expect(byMostRecent([older, experience, ongoing]).map((e) => e.company)).toEqual([
      'Now',
      'Bakfiets',
      'Old',
    ])
    expect(
      profileCompletion({
        information: true,
        impact: false,
        experiences: true,
        diplomas: false,
        skills: true,
        searchedJobs: false,
      }),
    ).toBe(50)
  })
})

/**
 * The extractor's reading of a CV as profile values (docs/product.md#data): a year alone leaves the month
 * empty (never invented), a description becomes a bullet list of rich text, links get their https scheme, a
 * known city its region. The values may be incomplete (an experience without its organisation): the
 * section's form asks for what is missing when she saves it.
 */
import type { CvDiploma, CvExtraction } from '~/domain/cv-extraction'
import type { ImportedInformationField } from '~/domain/cv-import'
import type { Region } from '~/domain/enums'
import type { DiplomaValues, ExperienceValues } from '~/domain/profile'
import { escapeHtml } from '~/server/mail/templates'
import { regionOfLocation } from '~/server/places/gazetteer'

type CvExperience = NonNullable<CvExtraction['experiences']>[number]

/**
 * A CV month as the profile's month field wants it: a year alone leaves the month empty, for her to fill
 * (a month is never invented).
 */
export function profileMonth(value: string | null): string {
  return value && /^\d{4}-\d{2}$/.test(value) ? value : ''
}

/** "a\nb" → `<ul><li><p>a</p></li><li><p>b</p></li></ul>`; one line → a paragraph. */
export function summaryHtml(summary: string | null): string {
  const items = (summary ?? '')
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean)
  if (items.length === 0) return ''
  if (items.length === 1) return `<p>${escapeHtml(items[0]!)}</p>`
  return `<ul>${items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`
}

const https = (url: string | null) =>
  url ? `https://${url.replace(/^https?:\/\//i, '').replace(/\/+$/, '')}` : ''

const region = (city: string | null): Region | '' => (city ? (regionOfLocation(city) ?? '') : '')

/** The extraction's key of each information field. */
export const CV_PROFILE_KEYS = {
  profileTitle: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  birthdate: 'birthdate',
  city: 'city',
  website: 'website',
  linkedinUrl: 'linkedin',
} as const satisfies Record<ImportedInformationField, keyof NonNullable<CvExtraction['profile']>>

/** The information fields the CV gives (only those it gives). */
export function informationFromCv(
  profile: CvExtraction['profile'],
): Partial<Record<ImportedInformationField, string>> {
  if (!profile) return {}
  const links = new Set<ImportedInformationField>(['website', 'linkedinUrl'])
  const values = Object.entries(CV_PROFILE_KEYS).flatMap(([field, key]) => {
    const value = profile[key]
    if (!value) return []
    return [[field, links.has(field as ImportedInformationField) ? https(value) : value] as const]
  })
  return Object.fromEntries(values) as Partial<Record<ImportedInformationField, string>>
}

export function experienceFromCv(experience: CvExperience): ExperienceValues {
  return {
    company: experience.company ?? '',
    postTitle: experience.post ?? '',
    city: experience.city ?? '',
    region: region(experience.city),
    startMonth: profileMonth(experience.start),
    endMonth: experience.currently_working ? '' : profileMonth(experience.end),
    currentlyWorking: experience.currently_working,
    contractType: experience.contract_type ?? '',
    summary: summaryHtml(experience.summary),
  }
}

export function diplomaFromCv(diploma: CvDiploma): DiplomaValues {
  return {
    name: diploma.name ?? '',
    school: diploma.school ?? '',
    region: '',
    startMonth: profileMonth(diploma.start),
    endMonth: diploma.still_studying ? '' : profileMonth(diploma.end),
    stillStudying: diploma.still_studying,
    type: diploma.type ?? 'other',
  }
}

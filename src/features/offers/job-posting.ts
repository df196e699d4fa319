import type { ContractType, Region } from '~/domain/enums'
import type { OfferPage } from './offer-page.model'

/** schema.org employmentType for each contract type of docs/product.md#data. */
export const EMPLOYMENT_TYPES: Record<ContractType, string> = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  service_citoyen: 'VOLUNTEER',
  stage: 'INTERN',
  job_etudiant: 'PART_TIME',
  benevolat: 'VOLUNTEER',
  autres: 'OTHER',
  flexi_job: 'PART_TIME',
}

/** ISO 3166-2 codes of the Belgian provinces and regions (schema.org addressRegion). */
const REGION_CODES: Partial<Record<Region, string>> = {
  brussels_capital: 'BE-BRU',
  liege: 'BE-WLG',
  namur: 'BE-WNA',
  luxembourg: 'BE-WLX',
  walloon_brabant: 'BE-WBR',
  hainaut: 'BE-WHT',
  limburg: 'BE-VLI',
  antwerp: 'BE-VAN',
  east_flanders: 'BE-VOV',
  west_flanders: 'BE-VWV',
  flemish_brabant: 'BE-VBR',
}

/**
 * The schema.org JobPosting of an offer page (Google for Jobs): required title, description,
 * datePosted, hiringOrganization, jobLocation (or TELECOMMUTE when fully remote), plus validThrough,
 * employmentType, baseSalary when known, directApply.
 */
export function jobPostingJsonLd(page: OfferPage, offerUrl: string, logoUrl: string | null) {
  const { offer, company } = page
  const salary = offer.salary
  const regionCode = offer.region ? REGION_CODES[offer.region] : undefined
  const remote = offer.remotePolicy === 'remote_complete_possible'
  const description = [offer.description, offer.profileSought, offer.whyApply, offer.interviewProcess]
    .filter(Boolean)
    .join('\n')
  const validThrough =
    offer.validThrough && new Date(offer.validThrough).getTime() > Date.now() ? offer.validThrough : undefined
  const amount = (value: number | null) => (value === null ? undefined : value * 1000)
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: offer.title,
    description,
    identifier: { '@type': 'PropertyValue', name: company.name, value: offer.id },
    datePosted: offer.publishedAt,
    ...(validThrough ? { validThrough } : {}),
    employmentType: EMPLOYMENT_TYPES[offer.contractType],
    inLanguage: offer.language,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(logoUrl ? { logo: logoUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(offer.office ? { addressLocality: offer.office } : {}),
        ...(regionCode ? { addressRegion: regionCode } : {}),
        addressCountry: offer.region === 'abroad' ? undefined : 'BE',
      },
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Belgium' },
        }
      : {}),
    ...(salary && (salary.min !== null || salary.max !== null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              unitText: 'YEAR',
              ...(salary.kind === 'equal' ? { value: amount(salary.min) } : {}),
              ...(salary.kind === 'between' || salary.kind === 'more_than'
                ? { minValue: amount(salary.min) }
                : {}),
              ...(salary.kind === 'between' || salary.kind === 'less_than'
                ? { maxValue: amount(salary.max) }
                : {}),
            },
          },
        }
      : {}),
    directApply: offer.externalApplyUrl === null,
    url: offerUrl,
  }
}

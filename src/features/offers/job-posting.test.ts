import { describe, expect, it } from 'vitest'
import { CONTRACT_TYPES } from '~/domain/enums'
import { jsonForScript } from '~/domain/json-for-script'
import { EMPLOYMENT_TYPES, jobPostingJsonLd } from './job-posting'
import type { OfferPage } from './offer-page.model'

const page: OfferPage = {
  offer: {
    id: '0c5d3f0e-1111-4c1e-9d35-1f6f8e8c2b11',
    slug: 'chef-de-projet-energie',
    title: 'Chef de projet énergie renouvelable',
    company: { name: 'Coopérative Énergie Citoyenne', slug: 'cooperative-energie-citoyenne', logoUrl: null },
    office: 'Mons',
    region: 'hainaut',
    contractType: 'cdi',
    remotePolicy: 'remote_half_authorized',
    salary: { kind: 'between', min: 40, max: 48 },
    experience: { kind: 'between', min: 2, max: 5 },
    publishedAt: '2026-11-13T09:00:00.000Z',
    language: 'fr',
    status: 'published',
    available: true,
    validThrough: '2099-01-12T09:00:00.000Z',
    description: '<p>Vous pilotez nos projets éoliens.</p>',
    profileSought: '<p>Ingénieur·e</p>',
    whyApply: '',
    interviewProcess: '<p>Deux entretiens.</p>',
    externalApplyUrl: null,
    summary: 'Vous pilotez nos projets éoliens.',
  },
  company: {
    id: 'c1',
    name: 'Coopérative Énergie Citoyenne',
    slug: 'cooperative-energie-citoyenne',
    logoUrl: null,
    website: 'https://energie-citoyenne.be',
    description: '',
    size: '5_50',
    sectors: ['renewable_energy'],
    zones: ['hainaut'],
    responseRecord: { kind: 'new' },
  },
  otherOffers: [],
  similarOffers: [],
  companySlugs: { fr: 'cooperative-energie-citoyenne' },
}

describe('JobPosting JSON-LD', () => {
  it('has every field Google requires, and the recommended ones we know', () => {
    const ld = jobPostingJsonLd(
      page,
      'https://tremplin.be/entreprises-impact/x/offres-emploi/y',
      'https://tremplin.be/logo.png',
    )
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Chef de projet énergie renouvelable',
      datePosted: '2026-11-13T09:00:00.000Z',
      validThrough: '2099-01-12T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Coopérative Énergie Citoyenne',
        sameAs: 'https://energie-citoyenne.be',
        logo: 'https://tremplin.be/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Mons',
          addressRegion: 'BE-WHT',
          addressCountry: 'BE',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 40000, maxValue: 48000, unitText: 'YEAR' },
      },
      directApply: true,
    })
    expect(ld.description).toContain('projets éoliens')
    expect(ld.description).toContain('Deux entretiens')
    expect(ld).not.toHaveProperty('jobLocationType')
  })

  it('marks fully remote offers TELECOMMUTE and external applications as not direct', () => {
    const remote = jobPostingJsonLd(
      {
        ...page,
        offer: {
          ...page.offer,
          remotePolicy: 'remote_complete_possible',
          externalApplyUrl: 'https://jobs.example.be/1',
          salary: null,
        },
      },
      'https://tremplin.be/x',
      null,
    )
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country' },
      directApply: false,
    })
    expect(remote).not.toHaveProperty('baseSalary')
    expect(remote.hiringOrganization).not.toHaveProperty('logo')
  })

  it('maps every contract type and leaves out a validThrough already past', () => {
    for (const type of CONTRACT_TYPES) expect(EMPLOYMENT_TYPES[type]).toMatch(/^[A-Z_]+$/)
    const past = jobPostingJsonLd(
      { ...page, offer: { ...page.offer, validThrough: '2020-01-01T00:00:00.000Z' } },
      'u',
      null,
    )
    expect(past).not.toHaveProperty('validThrough')
  })

  it('cannot close its <script> element', () => {
    expect(jsonForScript({ title: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})

import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ApplyButton, RecordExternalButton } from '~/features/applications/apply-button'
import { OfferPage } from '~/features/offers/offer-page'
import { LOCALES } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'

export const Route = createFileRoute('/{-$locale}/_project/entreprises-impact/$slug/offres-emploi/$job')({
  // The page data travels once, as loader data (head() needs it too for the JSON-LD).
  loader: async ({ context, params }) => {
    const result = await (await import('~/features/offers/offer-page.functions')).getOfferPageFn({
      data: { companySlug: params.slug, offerSlug: params.job },
    })
    if (result.kind === 'missing') throw notFound()
    if (result.kind === 'moved') {
      throw redirect({
        href: pathFor('job', context.locale, { slug: result.companySlug, job: params.job }),
        statusCode: 301,
      })
    }
    const { page, jsonLd } = result
    const alternates = Object.fromEntries(
      LOCALES.filter((locale) => page.companySlugs[locale]).map((locale) => [
        locale,
        pathFor('job', locale, { slug: page.companySlugs[locale], job: params.job }),
      ]),
    )
    return {
      alternates,
      title: `${page.offer.title} · ${page.company.name}`,
      summary: page.offer.summary,
      jsonLd,
      page,
    }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { page, jsonLd, title, summary } = loaderData
    return {
      meta: [
        { title: `${title} · Tremplin` },
        { name: 'description', content: summary },
        { property: 'og:title', content: title },
        { property: 'og:description', content: summary },
        { property: 'og:type', content: 'website' },
        ...(page.offer.available ? [] : [{ name: 'robots', content: 'noindex' }]),
      ],
      scripts: jsonLd ? [{ type: 'application/ld+json', children: jsonLd }] : [],
    }
  },
  component: OfferRoute,
})

const APPLY_CONTROLS = { Apply: ApplyButton, RecordExternal: RecordExternalButton }

function OfferRoute() {
  return <OfferPage page={Route.useLoaderData().page} controls={APPLY_CONTROLS} />
}

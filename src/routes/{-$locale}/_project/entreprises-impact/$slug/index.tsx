import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { CompanyPage } from '~/features/companies/company-page'
import { LOCALES } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'

export const Route = createFileRoute('/{-$locale}/_project/entreprises-impact/$slug/')({
  // The page data travels once, as loader data (head() needs it too).
  loader: async ({ context, params }) => {
    const result = await (await import('~/features/companies/companies.functions')).getCompanyPageFn({
      data: { slug: params.slug },
    })
    if (result.kind === 'missing') throw notFound()
    if (result.kind === 'moved')
      throw redirect({ href: pathFor('company', context.locale, { slug: result.slug }), statusCode: 301 })
    const { page } = result
    const alternates = Object.fromEntries(
      LOCALES.filter((locale) => page.slugs[locale]).map((locale) => [
        locale,
        pathFor('company', locale, { slug: page.slugs[locale] }),
      ]),
    )
    return { page, alternates }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { company } = loaderData.page
    return {
      meta: [
        { title: `${company.name} · Tremplin` },
        { name: 'description', content: company.summary },
        { property: 'og:title', content: company.name },
        { property: 'og:description', content: company.summary },
        { property: 'og:type', content: 'website' },
      ],
    }
  },
  component: CompanyRoute,
})

function CompanyRoute() {
  return <CompanyPage page={Route.useLoaderData().page} />
}

import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { librarySearch } from '~/domain/talent-library-search'
import { TalentLibraryPage } from '~/features/recruiter/talent-library-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/cvtheque')({
  validateSearch: librarySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const { searchLibraryFn } = await import('~/features/recruiter/talent-library.functions')
    const data = await searchLibraryFn({ data: deps })
    if (!data) throw notFound()
    return data
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`CVthèque · Espace recruteur · Tremplin`, noindex: true }),
  component: function LibraryRoute() {
    const search = Route.useSearch()
    // Another search is another form: its fields start from the address.
    return <TalentLibraryPage key={JSON.stringify(search)} data={Route.useLoaderData()} search={search} />
  },
})

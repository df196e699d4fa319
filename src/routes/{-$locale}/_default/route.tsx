import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadPopularPages } from '~/features/pages/pages.queries'
import { DefaultLayout } from '~/layouts/default-layout'

export const Route = createFileRoute('/{-$locale}/_default')({
  loader: loadPopularPages,
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})

import { createFileRoute, Outlet } from '@tanstack/react-router'
import { loadPopularPages } from '~/features/pages/pages.queries'
import { ListsLayout } from '~/layouts/default-layout'

export const Route = createFileRoute('/{-$locale}/_lists')({
  loader: loadPopularPages,
  component: () => (
    <ListsLayout>
      <Outlet />
    </ListsLayout>
  ),
})

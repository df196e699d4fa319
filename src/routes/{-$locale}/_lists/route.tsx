import { createFileRoute, Outlet } from '@tanstack/react-router'
import { popularPagesQuery } from '~/features/pages/pages.queries'
import { ListsLayout } from '~/layouts/default-layout'

export const Route = createFileRoute('/{-$locale}/_lists')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(popularPagesQuery(context.locale)).catch(() => []),
  component: () => (
    <ListsLayout>
      <Outlet />
    </ListsLayout>
  ),
})

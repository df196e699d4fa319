import { createFileRoute, Outlet } from '@tanstack/react-router'
import { popularPagesQuery } from '~/features/pages/pages.queries'
import { DefaultLayout } from '~/layouts/default-layout'

export const Route = createFileRoute('/{-$locale}/_default')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(popularPagesQuery(context.locale)).catch(() => []),
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})

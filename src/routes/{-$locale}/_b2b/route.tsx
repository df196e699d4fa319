import { createFileRoute, Outlet } from '@tanstack/react-router'
import { B2bLayout } from '~/layouts/b2b-layout'

export const Route = createFileRoute('/{-$locale}/_b2b')({
  component: () => (
    <B2bLayout>
      <Outlet />
    </B2bLayout>
  ),
})

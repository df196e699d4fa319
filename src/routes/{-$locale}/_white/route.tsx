import { createFileRoute, Outlet } from '@tanstack/react-router'
import { WhiteLayout } from '~/layouts/default-layout'

export const Route = createFileRoute('/{-$locale}/_white')({
  component: () => (
    <WhiteLayout>
      <Outlet />
    </WhiteLayout>
  ),
})

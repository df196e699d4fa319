import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ProjectLayout } from '~/layouts/default-layout'

export const Route = createFileRoute('/{-$locale}/_project')({
  component: () => (
    <ProjectLayout>
      <Outlet />
    </ProjectLayout>
  ),
})

import { createFileRoute } from '@tanstack/react-router'
import { apiError } from '~/server/api'

const notFound = () => apiError(404, 'No such API endpoint.')

/** Unknown `/api/...` paths answer JSON, not the HTML 404 page. */
export const Route = createFileRoute('/api/$')({
  server: { handlers: { GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound } },
})

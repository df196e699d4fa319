import { createFileRoute } from '@tanstack/react-router'
import { openApiDocument } from '~/features/api-docs/openapi.server'
import { otherMethods } from '~/server/api'

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of `/api`, generated from the handlers' zod schemas. */
export const Route = createFileRoute('/api/openapi.json')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: () =>
        Response.json(openApiDocument(), {
          headers: { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' },
        }),
    },
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { startLinkedinSignIn } from '~/features/auth/linkedin.server'
import { apiError, otherMethods } from '~/server/api'

/** `GET /api/auth/linkedin`: starts a LinkedIn sign-in (302 to LinkedIn); 404 when LinkedIn is not set up. */
export const Route = createFileRoute('/api/auth/linkedin')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async () => {
        try {
          const url = await startLinkedinSignIn()
          if (!url) return apiError(404, 'LinkedIn sign-in is not configured on this server.')
          return new Response(null, { status: 302, headers: { location: url, 'cache-control': 'no-store' } })
        } catch (error) {
          console.error('Tremplin: LinkedIn unreachable:', error instanceof Error ? error.message : error)
          return apiError(502, 'LinkedIn cannot be reached right now; try again later.')
        }
      },
    },
  },
})

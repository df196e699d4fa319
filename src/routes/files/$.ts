import { createFileRoute } from '@tanstack/react-router'
import { otherMethods } from '~/server/api'
import { publicFileResponse } from '~/server/storage/public-files'

/** `/files/<key>`: the originals of public pictures, from the disk or the S3 bucket. */
export const Route = createFileRoute('/files/$')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: ({ params, request }) => publicFileResponse(params._splat ?? '', request),
    },
  },
})

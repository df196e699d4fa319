import { createFileRoute } from '@tanstack/react-router'
import { handleAnswerRunRequest } from '~/features/answers/answers-ops.server'
import { otherMethods } from '~/server/api'
import { startDatabase } from '~/server/db'
import { startJobQueue } from '~/server/jobs/queue'

/** Operators: run the answers now (closing at the date, reminders); the browser tests use it. */
export const Route = createFileRoute('/api/ops/answer-deadlines')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: ({ request }) =>
        handleAnswerRunRequest(request, async () => startJobQueue(await startDatabase())),
    },
  },
})

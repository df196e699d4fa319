import { useRouter } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import type { TalentApplication } from './applications.model'
import { InterviewChoice } from './interview-choice'

/** The interviews of one of her applications, under "My applications": she picks a slot here. */
export function TalentInterviews({ item }: { item: TalentApplication }) {
  const router = useRouter()
  if (item.interviews.length === 0) return null
  return (
    <ul className={grid({ gap: '3', mt: '3', p: '3', bg: 'bg.subtle', borderRadius: 'card' })}>
      {item.interviews.map((interview) => (
        <li key={interview.id} className={css({ minW: 0 })}>
          <InterviewChoice
            interview={interview}
            pick={async (slot) => {
              const { pickInterviewSlotFn } = await import('./interviews.functions')
              return pickInterviewSlotFn({ data: { interviewId: interview.id, slot } })
            }}
            onPicked={() => router.invalidate()}
          />
        </li>
      ))}
    </ul>
  )
}

import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { panel } from './panel'

/** A titled part of a long form (offer, organisation profile, project): a panel named by its heading. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className={css({ textStyle: 'heading', mb: '4' })}>
        {title}
      </h2>
      <div className={grid({ gap: '5' })}>{children}</div>
    </section>
  )
}

import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'

/** The narrow, centred column of the account pages (sign-in, e-mail validation, password reset). */
export function AccountPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className={css({ py: { base: '8', md: '14' } })}>
      <div className={css({ maxW: '480px', mx: 'auto' })}>
        <h1 className={css({ textStyle: 'sectionTitle', mb: '6' })}>{title}</h1>
        {children}
      </div>
    </Container>
  )
}

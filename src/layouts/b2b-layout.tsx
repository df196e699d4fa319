import type { ReactNode } from 'react'
import { Footer } from './footer'
import { RecruiterHeader } from './header'
import { PageFrame } from './page-frame'

/** Business-to-business layout (the recruiter space): recruiter-facing header (contact, space, language). */
export function B2bLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<RecruiterHeader />} after={<Footer />} background="bg.surface">
      {children}
    </PageFrame>
  )
}

import type { ReactNode } from 'react'
import { RecruiterHeader } from './header'
import { PageFrame } from './page-frame'
import { SiteFooter } from './site-footer'

/** Business-to-business layout (the recruiter space): recruiter-facing header (contact, space, language). */
export function B2bLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<RecruiterHeader />} after={<SiteFooter />} background="bg.surface">
      {children}
    </PageFrame>
  )
}

import type { ReactNode } from 'react'
import { Footer } from './footer'
import { RecruiterHeader } from './header'
import { PageFrame } from './page-frame'

/** The recruiters' external space (spec §1: a separate site). */
export const RECRUITER_SITE_URL = 'https://recruteurs.tremplin.be'

/** Business-to-business layout: recruiter-facing header (contact, recruiter space, language). */
export function B2bLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      header={<RecruiterHeader recruiterSiteUrl={RECRUITER_SITE_URL} />}
      after={<Footer />}
      background="bg.surface"
    >
      {children}
    </PageFrame>
  )
}

import type { ReactNode } from 'react'
import { Footer } from './footer'
import { Header } from './header'
import { PageFrame } from './page-frame'
import { useSiteChrome } from './site-chrome'

/** Default layout (spec §2): header, page, most-visited block, footer with copyright. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { MostVisited, StoredRedirect } = useSiteChrome()
  return (
    <PageFrame
      header={<Header />}
      after={
        <>
          <StoredRedirect />
          <MostVisited />
          <Footer />
        </>
      }
    >
      {children}
    </PageFrame>
  )
}

/** White variant: the same frame on a white page (long texts, legal pages, forms). */
export function WhiteLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<Header />} after={<Footer />} background="bg.surface">
      {children}
    </PageFrame>
  )
}

/** Lists layout: job, company and project lists, on a soft background so cards stand out. */
export function ListsLayout({ children }: { children: ReactNode }) {
  const { MostVisited } = useSiteChrome()
  return (
    <PageFrame
      header={<Header />}
      background="bg.subtle"
      after={
        <>
          <MostVisited />
          <Footer />
        </>
      }
    >
      {children}
    </PageFrame>
  )
}

/** Project/company layout: the page brings its banner, two-column body and sticky action bar. */
export function ProjectLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<Header />} after={<Footer />} background="bg.surface">
      {children}
    </PageFrame>
  )
}

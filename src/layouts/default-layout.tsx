import type { ComponentProps, ReactNode } from 'react'
import { Header } from './header'
import { PageFrame } from './page-frame'
import { useSiteChrome } from './site-chrome'
import { SiteFooter } from './site-footer'

/** The visitors' site frame: its header, the page on `background`, what comes `beforeFooter`, the footer. */
export function SiteFrame({
  background,
  beforeFooter,
  children,
}: {
  background?: ComponentProps<typeof PageFrame>['background']
  beforeFooter?: ReactNode
  children: ReactNode
}) {
  return (
    <PageFrame
      header={<Header />}
      after={
        <>
          {beforeFooter}
          <SiteFooter />
        </>
      }
      background={background}
    >
      {children}
    </PageFrame>
  )
}

/** Default layout (docs/product.md#pages): header, page, most-visited block, footer with copyright. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { MostVisited, StoredRedirect } = useSiteChrome()
  return (
    <SiteFrame
      beforeFooter={
        <>
          <StoredRedirect />
          <MostVisited />
        </>
      }
    >
      {children}
    </SiteFrame>
  )
}

/** White variant: the same frame on a white page (long texts, legal pages, forms). */
export function WhiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame background="bg.surface">{children}</SiteFrame>
}

/** Lists layout: job, company and project lists, on a soft background so cards stand out. */
export function ListsLayout({ children }: { children: ReactNode }) {
  const { MostVisited } = useSiteChrome()
  return (
    <SiteFrame background="bg.subtle" beforeFooter={<MostVisited />}>
      {children}
    </SiteFrame>
  )
}

/**
 * Project/company layout: the white frame, the page bringing its banner, two-column body and sticky
 * action bar.
 */
export function ProjectLayout({ children }: { children: ReactNode }) {
  return <WhiteLayout>{children}</WhiteLayout>
}

import { useRouterState } from '@tanstack/react-router'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useId } from 'react'
import { css } from 'styled-system/css'
import { catalogueComplete } from '~/i18n/page-catalogue'
import { useLocale } from '~/i18n/use-locale'
import { keptPartMarkup, PART_FRAME_ATTRIBUTE } from './kept-parts'
import { whenIdle } from './when-idle'

/**
 * Parts of a page that the server renders in place but whose code the browser fetches only once the page
 * is interactive: the footer, its newsletter form and the most-visited block above it (below the fold on
 * every page, ~3 KB gzip that no visitor needs before acting). Until then React keeps the server's HTML as
 * it is (a dehydrated Suspense boundary): links work as plain links, nothing moves; React hydrates the part
 * when its code has arrived.
 *
 * Both sides import the part dynamically: a static import would put it back in the browser's first load.
 * The server waits for `serverPartsLoaded()` before each render (a render is synchronous: the part must be
 * there, not its fallback).
 *
 * With `useMarkupKey`, the server keeps the part's markup and writes it again on the next pages instead of
 * rendering it (kept-parts.ts): the hook returns what, besides the language, the part's props (plain data)
 * and which of its links are the current page, the part's markup depends on (data, the year), as a string.
 * Without it, or if it returns null, the part is rendered on every page. It is called on the server only,
 * before the part renders.
 */
export function hydratedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { useMarkupKey }: { useMarkupKey?: () => string | null } = {},
): ComponentType<P> {
  return import.meta.env.SSR ? renderedInPlace(load, useMarkupKey ?? notKept) : hydrateLater(load)
}

const notKept = () => null

/** Takes no room of its own: the part stays a child of the layout around it. */
const partClass = css({ display: 'contents' })
const frameAttributes = { className: partClass, [PART_FRAME_ATTRIBUTE]: '' }

function PartFrame({ children }: { children: ReactNode }) {
  return (
    <div {...frameAttributes}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  )
}

// The browser's side.

let pageHydrated: () => void = () => {}
const whenPageHydrated = new Promise<void>((resolve) => {
  pageHydrated = resolve
})
let pageIsHydrated = false
let partsHydrated = 0

/**
 * Called by the root once the page has hydrated: the parts start loading, and the document is marked
 * hydrated (`data-hydrated`, what end-to-end tests wait for) once every part the server rendered has too
 * (counted in the document: a part may hydrate in a later pass than the root's).
 */
export function markPageHydrated(): void {
  pageIsHydrated = true
  pageHydrated()
  markIfAllHydrated()
}

function markIfAllHydrated(): void {
  if (pageIsHydrated && partsHydrated >= document.querySelectorAll(`[${PART_FRAME_ATTRIBUTE}]`).length)
    document.documentElement.dataset.hydrated = 'true'
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 1500, 1))

function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Deferred = lazy(async () => {
    await whenPageHydrated
    await idle()
    // The server may have written the part from its kept markup, without noting its messages in the page's.
    const [Part] = await Promise.all([load(), catalogueComplete()])
    function HydratedPart(props: P) {
      useEffect(() => {
        partsHydrated += 1
        markIfAllHydrated()
      }, [])
      return <Part {...props} />
    }
    return { default: HydratedPart }
  })
  function Later(props: P) {
    // As the server's side calls it: the ids in the part are the ones it wrote.
    useId()
    return (
      <PartFrame>
        <Deferred {...props} />
      </PartFrame>
    )
  }
  return Later
}

// The server's side.

const serverPartsLoading: Promise<unknown>[] = []
let partsDefined = 0
let serverPartsReady = 0

/**
 * The part rendered in place, or written from its kept markup; its module is imported when this one is
 * (with the route that shows it).
 */
function renderedInPlace<P extends object>(
  load: () => Promise<ComponentType<P>>,
  useMarkupKey: () => string | null,
): ComponentType<P> {
  const partId = ++partsDefined
  let Part: ComponentType<P> | null = null
  serverPartsLoading.push(
    load().then((loaded) => {
      Part = loaded
      serverPartsReady += 1
    }),
  )
  function InPlace(props: P) {
    if (!Part)
      throw new Error('A part rendered in place was not loaded yet: await serverPartsLoaded() first.')
    // Its place in the tree: ids made with useId inside the part depend on it.
    const place = useId()
    const locale = useLocale()
    const path = useRouterState({ select: (state) => state.location.pathname })
    const dependsOn = useMarkupKey()
    const key =
      dependsOn === null ? null : `${partId} ${place} ${locale} ${JSON.stringify(props)} ${dependsOn}`
    return (
      <ServerPartFrame markupKey={key} path={path}>
        <Part {...props} />
      </ServerPartFrame>
    )
  }
  return InPlace
}

/**
 * The server's frame of a part: written from the part's kept markup for a page at `path` (the router's
 * path) where there is one, else rendered in full around `children` (and kept unless `markupKey` is null).
 */
export function ServerPartFrame({
  markupKey,
  path,
  children,
}: {
  markupKey: string | null
  path: string
  children: ReactNode
}) {
  const markup = keptPartMarkup(markupKey, path)
  // The frame's opening tag as PartFrame writes it: the kept markup is everything inside.
  if (markup !== undefined) return <div {...frameAttributes} dangerouslySetInnerHTML={{ __html: markup }} />
  return <PartFrame>{children}</PartFrame>
}

/** What to wait for before a render: `null` once every part rendered in place that is known is loaded. */
export function serverPartsLoaded(): Promise<unknown> | null {
  return serverPartsReady === serverPartsLoading.length ? null : Promise.all(serverPartsLoading)
}

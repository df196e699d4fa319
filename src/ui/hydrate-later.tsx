import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { css } from 'styled-system/css'
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
 */
export function hydratedLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return import.meta.env.SSR ? renderedInPlace(load) : hydrateLater(load)
}

/** Takes no room of its own: the part stays a child of the layout around it. */
const partClass = css({ display: 'contents' })
const PART_ATTRIBUTE = 'data-hydrates-later'

function PartFrame({ children }: { children: ReactNode }) {
  return (
    <div className={partClass} {...{ [PART_ATTRIBUTE]: '' }}>
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
  if (pageIsHydrated && partsHydrated >= document.querySelectorAll(`[${PART_ATTRIBUTE}]`).length)
    document.documentElement.dataset.hydrated = 'true'
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 1500, 1))

function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Deferred = lazy(async () => {
    await whenPageHydrated
    await idle()
    const Part = await load()
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
let serverPartsReady = 0

/** The part rendered in place; its module is imported when this one is (with the route that shows it). */
function renderedInPlace<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
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
    return (
      <PartFrame>
        <Part {...props} />
      </PartFrame>
    )
  }
  return InPlace
}

/** What to wait for before a render: `null` once every part rendered in place that is known is loaded. */
export function serverPartsLoaded(): Promise<unknown> | null {
  return serverPartsReady === serverPartsLoading.length ? null : Promise.all(serverPartsLoading)
}

import {
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server'
import { createServerEntry, createStartHandler } from '@tanstack/react-start/server'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { maybeSignedIn } from './domain/auth-cookie-names'
import { answeringClientsThatLeft, CLIENT_CLOSED_REQUEST } from './server/http/client-went-away'
import { renderTurn } from './server/http/render-turns'
import { renderedPageResponse } from './server/http/rendered-page'
import { scriptsAfterFirstPaint } from './server/http/scripts-after-first-paint'
import { serverPartsLoaded } from './ui/hydrate-later'
import { renderWithKeptElements } from './ui/kept-elements'
import { renderWithKeptParts } from './ui/kept-parts'

/**
 * Pages render to a string, not a stream: nothing here suspends on the server (loaders finish before the
 * render), and a whole string costs the server markedly less than web streams per byte (bench:ssr). Like
 * the router's `defaultRenderHandler`, except that the page's bytes and policy are made here, once
 * (server/http/rendered-page.ts), and its scripts load after its first paint (scripts-after-first-paint.ts).
 */
const renderPage = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  try {
    // Renders take turns, a few per turn of the event loop (render-turns.ts).
    await renderTurn()
    // The footer and other parts hydrated later are imported dynamically, also here: loaded before rendering.
    const parts = serverPartsLoaded()
    if (parts) await parts
    // The visitor left while the page waited its turn (under load, a closed tab): the router has already
    // released the page's state, and nobody would receive it. Rendering it anyway failed and was logged
    // as a server error, with a stack, once per such request.
    if (request.signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST })
    // The footer and the other parts hydrated later, the cards and the header are written from the markup
    // kept from an earlier page where they are the same (kept-parts.ts, kept-elements.tsx); never for a
    // visitor who may be signed in, nor in development (an edited part would stay as it was).
    const keep = !import.meta.env.DEV && !maybeSignedIn(request.headers.get('cookie'))
    const html = renderWithKeptParts(
      () =>
        renderWithKeptElements(() => renderToString(createElement(RouterServer, { router })), {
          keep,
          path: router.state.location.pathname,
        }),
      { keep },
    )
    const page = scriptsAfterFirstPaint(await transformHtmlStringWithRouter(router, html))
    return renderedPageResponse(page, { status: getSsrStatus(router), headers: responseHeaders, request })
  } catch (error) {
    console.error('Render to string error:', error)
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

export default createServerEntry({ fetch: answeringClientsThatLeft(createStartHandler(renderPage)) })

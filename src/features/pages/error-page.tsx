import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { Component, type ReactNode, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { isChunkLoadError, reloadForStaleChunk } from './chunk-reload'
import { StatusNotice } from './status-notice'

/** The HTTP status an error stands for: its own `status`/`statusCode` when it has one, else 500. */
export function errorStatus(error: unknown): number {
  const candidate = (error as { status?: unknown; statusCode?: unknown } | null) ?? {}
  const status = Number(candidate.status ?? candidate.statusCode)
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500
}

/**
 * Route errors: the status code only (default 500), never a stack trace. A failed chunk load (a new
 * deployment replaced the files) reloads the page, at most once a minute.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForStaleChunk()
  }, [error])
  const status = errorStatus(error)
  const reference = useRequestReference()
  return (
    <ErrorPageBoundary>
      <StatusNotice
        status={status}
        title={<Trans>Une erreur est survenue</Trans>}
        titleClassName={css({ textStyle: 'headingLarge', mt: '4' })}
        text={
          <>
            <Trans>Réessayez dans quelques instants. Si le problème persiste, contactez-nous.</Trans>
            {status >= 500 && reference ? (
              <span className={css({ display: 'block', mt: '2', fontSize: 'sm' })}>
                <Trans>
                  Référence de l'erreur : <code id={REFERENCE_ELEMENT_ID}>{reference}</code>
                </Trans>
              </span>
            ) : null}
          </>
        }
      />
    </ErrorPageBoundary>
  )
}

const REFERENCE_ELEMENT_ID = 'request-reference'

/**
 * The id of the request that failed, for a visitor's report to lead to the server's log lines: on the
 * server, this request's (src/start.ts passes it on); in the browser, the one the server wrote into the
 * page it rendered. An error met by a client-side navigation has none to show.
 */
function useRequestReference(): string | null {
  const [reference] = useState(() => {
    if (typeof document !== 'undefined')
      return document.getElementById(REFERENCE_ELEMENT_ID)?.textContent || null
    try {
      return (getGlobalStartContext() as { requestId?: string } | undefined)?.requestId || null
    } catch {
      return null
    }
  })
  return reference
}

/** When the error page itself fails (e.g. the catalogue could not load), a plain page with a home link. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return <PlainErrorFallback />
  }
}

/** Deliberately minimal and catalogue-free: the spec's text, for when translations are what failed. */
export function PlainErrorFallback() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
      <p>An error occurred while showing the error page.</p>
      <a href="/">Home</a>
    </main>
  )
}

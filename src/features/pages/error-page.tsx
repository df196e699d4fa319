import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Component, type ReactNode, useEffect } from 'react'
import { css } from 'styled-system/css'
import { StatusNotice } from './status-notice'

const CHUNK_RELOAD_KEY = 'tremplin.chunk-reload-at'
const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|Failed to load module script/i.test(
    message,
  )
}

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
    if (!isChunkLoadError(error)) return
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0)
    if (Date.now() - last > CHUNK_RELOAD_MIN_INTERVAL_MS) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
      window.location.reload()
    }
  }, [error])
  return (
    <ErrorPageBoundary>
      <StatusNotice
        status={errorStatus(error)}
        title={<Trans>Une erreur est survenue</Trans>}
        titleClassName={css({ textStyle: 'headingLarge', mt: '4' })}
        text={<Trans>Réessayez dans quelques instants. Si le problème persiste, contactez-nous.</Trans>}
      />
    </ErrorPageBoundary>
  )
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

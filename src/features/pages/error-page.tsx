import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Component, type ReactNode, useEffect } from 'react'
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

import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Component, type ReactNode, useEffect } from 'react'
import { css } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'

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
      <Container className={css({ py: { base: '16', md: '24' }, textAlign: 'center' })}>
        <p className={css({ fontSize: '6xl', fontWeight: '800', color: 'fg.brand', lineHeight: '1' })}>
          {errorStatus(error)}
        </p>
        <h1 className={css({ fontSize: '2xl', fontWeight: '800', mt: '4' })}>
          <Trans>Une erreur est survenue</Trans>
        </h1>
        <p className={css({ color: 'fg.muted', mt: '3' })}>
          <Trans>Réessayez dans quelques instants. Si le problème persiste, contactez-nous.</Trans>
        </p>
        <LocalizedLink
          route="home"
          className={`${button({ variant: 'brand', size: 'lg' })} ${css({ mt: '8' })}`}
        >
          <Trans>Retour à l'accueil</Trans>
        </LocalizedLink>
      </Container>
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

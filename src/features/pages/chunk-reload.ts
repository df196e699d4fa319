import { useEffect } from 'react'

/**
 * docs/product.md#errors: a script chunk that fails to load (a new deployment replaced the files) reloads the page, at
 * most once a minute, so a broken network cannot loop.
 */
const CHUNK_RELOAD_KEY = 'tremplin.chunk-reload-at'
const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|Failed to load module script/i.test(
    message,
  )
}

/** Reloads unless the last reload for this reason was less than a minute ago; tells whether it did. */
export function reloadForStaleChunk(): boolean {
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0)
  if (Date.now() - last <= CHUNK_RELOAD_MIN_INTERVAL_MS) return false
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
  window.location.reload()
  return true
}

/**
 * Vite's `vite:preloadError` covers the lazy parts outside the router (dialogs, editors): without it a
 * stale chunk would leave a button that does nothing.
 */
export function useReloadOnStaleChunks() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadForStaleChunk()) event.preventDefault()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [])
}

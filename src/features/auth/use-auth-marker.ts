import { parse } from 'cookie-es'
import { useEffect } from 'react'
import { AUTH_MARKER_COOKIE } from '~/domain/auth-cookie-names'

const marker = () => parse(document.cookie)[AUTH_MARKER_COOKIE] ?? ''
let known: string | undefined

/** This tab signed in or out itself: not a reason to reload. */
export function acknowledgeAuthChange(): void {
  known = marker()
}

/** docs/product.md#states: when this browser signs in or out in another tab, this page reloads when it gets focus again. */
export function useReloadWhenSignedInElsewhere(): void {
  useEffect(() => {
    known = marker()
    const onFocus = () => {
      if (marker() !== known) window.location.reload()
    }
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [])
}

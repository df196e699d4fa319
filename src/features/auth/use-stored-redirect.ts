import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { takeRedirect } from './redirect-cookie'
import { useAuthUser } from './use-auth'

/** docs/product.md#pages: on load of the default layout, a signed-in user with a stored `redirect_url` goes there. */
export function useStoredRedirect(): void {
  const user = useAuthUser()
  const router = useRouter()
  useEffect(() => {
    if (!user) return
    const target = takeRedirect()
    if (target) void router.navigate({ href: target, replace: true })
  }, [user, router])
}

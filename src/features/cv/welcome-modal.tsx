import { parse, serialize } from 'cookie-es'
import { Suspense, useEffect, useState } from 'react'
import { NEW_USER_COOKIE } from '~/domain/constants'
import { useAuthUser } from '~/features/auth/use-auth'
import { welcomeDeferred } from '~/features/auth/welcome-deferral'
import { lazyWithPreload } from '~/ui/lazy'

const CvImportDialogs = lazyWithPreload(() => import('./cv-import-dialogs'))

const forgetNewUser = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: cookie-es serializes it; the Cookie Store API is not in every browser
  document.cookie = serialize(NEW_USER_COOKIE, '', { path: '/', maxAge: 0 })
}

/**
 * docs/product.md#states welcome modal: a signed-in talent whose new-user cookie holds a time now past, and who has not had
 * her profile filled from her CV yet, is offered to; otherwise the cookie goes. Closing it or a successful
 * import removes the cookie. Its code loads only when it opens. Rendered once by the root route, so that the
 * navigation after a sign-up, from one layout to another, does not open it a second time.
 */
export function WelcomeModal() {
  const user = useAuthUser()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const since = Number(parse(document.cookie)[NEW_USER_COOKIE] ?? Number.NaN)
    if (Number.isNaN(since) || welcomeDeferred()) return
    if (user?.role === 'talent' && !user.hasUsedAiCv && since <= Date.now()) setOpen(true)
    else forgetNewUser()
  }, [user])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <CvImportDialogs
        open={open}
        welcome
        onSuccess={forgetNewUser}
        onClose={() => {
          forgetNewUser()
          setOpen(false)
        }}
      />
    </Suspense>
  )
}

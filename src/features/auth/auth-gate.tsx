import type { MessageDescriptor } from '@lingui/core'
import { createContext, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from 'react'
import { lazyWithPreload } from '~/ui/lazy'
import type { AuthUser } from './auth.model'
import { useAuthUser } from './use-auth'
import { deferWelcome } from './welcome-deferral'

const AuthModal = lazyWithPreload(() => import('./auth-modal'))

type Gate = {
  /**
   * Runs `action` now when signed in; otherwise opens the authentication modal with `message` and runs
   * it once after sign-in or registration, if that request is still the current one (docs/product.md#states). The message
   * is translated when the modal shows it: a click before the whole catalogue arrived still reads well.
   */
  requireAuth: (message: MessageDescriptor, action: () => unknown, options?: { expired?: boolean }) => void
  preload: () => void
}

const GateContext = createContext<Gate | null>(null)

type Request = { id: string; message: MessageDescriptor; expired: boolean }

export function AuthGateProvider({ children }: { children: ReactNode }) {
  const user = useAuthUser()
  const [request, setRequest] = useState<Request | null>(null)
  const [opened, setOpened] = useState(false)
  const pending = useRef<{ id: string; action: () => unknown } | null>(null)

  const requireAuth = useCallback<Gate['requireAuth']>(
    (message, action, options) => {
      if (user && !options?.expired) {
        void action()
        return
      }
      const id = crypto.randomUUID()
      pending.current = { id, action }
      deferWelcome()
      setOpened(true)
      setRequest({ id, message, expired: options?.expired ?? false })
    },
    [user],
  )

  const onSignedIn = useCallback((_: AuthUser, id: string) => {
    const waiting = pending.current
    pending.current = null
    setRequest(null)
    // Only the request the modal was opened for, and only once.
    if (waiting && waiting.id === id) void waiting.action()
  }, [])

  return (
    <GateContext.Provider value={{ requireAuth, preload: () => void AuthModal.preload() }}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <AuthModal
            request={request}
            onClose={() => {
              pending.current = null
              setRequest(null)
            }}
            onSignedIn={onSignedIn}
          />
        </Suspense>
      )}
    </GateContext.Provider>
  )
}

export function useAuthGate(): Gate {
  const gate = useContext(GateContext)
  if (!gate) throw new Error('useAuthGate needs an AuthGateProvider above')
  return gate
}

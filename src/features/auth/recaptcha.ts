import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

let script: Promise<Grecaptcha> | undefined

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script')
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    element.async = true
    element.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
      else reject(new Error('load'))
    }
    element.onerror = () => reject(new Error('load'))
    document.head.append(element)
  }).catch((error) => {
    script = undefined
    throw error
  })
  return script
}

/**
 * reCAPTCHA v3 (compact, invisible): a token for an action, or nothing when the site does not use it.
 * Errors carry the spec's messages ("failed to load script", "failed to execute"), translated.
 */
export function useCaptcha(): (action: string) => Promise<{ token?: string; error?: string }> {
  const { t } = useLingui()
  const siteKey = useRouterState({
    select: (state) =>
      (state.matches[0]?.loaderData as { recaptchaSiteKey?: string | null } | undefined)?.recaptchaSiteKey ??
      null,
  })
  return useCallback(
    async (action: string) => {
      if (!siteKey) return {}
      let grecaptcha: Grecaptcha
      try {
        grecaptcha = await loadRecaptcha(siteKey)
      } catch {
        return { error: t`Erreur reCAPTCHA : le script n'a pas pu être chargé.` }
      }
      try {
        return { token: await grecaptcha.execute(siteKey, { action }) }
      } catch {
        return { error: t`Erreur reCAPTCHA : la vérification n'a pas pu être exécutée.` }
      }
    },
    [siteKey, t],
  )
}

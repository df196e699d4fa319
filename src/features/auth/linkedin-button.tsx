import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { button } from '~/ui/button'
import { SocialIcon } from '~/ui/social-icons'

/** "Continue with LinkedIn" (docs/product.md#roles social sign-in), when the server has LinkedIn configured. */
export function LinkedinButton() {
  const { t } = useLingui()
  const enabled = useRouterState({
    select: (state) =>
      (state.matches[0]?.loaderData as { linkedin?: boolean } | undefined)?.linkedin ?? false,
  })
  if (!enabled) return null
  return (
    <div className={grid({ gap: '3', mt: '5' })}>
      <p className={css({ textStyle: 'meta', textAlign: 'center' })}>{t`ou`}</p>
      {/* A full page navigation: the sign-in leaves for LinkedIn and comes back to /auth/linkedin/callback. */}
      <a href="/api/auth/linkedin" className={button({ variant: 'outline', size: 'lg' })}>
        <SocialIcon network="linkedin" />
        {t`Continuer avec LinkedIn`}
      </a>
    </div>
  )
}

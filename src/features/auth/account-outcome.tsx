import type { ComponentProps, ReactNode } from 'react'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName } from '~/i18n/paths'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'

/**
 * The outcome of an account step that happens away from a form (an e-mailed link, a LinkedIn sign-in):
 * its message, a success or a refusal, and the way on (`route`, `search`, labelled `action`).
 */
export function AccountOutcome({
  tone = 'error',
  message,
  route,
  search,
  action,
}: {
  tone?: 'error' | 'success'
  message: ReactNode
  route: RouteName
  search?: ComponentProps<typeof LocalizedLink>['search']
  action: string
}) {
  return (
    <div className={grid({ gap: '5' })}>
      <FormAlert tone={tone}>{message}</FormAlert>
      <LocalizedLink route={route} search={search} className={button({ variant: 'brand' })}>
        {action}
      </LocalizedLink>
    </div>
  )
}

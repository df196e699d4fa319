import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'

/**
 * The body of a status page (an error, a page not found): the status code in large, the title, one
 * sentence and the way back home. The 404 is said by its title, so its code is hidden from screen readers.
 */
export function StatusNotice({
  status,
  statusHidden,
  title,
  titleClassName,
  text,
  textClassName,
}: {
  status: ReactNode
  statusHidden?: boolean
  title: ReactNode
  titleClassName: string
  text: ReactNode
  textClassName?: string
}) {
  return (
    <Container className={css({ py: { base: '16', md: '24' }, textAlign: 'center' })}>
      <p
        className={css({ fontSize: '6xl', fontWeight: '800', color: 'fg.brand', lineHeight: '1' })}
        aria-hidden={statusHidden || undefined}
      >
        {status}
      </p>
      <h1 className={titleClassName}>{title}</h1>
      <p className={cx(css({ color: 'fg.muted', mt: '3' }), textClassName)}>{text}</p>
      <LocalizedLink
        route="home"
        className={`${button({ variant: 'brand', size: 'lg' })} ${css({ mt: '8' })}`}
      >
        <Trans>Retour à l'accueil</Trans>
      </LocalizedLink>
    </Container>
  )
}

import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { DefaultLayout } from '~/layouts/default-layout'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'

/** The 404 page content ("Erreur 404", back-to-home), for not-found thrown inside a page layout. */
export function NotFoundPage() {
  return (
    <Container className={css({ py: { base: '16', md: '24' }, textAlign: 'center' })}>
      <p
        className={css({ fontSize: '6xl', fontWeight: '800', color: 'fg.brand', lineHeight: '1' })}
        aria-hidden="true"
      >
        404
      </p>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', mt: '4' })}>
        <Trans>Erreur 404</Trans>
      </h1>
      <p className={css({ color: 'fg.muted', mt: '3', maxW: '48ch', mx: 'auto' })}>
        <Trans>La page que vous cherchez n'existe pas ou n'existe plus. Elle a peut-être été déplacée.</Trans>
      </p>
      <LocalizedLink
        route="home"
        className={`${button({ variant: 'brand', size: 'lg' })} ${css({ mt: '8' })}`}
      >
        <Trans>Retour à l'accueil</Trans>
      </LocalizedLink>
    </Container>
  )
}

/** The 404 page with the site's header and footer, for unknown URLs and failed route validation. */
export function NotFoundInLayout() {
  return (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  )
}

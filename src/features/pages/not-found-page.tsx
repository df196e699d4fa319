import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { DefaultLayout } from '~/layouts/default-layout'
import { StatusNotice } from './status-notice'

/** The 404 page content ("Erreur 404", back-to-home), for not-found thrown inside a page layout. */
export function NotFoundPage() {
  return (
    <StatusNotice
      status="404"
      statusHidden
      title={<Trans>Erreur 404</Trans>}
      titleClassName={css({ textStyle: 'sectionTitle', mt: '4' })}
      text={
        <Trans>La page que vous cherchez n'existe pas ou n'existe plus. Elle a peut-être été déplacée.</Trans>
      }
      textClassName={css({ maxW: '48ch', mx: 'auto' })}
    />
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

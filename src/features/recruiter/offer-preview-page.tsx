import { useLingui } from '@lingui/react/macro'
import { Eye } from 'lucide'
import { css, cx } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { type ApplyControls, OfferPage } from '~/features/offers/offer-page'
import type { OfferPage as OfferPageModel } from '~/features/offers/offer-page.model'
import { OFFER_STATUS_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { LineIcon } from '~/ui/line-icon'

/** The apply button as talents will see it, inert: nobody applies to a preview. */
function InertApply({ className }: { className?: string }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      aria-disabled="true"
      title={t`Aperçu : la candidature s'ouvrira une fois l'offre publiée.`}
      className={cx(button({ variant: 'accent', size: 'lg' }), className)}
    >
      {t`Postuler`}
    </button>
  )
}

const PREVIEW_CONTROLS: ApplyControls = { Apply: InertApply, RecordExternal: () => null, preview: true }

/** `/recruteur/offres/<offer>/apercu`: the offer page as talents will see it, under a preview banner. */
export function OfferPreviewPage({ page }: { page: OfferPageModel }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <div
        role="note"
        className={css({ bg: 'accent.subtle', borderBottomWidth: '1px', borderColor: 'border.subtle' })}
      >
        <Container className={cx(hstack({ gap: '3', flexWrap: 'wrap', py: '3' }))}>
          <LineIcon icon={Eye} size={18} aria-hidden="true" />
          <p className={css({ flex: '1', minW: '60' })}>
            <strong>{t`Aperçu`}</strong> ({i18n._(OFFER_STATUS_LABELS[page.offer.status])}) —{' '}
            {t`voici l'offre telle que les talents la verront.`}
          </p>
          <LocalizedLink
            route="recruiterOfferEdit"
            params={{ offer: page.offer.id }}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            {t`Retour à l'édition`}
          </LocalizedLink>
        </Container>
      </div>
      <OfferPage page={page} controls={PREVIEW_CONTROLS} />
    </>
  )
}

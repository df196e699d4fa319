import { useLingui } from '@lingui/react/macro'
import { Lightbulb } from 'lucide'
import { css, cx } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { iconBubble } from '~/ui/icon-bubble'
import { LineIcon } from '~/ui/line-icon'

/** The co-founder banner (docs/product.md#pages): project owners are pointed to the offers and to the team. */
export function PublishProjectBanner({ className }: { className?: string }) {
  const { t } = useLingui()
  return (
    <aside
      aria-labelledby="publish-project-title"
      className={cx(
        css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: '5',
          p: { base: '6', md: '8' },
          borderRadius: 'card',
          bg: 'bg.inverse',
          color: 'fg.inverse',
        }),
        className,
      )}
    >
      <span aria-hidden="true" className={iconBubble({ tone: 'accent' })}>
        <LineIcon icon={Lightbulb} size={24} />
      </span>
      <div className={css({ flex: '1' })}>
        <h2 id="publish-project-title" className={css({ textStyle: 'heading' })}>
          {t`Vous portez un projet à impact ?`}
        </h2>
        <p className={css({ color: 'fg.inverseMuted', mt: '1' })}>
          {t`Publiez-le gratuitement, ou faites-vous accompagner par notre équipe pour trouver la bonne personne.`}
        </p>
      </div>
      <LocalizedLink
        route="cofounderPricing"
        className={cx(button({ variant: 'accent' }), css({ flexShrink: 0 }))}
      >
        {t`Découvrir les formules`}
      </LocalizedLink>
    </aside>
  )
}

import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'

/** The job list's free text (docs/product.md#pages generic list page), for visitors and search engines. */
export function OfferListSeoText() {
  const { t } = useLingui()
  return (
    <section aria-labelledby="jobs-seo-title" className={css({ '& p': { mt: '3', color: 'fg.muted' } })}>
      <h2 id="jobs-seo-title" className={css({ textStyle: 'heading' })}>
        {t`Trouver un emploi qui a du sens en Belgique`}
      </h2>
      <p>
        {t`Chaque offre publiée sur Tremplin vient d'une organisation sélectionnée pour son impact social ou environnemental : coopératives, associations, entreprises sociales et entreprises en transition, à Bruxelles, en Wallonie et en Flandre.`}
      </p>
      <p>
        {t`Affinez votre recherche par région, type de contrat, télétravail, taille d'entreprise, secteur ou métier. Les nombres à côté de chaque choix indiquent combien d'offres vous trouverez en le cochant.`}
      </p>
    </section>
  )
}

import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Band } from '~/ui/container'
import { marketingSection, sectionTitle } from '~/ui/hero'

const subtitle = css({ textStyle: 'heading', mt: '8' })
const paragraph = css({ mt: '4', color: 'fg.default' })

/** The home page's text for search engines (and curious readers): what Tremplin offers, where and how. */
export function HomeSeoText() {
  const { t } = useLingui()
  return (
    <Band labelledBy="seo-title" className={marketingSection()}>
      <div className={css({ maxW: '75ch' })}>
        <h2 id="seo-title" className={sectionTitle}>
          {t`Travailler pour une entreprise à impact en Belgique`}
        </h2>
        <p className={paragraph}>
          {t`Tremplin rassemble les offres d'emploi des organisations qui placent l'impact social et environnemental au cœur de leur activité : coopératives, associations, entreprises sociales, start-up de la transition et grandes entreprises engagées. Chaque organisation est sélectionnée par un comité sur la base d'une charte inspirée des 17 objectifs de développement durable des Nations unies.`}
        </p>
        <h3 className={subtitle}>{t`Des offres partout en Belgique`}</h3>
        <p className={paragraph}>
          {t`De Bruxelles à Liège, de Gand à Namur, d'Anvers à Mons, vous trouverez des postes en CDI et en CDD, des stages, des jobs étudiants, des missions de bénévolat et des services citoyens. Filtrez par région, par type de contrat, par secteur ou par possibilité de télétravail pour trouver l'offre qui vous correspond.`}
        </p>
        <h3 className={subtitle}>{t`Des métiers variés au service de la transition`}</h3>
        <p className={paragraph}>
          {t`L'impact ne se limite pas aux métiers de l'environnement : l'économie sociale a besoin de comptables, de développeurs, de chargés de communication, de juristes, de soignants, d'ingénieurs et de vendeurs. Énergies renouvelables, économie circulaire, alimentation durable, santé, éducation ou finance éthique : chaque secteur compte.`}
        </p>
        <h3 className={subtitle}>{t`Un profil, des alertes, et l'IA pour gagner du temps`}</h3>
        <p className={paragraph}>
          {t`Créez votre profil talent, importez votre CV et laissez notre assistant remplir votre profil en quelques secondes. Enregistrez vos recherches pour recevoir les nouvelles offres par e-mail et suivez les entreprises qui vous inspirent.`}
        </p>
      </div>
    </Band>
  )
}

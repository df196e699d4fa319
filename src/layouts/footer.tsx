import { useLingui } from '@lingui/react/macro'
import { ArrowRight, Leaf } from 'lucide'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { CONTACT_REPLY_HOURS, SOCIAL_FOLLOWERS } from '~/domain/constants'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName } from '~/i18n/paths'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { LineIcon } from '~/ui/line-icon'
import { Logo } from '~/ui/logo'
import { SocialLinks, type SocialNetwork } from '~/ui/social-icons'
import { useSiteChrome } from './site-chrome'

const SOCIAL_LINKS: { network: SocialNetwork; url: string; name: string }[] = [
  { network: 'linkedin', url: 'https://www.linkedin.com/company/tremplin-be', name: 'LinkedIn' },
  { network: 'instagram', url: 'https://www.instagram.com/tremplin.be', name: 'Instagram' },
  { network: 'facebook', url: 'https://www.facebook.com/tremplin.be', name: 'Facebook' },
  { network: 'youtube', url: 'https://www.youtube.com/@tremplin-be', name: 'YouTube' },
]

const heading = css({ textStyle: 'overline', mb: '4', color: 'sun.300' })
const footerLink = css({
  color: 'fg.inverse',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
})

const footerButton = cx(
  footerLink,
  css({ bg: 'transparent', border: 'none', p: '0', font: 'inherit', cursor: 'pointer', textAlign: 'left' }),
)

/** Footer of docs/product.md#pages: contact banner, info, resources, newsletter, social links, copyright. */
export function Footer() {
  const { t, i18n } = useLingui()
  const { NewsletterSignup, ConsentSettingsButton } = useSiteChrome()
  const year = new Date().getFullYear()
  const resources: { route: RouteName; label: string }[] = [
    { route: 'jobs', label: t`Offres d'emploi` },
    { route: 'companies', label: t`Entreprises à impact` },
    { route: 'companySelection', label: t`Notre sélection d'entreprises` },
    { route: 'cofounder', label: t`Cofondateur` },
    { route: 'cofounderPricing', label: t`Tarifs cofondateur` },
    { route: 'media', label: t`Média` },
    { route: 'pagesAll', label: t`Toutes les recherches populaires` },
    { route: 'sitemap', label: t`Plan du site` },
    { route: 'apiReference', label: t`API pour les développeurs` },
  ]
  const legal: { route: RouteName; label: string }[] = [
    { route: 'terms', label: t`Conditions d'utilisation` },
    { route: 'termsOfSale', label: t`Conditions de vente` },
    { route: 'legalNotice', label: t`Mentions légales` },
    { route: 'privacy', label: t`Politique de confidentialité` },
  ]
  return (
    <footer
      className={css({
        bg: 'bg.inverse',
        color: 'fg.inverse',
        mt: 'auto',
        // Below the fold on every page: its layout and paint wait until it nears the viewport (docs/decisions/0015).
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 960px',
      })}
    >
      <div className={css({ bg: 'brand.solid' })}>
        <Container
          className={css({
            display: 'flex',
            flexDirection: { base: 'column', md: 'row' },
            alignItems: { base: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: '4',
            py: '8',
          })}
        >
          <div>
            <p className={css({ textStyle: 'blockTitle' })}>{t`Une question, un projet ?`}</p>
            <p className={css({ color: 'fg.inverseMuted', mt: '1' })}>
              {t`Notre équipe vous répond sous ${CONTACT_REPLY_HOURS} heures.`}
            </p>
          </div>
          <LocalizedLink route="contact" className={button({ variant: 'accent', size: 'lg' })}>
            {t`Nous contacter`}
            <LineIcon icon={ArrowRight} size={18} aria-hidden="true" />
          </LocalizedLink>
        </Container>
      </div>
      <Container
        className={grid({
          gap: { base: '10', lg: '12' },
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: '1.2fr 1fr 1fr 1.4fr' },
          py: { base: '12', md: '16' },
        })}
      >
        <section aria-labelledby="footer-info">
          <h2 id="footer-info" className={css({ srOnly: true })}>{t`À propos de Tremplin`}</h2>
          <Logo inverse />
          <p className={css({ color: 'fg.inverseMuted', mt: '4', maxW: '36ch' })}>
            {t`Tremplin relie les talents aux organisations belges qui ont un impact positif sur la société et l'environnement.`}
          </p>
          <p
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '2',
              mt: '5',
              px: '3',
              py: '2',
              borderRadius: 'control',
              borderWidth: '1px',
              borderColor: 'teal.700',
              fontSize: 'sm',
              fontWeight: '700',
            })}
          >
            <LineIcon icon={Leaf} size={18} aria-hidden="true" className={css({ flexShrink: 0 })} />
            {t`Label Entreprise écoresponsable (certification indépendante)`}
          </p>
        </section>
        <div>
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources" className={heading}>{t`Ressources`}</h2>
            <ul className={grid({ gap: '2.5' })}>
              {resources.map((item) => (
                <li key={item.route}>
                  <LocalizedLink route={item.route} className={footerLink}>
                    {item.label}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* The organisations' way in: their space's sign-in, or the request to join. */}
          <nav aria-labelledby="footer-organisations" className={css({ mt: '8' })}>
            <h2 id="footer-organisations" className={heading}>{t`Organisations`}</h2>
            <ul className={grid({ gap: '2.5' })}>
              <li>
                <LocalizedLink route="recruiterLogin" className={footerLink}>
                  {t`Espace recruteur`}
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink route="companySelection" className={footerLink}>
                  {t`Publier vos offres sur Tremplin`}
                </LocalizedLink>
              </li>
            </ul>
          </nav>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>{t`Informations`}</h2>
          <ul className={grid({ gap: '2.5' })}>
            {legal.map((item) => (
              <li key={item.route}>
                <LocalizedLink route={item.route} className={footerLink}>
                  {item.label}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink route="contact" className={footerLink}>
                {t`Contact`}
              </LocalizedLink>
            </li>
            <li>
              <ConsentSettingsButton className={footerButton} />
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={heading}>{t`Newsletter`}</h2>
          <NewsletterSignup />
          <h2 className={`${heading} ${css({ mt: '8' })}`}>{t`Suivez-nous`}</h2>
          <p className={css({ textStyle: 'meta', color: 'fg.inverseMuted', mb: '3' })}>
            {t`Plus de ${i18n.number(SOCIAL_FOLLOWERS)} personnes nous suivent sur les réseaux.`}
          </p>
          <SocialLinks
            tone="dark"
            links={SOCIAL_LINKS.map((link) => ({ ...link, label: t`${link.name} (nouvel onglet)` }))}
          />
        </section>
      </Container>
      <div className={css({ borderTopWidth: '1px', borderColor: 'teal.800' })}>
        <Container
          className={css({
            textStyle: 'meta',
            color: 'fg.inverseMuted',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2',
            justifyContent: 'space-between',
            py: '5',
          })}
        >
          <p>{t`© ${year} Tremplin ASBL. Tous droits réservés.`}</p>
          <p>{t`Fait avec soin à Bruxelles, Liège et Gand.`}</p>
        </Container>
      </div>
    </footer>
  )
}

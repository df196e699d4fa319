import { useLingui } from '@lingui/react/macro'
import { Menu as MenuIcon, Search } from 'lucide'
import { type ReactNode, Suspense, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { preloadDialog } from '~/ui/dialog'
import { KeptElement } from '~/ui/kept-elements'
import { lazyWithPreload } from '~/ui/lazy'
import { LineIcon } from '~/ui/line-icon'
import { Logo } from '~/ui/logo'
import { DropdownMenu } from '~/ui/menu'
import { NewMark } from '~/ui/new-mark'
import { LanguageSelector } from './language-selector'
import { MAIN_NAV } from './navigation'
import { useSiteChrome } from './site-chrome'
import { useScrolled } from './use-scrolled'

// The mobile menu (Ariakit disclosures in a dialog) is fetched when it is first opened.
const MobileMenu = lazyWithPreload(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenu })),
)
const preloadMobileMenu = () => {
  void MobileMenu.preload()
  void preloadDialog()
}

/**
 * Both headers stay at the top of the window, above the page's content; `scrolled` restyles them. The server
 * writes a header's content from the markup kept from an earlier page where it is the same
 * (ui/kept-elements.tsx): it depends on the language, `variant`, `scrolled` (never on the server) and which
 * of its links is the current page; the server keeps it only for anonymous visitors.
 */
function StickyHeader({
  variant,
  scrolled,
  className,
  children,
}: {
  variant: 'site' | 'recruiter'
  scrolled: boolean
  className: string
  children: ReactNode
}) {
  return (
    <KeptElement
      as="header"
      variant={`${variant} ${scrolled}`}
      data-scrolled={scrolled}
      className={cx(css({ position: 'sticky', top: '0', zIndex: 50 }), className)}
    >
      {children}
    </KeptElement>
  )
}

const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '10',
  px: '3',
  borderRadius: 'control',
  fontWeight: '700',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.subtle', color: 'fg.brand' },
  '&[aria-expanded=true]': { bg: 'bg.subtle', color: 'fg.brand' },
  '&.active': { color: 'fg.brand' },
})

/** The site header (docs/product.md#pages): menu with dropdowns, language selector, search, login; scrolled style at 29 px. */
export function Header({ transparent = false }: { transparent?: boolean }) {
  const { t, i18n } = useLingui()
  const scrolled = useScrolled()
  const { AccountControl, SearchDialog, preloadSearch } = useSiteChrome()
  const [searchOpen, setSearchOpen] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuOpened, setMenuOpened] = useState(false)
  if (menuOpen && !menuOpened) setMenuOpened(true)
  const [searchOpened, setSearchOpened] = useState(false)
  if (searchOpen && !searchOpened) setSearchOpened(true)
  return (
    <StickyHeader
      variant="site"
      scrolled={scrolled}
      className={css({
        bg: transparent && !scrolled ? 'transparent' : 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: scrolled ? 'border.subtle' : 'transparent',
        boxShadow: scrolled ? 'raised' : 'none',
        transition: 'box-shadow 180ms ease-out, background-color 180ms ease-out',
      })}
    >
      <Container
        className={hstack({
          gap: { base: '2', sm: '4' },
          h: scrolled ? '16' : { base: '16', lg: '20' },
          transition: 'height 180ms ease-out',
        })}
      >
        <LocalizedLink
          route="home"
          aria-label={t`Tremplin, retour à l'accueil`}
          className={css({ display: 'inline-flex' })}
        >
          <Logo />
        </LocalizedLink>
        <nav
          aria-label={t`Menu principal`}
          className={css({ display: { base: 'none', lg: 'flex' }, ml: '4', flex: '1' })}
        >
          <ul className={hstack({ gap: '1' })}>
            {MAIN_NAV.map((entry) => (
              <li key={entry.label.id}>
                {'children' in entry ? (
                  <DropdownMenu
                    label={i18n._(entry.label)}
                    buttonClassName={navLink}
                    items={entry.children.map((child) => ({
                      key: child.route,
                      link: <LocalizedLink route={child.route} />,
                      content: (
                        <>
                          {i18n._(child.label)}
                          {child.isNew && <NewMark />}
                        </>
                      ),
                    }))}
                  />
                ) : (
                  <LocalizedLink route={entry.route} className={navLink}>
                    {i18n._(entry.label)}
                  </LocalizedLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={hstack({ gap: '1', ml: 'auto' })}>
          <LanguageSelector />
          <button
            type="button"
            onClick={() => setSearchOpen(true)}
            onPointerEnter={preloadSearch}
            onFocus={preloadSearch}
            className={button({ variant: 'ghost', size: 'icon' })}
            aria-label={t`Rechercher`}
          >
            <LineIcon icon={Search} size={20} aria-hidden="true" />
          </button>
          <AccountControl />
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            className={cx(
              button({ variant: 'ghost', size: 'icon' }),
              css({ display: { base: 'inline-flex', lg: 'none' } }),
            )}
            aria-label={t`Ouvrir le menu`}
            aria-expanded={menuOpen}
          >
            <LineIcon icon={MenuIcon} size={24} aria-hidden="true" />
          </button>
        </div>
      </Container>
      {searchOpened && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </StickyHeader>
  )
}

/** The recruiter-facing header (b2b layout): contact, the external recruiter site, language selector. */
export function RecruiterHeader() {
  const { t } = useLingui()
  const scrolled = useScrolled()
  const { AccountControl } = useSiteChrome()
  return (
    <StickyHeader
      variant="recruiter"
      scrolled={scrolled}
      className={css({
        bg: scrolled ? 'bg.surface' : 'bg.inverse',
        color: scrolled ? 'fg.default' : 'fg.inverse',
        boxShadow: scrolled ? 'raised' : 'none',
        transition: 'all 180ms ease-out',
      })}
    >
      <Container className={hstack({ gap: '3', h: '16' })}>
        <LocalizedLink route="home" aria-label={t`Tremplin, retour à l'accueil`}>
          {/* On a phone, the mark alone: the space's entrance, the language and the account fit beside it. */}
          <Logo inverse={!scrolled} markOnPhone />
        </LocalizedLink>
        <div className={hstack({ gap: '2', ml: 'auto' })}>
          {/* A phone's width holds the language and the account only (the account menu leads to the space). */}
          <LocalizedLink
            route="contact"
            className={cx(
              button({ variant: scrolled ? 'outline' : 'inverse', size: 'sm' }),
              css({ display: { base: 'none', md: 'inline-flex' } }),
            )}
          >
            {t`Nous contacter`}
          </LocalizedLink>
          <LocalizedLink
            route="recruiter"
            className={cx(
              button({ variant: 'accent', size: 'sm' }),
              css({ display: { base: 'none', md: 'inline-flex' } }),
            )}
          >
            {t`Espace recruteur`}
          </LocalizedLink>
          <LanguageSelector compact />
          <AccountControl />
        </div>
      </Container>
    </StickyHeader>
  )
}

import * as Ariakit from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { css } from 'styled-system/css'
import { useAuthUser } from '~/features/auth/use-auth'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { NewMark } from './header'
import { LanguageSelector } from './language-selector'
import { MAIN_NAV } from './navigation'

const item = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  w: 'full',
  py: '3.5',
  fontSize: 'lg',
  fontWeight: '700',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})

/**
 * The phone menu (spec §2): home, jobs, organisations, co-founder and media submenus, contact; login and
 * register while logged out. A modal sheet, so the page behind does not scroll.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAuthUser()
  const { t, i18n } = useLingui()
  return (
    <Dialog open={open} onClose={onClose} title={t`Menu`} variant="sheet">
      <nav aria-label={t`Menu mobile`}>
        <ul>
          <li>
            <LocalizedLink route="home" className={item} onClick={onClose}>
              {t`Accueil`}
            </LocalizedLink>
          </li>
          {MAIN_NAV.map((entry) => (
            <li key={entry.label.id}>
              {'children' in entry ? (
                <Ariakit.DisclosureProvider>
                  <Ariakit.Disclosure className={item}>
                    {i18n._(entry.label)}
                    <ChevronDown size={20} aria-hidden="true" />
                  </Ariakit.Disclosure>
                  <Ariakit.DisclosureContent>
                    <ul className={css({ pl: '4' })}>
                      {entry.children.map((child) => (
                        <li key={child.route}>
                          <LocalizedLink route={child.route} className={item} onClick={onClose}>
                            <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
                              {i18n._(child.label)}
                              {child.isNew && <NewMark />}
                            </span>
                          </LocalizedLink>
                        </li>
                      ))}
                    </ul>
                  </Ariakit.DisclosureContent>
                </Ariakit.DisclosureProvider>
              ) : (
                <LocalizedLink route={entry.route} className={item} onClick={onClose}>
                  {i18n._(entry.label)}
                </LocalizedLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {!user && (
        <div className={css({ display: 'grid', gap: '3', mt: '6' })}>
          <LocalizedLink
            route="login"
            className={button({ variant: 'accent', size: 'lg' })}
            onClick={onClose}
          >
            {t`Se connecter`}
          </LocalizedLink>
          <LocalizedLink
            route="login"
            search={{ tab: 'register' } as never}
            className={button({ variant: 'outline', size: 'lg' })}
            onClick={onClose}
          >
            {t`Créer un compte`}
          </LocalizedLink>
        </div>
      )}
      <div className={css({ mt: '6' })}>
        <LanguageSelector />
      </div>
    </Dialog>
  )
}

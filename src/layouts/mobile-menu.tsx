import * as Ariakit from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { Dialog } from '~/ui/dialog'
import { LineIcon } from '~/ui/line-icon'
import { NewMark } from '~/ui/new-mark'
import { LanguageSelector } from './language-selector'
import { MAIN_NAV } from './navigation'
import { useSiteChrome } from './site-chrome'

const item = hstack({
  gap: '2',
  justifyContent: 'space-between',
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
 * The phone menu (docs/product.md#pages): home, jobs, organisations, co-founder and media submenus, contact; login and
 * register while logged out. A modal sheet, so the page behind does not scroll.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { MobileAccountActions } = useSiteChrome()
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
                    <LineIcon icon={ChevronDown} size={20} aria-hidden="true" />
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
      <MobileAccountActions onNavigate={onClose} />
      <div className={css({ mt: '6' })}>
        <LanguageSelector />
      </div>
    </Dialog>
  )
}

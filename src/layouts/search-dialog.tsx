import { useLingui } from '@lingui/react/macro'
import { Search } from 'lucide-react'
import { css } from 'styled-system/css'
import { internalPathFor, toPublicPath } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'

/**
 * The header's search: a keyword field that opens the job list filtered by it (a plain GET form, so it
 * also works before hydration). The global three-block search replaces its body later.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <Dialog open={open} onClose={onClose} title={t`Rechercher`}>
      <form action={toPublicPath(internalPathFor('jobs', locale))} method="get" role="search">
        <label htmlFor="site-search" className={css({ display: 'block', fontWeight: '700', mb: '2' })}>
          {t`Un métier, une entreprise, un mot-clé`}
        </label>
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            id="site-search"
            name="query"
            type="search"
            autoFocus
            placeholder={t`Ex. : chef de projet énergie`}
            className={css({
              flex: '1',
              minW: '0',
              h: '12',
              px: '4',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'control',
              bg: 'bg.surface',
            })}
          />
          <button type="submit" className={button({ variant: 'accent', size: 'lg' })}>
            <Search size={18} aria-hidden="true" />
            <span className={css({ srOnly: { base: true, sm: false } })}>{t`Rechercher`}</span>
          </button>
        </div>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '3' })}>
          {t`Astuce : mettez des guillemets pour chercher une expression exacte, par exemple "chef de projet".`}
        </p>
      </form>
    </Dialog>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react'
import { hstack } from 'styled-system/patterns'
import { button } from './button'
import { Dialog } from './dialog'

type Registry = { report: (key: string, unsaved: boolean) => void }
const UnsavedContext = createContext<Registry | null>(null)

/**
 * docs/product.md#pages: leaving the page with unsaved changes asks first — in-app navigation through a dialog, closing or
 * reloading the tab through the browser's own prompt. Each form reports whether it differs from what is saved.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const unsaved = useRef(new Set<string>())
  const report = useCallback((key: string, isUnsaved: boolean) => {
    if (isUnsaved) unsaved.current.add(key)
    else unsaved.current.delete(key)
  }, [])
  const blocker = useBlocker({
    shouldBlockFn: () => unsaved.current.size > 0,
    enableBeforeUnload: () => unsaved.current.size > 0,
    withResolver: true,
  })
  const registry = useMemo(() => ({ report }), [report])
  return (
    <UnsavedContext.Provider value={registry}>
      {children}
      <Dialog
        open={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t`Quitter sans enregistrer ?`}
      >
        <p>{t`Certaines sections ont des modifications qui ne sont pas enregistrées. Elles seront perdues si vous quittez cette page.`}</p>
        <div className={hstack({ gap: '3', mt: '6', flexWrap: 'wrap' })}>
          <button type="button" className={button({ variant: 'brand' })} onClick={() => blocker.reset?.()}>
            {t`Rester sur la page`}
          </button>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => blocker.proceed?.()}
          >
            {t`Quitter sans enregistrer`}
          </button>
        </div>
      </Dialog>
    </UnsavedContext.Provider>
  )
}

/** Reports a form's unsaved state (`unsaved` = its values differ from the saved ones) while it is mounted. */
export function useReportUnsaved(key: string, unsaved: boolean): void {
  const registry = useContext(UnsavedContext)
  useEffect(() => {
    registry?.report(key, unsaved)
  }, [registry, key, unsaved])
  useEffect(() => () => registry?.report(key, false), [registry, key])
}

/** `useReportUnsaved` as a component, for a form whose unsaved state is known where it is rendered. */
export function ReportUnsaved({ name, unsaved }: { name: string; unsaved: boolean }) {
  useReportUnsaved(name, unsaved)
  return null
}

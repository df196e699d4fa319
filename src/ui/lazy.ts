import { type ComponentType, lazy } from 'react'
import { catalogueComplete } from '~/i18n/page-catalogue'

/**
 * `React.lazy` with a `preload()` to start fetching the chunk before it is needed (on hover or focus of the
 * control that opens it). Used to keep Ariakit and form code out of the first load of every page.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined
  const preload = () => {
    // Its messages may not be among those the page carried: it renders once the catalogue is complete.
    loading ??= Promise.all([load(), catalogueComplete()]).then(([module]) => module)
    return loading
  }
  return Object.assign(lazy(preload), { preload })
}

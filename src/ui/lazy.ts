import { type ComponentType, lazy } from 'react'

/**
 * `React.lazy` with a `preload()` to start fetching the chunk before it is needed (on hover or focus of the
 * control that opens it). Used to keep Ariakit and form code out of the first load of every page.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined
  const preload = () => {
    loading ??= load()
    return loading
  }
  return Object.assign(lazy(preload), { preload })
}

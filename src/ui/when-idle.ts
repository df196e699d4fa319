/**
 * Runs `callback` once the browser is idle, `timeoutMs` later at most; where there is no
 * `requestIdleCallback` (Safari), after `withoutIdleCallbackMs`.
 */
export function whenIdle(callback: () => void, timeoutMs: number, withoutIdleCallbackMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout: timeoutMs })
  else setTimeout(callback, withoutIdleCallbackMs)
}

import { useCallback, useEffect, useState } from 'react'

/**
 * The value once it has stopped changing for `delayMs` (docs/product.md#limits: searches wait 500 ms after typing), and a
 * function that settles it at once (Enter should not wait for the pause).
 */
export function useSettled<T>(value: T, delayMs: number): [settled: T, settleNow: () => void] {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  const settleNow = useCallback(() => setSettled(value), [value])
  return [settled, settleNow]
}

import { useEffect, useState } from 'react'
import { HEADER_SCROLL_THRESHOLD_PX } from '~/domain/constants'

/** True once the page has scrolled past the header threshold of docs/product.md#limits (29 px). */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

'use client'
import { useEffect } from 'react'
import { REVEAL, REVEALED } from '@/lib/data-attributes/content'

/**
 * Reveal-on-scroll: marks each `[data-reveal]` element of the page with `data-revealed` once it scrolls into view.
 * The CSS in app/globals.css hides unrevealed elements only when JavaScript runs (`html[data-js]`) and motion is
 * welcome, so nothing stays hidden without JavaScript or under reduced motion. Render it once per page.
 */
export function Reveal() {
  useEffect(() => {
    const reveal = (element: Element) => element.setAttribute(REVEALED.name, '')
    const pending = Array.from(document.querySelectorAll(`${REVEAL.selector()}:not(${REVEALED.selector()})`))
    // Printing must never show an empty page.
    const revealAll = () => pending.forEach(reveal)
    window.addEventListener('beforeprint', revealAll)
    if (typeof IntersectionObserver === 'undefined') {
      revealAll()
      return () => window.removeEventListener('beforeprint', revealAll)
    }
    // What is already on screen when the observer starts (its first callback) shows at once: fading in content
    // the visitor is already looking at would only delay it.
    const revealNow = (element: Element) => {
      const style = (element as HTMLElement).style
      style.transition = 'none'
      reveal(element)
      void (element as HTMLElement).offsetHeight // apply the end state before transitions come back
      style.transition = ''
    }
    let first = true
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          if (first) revealNow(entry.target)
          else reveal(entry.target)
          observer.unobserve(entry.target)
        }
        first = false
      },
      { rootMargin: '0px 0px -10% 0px' },
    )
    pending.forEach((element) => observer.observe(element))
    return () => {
      observer.disconnect()
      window.removeEventListener('beforeprint', revealAll)
    }
  }, [])
  return null
}

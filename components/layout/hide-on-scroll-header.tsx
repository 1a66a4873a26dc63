'use client'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * The sticky site header. It slides away while the visitor scrolls down and comes back as soon as
 * they scroll up. It never hides while focus or an open menu is inside it (WCAG 2.2 2.4.11).
 */
export function HideOnScrollHeader({ children }: { children: ReactNode }) {
  const ref = useHideOnScroll<HTMLElement>()
  return (
    <header
      ref={ref}
      data-navbar
      className="sticky top-0 z-40 h-nav border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/85 motion-safe:transition-transform motion-safe:duration-200 data-[hidden]:-translate-y-full"
    >
      {children}
    </header>
  )
}

export function useHideOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const header = ref.current
    if (!header) return
    let lastY = window.scrollY
    let frame = 0
    const mustStay = () => header.contains(document.activeElement) || header.querySelector('details[open]') !== null
    const update = () => {
      frame = 0
      const y = window.scrollY
      if (Math.abs(y - lastY) < 4) return
      const hide = y > lastY && y > header.offsetHeight && !mustStay()
      header.toggleAttribute('data-hidden', hide)
      lastY = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    const show = () => header.removeAttribute('data-hidden')
    window.addEventListener('scroll', onScroll, { passive: true })
    header.addEventListener('focusin', show)
    return () => {
      window.removeEventListener('scroll', onScroll)
      header.removeEventListener('focusin', show)
      cancelAnimationFrame(frame)
    }
  }, [])
  return ref
}

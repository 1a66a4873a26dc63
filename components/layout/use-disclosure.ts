'use client'
// Enhances a <details> menu (which already works without JavaScript): closes it on Escape, on a
// click outside and on navigation, and optionally keeps keyboard focus inside while it is open.
import { usePathname } from 'next/navigation'
import { type RefObject, useEffect } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'

export function useDisclosure(ref: RefObject<HTMLDetailsElement | null>, { trapFocus = false } = {}) {
  const pathname = usePathname()

  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [pathname, ref])

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const summary = details.querySelector('summary')
    const close = (returnFocus: boolean) => {
      if (!details.open) return
      details.open = false
      if (returnFocus) summary?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!details.open) return
      if (event.key === 'Escape') {
        event.preventDefault()
        close(true)
        return
      }
      if (trapFocus && event.key === 'Tab') {
        const items = Array.from(details.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null)
        if (items.length === 0) return
        const first = items[0]
        const last = items[items.length - 1]
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close(false)
    }
    const onClick = (event: MouseEvent) => {
      // A same-page link (e.g. /#features while on the home page) does not change the pathname.
      if ((event.target as Element).closest('a')) close(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    details.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      details.removeEventListener('click', onClick)
    }
  }, [ref, trapFocus])
}

'use client'
import { useEffect } from 'react'
import { TOC_ACTIVE, TOC_LINK } from '@/lib/data-attributes/content'

/** Marks the TOC link of the section being read: the last heading above the top third of the window. */
export function TocHighlighter({ ids }: { ids: string[] }) {
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const line = window.innerHeight / 3
      let active = ids[0]
      for (const id of ids) {
        const el = document.getElementById(id)
        if (el && el.getBoundingClientRect().top <= line) active = id
      }
      // At the very bottom the last sections may never reach the line: the last one is being read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) active = ids[ids.length - 1]
      document.querySelectorAll<HTMLElement>(TOC_LINK.selector()).forEach((link) => {
        const on = link.getAttribute(TOC_LINK.name) === active
        link.toggleAttribute(TOC_ACTIVE.name, on)
        if (on) link.setAttribute('aria-current', 'location')
        else link.removeAttribute('aria-current')
      })
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [ids])
  return null
}

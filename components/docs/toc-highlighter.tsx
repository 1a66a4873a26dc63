'use client'
import { useEffect } from 'react'

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
      document.querySelectorAll<HTMLElement>('[data-toc-link]').forEach((link) => {
        const on = link.dataset.tocLink === active
        link.toggleAttribute('data-active', on)
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

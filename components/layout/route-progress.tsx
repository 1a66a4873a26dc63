'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

/** SPEC §4 / §9: the bar appears only when a route change takes longer than this. */
export const PROGRESS_DELAY_MS = 200

/** The internal URL a click will navigate to, or null when it stays on this page or leaves the site. */
export function navigationTarget(event: MouseEvent, location: Location): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin || url.pathname === location.pathname) return null
  return url
}

/** A thin bar at the top of the window while a slow client-side route change is under way. */
export function RouteProgress({ label }: { label: string }) {
  const pathname = usePathname()
  // The path the visitor was leaving when the delay ran out; the bar shows until the path changes.
  const [slowFrom, setSlowFrom] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [pathname])

  useEffect(() => {
    const start = () => {
      clearTimeout(timer.current)
      setSlowFrom(null)
      const from = window.location.pathname
      timer.current = setTimeout(() => setSlowFrom(from), PROGRESS_DELAY_MS)
    }
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event, window.location)) start()
    }
    const stop = () => {
      clearTimeout(timer.current)
      setSlowFrom(null)
    }
    // Capture phase: it runs before next/link's own handler calls preventDefault on the click.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', start)
    window.addEventListener('pagehide', stop)
    return () => {
      clearTimeout(timer.current)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', start)
      window.removeEventListener('pagehide', stop)
    }
  }, [])

  if (slowFrom === null || slowFrom !== pathname) return null
  return (
    <div
      role="progressbar"
      aria-label={label}
      data-testid="route-progress"
      className="fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden bg-accent-soft"
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-accent motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  )
}

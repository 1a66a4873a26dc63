'use client'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import type { Behaviours } from '@/lib/enhance'
import { ANNOUNCEMENT_STORAGE_KEY } from '@/lib/head-script'
import { followLinks } from '@/lib/links'
import { ANNOUNCEMENT_DISMISSED, ANNOUNCEMENT_ID, DISCLOSURE, HYDRATED, JS } from '@/lib/data-attributes/page'

/**
 * Attaches the site's behaviours to the layout's server-rendered markup. Renders nothing. Clicks on internal
 * links (lib/links.ts) navigate client-side at once; the rest (lib/enhance.ts: prefetch, menus, navbar, progress
 * bar, banners, search) is not needed to read the page or follow a link, so it is fetched when the browser is idle.
 */
export function SiteBehaviour() {
  const pathname = usePathname()
  const router = useRouter()
  const behaviours = useRef<Behaviours>(null)

  useEffect(() => followLinks(router), [router])

  useEffect(() => {
    restoreHtmlState()
    let stopped = false
    const cancel = whenIdle(() => {
      void import('@/lib/enhance').then(({ startBehaviours }) => {
        if (!stopped) behaviours.current = startBehaviours(router)
      })
    })
    return () => {
      stopped = true
      cancel()
      behaviours.current?.dispose()
      behaviours.current = null
    }
  }, [router])

  // A new route: menus close, its links are watched for prefetch, the progress bar goes away.
  useEffect(() => {
    document.querySelectorAll<HTMLDetailsElement>(`details${DISCLOSURE.selector()}[open]`).forEach((d) => (d.open = false))
    behaviours.current?.onRoute(pathname)
  }, [pathname])

  return null
}

/** Runs `callback` when the browser is idle, 300 ms after hydration at the latest (Safari has no requestIdleCallback). Returns a cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 300 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 1)
  return () => clearTimeout(id)
}

/**
 * The head script marks <html> (data-js, a dismissed announcement) before first paint. A client-side
 * switch of language remounts the layout and React resets <html>'s attributes: mark it again.
 */
function restoreHtmlState() {
  const html = document.documentElement
  html.setAttribute(JS.name, '')
  html.setAttribute(HYDRATED.name, '')
  const id = document.querySelector(ANNOUNCEMENT_ID.selector())?.getAttribute(ANNOUNCEMENT_ID.name)
  try {
    if (id && localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY) === id) html.setAttribute(ANNOUNCEMENT_DISMISSED.name, '')
  } catch {
    // Storage may be blocked: the bar then shows.
  }
}

'use client'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import type { Behaviours } from '@/lib/browser/enhance'
import { browserStorage } from '@/lib/browser/browser-storage'
import { ANNOUNCEMENT_STORAGE_KEY } from '@/lib/storage-keys'
import { followLinks } from '@/lib/browser/links'
import { ANNOUNCEMENT_DISMISSED, ANNOUNCEMENT_ID, DISCLOSURE, HYDRATED, JS, THEME_TOGGLE } from '@/lib/data-attributes/page'

/**
 * Attaches the site's behaviours to the layout's server-rendered markup. Renders nothing. Clicks on internal
 * links (lib/browser/links.ts) navigate client-side at once; the rest (lib/browser/enhance.ts: prefetch, menus, navbar, progress
 * bar, banners, search) is not needed to read the page or follow a link, so it is a chunk of its own, fetched once
 * the page has hydrated.
 */
export function SiteBehaviour() {
  const pathname = usePathname()
  const router = useRouter()
  const behaviours = useRef<Behaviours>(null)

  useEffect(() => followLinks(router), [router])
  useEffect(reflectTheme, [])

  useEffect(() => {
    restoreHtmlState()
    let stopped = false
    // Fetched once the page has hydrated, not when the browser is first idle: ready about 130–200 ms sooner on a
    // throttled phone, with no more blocking time (npm run bench:field; docs/performance.md).
    void import('@/lib/browser/enhance').then(({ startBehaviours }) => {
      if (!stopped) behaviours.current = startBehaviours(router)
    })
    return () => {
      stopped = true
      behaviours.current?.dispose()
      behaviours.current = null
    }
  }, [router])

  // A new route: menus close, the progress bar goes away. Not the first: a menu the visitor opened before hydration
  // stays open.
  const firstPath = useRef<string | null>(pathname)
  useEffect(() => {
    if (firstPath.current === pathname) return
    firstPath.current = null
    document.querySelectorAll<HTMLDetailsElement>(`details${DISCLOSURE.selector()}[open]`).forEach((d) => (d.open = false))
    behaviours.current?.onRoute(pathname)
  }, [pathname])

  return null
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
  // Where the browser refuses storage, the bar shows again.
  if (id && browserStorage('localStorage')?.getItem(ANNOUNCEMENT_STORAGE_KEY) === id) html.setAttribute(ANNOUNCEMENT_DISMISSED.name, '')
}

/**
 * The theme switch says whether dark mode is on (`aria-pressed`), from hydration on: the theme is the class on <html>,
 * which the head script, next-themes or a change of the system's preference set. The head script also sets it on a
 * click before hydration.
 */
function reflectTheme() {
  const html = document.documentElement
  const update = () => {
    const dark = String(html.classList.contains('dark'))
    document.querySelectorAll(THEME_TOGGLE.selector()).forEach((toggle) => toggle.setAttribute('aria-pressed', dark))
  }
  update()
  const observer = new MutationObserver(update)
  observer.observe(html, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

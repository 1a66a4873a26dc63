'use client'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { CONSENT_OPEN_EVENT, delegateActions, enhanceDisclosures, enhanceLinks, hideOnScroll, routeProgress } from '@/lib/enhance'
import { ANNOUNCEMENT_STORAGE_KEY } from '@/lib/head-script'
import { isSearchShortcut } from '@/lib/search-shortcut'

/** Attaches the site's behaviours (lib/enhance.ts, lib/consent.ts) to the layout's server-rendered markup. Renders nothing. */
export function SiteBehaviour() {
  const pathname = usePathname()
  const progress = useRef<ReturnType<typeof routeProgress>>(null)
  const consent = useRef<{ onRoute(path: string): void; dispose(): void }>(null)
  const router = useRouter()
  const links = useRef<ReturnType<typeof enhanceLinks>>(null)

  // Internal links navigate client-side and are prefetched in view (SPEC §7).
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: Parameters<typeof enhanceLinks>[1] }).connection
    links.current = enhanceLinks(router, connection)
    return () => links.current?.dispose()
  }, [router])

  useEffect(() => {
    restoreHtmlState()
    const header = document.querySelector<HTMLElement>('header[data-navbar]')
    const bar = document.querySelector<HTMLElement>('[data-route-progress]')
    progress.current = bar && routeProgress(bar)
    // Analytics code is fetched only where an id is configured (the banner is then in the page).
    const banner = document.querySelector<HTMLElement>('[data-consent-banner]')
    let disposed = false
    if (banner?.dataset.gaId) {
      const gaId = banner.dataset.gaId
      void import('@/lib/consent').then(({ startConsent }) => {
        if (!disposed) consent.current = startConsent(banner, gaId)
      })
    }
    const cleanups = [
      header ? hideOnScroll(header) : () => {},
      enhanceDisclosures(),
      delegateActions({
        'dismiss-announcement': (button) => {
          try {
            localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, button.dataset.announcementId ?? '')
          } catch {
            // Storage may be blocked: the bar still closes for this page view.
          }
          document.documentElement.setAttribute('data-announcement-dismissed', '')
          document.getElementById('content')?.focus()
        },
        'open-consent': () => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT)),
      }),
    ]
    return () => {
      disposed = true
      consent.current?.dispose()
      progress.current?.dispose()
      cleanups.forEach((cleanup) => cleanup())
    }
  }, [])

  // Search: its code (lib/search.ts, then Pagefind) loads only when the visitor first opens it.
  useEffect(() => {
    let search: Promise<typeof import('@/lib/search')> | undefined
    const open = () => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog[data-search-dialog]')
      if (!dialog) return
      search ??= import('@/lib/search')
      search.then(
        ({ openSearch }) => openSearch(dialog, { navigate: (href) => router.push(href) }),
        () => (search = undefined),
      )
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      open()
    }
    document.addEventListener('keydown', onKeyDown)
    const stopActions = delegateActions({ 'open-search': open })
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      stopActions()
    }
  }, [router])

  // A new route: menus close and the progress bar goes away.
  useEffect(() => {
    progress.current?.done()
    links.current?.scan()
    consent.current?.onRoute(pathname)
    document.querySelectorAll<HTMLDetailsElement>('details[data-disclosure][open]').forEach((d) => (d.open = false))
  }, [pathname])

  return null
}

/**
 * The head script marks <html> (data-js, a dismissed announcement) before first paint. A client-side
 * switch of language remounts the layout and React resets <html>'s attributes: mark it again.
 */
function restoreHtmlState() {
  const html = document.documentElement
  html.setAttribute('data-js', '')
  const id = document.querySelector<HTMLElement>('[data-announcement-id]')?.dataset.announcementId
  try {
    if (id && localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY) === id) html.setAttribute('data-announcement-dismissed', '')
  } catch {
    // Storage may be blocked: the bar then shows.
  }
}

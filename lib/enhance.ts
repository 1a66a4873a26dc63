// The site's behaviours, as plain DOM code over server-rendered markup: the client bundle carries no
// markup or class names for them, and everything still works (more plainly) without JavaScript.
// Each function returns its clean-up. Used by components/layout/site-behaviour.tsx.

type Cleanup = () => void

/** Dispatched on window by the footer's cookie settings button: lib/consent.ts reopens the banner. */
export const CONSENT_OPEN_EVENT = 'track:open-consent'

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'

/**
 * The sticky header slides away while the visitor scrolls down and comes back when they scroll up.
 * It never hides while focus or an open menu is inside it (WCAG 2.2 2.4.11).
 */
export function hideOnScroll(header: HTMLElement): Cleanup {
  let lastY = window.scrollY
  let frame = 0
  const mustStay = () => header.contains(document.activeElement) || header.querySelector('details[open]') !== null
  const update = () => {
    frame = 0
    const y = window.scrollY
    if (Math.abs(y - lastY) < 4) return
    header.toggleAttribute('data-hidden', y > lastY && y > header.offsetHeight && !mustStay())
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
}

/**
 * Every `<details data-disclosure>` menu (they open and close without JavaScript) closes on Escape
 * (focus back on its button), on a click outside it or on one of its links; with `data-trap-focus`
 * keyboard focus stays inside while it is open. Delegated, so menus rendered later are covered too.
 */
export function enhanceDisclosures(): Cleanup {
  const openMenus = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-disclosure][open]'))
  const onKeyDown = (event: KeyboardEvent) => {
    const menus = openMenus()
    if (menus.length === 0) return
    if (event.key === 'Escape') {
      event.preventDefault()
      const current = menus.find((d) => d.contains(document.activeElement)) ?? menus[menus.length - 1]
      menus.forEach((d) => (d.open = false))
      current.querySelector('summary')?.focus()
      return
    }
    const trap = menus.find((d) => d.hasAttribute('data-trap-focus') && d.contains(document.activeElement))
    if (event.key !== 'Tab' || !trap) return
    const items = Array.from(trap.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0)
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }
  const onPointerDown = (event: PointerEvent) => {
    for (const d of openMenus()) if (!d.contains(event.target as Node)) d.open = false
  }
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a')
    const menu = link?.closest<HTMLDetailsElement>('details[data-disclosure]')
    if (menu) menu.open = false
  }
  document.addEventListener('keydown', onKeyDown)
  document.addEventListener('pointerdown', onPointerDown)
  document.addEventListener('click', onClick)
  return () => {
    document.removeEventListener('keydown', onKeyDown)
    document.removeEventListener('pointerdown', onPointerDown)
    document.removeEventListener('click', onClick)
  }
}

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

/** SPEC §7: links are prefetched, except on 2g or data-saver connections. */
export function isConstrainedConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

export interface Router {
  push(href: string): void
  prefetch(href: string): void
}

/**
 * Internal links (`<a data-link>`, see components/link.tsx) navigate client-side with the app router,
 * and are prefetched once they scroll into view unless the connection is constrained. Clicks that a
 * browser should handle itself are left alone: modified or middle clicks, other targets, downloads,
 * other sites, and a #hash on the current page.
 */
export function enhanceLinks(router: Router, connection?: NetworkInformation) {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-link]')
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
    const url = new URL(anchor.href, window.location.href)
    if (url.origin !== window.location.origin) return
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return
    event.preventDefault()
    router.push(url.pathname + url.search + url.hash)
  }
  document.addEventListener('click', onClick)

  const prefetched = new Set<string>()
  const observer =
    isConstrainedConnection(connection) || typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer!.unobserve(entry.target)
            const url = new URL((entry.target as HTMLAnchorElement).href, window.location.href)
            if (url.origin !== window.location.origin || prefetched.has(url.pathname) || url.pathname === window.location.pathname) continue
            prefetched.add(url.pathname)
            router.prefetch(url.pathname)
          }
        })
  /** Watches the links now on the page (call again after a route change). */
  const scan = () => {
    document.querySelectorAll('a[data-link=""]').forEach((a) => observer?.observe(a))
  }
  scan()
  return {
    scan,
    dispose() {
      document.removeEventListener('click', onClick)
      observer?.disconnect()
    },
  }
}

/** SPEC §4 / §9: the progress bar appears only when a route change takes longer than this. */
export const PROGRESS_DELAY_MS = 200

/** The internal URL a click will navigate to, or null when it stays on this page or leaves the site. */
export function navigationTarget(event: MouseEvent, location: Location): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin || url.pathname === location.pathname) return null
  return url
}

/** Shows `bar` when a client-side route change started by a link or history takes longer than the delay. */
export function routeProgress(bar: HTMLElement, delay = PROGRESS_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let routePath = window.location.pathname
  const done = () => {
    clearTimeout(timer)
    bar.hidden = true
    routePath = window.location.pathname
  }
  const start = () => {
    done()
    timer = setTimeout(() => (bar.hidden = false), delay)
  }
  const onClick = (event: MouseEvent) => {
    if (navigationTarget(event, window.location)) start()
  }
  // Back and forward between two pages; a change of #hash alone also fires popstate and is no route change.
  const onPopState = () => {
    if (window.location.pathname !== routePath) start()
  }
  // Capture phase: it runs before next/link's own handler calls preventDefault on the click.
  document.addEventListener('click', onClick, true)
  window.addEventListener('popstate', onPopState)
  window.addEventListener('pagehide', done)
  return {
    /** Call when the route has changed. */
    done,
    dispose() {
      done()
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pagehide', done)
    },
  }
}

/** Clicks on elements carrying `data-action="<name>"` run the matching handler. */
export function delegateActions(handlers: Record<string, (element: HTMLElement) => void>): Cleanup {
  const onClick = (event: MouseEvent) => {
    const element = (event.target as Element | null)?.closest?.<HTMLElement>('[data-action]')
    const handler = element && handlers[element.dataset.action ?? '']
    if (handler) handler(element)
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}

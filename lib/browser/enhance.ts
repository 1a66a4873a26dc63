// The site's behaviours, as plain DOM code over server-rendered markup: the client bundle carries no
// markup or class names for them, and everything still works (more plainly) without JavaScript. The markup and this
// code meet through the data-* attributes of lib/data-attributes/.
// None is needed to read the page or follow a link (that is lib/browser/links.ts), so components/layout/site-behaviour.tsx
// loads this module once the page has hydrated and calls startBehaviours(). Each function returns its clean-up.
import {
  ACTION,
  type ActionName,
  ACTIONS,
  BEHAVIOURS,
  CONSENT_BANNER,
  CONSENT_OPEN_EVENT,
  GA_ID,
  NAVBAR,
  NAVBAR_HIDDEN,
  ROUTE_PROGRESS,
  TRAP_FOCUS,
} from '@/lib/data-attributes/layout'
import { DISCLOSURE, ENHANCED_NEEDS, LINK, NEEDS, READY } from '@/lib/data-attributes/page'
import { HIGHLIGHT_PARAM, SEARCH_CLOSE, SEARCH_DIALOG } from '@/lib/data-attributes/search'
import { SEARCH_MESSAGES, SEARCH_STATUS } from '@/lib/data-attributes/search-dialog'
import { toggleCategory } from '@/lib/browser/collapse'
import { clickedLink } from '@/lib/browser/links'
import { isSearchShortcut } from '@/lib/browser/search-shortcut'
import { installRouteData } from '@/lib/browser/route-data'

type Cleanup = () => void

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
    header.toggleAttribute(NAVBAR_HIDDEN.name, y > lastY && y > header.offsetHeight && !mustStay())
    lastY = y
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  const show = () => header.removeAttribute(NAVBAR_HIDDEN.name)
  window.addEventListener('scroll', onScroll, { passive: true })
  header.addEventListener('focusin', show)
  return () => {
    window.removeEventListener('scroll', onScroll)
    header.removeEventListener('focusin', show)
    cancelAnimationFrame(frame)
  }
}

/**
 * Whether `node` belongs to the menu: inside the `<details>`, or inside the panel its summary names with
 * `aria-controls` (the docs menu shows the one sidebar, which sits outside it: components/docs/docs-shell.tsx).
 */
function inMenu(menu: HTMLDetailsElement, node: Node | null): boolean {
  if (!node) return false
  const panel = menu.querySelector(':scope > summary')?.getAttribute('aria-controls')
  return menu.contains(node) || (panel ? (document.getElementById(panel)?.contains(node) ?? false) : false)
}

/**
 * Every `<details data-disclosure>` menu (they open and close without JavaScript) closes on Escape
 * (focus back on its button), on a click outside it or on one of its links; with `data-trap-focus`
 * keyboard focus stays inside while it is open. Delegated, so menus rendered later are covered too.
 */
export function enhanceDisclosures(): Cleanup {
  const openMenus = () => Array.from(document.querySelectorAll<HTMLDetailsElement>(`details${DISCLOSURE.selector()}[open]`))
  const onKeyDown = (event: KeyboardEvent) => {
    const menus = openMenus()
    if (menus.length === 0) return
    if (event.key === 'Escape') {
      event.preventDefault()
      const current = menus.find((d) => inMenu(d, document.activeElement)) ?? menus[menus.length - 1]
      menus.forEach((d) => (d.open = false))
      current.querySelector('summary')?.focus()
      return
    }
    const trap = menus.find((d) => d.hasAttribute(TRAP_FOCUS.name) && d.contains(document.activeElement))
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
    for (const d of openMenus()) if (!inMenu(d, event.target as Node)) d.open = false
  }
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a') ?? null
    for (const d of openMenus()) if (inMenu(d, link)) d.open = false
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

export interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

/** Links are prefetched, except on 2g or data-saver connections. */
export function isConstrainedConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

/** A mouse resting this long on a link is taken as intent; one only passing over it is not. */
export const HOVER_INTENT_MS = 80

/**
 * Internal links (`<a data-link="">`; `data-link="no-prefetch"` opts out) have their route data prefetched when the
 * visitor shows intent: a mouse resting on the link or pressed on it, a finger touching it, keyboard focus reaching it. Each path
 * once, never the current page, and never on a constrained connection. Prefetching every link in view cost 36–138 KB
 * per page view, mostly for pages nobody opened (docs/performance.md). A click on a link not prefetched still
 * navigates client-side (lib/browser/links.ts).
 */
export function prefetchLinks(prefetch: (path: string) => void, connection?: NetworkInformation) {
  if (isConstrainedConnection(connection)) return { dispose: () => {} }
  const prefetched = new Set<string>()
  let hovered: { link: Element; timer: ReturnType<typeof setTimeout> } | null = null
  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>(`a${LINK.selector('')}`) : null
  const prefetchLink = (link: HTMLAnchorElement) => {
    const url = new URL(link.href, window.location.href)
    if (url.origin !== window.location.origin || prefetched.has(url.pathname) || url.pathname === window.location.pathname) return
    prefetched.add(url.pathname)
    prefetch(url.pathname)
  }
  const cancelHover = () => {
    if (hovered) clearTimeout(hovered.timer)
    hovered = null
  }
  const onPointerOver = (event: PointerEvent) => {
    const link = linkOf(event.target)
    if (!link || link === hovered?.link) return
    cancelHover()
    // A finger or pen touching the link is intent at once; a mouse must rest on it.
    if (event.pointerType === 'mouse') hovered = { link, timer: setTimeout(() => prefetchLink(link), HOVER_INTENT_MS) }
    else prefetchLink(link)
  }
  const onPointerOut = (event: PointerEvent) => {
    if (hovered && !hovered.link.contains(event.relatedTarget as Node | null)) cancelHover()
  }
  // Focus reaching a link, or a button pressed on it (the click comes when it is released, about 100 ms later).
  const onIntent = (event: Event) => {
    const link = linkOf(event.target)
    if (link) prefetchLink(link)
  }
  const listeners = [
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['pointerdown', onIntent],
    ['focusin', onIntent],
  ] as const
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { passive: true })
  return {
    dispose() {
      cancelHover()
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener)
    },
  }
}

/** The progress bar appears only when a route change takes longer than this. */
export const PROGRESS_DELAY_MS = 200

/** The internal URL a click will navigate to, or null when it stays on this page or leaves the site. */
export function navigationTarget(event: MouseEvent, location: Location): URL | null {
  const url = clickedLink(event, location)
  return url && url.pathname !== location.pathname ? url : null
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
  // Capture phase: it runs before lib/browser/links.ts calls preventDefault on the click.
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

/** Clicks on elements carrying `data-action="<name>"` (one of ACTIONS) run the matching handler. */
export function delegateActions(handlers: Partial<Record<ActionName, (element: HTMLElement) => void>>): Cleanup {
  const onClick = (event: MouseEvent) => {
    const element = (event.target as Element | null)?.closest?.<HTMLElement>(ACTION.selector())
    const handler = element && handlers[element.getAttribute(ACTION.name) as ActionName]
    if (handler) handler(element)
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}

/** A page a search result opened carries the words searched for: lib/browser/highlight.ts, fetched only then, marks them. */
export function highlightFromSearch() {
  if (!new URLSearchParams(window.location.search).has(HIGHLIGHT_PARAM)) return
  void import('@/lib/browser/highlight').then(({ highlightSearchedWords }) => highlightSearchedWords())
}

/**
 * The search's code did not load (offline, or a deploy replaced its chunk): the console gets the cause, and the dialog,
 * opened if it was not (the head script may have opened it, and the visitor be typing), says that search could not
 * load, its close button closing it. Opening the search again loads the code again.
 */
export function searchUnavailable(dialog: HTMLDialogElement, error: unknown) {
  console.error('Search: its code could not be loaded', error)
  const status = dialog.querySelector(SEARCH_STATUS.selector())
  if (status) status.textContent = dialog.getAttribute(SEARCH_MESSAGES.error.name)
  if (!dialog.open) dialog.showModal()
  dialog.querySelector(SEARCH_CLOSE.selector())?.addEventListener('click', () => dialog.close(), { once: true })
}

/** The page tools of help pages and posts (copy the page, "Was this page helpful?"), fetched on first use. */
const pageTools = () => import('@/lib/browser/page-tools')

/** The controls whose code is here answer from now on, and on each new route, whose page may bring new ones. */
const markReady = () =>
  Object.values(ENHANCED_NEEDS).forEach((needs) =>
    document.querySelectorAll(NEEDS.selector(needs)).forEach((el) => el.setAttribute(READY.name, '')),
  )

export interface Behaviours {
  /** Call when the route has changed: the progress bar goes away, analytics counts the page view. */
  onRoute(pathname: string): void
  dispose(): void
}

/**
 * Attaches every behaviour to the layout's markup (the head script already handles the announcement's dismiss
 * button and the theme switch): the navbar hiding on scroll, the menus, the progress bar, the consent banner (and analytics, lazily), and the search (lazily, with
 * its button and the `/` and Ctrl/Cmd-K shortcuts), and the prefetch of links on intent. Search results open with `router`.
 */
export function startBehaviours(router: { push(href: string): void }): Behaviours {
  const html = document.documentElement
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  // Route data in one request on intent, handed to the router on the click (lib/browser/route-data.ts); the window's
  // fetch is left as it is where nothing is prefetched.
  const routeData = isConstrainedConnection(connection) ? null : installRouteData()
  const prefetch = prefetchLinks((path) => routeData?.prefetch(path), connection)
  const header = document.querySelector<HTMLElement>(`header${NAVBAR.selector()}`)
  const bar = document.querySelector<HTMLElement>(ROUTE_PROGRESS.selector())
  const progress = bar && routeProgress(bar)
  let disposed = false

  // Analytics code is fetched only where an id is configured (the banner is then in the page).
  let consent: { onRoute(path: string): void; dispose(): void } | undefined
  const banner = document.querySelector<HTMLElement>(CONSENT_BANNER.selector())
  const gaId = banner?.getAttribute(GA_ID.name)
  if (banner && gaId) {
    void import('@/lib/browser/consent').then(({ startConsent }) => {
      if (!disposed) consent = startConsent(banner, gaId)
    })
  }

  // Search: its code (lib/browser/search.ts, then Pagefind) loads only when the visitor first opens it.
  let search: Promise<typeof import('@/lib/browser/search')> | undefined
  const openSearch = () => {
    const dialog = document.querySelector<HTMLDialogElement>(`dialog${SEARCH_DIALOG.selector()}`)
    if (!dialog) return
    search ??= import('@/lib/browser/search')
    const navigate = (href: string) => {
      const samePage = new URL(href, window.location.href).pathname === window.location.pathname
      router.push(href)
      // Another page marks the words once its route is in (onRoute); this one has no new route to wait for.
      if (samePage) requestAnimationFrame(highlightFromSearch)
    }
    search.then(
      ({ openSearch }) => openSearch(dialog, { navigate }),
      (error: unknown) => {
        search = undefined
        searchUnavailable(dialog, error)
      },
    )
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return
    event.preventDefault()
    openSearch()
  }
  document.addEventListener('keydown', onKeyDown)
  // Opened from the first paint by the head script (lib/early-controls.ts): fill it in, running what was typed.
  if (document.querySelector(`dialog${SEARCH_DIALOG.selector()}[open]`)) openSearch()

  const cleanups = [
    header ? hideOnScroll(header) : () => {},
    enhanceDisclosures(),
    delegateActions({
      [ACTIONS.openConsent]: () => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT)),
      [ACTIONS.openSearch]: openSearch,
      [ACTIONS.copyPage]: (button) => void pageTools().then(({ copyPage }) => copyPage(button)),
      [ACTIONS.helpfulYes]: (button) => void pageTools().then(({ answerHelpful }) => answerHelpful(button, 'yes')),
      [ACTIONS.helpfulNo]: (button) => void pageTools().then(({ answerHelpful }) => answerHelpful(button, 'no')),
      [ACTIONS.toggleCategory]: toggleCategory,
    }),
    () => document.removeEventListener('keydown', onKeyDown),
  ]
  html.setAttribute(BEHAVIOURS.name, '')
  // These controls answer from now on: the head script replays a tap it kept before.
  markReady()
  highlightFromSearch()

  return {
    onRoute(pathname) {
      progress?.done()
      consent?.onRoute(pathname)
      markReady()
      highlightFromSearch()
    },
    dispose() {
      disposed = true
      html.removeAttribute(BEHAVIOURS.name)
      consent?.dispose()
      progress?.dispose()
      prefetch.dispose()
      routeData?.dispose()
      cleanups.forEach((cleanup) => cleanup())
    },
  }
}

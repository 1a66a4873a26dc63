// The consent banner and the page views (docs/product.md#states), as plain DOM code over the banner
// that ConsentBanner renders hidden. lib/browser/enhance.ts loads this module lazily, only where an analytics id
// is configured. Nothing reaches Google before the visitor accepts; after that, exactly one page_view
// is sent for the page they are on and one for each client-side route change. Where the browser refuses storage
// (lib/browser/browser-storage.ts), the banner asks on every page load and the choice holds until the next one.
import { type Consent, loadGoogleAnalytics, readConsent, revokeGoogleAnalytics, sendPageView, writeConsent } from './analytics'
import { browserStorage } from './browser-storage'
import { NEEDS, READY } from '@/lib/data-attributes/page'
import { CONSENT_CHOICE, CONSENT_OPEN_EVENT } from '@/lib/data-attributes/layout'

export function startConsent(banner: HTMLElement, gaId: string) {
  let consent = readConsent(browserStorage('localStorage'))
  let currentPath = window.location.pathname
  let lastSent: string | null = null

  const measure = () => {
    if (consent !== 'granted' || lastSent === currentPath) return
    loadGoogleAnalytics(gaId)
    lastSent = currentPath
    sendPageView(currentPath)
  }
  const open = () => (banner.hidden = false)
  const onClick = (event: MouseEvent) => {
    const choice = (event.target as Element).closest(CONSENT_CHOICE.selector())?.getAttribute(CONSENT_CHOICE.name) as Consent | undefined
    if (!choice) return
    if (choice === 'denied' && consent === 'granted') revokeGoogleAnalytics()
    if (choice === 'denied') lastSent = null
    consent = choice
    writeConsent(browserStorage('localStorage'), choice)
    banner.hidden = true
    measure()
  }

  banner.addEventListener('click', onClick)
  window.addEventListener(CONSENT_OPEN_EVENT, open)
  if (consent === null) open()
  measure()
  // The footer's cookie settings work from now on: the head script replays a tap it kept before.
  document.querySelectorAll(NEEDS.selector('consent')).forEach((settings) => settings.setAttribute(READY.name, ''))

  return {
    /** Call on every route change with the new path. */
    onRoute(path: string) {
      currentPath = path
      measure()
    },
    dispose() {
      banner.removeEventListener('click', onClick)
      window.removeEventListener(CONSENT_OPEN_EVENT, open)
    },
  }
}

// Google Analytics 4, loaded only after consent (docs/product.md#states). No React here.
export const CONSENT_STORAGE_KEY = 'track-analytics-consent'

export type Consent = 'granted' | 'denied'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/** The stored choice, or null: none stored, or no storage (`null`, lib/browser/browser-storage.ts). */
export function readConsent(storage: Pick<Storage, 'getItem'> | null | undefined): Consent | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    // A storage that refuses reads (lib/browser/browser-storage.ts hands most such cases over as null): no choice known.
    return null
  }
}

export function writeConsent(storage: Pick<Storage, 'setItem'> | null | undefined, consent: Consent) {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, consent)
  } catch {
    // Storage may be blocked; the choice then holds for this visit only.
  }
}

/** Adds the gtag.js script once. Page views are sent by hand, so the automatic one is switched off. */
export function loadGoogleAnalytics(gaId: string) {
  if (window.gtag) return
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag.js expects the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', gaId, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`
  document.head.appendChild(script)
}

export function sendPageView(path: string) {
  window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title })
}

/** Withdrawn consent: stop measuring and remove the cookies gtag.js set. */
export function revokeGoogleAnalytics() {
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' })
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim()
    if (name.startsWith('_ga')) {
      const domain = window.location.hostname.split('.').slice(-2).join('.')
      document.cookie = `${name}=; Max-Age=0; path=/`
      document.cookie = `${name}=; Max-Age=0; path=/; domain=.${domain}`
    }
  }
}

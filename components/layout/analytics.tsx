'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import {
  CONSENT_OPEN_EVENT,
  type Consent,
  loadGoogleAnalytics,
  readConsent,
  revokeGoogleAnalytics,
  sendPageView,
  writeConsent,
} from '@/lib/analytics'

export interface ConsentStrings {
  title: string
  text: string
  accept: string
  decline: string
}

const CONSENT_CHANGE_EVENT = 'track:consent-change'

function subscribeToConsent(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}
const consentSnapshot = () => readConsent(window.localStorage)
/** While prerendering and hydrating the choice is unknown, so nothing is shown: no hydration mismatch. */
const serverConsentSnapshot = () => undefined

/**
 * The consent banner and the page views. Nothing is loaded before the visitor accepts; after that,
 * exactly one page_view is sent for the page they are on and one for each client-side route change.
 * Without a configured id it renders and loads nothing at all.
 */
export function Analytics({ gaId, strings }: { gaId: string | undefined; strings: ConsentStrings }) {
  const pathname = usePathname()
  const consent: Consent | null | undefined = useSyncExternalStore(subscribeToConsent, consentSnapshot, serverConsentSnapshot)
  const [reopened, setReopened] = useState(false)
  const lastSent = useRef<string | null>(null)

  useEffect(() => {
    if (!gaId) return
    const reopen = () => setReopened(true)
    window.addEventListener(CONSENT_OPEN_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen)
  }, [gaId])

  useEffect(() => {
    if (!gaId || consent !== 'granted') return
    loadGoogleAnalytics(gaId)
    if (lastSent.current === pathname) return
    lastSent.current = pathname
    sendPageView(pathname)
  }, [consent, pathname, gaId])

  const choose = (choice: Consent) => {
    if (choice === 'denied' && consent === 'granted') revokeGoogleAnalytics()
    if (choice === 'denied') lastSent.current = null
    writeConsent(window.localStorage, choice)
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT))
    setReopened(false)
  }

  if (!gaId || consent === undefined || (consent !== null && !reopened)) return null
  return (
    <section
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl rounded-card border border-border bg-bg p-4 shadow-xl"
    >
      <h2 id="consent-title" className="font-semibold">
        {strings.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{strings.text}</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => choose('granted')}
          className="min-h-10 rounded-lg bg-accent px-4 text-sm font-semibold text-accent-fg hover:bg-accent-strong"
        >
          {strings.accept}
        </button>
        <button
          type="button"
          onClick={() => choose('denied')}
          className="min-h-10 rounded-lg border border-border px-4 text-sm font-semibold hover:bg-surface"
        >
          {strings.decline}
        </button>
      </div>
    </section>
  )
}

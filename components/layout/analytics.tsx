'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
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

/**
 * The consent banner and the page views. Nothing is loaded before the visitor accepts; after that,
 * exactly one page_view is sent for the page they are on and one for each client-side route change.
 * Without a configured id it renders and loads nothing at all.
 */
export function Analytics({ gaId, strings }: { gaId: string | undefined; strings: ConsentStrings }) {
  const pathname = usePathname()
  // undefined: not read yet (server render and first client render show nothing: no hydration mismatch).
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined)
  const [bannerOpen, setBannerOpen] = useState(false)
  const lastSent = useRef<string | null>(null)

  useEffect(() => {
    if (!gaId) return
    const stored = readConsent(window.localStorage)
    setConsent(stored)
    setBannerOpen(stored === null)
    const reopen = () => setBannerOpen(true)
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
    writeConsent(window.localStorage, choice)
    if (choice === 'denied' && consent === 'granted') revokeGoogleAnalytics()
    if (choice === 'denied') lastSent.current = null
    setConsent(choice)
    setBannerOpen(false)
  }

  if (!bannerOpen) return null
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

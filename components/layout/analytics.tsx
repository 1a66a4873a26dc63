'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import {
  CONSENT_OPEN_EVENT,
  type Consent,
  loadGoogleAnalytics,
  readConsent,
  revokeGoogleAnalytics,
  sendPageView,
  writeConsent,
} from '@/lib/analytics'

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
/** Unknown while prerendering and hydrating. */
const serverConsentSnapshot = () => undefined

/**
 * Drives the consent banner (server-rendered, hidden, in ConsentBanner) and the page views. Nothing is
 * loaded before the visitor accepts; then exactly one page_view is sent for the page they are on and
 * one for each client-side route change. Without an id it does nothing at all.
 */
export function Analytics({ gaId }: { gaId: string | undefined }) {
  const pathname = usePathname()
  const consent: Consent | null | undefined = useSyncExternalStore(subscribeToConsent, consentSnapshot, serverConsentSnapshot)
  const lastSent = useRef<string | null>(null)

  useEffect(() => {
    const banner = document.querySelector<HTMLElement>('[data-consent-banner]')
    if (!gaId || !banner) return
    if (consent === null) banner.hidden = false
    const reopen = () => (banner.hidden = false)
    const choose = (event: MouseEvent) => {
      const choice = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent as Consent | undefined
      if (!choice) return
      if (choice === 'denied') {
        if (readConsent(window.localStorage) === 'granted') revokeGoogleAnalytics()
        lastSent.current = null
      }
      writeConsent(window.localStorage, choice)
      banner.hidden = true
      window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT))
    }
    window.addEventListener(CONSENT_OPEN_EVENT, reopen)
    banner.addEventListener('click', choose)
    return () => {
      window.removeEventListener(CONSENT_OPEN_EVENT, reopen)
      banner.removeEventListener('click', choose)
    }
  }, [gaId, consent])

  useEffect(() => {
    if (!gaId || consent !== 'granted') return
    loadGoogleAnalytics(gaId)
    if (lastSent.current === pathname) return
    lastSent.current = pathname
    sendPageView(pathname)
  }, [consent, pathname, gaId])

  return null
}

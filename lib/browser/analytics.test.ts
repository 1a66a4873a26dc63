// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { CONSENT_STORAGE_KEY, loadGoogleAnalytics, readConsent, sendPageView, writeConsent } from './analytics'

afterEach(() => {
  delete window.gtag
  delete window.dataLayer
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  localStorage.clear()
})

it('reads only the two valid consent values', () => {
  expect(readConsent(localStorage)).toBeNull()
  writeConsent(localStorage, 'granted')
  expect(readConsent(localStorage)).toBe('granted')
  localStorage.setItem(CONSENT_STORAGE_KEY, 'maybe')
  expect(readConsent(localStorage)).toBeNull()
  expect(
    readConsent({
      getItem: () => {
        throw new Error('blocked')
      },
    }),
  ).toBeNull()
})

it('loads gtag.js once, without an automatic page view, and sends page views by hand', () => {
  loadGoogleAnalytics('G-ABC')
  loadGoogleAnalytics('G-ABC')
  const scripts = document.head.querySelectorAll('script[src*="googletagmanager.com/gtag/js?id=G-ABC"]')
  expect(scripts).toHaveLength(1)
  const calls = () => (window.dataLayer as IArguments[]).map((a) => Array.from(a))
  expect(calls()[1]).toEqual(['config', 'G-ABC', { send_page_view: false }])
  sendPageView('/fr/blog')
  expect(calls().filter((c) => c[1] === 'page_view')).toHaveLength(1)
  expect(calls().at(-1)?.[2]).toMatchObject({ page_path: '/fr/blog' })
})

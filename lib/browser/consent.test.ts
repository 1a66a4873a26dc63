// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from 'vitest'
import { CONSENT_STORAGE_KEY } from './analytics'
import { CONSENT_OPEN_EVENT } from '@/lib/data-attributes/layout'
import { startConsent } from './consent'
import { stubProperty } from '@/tests/stub-property'

let banner: HTMLElement
let consent: ReturnType<typeof startConsent> | undefined

beforeEach(() => {
  localStorage.clear()
  history.replaceState(null, '', '/')
  document.body.innerHTML = `<section hidden data-consent-banner>
    <button data-consent="granted">Accept</button><button data-consent="denied">Decline</button></section>`
  banner = document.querySelector('[data-consent-banner]')!
})
afterEach(() => {
  consent?.dispose()
  delete window.gtag
  delete window.dataLayer
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

const pageViews = () =>
  ((window.dataLayer ?? []) as IArguments[])
    .map((a) => Array.from(a))
    .filter((a) => a[1] === 'page_view')
    .map((a) => (a[2] as { page_path: string }).page_path)
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]')
const click = (choice: string) => document.querySelector<HTMLElement>(`[data-consent="${choice}"]`)!.click()

it('asks first and loads nothing until the visitor accepts', () => {
  consent = startConsent(banner, 'G-TEST')
  expect(banner.hidden).toBe(false)
  expect(gtagScripts()).toHaveLength(0)
  expect(window.dataLayer).toBeUndefined()
  click('granted')
  expect(banner.hidden).toBe(true)
  expect(gtagScripts()).toHaveLength(1)
  expect(pageViews()).toEqual(['/'])
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted')
})

it('sends exactly one page_view per route change, none for repeated calls on the same route', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  consent = startConsent(banner, 'G-TEST')
  expect(banner.hidden).toBe(true)
  consent.onRoute('/')
  consent.onRoute('/blog')
  consent.onRoute('/blog')
  consent.onRoute('/fr/blog')
  consent.onRoute('/blog')
  expect(pageViews()).toEqual(['/', '/blog', '/fr/blog', '/blog'])
})

it('declining is remembered, sends nothing, and the footer button reopens the choice', () => {
  consent = startConsent(banner, 'G-TEST')
  click('denied')
  consent.onRoute('/blog')
  expect(banner.hidden).toBe(true)
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied')
  expect(gtagScripts()).toHaveLength(0)
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
  expect(banner.hidden).toBe(false)
})

it('withdrawing consent stops the page views', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  consent = startConsent(banner, 'G-TEST')
  click('denied')
  consent.onRoute('/blog')
  expect(pageViews()).toEqual(['/'])
  expect(window.dataLayer!.map((a) => Array.from(a as IArguments)).some((a) => a[0] === 'consent' && a[1] === 'update')).toBe(true)
})

it('where the browser refuses storage, asks, counts the page once accepted, and lets the footer reopen the choice', () => {
  stubProperty(window, 'localStorage', {
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
  document.body.insertAdjacentHTML('beforeend', '<footer data-needs="consent"><button>Cookie settings</button></footer>')
  consent = startConsent(banner, 'G-TEST')
  expect(banner.hidden).toBe(false)
  expect(document.querySelector('[data-needs="consent"]')!.hasAttribute('data-ready')).toBe(true)
  click('granted')
  expect(banner.hidden).toBe(true)
  expect(pageViews()).toEqual(['/'])
  // The choice holds for the page at hand.
  consent.onRoute('/blog')
  expect(pageViews()).toEqual(['/', '/blog'])
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
  expect(banner.hidden).toBe(false)
})

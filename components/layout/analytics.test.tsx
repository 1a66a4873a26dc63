import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { CONSENT_OPEN_EVENT, CONSENT_STORAGE_KEY } from '@/lib/analytics'

let pathname = '/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))
const { Analytics } = await import('./analytics')

/** The server-rendered banner of ConsentBanner, reduced to what Analytics relies on. */
function Page({ gaId }: { gaId: string | undefined }) {
  return (
    <>
      <section hidden data-consent-banner aria-label="Cookies">
        <button type="button" data-consent="granted">
          Accept
        </button>
        <button type="button" data-consent="denied">
          Decline
        </button>
      </section>
      <Analytics gaId={gaId} />
    </>
  )
}

const pageViews = () =>
  ((window.dataLayer ?? []) as IArguments[])
    .map((a) => Array.from(a))
    .filter((a) => a[1] === 'page_view')
    .map((a) => (a[2] as { page_path: string }).page_path)
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]')
const banner = () => document.querySelector<HTMLElement>('[data-consent-banner]')!

beforeEach(() => {
  pathname = '/'
  localStorage.clear()
})
afterEach(() => {
  delete window.gtag
  delete window.dataLayer
  gtagScripts().forEach((s) => s.remove())
})

it('without an id: the banner stays hidden and nothing loads, even with consent stored', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  render(<Page gaId={undefined} />)
  expect(banner().hidden).toBe(true)
  expect(gtagScripts()).toHaveLength(0)
  expect(window.dataLayer).toBeUndefined()
})

it('asks first and loads nothing until the visitor accepts', () => {
  render(<Page gaId="G-TEST" />)
  expect(banner().hidden).toBe(false)
  expect(gtagScripts()).toHaveLength(0)
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
  expect(banner().hidden).toBe(true)
  expect(gtagScripts()).toHaveLength(1)
  expect(pageViews()).toEqual(['/'])
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted')
})

it('sends exactly one page_view per route change, none for re-renders', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  const { rerender } = render(<Page gaId="G-TEST" />)
  expect(banner().hidden).toBe(true)
  rerender(<Page gaId="G-TEST" />)
  pathname = '/blog'
  rerender(<Page gaId="G-TEST" />)
  rerender(<Page gaId="G-TEST" />)
  pathname = '/fr/blog'
  rerender(<Page gaId="G-TEST" />)
  expect(pageViews()).toEqual(['/', '/blog', '/fr/blog'])
})

it('declining is remembered, and the footer button reopens the choice', () => {
  render(<Page gaId="G-TEST" />)
  fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
  expect(banner().hidden).toBe(true)
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied')
  expect(gtagScripts()).toHaveLength(0)
  act(() => {
    window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
  })
  expect(banner().hidden).toBe(false)
})

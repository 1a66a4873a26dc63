import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { CONSENT_OPEN_EVENT, CONSENT_STORAGE_KEY } from '@/lib/analytics'

let pathname = '/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))
const { Analytics } = await import('./analytics')

const strings = { title: 'Cookies', text: 'Nothing before you accept.', accept: 'Accept', decline: 'Decline' }
const pageViews = () =>
  ((window.dataLayer ?? []) as IArguments[])
    .map((a) => Array.from(a))
    .filter((a) => a[1] === 'page_view')
    .map((a) => (a[2] as { page_path: string }).page_path)
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]')

beforeEach(() => {
  pathname = '/'
  localStorage.clear()
})
afterEach(() => {
  delete window.gtag
  delete window.dataLayer
  gtagScripts().forEach((s) => s.remove())
})

it('without an id: no banner, no script, nothing, even with consent stored', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  const { container } = render(<Analytics gaId={undefined} strings={strings} />)
  expect(container.innerHTML).toBe('')
  expect(gtagScripts()).toHaveLength(0)
  expect(window.dataLayer).toBeUndefined()
})

it('asks first and loads nothing until the visitor accepts', () => {
  render(<Analytics gaId="G-TEST" strings={strings} />)
  expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy()
  expect(gtagScripts()).toHaveLength(0)
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
  expect(gtagScripts()).toHaveLength(1)
  expect(pageViews()).toEqual(['/'])
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted')
})

it('sends exactly one page_view per route change, none for re-renders', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted')
  const { rerender } = render(<Analytics gaId="G-TEST" strings={strings} />)
  expect(screen.queryByRole('region')).toBeNull()
  rerender(<Analytics gaId="G-TEST" strings={strings} />)
  pathname = '/blog'
  rerender(<Analytics gaId="G-TEST" strings={strings} />)
  rerender(<Analytics gaId="G-TEST" strings={strings} />)
  pathname = '/fr/blog'
  rerender(<Analytics gaId="G-TEST" strings={strings} />)
  expect(pageViews()).toEqual(['/', '/blog', '/fr/blog'])
})

it('declining is remembered, and the footer button reopens the choice', () => {
  render(<Analytics gaId="G-TEST" strings={strings} />)
  fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
  expect(screen.queryByRole('region')).toBeNull()
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied')
  expect(gtagScripts()).toHaveLength(0)
  act(() => {
    window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
  })
  expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy()
})

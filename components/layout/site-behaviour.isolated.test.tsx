// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react'
import { beforeEach, expect, it, vi } from 'vitest'

// The first wait includes loading the behaviours' modules (a dynamic import, transformed on first use), which takes
// over vi.waitFor's default second on a loaded two-core machine: the wait is for that state, with room.
const LOADED = { timeout: 10_000 }

const { push, openSearch } = vi.hoisted(() => ({ push: vi.fn(), openSearch: vi.fn() }))
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push }) }))
vi.mock('@/lib/browser/search', () => ({ openSearch }))
const { SiteBehaviour } = await import('./site-behaviour')

beforeEach(() => {
  openSearch.mockClear()
  document.body.innerHTML =
    '<button data-action="open-search">Search</button><input aria-label="Amount"><dialog data-search-dialog></dialog>'
})

it('attaches the behaviours once it has mounted (hydration), and detaches them on unmount', async () => {
  const html = document.documentElement
  const view = render(<SiteBehaviour />)
  expect(html.hasAttribute('data-js')).toBe(true)
  expect(html.hasAttribute('data-behaviours')).toBe(false)
  await vi.waitFor(() => expect(html.hasAttribute('data-behaviours')).toBe(true), LOADED)
  view.unmount()
  expect(html.hasAttribute('data-behaviours')).toBe(false)
})

it('fills in the search dialog the head script opened before the behaviours were attached', async () => {
  document.querySelector('dialog')!.setAttribute('open', '')
  render(<SiteBehaviour />)
  await vi.waitFor(() => expect(openSearch).toHaveBeenCalledTimes(1), LOADED)
})

it('loads and opens the search from the button, "/" and Ctrl+K, but lets "/" be typed in a field', async () => {
  render(<SiteBehaviour />)
  await vi.waitFor(() => expect(document.documentElement.hasAttribute('data-behaviours')).toBe(true), LOADED)
  const dialog = document.querySelector('dialog')
  const input = document.querySelector('input')!
  expect(openSearch).not.toHaveBeenCalled()

  fireEvent.click(document.querySelector('[data-action="open-search"]')!)
  await vi.waitFor(() => expect(openSearch).toHaveBeenCalledTimes(1), LOADED)
  expect(openSearch.mock.calls[0][0]).toBe(dialog)

  expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false)
  await vi.waitFor(() => expect(openSearch).toHaveBeenCalledTimes(2), LOADED)

  expect(fireEvent.keyDown(input, { key: '/' })).toBe(true)
  fireEvent.keyDown(input, { key: 'k', ctrlKey: true })
  await vi.waitFor(() => expect(openSearch).toHaveBeenCalledTimes(3), LOADED)

  // Results open with the app router, without a full reload.
  openSearch.mock.calls[0][1].navigate('/docs/intro')
  expect(push).toHaveBeenCalledWith('/docs/intro')
})

it('makes the theme switch say whether dark mode is on, and follow the theme as it changes', async () => {
  const html = document.documentElement
  html.classList.add('dark')
  document.body.insertAdjacentHTML('beforeend', '<button data-theme-toggle>Dark mode</button>')
  const toggle = document.querySelector('[data-theme-toggle]')!
  const view = render(<SiteBehaviour />)
  expect(toggle.getAttribute('aria-pressed')).toBe('true')
  // next-themes or the system preference changes the class on <html>.
  html.classList.remove('dark')
  await vi.waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'), LOADED)
  view.unmount()
  html.classList.add('dark')
  await Promise.resolve()
  expect(toggle.getAttribute('aria-pressed')).toBe('false')
  html.classList.remove('dark')
})

// @vitest-environment jsdom
// The search's code failing to load (lib/browser/enhance.ts): replaced here by a module that cannot be imported, hence a file
// of its own (vitest.config.ts).
import { afterEach, expect, it, vi } from 'vitest'

// The first wait includes loading the behaviours' modules (a dynamic import, transformed on first use), which takes
// over vi.waitFor's default second on a loaded two-core machine: the wait is for that state, with room.
const LOADED = { timeout: 10_000 }

vi.mock('@/lib/browser/search', () => {
  throw new Error('Failed to load chunk /_next/static/chunks/search.js')
})
const { startBehaviours } = await import('./enhance')

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

it('says so in the search dialog and in the console when the search’s code does not load, and tries again on the next open', async () => {
  document.body.innerHTML = `<button data-action="open-search">Search</button>
    <dialog data-search-dialog data-error="Search could not load."><button data-search-close>Close</button><p data-search-status role="status"></p></dialog>`
  const dialog = document.querySelector('dialog')!
  // jsdom has <dialog> without showModal().
  dialog.showModal = () => dialog.setAttribute('open', '')
  dialog.close = () => dialog.removeAttribute('open')
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const behaviours = startBehaviours({ push: vi.fn() })
  document.querySelector<HTMLElement>('[data-action="open-search"]')!.click()
  await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1), LOADED)
  expect(logged.mock.calls[0][0]).toBe('Search: its code could not be loaded')
  expect(logged.mock.calls[0][1]).toBeInstanceOf(Error)
  expect(dialog.open).toBe(true)
  expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('Search could not load.')
  document.querySelector<HTMLElement>('[data-search-close]')!.click()
  expect(dialog.open).toBe(false)
  document.querySelector<HTMLElement>('[data-action="open-search"]')!.click()
  await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(2), LOADED)
  behaviours.dispose()
})

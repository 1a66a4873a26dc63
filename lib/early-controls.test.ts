// @vitest-environment jsdom
// The controls that answer from the first paint, as the head script runs them (lib/early-controls.mjs), and the
// replay of kept taps once their code marks them ready.
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { earlyControls } from './early-controls.mjs'
import { EARLY_CONTROL_NAMES } from './head-script'
import { isSearchShortcut } from './search-shortcut.mjs'

const html = document.documentElement

beforeAll(() => earlyControls(EARLY_CONTROL_NAMES, isSearchShortcut))

beforeEach(() => {
  // A fresh queue of kept taps for each test (and, as this file replaces a global, vitest runs it in a module graph
  // of its own: the listeners earlyControls adds stay out of the other test files).
  vi.stubGlobal('__trackTaps', [])
  localStorage.clear()
  for (const name of ['class', 'style', 'data-behaviours', 'data-announcement-dismissed']) html.removeAttribute(name)
  document.body.innerHTML = `
    <button data-theme-toggle>Theme</button>
    <button data-action="dismiss-announcement" data-announcement-id="vat-2026">Close</button>
    <button data-action="open-search">Search</button>
    <dialog data-search-dialog><input data-search-input><button data-search-close>Close</button></dialog>
    <main id="content" tabindex="-1"></main>
    <div data-needs="carousel"><button>Next</button></div>
    <div data-needs="vat"><label>5.5 %</label></div>
    <input aria-label="Amount">`
  // jsdom has <dialog> without showModal().
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click()

it('switches the theme at once, stores it under next-themes’ key and tells next-themes', () => {
  const heard: (string | null)[] = []
  const listener = (event: StorageEvent) => heard.push(event.newValue)
  window.addEventListener('storage', listener)
  click('[data-theme-toggle]')
  expect(html.classList.contains('dark')).toBe(true)
  expect(html.style.colorScheme).toBe('dark')
  expect(localStorage.getItem('track-theme')).toBe('dark')
  expect(document.querySelector('[data-theme-toggle]')!.getAttribute('aria-pressed')).toBe('true')
  click('[data-theme-toggle]')
  expect(html.classList.contains('dark')).toBe(false)
  expect(html.classList.contains('light')).toBe(true)
  expect(heard).toEqual(['dark', 'light'])
  window.removeEventListener('storage', listener)
})

it('closes the announcement and remembers it, moving focus to the content', () => {
  click('[data-action="dismiss-announcement"]')
  expect(html.hasAttribute('data-announcement-dismissed')).toBe(true)
  expect(localStorage.getItem('track-announcement-dismissed')).toBe('vat-2026')
  expect(document.activeElement?.id).toBe('content')
})

it('opens the search dialog with its input focused, from the button, "/" and Ctrl+K, until the behaviours take over', () => {
  const dialog = document.querySelector('dialog')!
  click('[data-action="open-search"]')
  expect(dialog.open).toBe(true)
  expect(document.activeElement).toBe(dialog.querySelector('input'))
  click('[data-search-close]')
  expect(dialog.open).toBe(false)

  document.querySelector<HTMLElement>('[aria-label="Amount"]')!.focus()
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }))
  expect(dialog.open).toBe(false)
  const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
  document.body.dispatchEvent(slash)
  expect(dialog.open).toBe(true)
  expect(slash.defaultPrevented).toBe(true)
  dialog.close()
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }))
  expect(dialog.open).toBe(true)
  dialog.close()

  html.setAttribute('data-behaviours', '')
  click('[data-action="open-search"]')
  expect(dialog.open).toBe(false)
})

it('keeps a tap on a control whose code is not ready, shows it busy, and replays it once the code marks it ready', async () => {
  const next = document.querySelector<HTMLElement>('[data-needs="carousel"] button')!
  const handler = vi.fn()
  next.addEventListener('click', handler)
  next.click()
  expect(handler).not.toHaveBeenCalled()
  expect(next.getAttribute('aria-busy')).toBe('true')

  // Another island getting ready replays nothing here.
  document.querySelector('[data-needs="vat"]')!.setAttribute('data-ready', '')
  await vi.waitFor(() => expect(document.querySelector('[data-needs="vat"]')!.hasAttribute('data-ready')).toBe(true))
  await Promise.resolve()
  expect(handler).not.toHaveBeenCalled()

  document.querySelector('[data-needs="carousel"]')!.setAttribute('data-ready', '')
  await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
  expect(next.hasAttribute('aria-busy')).toBe(false)
  // Ready: taps go straight through.
  next.click()
  expect(handler).toHaveBeenCalledTimes(2)
})

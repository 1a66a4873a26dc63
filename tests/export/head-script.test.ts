// The head script as the exported pages carry it (lib/head-script.ts builds it from lib/early-controls.ts at build
// time, compiled by Next): the string of each page, run in a fresh jsdom window per case. What it does before the first
// paint, the controls that answer before any other script, and the taps it keeps. The same behaviours in a real browser,
// against the first paint: tests/e2e/first-paint.spec.ts.
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { HEAD_SCRIPT_NAMES } from '../../lib/head-script'
import { INLINE_SCRIPT, INLINE_SCRIPTS } from '../../lib/data-attributes/page'
import { attr, find, text } from '../../scripts/steps/html'
import { contentPages, documentOf, SITE } from './export'

const headScriptOf = (doc: ReturnType<typeof documentOf>) =>
  find(doc, (el) => el.tagName === 'script' && attr(el, INLINE_SCRIPT.name) === INLINE_SCRIPTS.head)

it('every page carries the head script in its <head>, the same one on every page of an announcement [bet: head-script]', () => {
  const scripts = new Set(contentPages.map((page) => headScriptOf(documentOf(page))).map((el) => (el ? text(el) : 'none')))
  expect(scripts.has('none')).toBe(false)
  expect(scripts.size).toBe(1)
})

const home = documentOf('/')
const SCRIPT = text(headScriptOf(home)!)
const announcement = find(home, (el) => attr(el, HEAD_SCRIPT_NAMES.announcementId) !== undefined)
const ANNOUNCEMENT_ID = announcement && attr(announcement, HEAD_SCRIPT_NAMES.announcementId)

const PAGE = `
  <button data-theme-toggle>Theme</button>
  <button data-action="dismiss-announcement" data-announcement-id="${ANNOUNCEMENT_ID ?? ''}">Close</button>
  <button data-action="open-search">Search</button>
  <dialog data-search-dialog><input data-search-input><button data-search-close>Close</button></dialog>
  <main id="content" tabindex="-1"><input type="checkbox"><input type="email"></main>
  <div data-needs="carousel"><button>Next</button></div>
  <div data-needs="vat"><label>5.5 %</label><input aria-label="Amount"></div>`

/** A fresh window at `path`, with `stored` in its storage, after the head script ran in it. */
function load(path = '/', { stored = {}, body = PAGE }: { stored?: Record<string, string>; body?: string } = {}) {
  const dom = new JSDOM(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
    url: `${SITE}${path}`,
    runScripts: 'outside-only',
  })
  const { window } = dom
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value)
  // jsdom has <dialog> without showModal().
  window.HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  window.HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
  window.eval(SCRIPT)
  const html = window.document.documentElement
  const $ = <T extends Element = HTMLElement>(selector: string) => window.document.querySelector<T & Element>(selector)!
  const key = (init: KeyboardEventInit, target: Element = window.document.body) => {
    const event = new window.KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
    target.dispatchEvent(event)
    return event
  }
  return { window, html, $, key }
}

describe('before the first paint', () => {
  it('marks that JavaScript runs', () => {
    expect(load().html.hasAttribute(HEAD_SCRIPT_NAMES.js)).toBe(true)
  })

  it.each([
    ['/fr/index.html?x=1#price', '/fr?x=1#price'],
    ['/blog/', '/blog'],
    ['/docs/intro.html', '/docs/intro'],
  ])('shows %s as %s in the address bar', (from, to) => {
    const { window } = load(from)
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(to)
  })

  it.runIf(ANNOUNCEMENT_ID)('hides the announcement dismissed under its current id only', () => {
    const key = HEAD_SCRIPT_NAMES.announcementKey
    expect(load('/', { stored: { [key]: 'an-older-one' } }).html.hasAttribute(HEAD_SCRIPT_NAMES.announcementDismissed)).toBe(false)
    expect(load('/', { stored: { [key]: ANNOUNCEMENT_ID! } }).html.hasAttribute(HEAD_SCRIPT_NAMES.announcementDismissed)).toBe(true)
  })

  it('runs where the browser refuses storage: nothing remembered, the controls still answer', () => {
    const dom = new JSDOM('<!DOCTYPE html><html><head></head><body><button data-theme-toggle>Theme</button></body></html>', {
      url: `${SITE}/`,
      runScripts: 'outside-only',
    })
    Object.defineProperty(dom.window, 'localStorage', {
      get: () => {
        throw new dom.window.DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    dom.window.eval(SCRIPT)
    dom.window.document.querySelector<HTMLElement>('[data-theme-toggle]')!.click()
    expect(dom.window.document.documentElement.classList.contains('dark')).toBe(true)
  })

  it('reports any other error instead of hiding it', () => {
    const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', { url: `${SITE}/`, runScripts: 'outside-only' })
    Object.defineProperty(dom.window, 'localStorage', {
      get: () => {
        throw new Error('broken storage')
      },
    })
    expect(() => dom.window.eval(SCRIPT)).toThrow('broken storage')
  })
})

describe('the controls, before any other script', () => {
  it('switches the theme at once, stores it under next-themes’ key and tells next-themes', () => {
    const { window, html, $ } = load()
    const heard: (string | null)[] = []
    window.addEventListener('storage', (event) => heard.push(event.newValue))
    $('[data-theme-toggle]').click()
    expect(html.classList.contains('dark')).toBe(true)
    expect(html.style.colorScheme).toBe('dark')
    expect(window.localStorage.getItem(HEAD_SCRIPT_NAMES.themeKey)).toBe('dark')
    expect($('[data-theme-toggle]').getAttribute('aria-pressed')).toBe('true')
    $('[data-theme-toggle]').click()
    expect([html.classList.contains('dark'), html.classList.contains('light')]).toEqual([false, true])
    expect(heard).toEqual(['dark', 'light'])
  })

  it('closes the announcement and remembers it, moving focus to the content', () => {
    const { window, html, $ } = load()
    $('[data-action="dismiss-announcement"]').click()
    expect(html.hasAttribute(HEAD_SCRIPT_NAMES.announcementDismissed)).toBe(true)
    expect(window.localStorage.getItem(HEAD_SCRIPT_NAMES.announcementKey)).toBe(ANNOUNCEMENT_ID ?? '')
    expect(window.document.activeElement?.id).toBe('content')
  })

  it('opens the search dialog with its input focused, from the button and the shortcut, until the behaviours take over', () => {
    const { window, html, $, key } = load()
    const dialog = $<HTMLDialogElement>('dialog')
    $('[data-action="open-search"]').click()
    expect(dialog.open).toBe(true)
    expect(window.document.activeElement).toBe(dialog.querySelector('input'))
    $('[data-search-close]').click()
    expect(dialog.open).toBe(false)
    // The shortcut rule itself is lib/browser/search-shortcut.ts's (lib/browser/search.test.ts): here, that the page carries it.
    expect(key({ key: '/' }, $('[type="email"]')).defaultPrevented).toBe(false)
    expect(dialog.open).toBe(false)
    expect(key({ key: '/' }, $('[type="checkbox"]')).defaultPrevented).toBe(true)
    expect(dialog.open).toBe(true)
    dialog.close()
    html.setAttribute(HEAD_SCRIPT_NAMES.behaviours, '')
    $('[data-action="open-search"]').click()
    expect(dialog.open).toBe(false)
  })

  it('keeps a tap on a control whose code is not ready, shows it busy, and replays it once the code marks it ready', async () => {
    const { $ } = load()
    const next = $('[data-needs="carousel"] button')
    const handler = vi.fn()
    next.addEventListener('click', handler)
    next.click()
    expect(handler).not.toHaveBeenCalled()
    expect(next.getAttribute('aria-busy')).toBe('true')
    // Another island getting ready replays nothing here (the observer runs as a microtask: one await lets it).
    $('[data-needs="vat"]').setAttribute('data-ready', '')
    await Promise.resolve()
    expect(next.getAttribute('aria-busy')).toBe('true')
    expect(handler).not.toHaveBeenCalled()
    $('[data-needs="carousel"]').setAttribute('data-ready', '')
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1))
    expect(next.hasAttribute('aria-busy')).toBe(false)
    next.click()
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('lets a click into a text field through', () => {
    const { $ } = load()
    const field = $('[aria-label="Amount"]')
    field.click()
    expect(field.hasAttribute('aria-busy')).toBe(false)
  })
})

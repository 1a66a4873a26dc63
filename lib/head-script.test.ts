// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { normalizePath } from './clean-url.mjs'
import { ANNOUNCEMENT_STORAGE_KEY, headScript } from './head-script'
import { stubProperty } from '@/tests/stub-property'

describe('normalizePath (.html and /index.html are shown as the bare path)', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/blog.html', '/blog'],
    ['/blog/', '/blog'],
    ['/fr/index.html', '/fr'],
    ['/fr/blog/index.html', '/fr/blog'],
    ['/blog/how-to-negotiate.html', '/blog/how-to-negotiate'],
    ['/docs/intro', '/docs/intro'],
  ])('%s → %s', (input, expected) => expect(normalizePath(input)).toBe(expected))
})

describe('headScript', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.removeAttribute('data-announcement-dismissed')
    document.documentElement.removeAttribute('data-js')
    history.replaceState(null, '', '/')
  })
  const run = (id?: string) => new Function(headScript(id))()

  it('marks JavaScript as running', () => {
    run()
    expect(document.documentElement.hasAttribute('data-js')).toBe(true)
  })

  it('rewrites /fr/index.html to /fr in the address bar, keeping query and hash', () => {
    history.replaceState(null, '', '/fr/index.html?x=1#price')
    run()
    expect(location.pathname + location.search + location.hash).toBe('/fr?x=1#price')
  })

  it('hides the announcement dismissed under the current id only', () => {
    localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'old-id')
    run('new-id')
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(false)
    localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'new-id')
    run('new-id')
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(true)
  })

  it('opens search on the shortcut of lib/search-shortcut.mjs before any other script: "/" from a checkbox, not from a text field', () => {
    document.body.innerHTML = '<input type="checkbox"><input type="email"><dialog data-search-dialog><input data-search-input></dialog>'
    const dialog = document.querySelector('dialog')!
    // jsdom has <dialog> without showModal().
    dialog.showModal = () => dialog.setAttribute('open', '')
    run()
    const slash = (target: Element) => target.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }))
    slash(document.querySelector('[type="email"]')!)
    expect(dialog.open).toBe(false)
    slash(document.querySelector('[type="checkbox"]')!)
    expect(dialog.open).toBe(true)
    document.body.innerHTML = ''
  })

  it('never throws, even when storage is blocked', () => {
    stubProperty(window, 'localStorage', {
      get() {
        throw new Error('blocked')
      },
    })
    expect(() => run('id')).not.toThrow()
  })
})

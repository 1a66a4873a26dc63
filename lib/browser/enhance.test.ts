// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  delegateActions,
  enhanceDisclosures,
  isConstrainedConnection,
  navigationTarget,
  prefetchLinks,
  HOVER_INTENT_MS,
  PROGRESS_DELAY_MS,
  routeProgress,
} from './enhance'

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('routeProgress (only when a route change takes longer than 200 ms)', () => {
  let bar: HTMLElement
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div hidden id="bar"></div><a id="go" href="/blog">Blog</a><a id="same" href="#x">x</a>'
    bar = document.getElementById('bar')!
  })
  const click = (id: string) =>
    document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))

  it('shows the bar after 200 ms and hides it when the route changes', () => {
    const progress = routeProgress(bar)
    click('go')
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1)
    expect(bar.hidden).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar.hidden).toBe(false)
    progress.done()
    expect(bar.hidden).toBe(true)
    progress.dispose()
  })

  it('never shows for a route change faster than 200 ms, nor for a same-page anchor', () => {
    const progress = routeProgress(bar)
    click('go')
    vi.advanceTimersByTime(150)
    progress.done()
    vi.advanceTimersByTime(1000)
    expect(bar.hidden).toBe(true)
    click('same')
    window.dispatchEvent(new PopStateEvent('popstate'))
    vi.advanceTimersByTime(1000)
    expect(bar.hidden).toBe(true)
    progress.dispose()
  })
})

it('navigationTarget ignores other sites, new tabs, modified clicks and the current page', () => {
  const location = new URL('/blog', window.location.origin) as unknown as Location
  const event = (href: string, init: MouseEventInit = {}, target = '') => {
    const a = document.createElement('a')
    a.href = href
    a.target = target
    document.body.appendChild(a)
    const e = new MouseEvent('click', { button: 0, ...init })
    Object.defineProperty(e, 'target', { value: a })
    return e
  }
  expect(navigationTarget(event('/docs'), location)?.pathname).toBe('/docs')
  expect(navigationTarget(event('/blog#x'), location)).toBeNull()
  expect(navigationTarget(event('https://example.org/'), location)).toBeNull()
  expect(navigationTarget(event('/docs', {}, '_blank'), location)).toBeNull()
  expect(navigationTarget(event('/docs', { metaKey: true }), location)).toBeNull()
})

describe('enhanceDisclosures', () => {
  let cleanup: () => void
  beforeEach(() => {
    document.body.innerHTML = `
      <details data-disclosure data-trap-focus id="menu"><summary>Menu</summary><a href="/a" id="a">A</a><a href="/b" id="b">B</a></details>
      <button id="outside">Outside</button>`
    cleanup = enhanceDisclosures()
    // jsdom does no layout: make every element count as visible.
    for (const el of document.querySelectorAll('a, summary')) (el as HTMLElement).getClientRects = () => [{}] as unknown as DOMRectList
  })
  afterEach(() => cleanup())
  const menu = () => document.getElementById('menu') as HTMLDetailsElement
  const key = (k: string, shiftKey = false) =>
    document.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }))

  it('closes on Escape and returns focus to its button', () => {
    menu().open = true
    document.getElementById('a')!.focus()
    key('Escape')
    expect(menu().open).toBe(false)
    expect(document.activeElement?.tagName).toBe('SUMMARY')
  })

  it('keeps Tab inside while open', () => {
    menu().open = true
    document.getElementById('b')!.focus()
    key('Tab')
    expect(document.activeElement?.tagName).toBe('SUMMARY')
    key('Tab', true)
    expect(document.activeElement?.id).toBe('b')
  })

  it('closes on a click outside or on one of its links', () => {
    menu().open = true
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    expect(menu().open).toBe(false)
    menu().open = true
    document.getElementById('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(menu().open).toBe(false)
  })

  it('counts the panel its summary controls as inside it', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<details data-disclosure id="docs"><summary aria-controls="panel">Menu</summary></details>
       <aside id="panel"><button id="fold">Fold</button><a href="/c" id="c">C</a></aside>`,
    )
    const docs = document.getElementById('docs') as HTMLDetailsElement
    docs.open = true
    document.getElementById('fold')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    expect(docs.open).toBe(true)
    document.getElementById('fold')!.focus()
    key('Escape')
    expect(docs.open).toBe(false)
    expect(document.activeElement).toBe(docs.querySelector('summary'))
    docs.open = true
    document.getElementById('c')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(docs.open).toBe(false)
  })
})

it('delegateActions runs the handler named by data-action', () => {
  document.body.innerHTML = '<button data-action="open-search" data-who="you"><span id="inner">Hi</span></button>'
  const seen: string[] = []
  const cleanup = delegateActions({ 'open-search': (el) => seen.push(el.dataset.who!) })
  document.getElementById('inner')!.click()
  cleanup()
  document.getElementById('inner')!.click()
  expect(seen).toEqual(['you'])
})

describe('prefetchLinks', () => {
  const links =
    '<a data-link="" href="/blog"><span>Blog</span></a><a data-link="" href="/blog">Blog</a><a data-link="no-prefetch" href="/get">Get</a><a data-link="" href="/">Home</a><a href="https://example.com/x">Out</a>'
  const over = (el: Element, pointerType: string) => el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType }))

  it('prefetches a link a finger touches or focus reaches, each path once, never this page, an opted-out or external link', () => {
    history.replaceState(null, '', '/')
    document.body.innerHTML = links
    const prefetch = vi.fn()
    const intent = prefetchLinks(prefetch, { effectiveType: '4g' })
    const [blog, blogAgain, get, home, out] = document.querySelectorAll('a')
    over(blog.querySelector('span')!, 'touch')
    blogAgain.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    over(get, 'touch')
    over(home, 'touch')
    over(out, 'touch')
    expect(prefetch.mock.calls).toEqual([['/blog']])
    intent.dispose()
    over(blog, 'touch')
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('prefetches a link the moment a mouse button is pressed on it, before the click', () => {
    history.replaceState(null, '', '/')
    document.body.innerHTML = '<a data-link="" href="/blog"><span>Blog</span></a>'
    const prefetch = vi.fn()
    const intent = prefetchLinks(prefetch, {})
    document.querySelector('span')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }))
    expect(prefetch.mock.calls).toEqual([['/blog']])
    intent.dispose()
  })

  it('prefetches a link a mouse rests on, not one it passes over', () => {
    vi.useFakeTimers()
    history.replaceState(null, '', '/')
    document.body.innerHTML = '<a data-link="" href="/blog">Blog</a><a data-link="" href="/docs">Docs</a>'
    const prefetch = vi.fn()
    const intent = prefetchLinks(prefetch, {})
    const [blog, docs] = document.querySelectorAll('a')
    over(blog, 'mouse')
    blog.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: docs }))
    over(docs, 'mouse')
    vi.advanceTimersByTime(HOVER_INTENT_MS)
    expect(prefetch.mock.calls).toEqual([['/docs']])
    intent.dispose()
    vi.useRealTimers()
  })

  it('prefetches nothing on a constrained connection', () => {
    history.replaceState(null, '', '/')
    document.body.innerHTML = links
    const prefetch = vi.fn()
    const intent = prefetchLinks(prefetch, { saveData: true })
    over(document.querySelector('a')!, 'touch')
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(prefetch).not.toHaveBeenCalled()
    intent.dispose()
  })
})

it('isConstrainedConnection: 2g and data-saver', () => {
  expect(isConstrainedConnection(undefined)).toBe(false)
  expect(isConstrainedConnection({ effectiveType: '4g' })).toBe(false)
  expect(isConstrainedConnection({ effectiveType: '3g' })).toBe(false)
  expect(isConstrainedConnection({ effectiveType: '2g' })).toBe(true)
  expect(isConstrainedConnection({ effectiveType: 'slow-2g' })).toBe(true)
  expect(isConstrainedConnection({ effectiveType: '4g', saveData: true })).toBe(true)
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followLinks } from './links'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('followLinks', () => {
  const router = () => ({ push: vi.fn() })
  const click = (el: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
    el.dispatchEvent(event)
    return event
  }

  it('navigates client-side on a plain click, keeping query and hash', () => {
    history.replaceState(null, '', '/')
    document.body.innerHTML = '<a data-link href="/docs/intro?x=1#y"><span id="inner">FAQ</span></a>'
    const r = router()
    const stop = followLinks(r)
    const event = click(document.getElementById('inner')!)
    expect(event.defaultPrevented).toBe(true)
    expect(r.push).toHaveBeenCalledWith('/docs/intro?x=1#y')
    stop()
  })

  it('leaves modified clicks, new tabs, downloads, other sites and same-page anchors to the browser', () => {
    history.replaceState(null, '', '/blog')
    document.body.innerHTML = `
      <a data-link id="a" href="/docs">Docs</a>
      <a data-link id="b" href="/docs" target="_blank">Docs</a>
      <a data-link id="c" href="/x.pdf" download>File</a>
      <a data-link id="d" href="https://example.org/">Other</a>
      <a data-link id="e" href="#section">Section</a>
      <a id="f" href="/docs">Not ours</a>`
    const r = router()
    const stop = followLinks(r)
    expect(click(document.getElementById('a')!, { metaKey: true }).defaultPrevented).toBe(false)
    expect(click(document.getElementById('a')!, { button: 1 }).defaultPrevented).toBe(false)
    for (const id of ['b', 'c', 'd', 'e', 'f']) expect(click(document.getElementById(id)!).defaultPrevented).toBe(false)
    expect(r.push).not.toHaveBeenCalled()
    stop()
  })
})

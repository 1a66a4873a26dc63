import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

let pathname = '/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

const { RouteProgress, PROGRESS_DELAY_MS, navigationTarget } = await import('./route-progress')

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function clickLink(href: string, init: MouseEventInit = {}) {
  const a = document.createElement('a')
  a.href = href
  document.body.appendChild(a)
  act(() => {
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  })
  a.remove()
}

it('shows the bar only once a route change has taken longer than 200 ms, and hides it on arrival', () => {
  const { rerender } = render(<RouteProgress label="Loading" />)
  clickLink('/blog')
  act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1))
  expect(screen.queryByRole('progressbar')).toBeNull()
  act(() => vi.advanceTimersByTime(2))
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
  pathname = '/blog'
  rerender(<RouteProgress label="Loading" />)
  expect(screen.queryByRole('progressbar')).toBeNull()
})

it('a fast route change never shows it', () => {
  pathname = '/'
  const { rerender } = render(<RouteProgress label="Loading" />)
  clickLink('/docs/intro')
  act(() => vi.advanceTimersByTime(120))
  pathname = '/docs/intro'
  rerender(<RouteProgress label="Loading" />)
  act(() => vi.advanceTimersByTime(1000))
  expect(screen.queryByRole('progressbar')).toBeNull()
})

it('ignores same-page anchors, other sites, new tabs and modified clicks', () => {
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

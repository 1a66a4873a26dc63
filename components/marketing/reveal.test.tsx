// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { Reveal } from './reveal'

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void

let notify: Callback = () => {}
const observed: Element[] = []
class FakeIntersectionObserver {
  constructor(callback: Callback) {
    notify = callback
  }
  observe(element: Element) {
    observed.push(element)
  }
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals()
  observed.length = 0
})

function renderPage() {
  return render(
    <>
      <section data-reveal data-testid="one" />
      <section data-reveal data-testid="two" />
      <Reveal />
    </>,
  )
}

it('marks each section as revealed when it scrolls into view, and only then', () => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  const { getByTestId } = renderPage()
  const [one, two] = [getByTestId('one'), getByTestId('two')]
  expect(observed).toEqual([one, two])
  act(() =>
    notify([
      { isIntersecting: true, target: one },
      { isIntersecting: false, target: two },
    ]),
  )
  expect(one.hasAttribute('data-revealed')).toBe(true)
  expect(two.hasAttribute('data-revealed')).toBe(false)
  act(() => notify([{ isIntersecting: true, target: two }]))
  expect(two.hasAttribute('data-revealed')).toBe(true)
})

it('reveals everything when IntersectionObserver is missing', () => {
  vi.stubGlobal('IntersectionObserver', undefined)
  const { getByTestId } = renderPage()
  expect(getByTestId('one').hasAttribute('data-revealed')).toBe(true)
  expect(getByTestId('two').hasAttribute('data-revealed')).toBe(true)
})

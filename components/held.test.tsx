// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { Held } from './held'

afterEach(() => document.body.replaceChildren())

/** A page as the server wrote it: a held footer, its content only in the HTML. */
function serverPage(hold: string) {
  const container = document.createElement('div')
  container.innerHTML = `<footer data-held="${hold}" class="site"><a href="/blog">Blog</a></footer>`
  document.body.append(container)
  return container
}

it('renders its children, marked with its hold, when it has them (route data, development)', () => {
  const { container } = render(
    <Held as="ul" hold="live" className="list">
      <li>One</li>
    </Held>,
  )
  expect(container.innerHTML).toBe('<ul class="list" data-held="live"><li>One</li></ul>')
})

it('hydrates without its children: the HTML keeps its content, the same nodes', async () => {
  const container = serverPage('hydrate')
  const link = container.querySelector('a')
  await act(async () => {
    hydrateRoot(container, <Held as="footer" hold="hydrate" className="site" />)
  })
  expect(container.querySelector('footer a')).toBe(link)
  expect(container.textContent).toBe('Blog')
})

it('mounted again from the same payload, takes the content of the element it replaces', async () => {
  const container = serverPage('again')
  const link = container.querySelector('a')
  let root = hydrateRoot(container, <Held as="footer" hold="again" className="site" />)
  await act(async () => {})
  await act(async () => root.unmount())
  expect(container.innerHTML).toBe('')
  root = createRoot(container)
  await act(async () => root.render(<Held as="footer" hold="again" className="site" />))
  expect(container.querySelector('footer a')).toBe(link)
  // And once more: the content follows the element it last moved to.
  await act(async () => root.render(<p>elsewhere</p>))
  await act(async () => root.render(<Held as="footer" hold="again" className="site" />))
  expect(container.querySelector('footer a')).toBe(link)
})

it('fails, naming its hold, when the page has no element to take the content from', () => {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  expect(() => act(() => root.render(<Held as="div" hold="missing" />))).toThrow('no [data-held="missing"] in the page')
})

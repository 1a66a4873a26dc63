import { expect, it } from 'vitest'
import { canonicalRedirect } from './serve.mjs'

it.each([
  ['/', null],
  ['/blog', null],
  ['/index.html', '/'],
  ['/blog.html', '/blog'],
  ['/blog/', '/blog'],
  ['/fr/index.html', '/fr'],
  ['/fr/docs/intro.html', '/fr/docs/intro'],
])('a CDN with clean URLs redirects %s to %s', (path, expected) => {
  expect(canonicalRedirect(path)).toBe(expected)
})

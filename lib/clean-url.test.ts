import { describe, expect, it } from 'vitest'
import { normalizePath } from './clean-url'

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/blog.html', '/blog'],
    ['/blog/', '/blog'],
    ['/fr/index.html', '/fr'],
    ['/fr/blog/index.html', '/fr/blog'],
    ['/blog/how-to-negotiate.html', '/blog/how-to-negotiate'],
    ['/docs/intro', '/docs/intro'],
  ])('shows %s as %s', (input, expected) => expect(normalizePath(input)).toBe(expected))

  // A redirect to what it returns must stay on this site: `//host` and `/\host` are other hosts to a browser.
  it.each([
    ['//evil.example/', '/evil.example'],
    ['//evil.example', '/evil.example'],
    ['///evil.example/x.html', '/evil.example/x'],
    ['/\\evil.example/', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/a\\b/', '/a%5Cb'],
  ])('keeps %s on the site: %s', (input, expected) => {
    const path = normalizePath(input)
    expect(path).toBe(expected)
    expect(new URL(path, 'https://www.track-crm.app').origin).toBe('https://www.track-crm.app')
  })
})

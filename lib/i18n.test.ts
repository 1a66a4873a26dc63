import { describe, expect, it } from 'vitest'
import { isLocale, localePath, splitLocale } from './i18n'

describe('localePath', () => {
  it.each([
    ['en', '/', '/'],
    ['fr', '/', '/fr'],
    ['en', '/blog', '/blog'],
    ['fr', '/blog', '/fr/blog'],
    ['fr', 'docs/intro', '/fr/docs/intro'],
    ['fr', '/#price', '/fr#price'],
    ['en', '/#price', '/#price'],
    ['fr', '/vat-calculator?amount=1', '/fr/vat-calculator?amount=1'],
  ] as const)('%s %s → %s', (locale, path, expected) => {
    expect(localePath(locale, path)).toBe(expected)
  })
})

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/blog', 'en', '/blog'],
    ['/fr', 'fr', '/'],
    ['/fr/blog/how-to-negotiate', 'fr', '/blog/how-to-negotiate'],
    ['/en/docs/intro', 'en', '/docs/intro'],
    ['/french-page', 'en', '/french-page'],
    ['/frx', 'en', '/frx'],
  ])('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path })
  })

  it('round-trips with localePath', () => {
    for (const path of ['/', '/blog', '/docs/manage-deals/add-a-deal']) {
      for (const locale of ['en', 'fr'] as const) expect(splitLocale(localePath(locale, path))).toEqual({ locale, path })
    }
  })
})

it('isLocale accepts only the two locales', () => {
  expect(isLocale('en')).toBe(true)
  expect(isLocale('fr')).toBe(true)
  expect(isLocale('de')).toBe(false)
  expect(isLocale(undefined)).toBe(false)
})

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'

let pathname = '/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ prefetch() {}, push() {} }) }))
const { LanguageLinks } = await import('./language-links')

it.each([
  ['/', 'en', '/', '/fr'],
  ['/fr', 'fr', '/', '/fr'],
  ['/docs/intro', 'en', '/docs/intro', '/fr/docs/intro'],
  ['/fr/docs/intro', 'fr', '/docs/intro', '/fr/docs/intro'],
  // While prerendering, English pages still have their /en prefix.
  ['/en/blog/how-to-negotiate', 'en', '/blog/how-to-negotiate', '/fr/blog/how-to-negotiate'],
] as const)('on %s the links lead to the same page in each language', (path, locale, enHref, frHref) => {
  pathname = path
  render(
    <ul>
      <LanguageLinks locale={locale} names={{ en: 'English', fr: 'Français' }} className="x" />
    </ul>,
  )
  const en = screen.getByRole('link', { name: 'English' })
  const fr = screen.getByRole('link', { name: 'Français' })
  expect(en.getAttribute('href')).toBe(enHref)
  expect(fr.getAttribute('href')).toBe(frHref)
  expect(fr.getAttribute('hreflang')).toBe('fr')
  expect((locale === 'fr' ? fr : en).getAttribute('aria-current')).toBe('true')
})

import { describe, expect, it } from 'vitest'
import { alternateUrls, createMetadata, socialImagePath } from './metadata'

const SITE = 'https://www.track-crm.app'

describe('createMetadata', () => {
  it('gives the page title (the layout template adds " | Track"), canonical and hreflang alternates', () => {
    const meta = createMetadata({ locale: 'fr', path: '/blog/how-to-negotiate', title: 'Négocier', description: 'Desc' })
    expect(meta.title).toBe('Négocier')
    expect(meta.alternates?.canonical).toBe(`${SITE}/fr/blog/how-to-negotiate`)
    expect(meta.alternates?.languages).toEqual({
      en: `${SITE}/blog/how-to-negotiate`,
      fr: `${SITE}/fr/blog/how-to-negotiate`,
      'x-default': `${SITE}/blog/how-to-negotiate`,
    })
    expect(meta.openGraph).toMatchObject({ title: 'Négocier | Track', locale: 'fr_FR', url: `${SITE}/fr/blog/how-to-negotiate` })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Négocier | Track' })
  })

  it('keeps an absolute title as is (home page)', () => {
    const meta = createMetadata({ locale: 'en', path: '/', title: 'Track | The CRM', absoluteTitle: true, description: 'd' })
    expect(meta.title).toEqual({ absolute: 'Track | The CRM' })
    expect(meta.alternates?.canonical).toBe(SITE)
  })

  it('advertises feeds and can mark a page noindex', () => {
    const meta = createMetadata({
      locale: 'en',
      path: '/blog',
      title: 'Blog',
      description: 'd',
      feeds: { rss: '/blog/rss.xml', atom: '/blog/atom.xml' },
      noindex: true,
    })
    expect(meta.alternates?.types).toEqual({
      'application/rss+xml': `${SITE}/blog/rss.xml`,
      'application/atom+xml': `${SITE}/blog/atom.xml`,
    })
    expect(meta.robots).toEqual({ index: false, follow: true })
  })

  it('points a page shown in French before its translation exists to its English original, unindexed, with no pair', () => {
    const meta = createMetadata({ locale: 'fr', path: '/docs/intro', title: 'Intro', description: 'd', languages: ['en'] })
    expect(meta.alternates?.canonical).toBe(`${SITE}/docs/intro`)
    expect(meta.alternates?.languages).toBeUndefined()
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(meta.openGraph).toMatchObject({ images: [{ url: `${SITE}/og/docs/intro.png` }] })
  })

  it('lists only the languages an original exists in, with x-default', () => {
    const meta = createMetadata({ locale: 'en', path: '/docs/intro', title: 'Intro', description: 'd', languages: ['en'] })
    expect(meta.alternates?.canonical).toBe(`${SITE}/docs/intro`)
    expect(meta.alternates?.languages).toEqual({ en: `${SITE}/docs/intro`, 'x-default': `${SITE}/docs/intro` })
    expect(meta.robots).toBeUndefined()
  })
})

it('alternateUrls maps the home page to the bare origin and /fr', () => {
  expect(alternateUrls('/')).toEqual({ en: SITE, fr: `${SITE}/fr`, 'x-default': SITE })
})

describe('social cards', () => {
  it.each([
    ['en', '/', '/og/index.png'],
    ['fr', '/', '/og/fr.png'],
    ['en', '/blog', '/og/blog.png'],
    ['fr', '/blog/how-to-negotiate', '/og/fr/blog/how-to-negotiate.png'],
    ['en', '/docs/manage-contacts/add-a-contact-import', '/og/docs/manage-contacts/add-a-contact-import.png'],
    ['fr', '/vat-calculator/', '/og/fr/vat-calculator.png'],
  ] as const)('socialImagePath(%s, %s) is %s', (locale, path, expected) => {
    expect(socialImagePath(locale, path)).toBe(expected)
  })

  it("points og:image and twitter:image at the page's own card by default", () => {
    const meta = createMetadata({ locale: 'fr', path: '/docs/intro', title: 'Questions fréquentes', description: 'd' })
    const card = `${SITE}/og/fr/docs/intro.png`
    expect(meta.openGraph?.images).toEqual([{ url: card, width: 1200, height: 630, alt: 'Questions fréquentes | Track' }])
    expect(meta.twitter?.images).toEqual([card])
    const home = createMetadata({ locale: 'en', path: '/', title: 'Track | The CRM', absoluteTitle: true, description: 'd' })
    expect(home.twitter?.images).toEqual([`${SITE}/og/index.png`])
  })

  it('lets a page pass its own image (a post cover)', () => {
    const meta = createMetadata({ locale: 'en', path: '/blog/x', title: 'X', description: 'd', image: '/images/blog/x.png' })
    expect(meta.twitter?.images).toEqual([`${SITE}/images/blog/x.png`])
  })
})

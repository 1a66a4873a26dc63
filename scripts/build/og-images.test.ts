// The social cards: the file of each page (the same rule as lib/metadata.ts), the section line in both
// languages, what is read from a page's HTML, and a real render at 1200×630.
import { describe, expect, it } from 'vitest'
import { socialImagePath } from '@/lib/metadata'
import { cardFileOfUrlPath, cardOfPage, fitToFont, readPage, renderCard, sectionFor, stripLocale, urlPathOfHtml } from './og-images.mjs'

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString('latin1'),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
})

describe('card files', () => {
  it.each([
    ['index.html', 'en', '/'],
    ['fr.html', 'fr', '/'],
    ['blog.html', 'en', '/blog'],
    ['fr/blog/how-to-negotiate.html', 'fr', '/blog/how-to-negotiate'],
    ['blog/5-Tips-to-Increase-Your-Revenue-as-a-Freelancer.html', 'en', '/blog/5-Tips-to-Increase-Your-Revenue-as-a-Freelancer'],
    ['docs/manage-contacts/add-a-contact-import.html', 'en', '/docs/manage-contacts/add-a-contact-import'],
    ['fr/docs/category/manage-deals.html', 'fr', '/docs/category/manage-deals'],
    ['fr/hubspot-discount-promo-code.html', 'fr', '/hubspot-discount-promo-code'],
    ['vat-calculator.html', 'en', '/vat-calculator'],
    ['fr/blog/tags/crm.html', 'fr', '/blog/tags/crm'],
  ] as const)('%s gets the card lib/metadata.ts names for (%s, %s)', (file, locale, path) => {
    const urlPath = urlPathOfHtml(file)
    expect(stripLocale(urlPath, locale)).toBe(path)
    expect(`/${cardFileOfUrlPath(urlPath)}`).toBe(socialImagePath(locale, path))
  })

  it('names the home pages index.png and fr.png', () => {
    expect(cardFileOfUrlPath(urlPathOfHtml('index.html'))).toBe('og/index.png')
    expect(cardFileOfUrlPath(urlPathOfHtml('fr.html'))).toBe('og/fr.png')
    expect(cardFileOfUrlPath(urlPathOfHtml('fr/blog/x.html'))).toBe('og/fr/blog/x.png')
  })
})

describe('section line', () => {
  it.each([
    ['/', 'The simple, free mobile CRM for freelancers', 'Le CRM mobile simple et gratuit pour les indépendants'],
    ['/docs', 'Help centre', 'Centre d’aide'],
    ['/docs/intro', 'Help centre', 'Centre d’aide'],
    ['/docs/category/manage-deals', 'Help centre', 'Centre d’aide'],
    ['/blog', 'Blog', 'Blog'],
    ['/blog/how-to-negotiate', 'Blog', 'Blog'],
    ['/blog/tags/crm', 'Blog', 'Blog'],
    ['/hubspot-discount-promo-code', 'Comparison', 'Comparatif'],
    ['/vat-calculator', 'VAT calculator', 'Calculateur de TVA'],
    ['/roadmap', 'Roadmap', 'Feuille de route'],
    ['/app', 'The app', 'L’appli'],
    ['/get', 'The app', 'L’appli'],
    ['/download', 'The app', 'L’appli'],
    ['/privacy', 'Legal', 'Informations légales'],
    ['/terms', 'Legal', 'Informations légales'],
  ])('%s: "%s" / "%s"', (path, en, fr) => {
    expect(sectionFor('en', path)).toBe(en)
    expect(sectionFor('fr', path)).toBe(fr)
  })
})

describe('reading a page', () => {
  it('takes the language and the og:title without " | Track", entities decoded', () => {
    const html =
      '<html lang="fr" data-scroll-behavior="smooth"><head><meta property="og:title" content="Code promo et réduction Bigin : comparez avec Track &amp; plus | Track"/></head></html>'
    expect(readPage(html)).toEqual({ locale: 'fr', title: 'Code promo et réduction Bigin : comparez avec Track & plus' })
  })

  it('takes the <h1> of the home page, whose og:title is "Track | tagline"', () => {
    const html =
      '<html lang="en"><head><meta property="og:title" content="Track | The simple, free mobile CRM for freelancers"/></head><body><h1 class="x">Your customers, <span>deals</span> and follow-ups, in your pocket.</h1></body></html>'
    expect(readPage(html)).toEqual({ locale: 'en', title: 'Your customers, deals and follow-ups, in your pocket.' })
  })

  it('gives a page that is its own section the tagline as its section line', () => {
    const html = '<html lang="fr"><head><meta property="og:title" content="Centre d’aide | Track"/></head></html>'
    expect(cardOfPage('fr/docs.html', html)).toEqual({
      card: 'og/fr/docs.png',
      locale: 'fr',
      title: 'Centre d’aide',
      section: 'Le CRM mobile simple et gratuit pour les indépendants',
    })
    const post = '<html lang="en"><head><meta property="og:title" content="How to negotiate | Track"/></head></html>'
    expect(cardOfPage('blog/how-to-negotiate.html', post)).toMatchObject({ card: 'og/blog/how-to-negotiate.png', section: 'Blog' })
  })

  it('keeps to the bundled font: narrow no-break spaces become no-break spaces, unknown characters go', () => {
    expect(fitToFont('Pourquoi\u202f? « Oui »')).toBe('Pourquoi\u00a0? « Oui »')
    expect(fitToFont('Hello 👋')).toBe('Hello ')
  })
})

describe('rendering', () => {
  it('draws a 1200×630 PNG, the same bytes every time', async () => {
    const card = { locale: 'fr', title: 'Ajouter un contact à la main', section: 'Centre d’aide' }
    const png = await renderCard(card)
    expect(pngSize(png)).toEqual({ signature: 'PNG', width: 1200, height: 630 })
    expect((await renderCard(card)).equals(png)).toBe(true)
  }, 20_000)
})

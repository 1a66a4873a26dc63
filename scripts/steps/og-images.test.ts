// The social cards: what is read from a page (where its card goes, its title, its section line in both languages), a
// real render at 1200×630, the cache that spares a second build from drawing again, and the checks that stop the build.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cardOfPage, fitToFont, renderCard, run, sectionFor } from './og-images'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { typesetMessages } from '../../lib/french-typography'

const SITE = 'https://www.track-crm.app'

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString('latin1'),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
  /** 3: indexed colours (a palette), 6: RGBA. */
  colourType: png[25],
})

/** A page as the export writes it, with what the card step reads. */
const page = ({ lang = 'en', title = '', image = '', canonical = '', h1 = '' }) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${title ? `<meta property="og:title" content="${title}"/>` : ''}${
    image ? `<meta property="og:image" content="${image}"/>` : ''
  }${canonical ? `<link rel="canonical" href="${canonical}"/>` : ''}</head><body>${h1 ? `<h1 class="x">${h1}</h1>` : ''}</body></html>`

describe('section line', () => {
  /** Each page's section line, by the message of messages/*.json it reads (the tagline for a page of no section). */
  it.each([
    ['/', 'tagline'],
    ['/docs', 'docs'],
    ['/docs/intro', 'docs'],
    ['/docs/category/manage-deals', 'docs'],
    ['/blog', 'blog'],
    ['/blog/how-to-negotiate', 'blog'],
    ['/blog/tags/crm', 'blog'],
    ['/hubspot-discount-promo-code', 'comparison'],
    ['/vat-calculator', 'vat'],
    ['/roadmap', 'roadmap'],
    ['/app', 'app'],
    ['/get', 'app'],
    ['/download', 'app'],
    ['/privacy', 'legal'],
    ['/terms', 'legal'],
  ] as const)('%s: %s (messages/*.json)', (path, key) => {
    // As the pages show them: French typeset (a straight apostrophe typed in messages/fr.json becomes ’ on the card).
    for (const [locale, messages] of [
      ['en', en],
      ['fr', typesetMessages(fr)],
    ] as const) {
      expect(sectionFor(locale, path), locale).toBe(key === 'tagline' ? messages.Metadata.tagline : messages.SocialCard[key])
    }
  })
})

describe('reading a page', () => {
  it('takes the card the page names, its language and its og:title without " | Track", entities decoded', () => {
    const html = page({
      lang: 'fr',
      title: 'Code promo et réduction Bigin : comparez avec Track &amp; plus | Track',
      image: `${SITE}/og/fr/bigin-discount-promo-code.png`,
    })
    expect(cardOfPage('fr/bigin-discount-promo-code.html', html, SITE)).toEqual({
      urlPath: '/fr/bigin-discount-promo-code',
      file: 'og/fr/bigin-discount-promo-code.png',
      own: true,
      locale: 'fr',
      title: 'Code promo et réduction Bigin : comparez avec Track & plus',
      section: 'Comparatif',
    })
  })

  it('takes the h1 of the home page, whose og:title is "Track | tagline"', () => {
    const html = page({
      title: 'Track | The simple, free mobile CRM for freelancers',
      image: `${SITE}/og/index.png`,
      h1: 'Your customers, <span>deals</span>\n and follow-ups, in your pocket.',
    })
    expect(cardOfPage('index.html', html, SITE)).toMatchObject({
      file: 'og/index.png',
      title: 'Your customers, deals and follow-ups, in your pocket.',
    })
  })

  it('gives a page that is its own section the tagline as its section line', () => {
    const html = page({ lang: 'fr', title: 'Centre d’aide | Track', image: `${SITE}/og/fr/docs.png` })
    expect(cardOfPage('fr/docs.html', html, SITE)).toMatchObject({
      title: 'Centre d’aide',
      section: 'Le CRM mobile simple et gratuit pour les indépendants',
    })
  })

  it('lets a page whose canonical URL is another page share that page’s card', () => {
    const html = page({ title: 'Blog, page 1 | Track', image: `${SITE}/og/blog.png`, canonical: `${SITE}/blog` })
    expect(cardOfPage('blog/page/1.html', html, SITE)).toMatchObject({ file: 'og/blog.png', own: false })
  })

  it('leaves the not-found pages without a card, and stops on any other page without one, naming it', () => {
    expect(cardOfPage('fr/404.html', page({ lang: 'fr' }), SITE)).toBeNull()
    expect(() => cardOfPage('roadmap.html', page({ title: 'Roadmap | Track' }), SITE)).toThrow('/roadmap has no <meta property="og:image">')
    // An export made for another address than the build's steps read: the error says so, not that the card is misplaced.
    expect(() => cardOfPage('app.html', page({ image: 'https://elsewhere.example/og/app.png' }), SITE)).toThrow(
      `/app names its card on https://elsewhere.example, but this build is for ${SITE} (NEXT_PUBLIC_SITE_URL): the export was made with another site address`,
    )
    expect(() => cardOfPage('app.html', page({ image: `${SITE}/images/app.png` }), SITE)).toThrow('/app names')
  })

  it('keeps to the font: narrow no-break spaces become no-break spaces, unknown characters go', () => {
    expect(fitToFont('Pourquoi\u202f? « Oui »')).toBe('Pourquoi\u00a0? « Oui »')
    expect(fitToFont('Hello 👋')).toBe('Hello ')
  })
})

describe('rendering', () => {
  it('draws a 1200×630 PNG with a palette, the same bytes every time', async () => {
    const card = { locale: 'fr', title: 'Ajouter un contact à la main', section: 'Centre d’aide' }
    const png = await renderCard(card)
    expect(pngSize(png)).toEqual({ signature: 'PNG', width: 1200, height: 630, colourType: 3 })
    // A card in full colour weighed about 62 KB.
    expect(png.length).toBeLessThan(40_000)
    expect((await renderCard(card)).equals(png)).toBe(true)
  }, 20_000)
})

describe('the step', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-step-'))
  const out = path.join(dir, 'out')
  const cacheDir = path.join(dir, 'cache')
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
    fs.writeFileSync(path.join(out, file), html)
  }

  it('draws each card once, copies it from the cache on the next build, and stops when a page’s card is missing', async () => {
    write('roadmap.html', page({ title: 'Roadmap | Track', image: `${SITE}/og/roadmap.png` }))
    write('blog.html', page({ title: 'The Track blog | Track', image: `${SITE}/og/blog.png`, canonical: `${SITE}/blog` }))
    write('blog/page/1.html', page({ title: 'Blog, page 1 | Track', image: `${SITE}/og/blog.png`, canonical: `${SITE}/blog` }))
    write('404.html', page({}))
    expect(await run(out, { site: SITE, cacheDir })).toBe(
      `2 cards for 3 pages: 2 drawn, 0 from ${path.relative(path.resolve('.'), cacheDir)}/`,
    )
    expect(pngSize(fs.readFileSync(path.join(out, 'og/blog.png')))).toMatchObject({ width: 1200, height: 630 })
    expect(await run(out, { site: SITE, cacheDir })).toMatch(/: 0 drawn, 2 from /)

    // A page that borrows the card of a page that is not there.
    write('blog/page/2.html', page({ title: 'Blog, page 2 | Track', image: `${SITE}/og/news.png`, canonical: `${SITE}/news` }))
    await expect(run(out, { site: SITE, cacheDir })).rejects.toThrow('/blog/page/2 names /og/news.png, which is not in the export')
  }, 30_000)

  it('copies a card from another checkout’s cache (SOCIAL_CARDS_SHARED_CACHE) instead of drawing it, and leaves that cache as it was', async () => {
    const site = path.join(dir, 'shared-site')
    const own = path.join(dir, 'own-cache')
    const shared = path.join(dir, 'shared-cache')
    const card = (name: string) => page({ title: `${name} | Track`, image: `${SITE}/og/${name}.png` })
    fs.mkdirSync(site, { recursive: true })
    fs.writeFileSync(path.join(site, 'roadmap.html'), card('Roadmap'))
    await run(site, { site: SITE, cacheDir: shared })
    const before = fs.readdirSync(shared)
    fs.writeFileSync(path.join(site, 'terms.html'), card('Terms'))
    expect(await run(site, { site: SITE, cacheDir: own, sharedCacheDir: shared })).toMatch(
      /^2 cards for 2 pages: 1 drawn, 1 from .*own-cache\/ \(1 copied from .*shared-cache\)$/,
    )
    expect(fs.readdirSync(shared)).toEqual(before)
    expect(fs.readdirSync(own)).toHaveLength(2)
    expect(fs.readdirSync(own)).toEqual(expect.arrayContaining(before))
  }, 30_000)

  it('draws two cards that show the same thing once, both in flight at the same time', async () => {
    const twins = path.join(dir, 'twins')
    for (const name of ['a', 'b']) {
      fs.mkdirSync(path.join(twins, 'docs'), { recursive: true })
      fs.writeFileSync(path.join(twins, `docs/${name}.html`), page({ title: 'Same title | Track', image: `${SITE}/og/docs/${name}.png` }))
    }
    expect(await run(twins, { site: SITE, cacheDir: path.join(dir, 'twins-cache') })).toMatch(/^2 cards for 2 pages: 1 drawn, 1 from /)
    expect(fs.readFileSync(path.join(twins, 'og/docs/a.png'))).toEqual(fs.readFileSync(path.join(twins, 'og/docs/b.png')))
  }, 30_000)
})

// The home page, the product pages (/app, /get, /download, /roadmap, /terms, /privacy), the nine comparison pages and
// the not-found pages as exported, in both languages: what their server HTML says, without a browser.
import { describe, expect, it } from 'vitest'
import { attr, type Element, find, findAll, hasAttr } from '../../scripts/steps/html'
import { type Competitor, competitors, criteria } from '../../content/competitors'
import { reviews as allReviews } from '../../content/reviews'
import { roadmap } from '../../content/roadmap'
import { typeset } from '../../lib/french-typography'
import { localePath, locales } from '../../lib/i18n'
import { navbarLinks } from '../../lib/navigation'
import { targetPassed, today } from '../../lib/roadmap'
import { site } from '../../lib/site'
import { isProductionBuild } from '../../lib/supplied'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { allByTestId, byTestId, documentOf, jsonLd, jsonLdOfType, meta, SITE, textOf } from './export'

const messages = { en, fr }
/** The testimonials a build shows: all of them, or in a production build the real ones only (lib/supplied.ts). */
const reviews = allReviews.filter((review) => review.status === 'confirmed' || !isProductionBuild())
const all: readonly Competitor[] = competitors
const promoPath = (c: Competitor) => `/${c.id}-discount-promo-code`
const main = (url: string) => find(documentOf(url), 'main')!
const linkTo = (root: Element, href: string) => find(root, (el) => el.tagName === 'a' && attr(el, 'href') === href)

for (const locale of locales) {
  const p = (path: string) => localePath(locale, path)

  describe(`home page (${locale})`, () => {
    const doc = documentOf(p('/'))

    it('has the five sections of the navbar’s anchors, each with its h2', () => {
      const anchors = navbarLinks.filter((l) => l.href.startsWith('/#')).map((l) => l.href.slice(2))
      expect(anchors).toEqual(['features', 'businesscoach', 'approach', 'price', 'avis'])
      for (const id of anchors) {
        const section = findAll(doc, (el) => attr(el, 'id') === id)
        expect(section, `#${id}`).toHaveLength(1)
        expect(findAll(section[0], 'h2'), `#${id} h2`).toHaveLength(1)
      }
    })

    it('links to every comparison page, the download page, the FAQ, the business coach help and the blog', () => {
      for (const c of all) expect(linkTo(main(p('/')), p(promoPath(c))), c.id).toBeTruthy()
      for (const path of ['/get', '/docs/intro', '/docs/business-coach/stop-subscription', '/blog/why-a-simple-and-mobile-crm', '/blog']) {
        expect(linkTo(main(p('/')), p(path)), path).toBeTruthy()
      }
    })

    it.runIf(reviews.length === 0)('reads well with no testimonial: no carousel, an invitation to write', () => {
      expect(allByTestId(doc, 'review-carousel')).toEqual([])
      expect(textOf(find(doc, (el) => attr(el, 'id') === 'avis')!)).toContain(typeset(locale, messages[locale].Home.reviews.emptyTitle))
    })

    it.runIf(reviews.length > 0)('shows every testimonial it may in a carousel following the APG pattern', () => {
      const t = messages[locale].Home.reviews
      const carousel = byTestId(doc, 'review-carousel')
      expect(attr(carousel, 'aria-roledescription')).toBe(typeset(locale, t.roleCarousel))
      const slides = findAll(carousel, (el) => attr(el, 'role') === 'group')
      expect(slides).toHaveLength(reviews.length)
      slides.forEach((slide, i) => {
        expect(attr(slide, 'aria-roledescription')).toBe(typeset(locale, t.roleSlide))
        expect(attr(slide, 'aria-label')).toBe(
          typeset(locale, t.slideLabel.replace('{index}', String(i + 1)).replace('{total}', String(reviews.length))),
        )
        expect(textOf(slide)).toContain(typeset(locale, reviews[i].quote[locale]))
      })
    })

    it('is titled "Track | tagline" and carries Organization and SoftwareApplication JSON-LD', () => {
      expect(textOf(find(doc, 'title')!)).toMatch(/^Track \| \S/)
      const data = jsonLd(doc)
      expect(data.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'SoftwareApplication']))
      expect(data.find((d) => d['@type'] === 'SoftwareApplication')?.description).toBe(meta(doc, 'description'))
    })
  })

  it(`the navbar lists its items in order, localized, with the home anchors (${locale})`, () => {
    const header = find(documentOf(p('/blog')), 'header')!
    const items = findAll(find(header, 'ul')!, 'a')
    const labels = messages[locale].Nav
    expect(items.map(textOf)).toEqual(navbarLinks.map((l) => labels[l.label]))
    expect(items.map((a) => attr(a, 'href'))).toEqual(navbarLinks.map((l) => p(l.href)))
    expect(textOf(linkTo(header, p('/get'))!)).toBe(labels.download)
  })

  describe(`comparison pages (${locale})`, () => {
    const t = messages[locale].Promo
    for (const c of all) {
      it(`${p(promoPath(c))} names ${c.name}, compares it with Track criterion by criterion and links to the others`, () => {
        const doc = documentOf(p(promoPath(c)))
        // The data file's French as the build sets it (French typography), whatever spaces the writer typed.
        const shown = (text: string) => typeset(locale, text)
        expect(textOf(find(doc, 'h1')!)).toContain(c.name)
        expect(textOf(find(doc, 'title')!)).toBe(`${shown(c.title[locale])} | Track`)
        expect(meta(doc, 'description')).toBe(shown(c.description[locale]))
        const table = byTestId(doc, 'comparison-table')
        expect(textOf(find(table, 'caption')!)).toContain(c.name)
        const columns = findAll(find(table, 'thead')!, (el) => el.tagName === 'th' && attr(el, 'scope') === 'col').map(textOf)
        expect(columns).toEqual([shown(t.criterion), c.name, 'Track'])
        for (const criterion of criteria) {
          const row = find(table, (el) => el.tagName === 'tr' && attr(el, 'data-criterion') === criterion)
          const cell = c.comparison[criterion]
          // A claim nobody could source is not made: the cell sends the reader to the competitor's own pages.
          expect(row && textOf(find(row, 'td')!), criterion).toBe(shown(cell ? cell[locale] : t.notStated.replace('{name}', c.name)))
        }
        const others = byTestId(doc, 'comparison-links')
        expect(findAll(others, 'a')).toHaveLength(all.length)
        expect(
          attr(
            find(others, (el) => attr(el, 'aria-current') === 'page')!,
            'href',
          ),
        ).toBe(p(promoPath(c)))
        expect(linkTo(main(p(promoPath(c))), p('/get'))).toBeTruthy()
        expect(linkTo(main(p(promoPath(c))), p('/docs/manage-contacts/add-a-contact-import'))).toBeTruthy()
        if (!c.offer) {
          for (const id of ['promo-offer', 'promo-code', 'copy-code']) expect(allByTestId(doc, id), id).toHaveLength(0)
          expect(findAll(main(p(promoPath(c))), 'code')).toHaveLength(0)
        }
      })

      it(`${p(promoPath(c))} links each of its sources, and shows a check date only once a person has set one`, () => {
        const doc = documentOf(p(promoPath(c)))
        const sources = byTestId(doc, 'competitor-sources')
        const links = findAll(sources, 'a')
        expect(links.map((a) => attr(a, 'href'))).toEqual(c.sources.map((s) => s.url))
        for (const a of links) {
          expect(attr(a, 'target'), attr(a, 'href')).toBe('_blank')
          expect(attr(a, 'rel'), attr(a, 'href')).toBe('noopener noreferrer')
        }
        const check = byTestId(doc, 'competitor-check')
        expect(attr(check, 'data-checked-on')).toBe(c.checkedOn || undefined)
        const checkedWords = typeset(locale, t.checkedOn.split(' {date}')[0])
        expect(textOf(check).startsWith(checkedWords), textOf(check)).toBe(c.checkedOn !== '')
      })
    }
  })

  it(`/get and /download show both store badges and a QR code of the page, App Store first until the device is known (${locale})`, () => {
    for (const route of ['/get', '/download']) {
      const doc = documentOf(p(route))
      const order = find(doc, (el) => hasAttr(el, 'data-store-order'))!
      expect(attr(order, 'data-store-order')).toBe('appStore,googlePlay')
      expect(findAll(order, (el) => el.tagName === 'a' && hasAttr(el, 'data-store')).map((a) => attr(a, 'data-store'))).toEqual([
        'appStore',
        'googlePlay',
      ])
      const qr = byTestId(doc, 'qr-code')
      expect(attr(qr, 'role')).toBe('img')
      expect(findAll(qr, 'svg')).toHaveLength(1)
      expect(attr(qr, 'data-value')).toBe(`${SITE}${p(route)}`)
    }
  })

  it(`/app carries SoftwareApplication JSON-LD, every module with its illustration, and both store badges (${locale})`, () => {
    const doc = documentOf(p('/app'))
    const app = jsonLdOfType<Record<string, unknown> & { offers: { price: string } }>(doc, 'SoftwareApplication')
    expect(app).toMatchObject({ applicationCategory: 'BusinessApplication', url: `${SITE}${p('/app')}` })
    expect(app.operatingSystem).toMatch(/iOS.*Android|Android.*iOS/)
    expect(app.offers.price).toBe('0')
    for (const id of ['contacts', 'deals', 'products', 'activities', 'reports', 'sharedDatabase', 'businessCoach']) {
      const section = find(doc, (el) => el.tagName === 'section' && attr(el, 'data-module') === id)
      expect(section && find(section, 'h2'), id).toBeTruthy()
      expect(
        attr(
          find(section!, (el) => el.tagName === 'svg' && attr(el, 'role') === 'img')!,
          'aria-label',
        ),
      ).toMatch(/\w{3}/)
    }
    for (const store of ['appStore', 'googlePlay'])
      expect(
        find(main(p('/app')), (el) => attr(el, 'data-store') === store),
        store,
      ).toBeTruthy()
  })

  it(`/roadmap lists each item under its status, a target quarter only for what is not shipped, and says when it has passed (${locale})`, () => {
    const doc = documentOf(p('/roadmap'))
    const [y, m, d] = today().split('-').map(Number)
    // The checks run on the day of the build, or the day after when a run crosses midnight.
    const days = [today(), new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10)]
    for (const item of roadmap) {
      const section = find(doc, (el) => attr(el, 'data-status') === item.status)
      const li = section && find(section, (el) => el.tagName === 'li' && attr(el, 'id') === item.id)
      expect(li, `${item.id} under ${item.status}`).toBeTruthy()
      const target = find(li!, (el) => attr(el, 'data-target') !== undefined)
      if (item.status === 'shipped') expect(target, `${item.id}: a shipped item has no target`).toBeUndefined()
      else {
        const passed = attr(target!, 'data-target') === 'passed'
        expect(
          days.some((d) => targetPassed(item, d) === passed),
          `${item.id} (${item.quarter}): says whether it has passed`,
        ).toBe(true)
        const [year, quarter] = item.quarter!.split('-Q')
        const text = messages[locale].Roadmap[passed ? 'targetPassed' : 'target'].replace('{quarter}', quarter).replace('{year}', year)
        expect(textOf(target!), item.id).toBe(typeset(locale, text))
      }
    }
  })

  it(`/terms shows the publisher from the site configuration, /privacy links to the full policy and account deletion (${locale})`, () => {
    const publisher = byTestId(documentOf(p('/terms')), 'publisher')
    // The values a build may show (a production build leaves out the samples), and the support address.
    expect(findAll(publisher, 'dd').map(textOf)).toEqual(
      [site.publisher.company, site.publisher.registration, site.publisher.address, site.publisher.publicationDirector, site.supportEmail]
        .filter((value): value is string => value !== undefined)
        .map((value) => typeset(locale, value)),
    )
    expect(findAll(publisher, (el) => el.tagName === 'a' && (attr(el, 'href') ?? '').startsWith('mailto:'))).toHaveLength(1)
    expect(linkTo(main(p('/terms')), p('/privacy'))).toBeTruthy()
    const privacy = main(p('/privacy'))
    expect(
      findAll(privacy, (el) => el.tagName === 'a' && attr(el, 'target') === '_blank' && /noopener/.test(attr(el, 'rel') ?? '')).length,
    ).toBeGreaterThan(0)
    expect(linkTo(privacy, p('/docs/manage-account/delete-account'))).toBeTruthy()
  })

  it(`the not-found page says so and links home, to the FAQ and to the blog (${locale})`, () => {
    const doc = documentOf(p('/404'))
    expect(textOf(find(doc, 'h1')!)).toBe(typeset(locale, messages[locale].NotFound.title))
    for (const path of ['/', '/docs/intro', '/blog']) expect(linkTo(main(p('/404')), p(path)), path).toBeTruthy()
    expect(meta(doc, 'robots')).toMatch(/noindex/)
  })
}

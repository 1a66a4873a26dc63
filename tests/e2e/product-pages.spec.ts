// The product pages (/app, /get, /download, /roadmap, /terms, /privacy) and the nine comparison pages, in both languages.
import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from './fixtures'
import { type Competitor, competitors, criteria } from '../../content/competitors'
import { declineAnalytics, expectNoProblems, OUT, watchProblems } from './site'

const all: readonly Competitor[] = competitors
const promoPath = (c: Competitor) => `/${c.id}-discount-promo-code`
const withOffer = all.filter((c) => c.offer)
const withoutOffer = all.filter((c) => !c.offer)
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'fr', prefix: '/fr' },
] as const
const STATIC_ROUTES = ['/app', '/get', '/download', '/roadmap', '/terms', '/privacy']

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

test.beforeEach(async ({ page }) => declineAnalytics(page))

const storeOrder = (page: Page) => page.locator('[data-store-order]')
const storeLinks = (page: Page) => storeOrder(page).locator('a[data-store]')

test.describe('every route exists in both languages', () => {
  for (const { locale, prefix } of LOCALES) {
    for (const route of [...STATIC_ROUTES, ...all.map(promoPath)]) {
      const url = `${prefix}${route}`
      test(url, async ({ page }) => {
        const problems = watchProblems(page)
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page).toHaveTitle(/ \| Track$/)
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(new URL(canonical!).pathname).toBe(url)
        await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(1)
        await page.waitForLoadState('networkidle')
        await expectNoProblems(problems)
      })
    }
  }
})

test.describe('comparison pages', () => {
  for (const { locale, prefix } of LOCALES) {
    for (const c of all) {
      test(`${prefix}${promoPath(c)} names ${c.name} and shows the comparison table`, async ({ page }) => {
        await page.goto(`${prefix}${promoPath(c)}`)
        await expect(page.locator('h1')).toContainText(c.name)
        await expect(page).toHaveTitle(`${c.title[locale]} | Track`)
        expect(await page.title()).toContain(c.name.split(' ')[0])
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', c.description[locale])
        const table = page.getByTestId('comparison-table')
        await expect(table).toBeVisible()
        await expect(table.locator('caption')).toContainText(c.name)
        await expect(table.locator('thead th[scope="col"]')).toHaveText([locale === 'fr' ? 'Critère' : 'Criterion', c.name, 'Track'])
        await expect(table.locator('tbody th[scope="row"]')).toHaveCount(criteria.length)
        for (const criterion of criteria) {
          await expect(table.locator(`tr[data-criterion="${criterion}"] td`).first()).toHaveText(c.comparison[criterion][locale])
        }
        // Every comparison links to all the others, the current one marked as such.
        const links = page.getByTestId('comparison-links').getByRole('link')
        await expect(links).toHaveCount(all.length)
        await expect(page.getByTestId('comparison-links').locator('a[aria-current="page"]')).toHaveAttribute(
          'href',
          `${prefix}${promoPath(c)}`,
        )
        // The call to action leads to the download page.
        await expect(page.locator(`main a[href="${prefix}/get"]`).first()).toBeVisible()
      })
    }
  }

  test.describe('with an offer, the copy button puts the code on the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] })
    for (const { locale, prefix } of LOCALES) {
      for (const c of withOffer) {
        test(`${prefix}${promoPath(c)}`, async ({ page }) => {
          await page.goto(`${prefix}${promoPath(c)}`)
          const offer = page.getByTestId('promo-offer')
          await expect(offer).toBeVisible()
          await expect(offer.getByTestId('promo-code')).toHaveText(c.offer!.code)
          await expect(offer).toContainText(c.offer!.benefit[locale])
          const status = offer.getByRole('status')
          await expect(status).toHaveAttribute('aria-live', 'polite')
          await expect(status).toHaveText('')
          await offer.getByRole('button', { name: locale === 'fr' ? 'Copier le code' : 'Copy the code' }).click()
          await expect(status).toHaveText(locale === 'fr' ? 'Copié' : 'Copied')
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(c.offer!.code)
        })
      }
    }
  })

  for (const { prefix } of LOCALES) {
    for (const c of withoutOffer) {
      test(`${prefix}${promoPath(c)} has no code block (no offer in the data)`, async ({ page }) => {
        await page.goto(`${prefix}${promoPath(c)}`)
        await expect(page.getByTestId('comparison-table')).toBeVisible()
        await expect(page.getByTestId('promo-offer')).toHaveCount(0)
        await expect(page.getByTestId('promo-code')).toHaveCount(0)
        await expect(page.getByTestId('copy-code')).toHaveCount(0)
        await expect(page.locator('main code')).toHaveCount(0)
      })
    }
  }
})

test.describe('/get and /download', () => {
  for (const route of ['/get', '/download', '/fr/get', '/fr/download']) {
    test(`${route} on a computer: both badges and a QR code of the page`, async ({ page }) => {
      await page.goto(route)
      await expect(storeOrder(page)).toHaveAttribute('data-store-order', 'appStore,googlePlay')
      await expect(storeLinks(page)).toHaveCount(2)
      const qr = page.getByTestId('qr-code')
      await expect(qr).toBeVisible()
      await expect(qr).toHaveAttribute('role', 'img')
      await expect(qr.locator('svg')).toHaveCount(1)
      const value = await qr.getAttribute('data-value')
      expect(value).toMatch(/^https?:\/\//)
      expect(new URL(value!).pathname).toBe(route)
    })
  }

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    for (const route of ['/get', '/fr/download']) {
      test(`${route} puts the App Store first`, async ({ page }) => {
        await page.goto(route)
        await expect(page.locator('[data-device]')).toHaveAttribute('data-device', 'ios')
        await expect(storeOrder(page)).toHaveAttribute('data-store-order', 'appStore,googlePlay')
        await expect(storeLinks(page).first()).toHaveAttribute('data-store', 'appStore')
        await expect(storeLinks(page)).toHaveCount(2)
        await expect(page.getByTestId('qr-code')).toHaveCount(0)
      })
    }
  })

  test.describe('on Android', () => {
    test.use({ userAgent: ANDROID_UA, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })
    for (const route of ['/get', '/fr/download']) {
      test(`${route} puts Google Play first`, async ({ page }) => {
        await page.goto(route)
        await expect(page.locator('[data-device]')).toHaveAttribute('data-device', 'android')
        await expect(storeOrder(page)).toHaveAttribute('data-store-order', 'googlePlay,appStore')
        await expect(storeLinks(page).first()).toHaveAttribute('data-store', 'googlePlay')
        await expect(storeLinks(page)).toHaveCount(2)
        await expect(page.getByTestId('qr-code')).toHaveCount(0)
      })
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    for (const route of ['/get', '/fr/download']) {
      test(`${route} shows both badges and the QR code`, async ({ page }) => {
        await page.goto(route)
        await expect(storeLinks(page)).toHaveCount(2)
        for (const link of await storeLinks(page).all()) await expect(link).toBeVisible()
        await expect(page.getByTestId('qr-code')).toBeVisible()
      })
    }
  })

  test('are left out of the sitemap, which lists the other product pages', () => {
    const xml = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    for (const route of ['/get', '/download', '/fr/get', '/fr/download']) expect(locs).not.toContain(route)
    for (const route of ['/app', '/roadmap', '/terms', '/privacy', ...all.map(promoPath)]) {
      expect(locs).toContain(route)
      expect(locs).toContain(`/fr${route}`)
    }
  })
})

test.describe('/app', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`${prefix}/app has the SoftwareApplication JSON-LD, every module and the store badges`, async ({ page }) => {
      await page.goto(`${prefix}/app`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const data = scripts.map((s) => JSON.parse(s))
      const app = data.find((d) => d['@type'] === 'SoftwareApplication')
      expect(app).toBeTruthy()
      expect(app.applicationCategory).toBe('BusinessApplication')
      expect(app.operatingSystem).toContain('iOS')
      expect(app.operatingSystem).toContain('Android')
      expect(app.offers.price).toBe('0')
      expect(app.url).toMatch(new RegExp(`${prefix}/app$`))
      for (const id of ['contacts', 'deals', 'products', 'activities', 'reports', 'sharedDatabase', 'businessCoach']) {
        const section = page.locator(`section[data-module="${id}"]`)
        await expect(section.locator('h2')).toBeVisible()
        await expect(section.locator('svg[role="img"]')).toHaveAttribute('aria-label', /\w{3}/)
      }
      await expect(page.locator('main a[data-store="appStore"]').first()).toBeVisible()
      await expect(page.locator('main a[data-store="googlePlay"]').first()).toBeVisible()
    })
  }
})

test('JSON-LD parses on every product page', () => {
  // Read from the export itself: the JSON-LD is in the server HTML, no browser needed.
  const htmlOf = (urlPath: string) => {
    const base = path.join(OUT, urlPath)
    const file = [`${base}.html`, path.join(base, 'index.html')].find((f) => fs.existsSync(f))
    expect(file, urlPath).toBeTruthy()
    return fs.readFileSync(file!, 'utf8')
  }
  let count = 0
  for (const { prefix } of LOCALES) {
    for (const route of [...STATIC_ROUTES, ...all.map(promoPath)]) {
      const html = htmlOf(`${prefix}${route}`)
      for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
        expect(() => JSON.parse(match[1]), `${prefix}${route}`).not.toThrow()
        count++
      }
    }
  }
  expect(count).toBeGreaterThanOrEqual(2)
})

test.describe('/roadmap', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`${prefix}/roadmap groups items by status, with target quarters only for what is not shipped`, async ({ page }) => {
      await page.goto(`${prefix}/roadmap`)
      for (const status of ['shipped', 'in-progress', 'planned']) {
        await expect(page.locator(`section[data-status="${status}"] li`).first()).toBeVisible()
      }
      const target = locale === 'fr' ? /Objectif/ : /Target/
      await expect(page.locator('section[data-status="shipped"]')).not.toContainText(target)
      for (const status of ['in-progress', 'planned']) {
        for (const item of await page.locator(`section[data-status="${status}"] li`).all()) await expect(item).toContainText(target)
      }
    })
  }
})

test.describe('/terms and /privacy', () => {
  for (const { prefix } of LOCALES) {
    test(`${prefix}/terms shows the publisher from the site configuration`, async ({ page }) => {
      await page.goto(`${prefix}/terms`)
      const publisher = page.getByTestId('publisher')
      await expect(publisher).toBeVisible()
      await expect(publisher.locator('dd')).toHaveCount(5)
      await expect(publisher.locator('a[href^="mailto:"]')).toHaveCount(1)
      await expect(page.locator(`main a[href="${prefix}/privacy"]`)).toHaveCount(1)
    })

    test(`${prefix}/privacy links to the full policy and to account deletion`, async ({ page }) => {
      await page.goto(`${prefix}/privacy`)
      const external = page.locator('main a[target="_blank"][rel~="noopener"]')
      expect(await external.count()).toBeGreaterThanOrEqual(1)
      await expect(page.locator(`main a[href="${prefix}/docs/manage-account/delete-account"]`)).toHaveCount(1)
    })
  }
})

// What the product pages do in a browser: /get and /download put the visitor's own store first on a phone, and a
// comparison page with an offer copies its code. Their server HTML is checked in tests/export/product-pages.test.ts.
import { expect, test } from './fixtures'
import { type Competitor, competitors } from '../../content/competitors'
import { hydrated } from './site'

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

for (const { device, userAgent, route, order } of [
  { device: 'an iPhone', userAgent: IPHONE_UA, route: '/get', order: 'appStore,googlePlay' },
  { device: 'Android', userAgent: ANDROID_UA, route: '/fr/download', order: 'googlePlay,appStore' },
]) {
  test.describe(`on ${device}`, () => {
    test.use({ userAgent, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })
    test(`${route} puts the device's store first and shows no QR code`, async ({ page }) => {
      await page.goto(route)
      await hydrated(page)
      await expect(page.locator('[data-device]')).toHaveAttribute('data-device', userAgent === IPHONE_UA ? 'ios' : 'android')
      await expect(page.locator('[data-store-order]')).toHaveAttribute('data-store-order', order)
      const stores = page.locator('[data-store-order] a[data-store]')
      await expect(stores).toHaveCount(2)
      await expect(stores.first()).toHaveAttribute('data-store', order.split(',')[0])
      await expect(page.getByTestId('qr-code')).toHaveCount(0)
    })
  })
}

const withOffer = (competitors as readonly Competitor[]).filter((c) => c.offer)

test.describe('a comparison page with an offer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })
  for (const c of withOffer.slice(0, 1)) {
    test(`/fr/${c.id}-discount-promo-code copies the code and says so`, async ({ page }) => {
      await page.goto(`/fr/${c.id}-discount-promo-code`)
      await hydrated(page)
      const offer = page.getByTestId('promo-offer')
      await expect(offer.getByTestId('promo-code')).toHaveText(c.offer!.code)
      await expect(offer).toContainText(c.offer!.benefit.fr)
      const status = offer.getByRole('status')
      await expect(status).toHaveAttribute('aria-live', 'polite')
      await expect(status).toHaveText('')
      await offer.getByRole('button', { name: 'Copier le code' }).click()
      await expect(status).toHaveText('Copié')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(c.offer!.code)
    })
  }
})

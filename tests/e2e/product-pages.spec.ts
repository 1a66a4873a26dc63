// What the product pages do in a browser: /get and /download put the visitor's own store first on a phone. Their server
// HTML is checked in tests/export/product-pages.test.ts. The shipped comparison pages carry no offer (the company has
// supplied no code), so copying a code is tested on a fixture in components/promo/promo-offer.test.tsx.
import { expect, test } from './fixtures'
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

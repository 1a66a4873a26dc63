// Social cards: every sampled page, in both languages, names its own generated card (og:image and
// twitter:image on the site URL), and that card exists in out/ as a 1200×630 PNG.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { declineAnalytics, exportedPages, OUT } from './site'

test.beforeEach(async ({ page }) => declineAnalytics(page))

const SITE = process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.track-crm.app'

/** The card a page should name: `/` → /og/index.png, `/fr` → /og/fr.png, `/fr/blog/x` → /og/fr/blog/x.png. */
const cardOf = (urlPath: string) => `${SITE}/og${urlPath === '/' ? '/index' : urlPath}.png`

/** Width and height from the IHDR chunk of a PNG file. */
function pngSize(file: string) {
  const png = fs.readFileSync(file)
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${file} is a PNG`).toBe(true)
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

const SAMPLE = [
  '/',
  '/docs',
  '/docs/intro',
  '/docs/manage-contacts/add-a-contact-import',
  '/docs/category/manage-deals',
  '/blog',
  '/blog/how-to-negotiate',
  '/blog/tags/crm',
  '/hubspot-discount-promo-code',
  '/vat-calculator',
  '/roadmap',
  '/get',
  '/terms',
].flatMap((p) => [p, p === '/' ? '/fr' : `/fr${p}`])

for (const urlPath of SAMPLE) {
  test(`${urlPath} names its own 1200×630 card`, async ({ page }) => {
    await page.goto(urlPath)
    const card = cardOf(urlPath)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card)
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card)
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')

    const file = path.join(OUT, new URL(card).pathname)
    expect(fs.existsSync(file), `${file} exists`).toBe(true)
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 })

    // The server serves it too, as an image.
    const response = await page.request.get(new URL(card).pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/png')
  })
}

test('every exported page has its card, and the site default is still there for the 404 pages', () => {
  const missing = exportedPages().filter((urlPath) => !fs.existsSync(path.join(OUT, new URL(cardOf(urlPath)).pathname)))
  expect(missing).toEqual([])
  expect(pngSize(path.join(OUT, 'og/default.png'))).toEqual({ width: 1200, height: 630 })
})

// Hostile URLs never become markup: the head script and the language links read every page's path, query and hash,
// and the not-found pages show any path. (The VAT calculator's query has its own tests in vat-calculator.spec.ts; each
// page's policy is checked on every template in templates.spec.ts, the headers in tests/export/serve.test.ts.)
import { expect, type Page, test } from './fixtures'
import { hydrated, pageIdle } from './site'

const PAYLOADS = ['<script>window.__xss=1</script>', '<img src=x onerror=window.__xss=1>', '"><svg/onload=window.__xss=1>']
/** Every payload at once: one in the path's query, one in another parameter, one in the hash. */
const HOSTILE_QUERY = `?q=${encodeURIComponent(PAYLOADS[0])}&amount=${encodeURIComponent(PAYLOADS[1])}#${PAYLOADS[2]}`

/** Nothing from the payloads ran, and nothing of them became an element or an event handler. */
async function expectInert(page: Page) {
  await hydrated(page)
  await pageIdle(page)
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    handlers: [...document.querySelectorAll('*')]
      .filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')))
      .map((el) => el.outerHTML.slice(0, 120)),
    injected: [...document.querySelectorAll('script, img[src="x"], svg')]
      .filter((el) =>
        el.tagName === 'SCRIPT' ? (el.textContent ?? '').includes('__xss') : el.matches('img') || el.outerHTML.includes('__xss'),
      )
      .map((el) => el.outerHTML.slice(0, 120)),
  }))
  expect(found).toEqual({ xss: undefined, handlers: [], injected: [] })
}

for (const url of ['/', '/fr/docs/intro', '/blog']) {
  test(`${url} with script payloads in its query and hash`, async ({ page }) => {
    await page.goto(`${url}${HOSTILE_QUERY}`)
    await expectInert(page)
  })
}

for (const [prefix, payload] of [
  ['', PAYLOADS[1]],
  ['/fr', PAYLOADS[2]],
]) {
  test(`a hostile unknown path${prefix ? ' under /fr' : ''} shows the not-found page as text`, async ({ page }) => {
    const response = await page.goto(`${prefix}/${encodeURIComponent(payload)}${HOSTILE_QUERY}`)
    expect(response?.status()).toBe(404)
    await expectInert(page)
  })
}

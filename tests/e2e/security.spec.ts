// Security in a browser. Each page carries its own Content-Security-Policy (scripts/steps/headers.ts): served by a host
// that sends no header at all, the pages still enforce it, work within it, and forbid what it forbids. Hostile URLs
// never become markup: the head script and the language links read every page's path, query and hash, the not-found
// pages show any path, and the words a search result's link carries (`?highlight=`, lib/browser/highlight.ts) are marked on
// the page, with its fragment read to find where to scroll. (With the headers of out/_headers, every template is
// checked in templates.spec.ts; the headers themselves in tests/export/serve.test.ts; the VAT calculator's query in
// vat-calculator.spec.ts.)
import { expect, type Page, test } from './fixtures'
import { BARE_ORIGIN } from './servers'
import {
  expectNoProblems,
  expectNoViolations,
  expectStrictPolicy,
  hydrated,
  pageIdle,
  pagePolicy,
  watchPolicies,
  watchProblems,
} from './site'

test.describe('served without any header, as a plain bucket would', () => {
  test.use({ baseURL: BARE_ORIGIN })

  for (const [url, status] of [
    ['/', 200],
    ['/fr/docs/manage-contacts/add-a-contact-import', 200],
    ['/vat-calculator', 200],
    ['/fr/cette-page-n-existe-pas', 404],
  ] as const) {
    test(`${url} enforces its own policy and works within it`, async ({ page }) => {
      const problems = watchProblems(page, { allow404: status === 404 })
      const policyErrors = await watchPolicies(page)
      const response = await page.goto(url)
      expect(response?.status()).toBe(status)
      expect(response?.headers()['content-security-policy'], 'no policy header').toBeUndefined()
      expectStrictPolicy(await pagePolicy(page))
      await hydrated(page)
      await expectNoProblems(problems)
      await expectNoViolations(page, policyErrors)
    })
  }

  test('what the policy forbids is blocked: an inline script no build hashed, a script from another site', async ({ page }) => {
    await watchPolicies(page)
    await page.goto('/fr')
    await hydrated(page)
    await page.evaluate(() => {
      const inline = document.createElement('script')
      inline.textContent = 'window.__injected = true'
      document.head.append(inline)
      const foreign = document.createElement('script')
      foreign.src = 'https://cdn.example.com/tracker.js'
      document.head.append(foreign)
    })
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.map((v) => v.split(' ')[0])))
      .toEqual(['script-src-elem', 'script-src-elem'])
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  })
})

const PAYLOADS = ['<script>window.__xss=1</script>', '<img src=x onerror=window.__xss=1>', '"><svg/onload=window.__xss=1>']
/**
 * Every payload at once: one in the path's query, one in another parameter, all of them in `highlight`, the one
 * parameter the pages read, and one in the hash.
 */
const HOSTILE_QUERY = `?q=${encodeURIComponent(PAYLOADS[0])}&amount=${encodeURIComponent(PAYLOADS[1])}&highlight=${encodeURIComponent(
  PAYLOADS.join(' '),
)}#${PAYLOADS[2]}`

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
    const problems = watchProblems(page)
    await page.goto(`${url}${HOSTILE_QUERY}`)
    await expectInert(page)
    await expectNoProblems(problems)
  })
}

/** The words marked on the page (lib/browser/highlight.ts), once its behaviours have taken `highlight` out of the address. */
async function marked(page: Page) {
  await expect(page).not.toHaveURL(/highlight=/)
  return page.locator('mark[data-search-highlight]').allTextContents()
}

test('a malformed fragment beside highlighted words: the words are marked, the fragment kept, nothing thrown', async ({ page }) => {
  const problems = watchProblems(page)
  await page.goto('/docs/intro?highlight=contacts#%')
  expect((await marked(page)).length).toBeGreaterThan(0)
  expect(new URL(page.url()).hash).toBe('#%')
  await expectNoProblems(problems)
})

test('a link with hundreds of words to highlight: the first ten different ones are marked, no more', async ({ page }) => {
  await page.goto('/docs/intro')
  // Thirty different words of the page, then hundreds that are nowhere: the address stays under a server's limit.
  const words = await page
    .locator('[data-pagefind-body]')
    .evaluate((article) => [...new Set(article.textContent!.toLowerCase().match(/\b[a-z]{5,}\b/g))].slice(0, 30))
  expect(words).toHaveLength(30)
  const problems = watchProblems(page)
  await page.goto(`/docs/intro?highlight=${encodeURIComponent([...words, ...Array(500).fill('zqxw')].join(' '))}`)
  const first = words.slice(0, 10)
  const outside = (await marked(page)).filter((text) => !first.some((word) => text.toLowerCase().startsWith(word)))
  expect(outside).toEqual([])
  await expectNoProblems(problems)
})

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

// Security in a browser. Each page carries its own Content-Security-Policy (scripts/build/headers.ts): served by a host
// that sends no header at all, the pages still enforce it, work within it, and forbid what it forbids. Hostile URLs
// never become markup: the head script and the language links read every page's path, query and hash, and the
// not-found pages show any path. (With the headers of out/_headers, every template is checked in templates.spec.ts;
// the headers themselves in tests/export/serve.test.ts; the VAT calculator's query in vat-calculator.spec.ts.)
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

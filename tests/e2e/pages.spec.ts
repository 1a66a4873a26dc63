// Page-wide checks, run on every page of the export (listed from out/, so new pages are covered).
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import {
  declineAnalytics,
  expectNoProblems,
  expectNoViolations,
  expectStrictPolicy,
  exportedPages,
  localeOf,
  watchPolicies,
  watchProblems,
} from './site'

const pages = exportedPages()
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** One page of each kind is also checked in the dark theme. */
const DARK_SAMPLE = new Set(['/', '/fr', '/docs/intro', '/fr/blog', '/fr/404', '/vat-calculator', '/pipedrive-discount-promo-code'])

test('the export has pages in both languages', () => {
  expect(pages).toContain('/')
  expect(pages).toContain('/fr')
  expect(pages.filter((p) => localeOf(p) === 'fr').length).toBe(pages.filter((p) => localeOf(p) === 'en').length)
})

for (const url of pages) {
  test(`page ${url}`, async ({ page }) => {
    await declineAnalytics(page)
    const problems = watchProblems(page)
    const policyErrors = await watchPolicies(page)
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    // The suite's server sends the headers of out/_headers: the page's own policy, never broken.
    expectStrictPolicy(response?.headers()['content-security-policy'])
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await page.title()).toContain(' | ')
    await expect(page.locator('html')).toHaveAttribute('lang', localeOf(url))
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    // Hydrated (the theme toggle gets aria-pressed once mounted), and the axe run gave prefetches time.
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', /true|false/)
    await expectNoProblems(problems)
    await expectNoViolations(page, policyErrors)
  })
}

for (const url of DARK_SAMPLE) {
  test(`dark theme ${url}`, async ({ page }) => {
    test.skip(!pages.includes(url) && !url.endsWith('/404'), `${url} is not built yet`)
    await declineAnalytics(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(url)
    await expect(page.locator('html')).toHaveClass(/dark/)
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

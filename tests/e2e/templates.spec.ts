// What only a browser sees, on one page of each template in both languages (tests/templates.ts) plus the pages whose
// content holds a table or a component no sample shows: no axe violation (WCAG 2.2 AA) in the light and dark themes at
// a phone's and a desktop's width, no console error or failed request, and no Content-Security-Policy violation under
// the page's own policy. The facts every page must meet (one h1, links, lang, metadata) are checked on all pages in
// tests/export.
//
// Each template is checked in both themes and at both widths, its two languages sharing the four combinations between
// them (every pair of theme, width and language is covered): a violation comes from the markup of a template and the
// colours of a theme at a width, which the language does not change, so the other half would only repeat them.
import { expect, test } from './fixtures'
import { splitLocale } from '../../lib/i18n'
import { browserSamples } from '../templates'
import {
  expectNoAxeViolations,
  expectNoProblems,
  expectNoViolations,
  expectStrictPolicy,
  hydrated,
  pagePolicy,
  watchPolicies,
  watchProblems,
} from './site'

const DESKTOP = { name: 'desktop', width: 1280, height: 800 }
const PHONE = { name: 'phone', width: 412, height: 823 }
const CHECKS = {
  en: [
    { viewport: DESKTOP, scheme: 'light' },
    { viewport: PHONE, scheme: 'dark' },
  ],
  fr: [
    { viewport: DESKTOP, scheme: 'dark' },
    { viewport: PHONE, scheme: 'light' },
  ],
} as const

for (const { url, what } of browserSamples()) {
  test(`${url} (${what}): accessible in both themes at both widths, no console error, within its policy [bet: inline-script-kinds, script-text]`, async ({
    page,
  }) => {
    const notFound = what === 'not-found'
    const problems = watchProblems(page, { allow404: notFound })
    const policyErrors = await watchPolicies(page)
    await page.emulateMedia({ colorScheme: 'light' })
    const response = await page.goto(url)
    expect(response?.status()).toBe(notFound ? 404 : 200)
    // The page carries its own policy; the suite's server adds the headers of out/_headers, framing forbidden.
    expectStrictPolicy(await pagePolicy(page))
    expect(response?.headers()['content-security-policy']).toBe("frame-ancestors 'none'")
    // The theme follows the system preference through next-themes once hydrated.
    await hydrated(page)
    // A content sample stands for its component in one language only: it gets all four combinations.
    const checks = what.startsWith('content') ? [...CHECKS.en, ...CHECKS.fr] : CHECKS[splitLocale(url).locale]
    for (const { viewport, scheme } of checks) {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: scheme })
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!(.*\s)?dark(\s|$))/)
      await expectNoAxeViolations(page, `${viewport.name}, ${scheme}`)
    }
    await expectNoProblems(problems)
    await expectNoViolations(page, policyErrors)
  })
}

// The `test` and `expect` every spec uses. `page.goto()` is Playwright's own: it returns at the load event, when the
// page is painted and readable but has not hydrated yet (its scripts load after the first paint,
// scripts/steps/defer-scripts.ts). A test that needs React or the layout's behaviours says so and waits for that
// state: `hydrated(page)` or `behavioursReady(page)` from ./site.
//
// Option `storedConsent` (default 'denied'): the analytics choice stored before the page loads, so the consent banner
// does not cover the page; the analytics tests set it to null to see the banner.
import { test as base, expect } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../lib/browser/analytics'

export { expect }
export type { Locator, Page } from '@playwright/test'

export const test = base.extend<{ storedConsent: 'denied' | 'granted' | null }>({
  storedConsent: ['denied', { option: true }],
  // (`provide` is what Playwright calls `use`: named so that the React hooks lint rule leaves it alone.)
  page: async ({ page, storedConsent }, provide) => {
    if (storedConsent) {
      await page.addInitScript(
        ([key, value]) => {
          try {
            localStorage.setItem(key, value)
          } catch {}
        },
        [CONSENT_STORAGE_KEY, storedConsent] as const,
      )
    }
    await provide(page)
  },
})

// The `test` and `expect` every spec uses. The site loads its scripts after the first paint
// (scripts/build/defer-scripts.mjs), so a page's load event comes before it hydrates: here page.goto() and
// page.reload() also wait until the page has hydrated and attached its behaviours (`html[data-behaviours]`,
// lib/enhance.ts), as a visitor looks at a page before using it. A test that blocks the scripts passes
// `waitUntil` to wait for the load event only.
import { test as base, expect, type Page, type Response } from '@playwright/test'

export { expect }
export type { Locator, Page } from '@playwright/test'

async function hydrated(page: Page, response: Response | null) {
  if (response?.headers()['content-type']?.startsWith('text/html')) {
    await expect(page.locator('html[data-behaviours]'), 'the page hydrated and attached its behaviours').toBeAttached()
  }
  return response
}

export const test = base.extend({
  // (`provide` is what Playwright calls `use`: named so that the React hooks lint rule leaves it alone.)
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        return options?.waitUntil ? response : hydrated(page, response)
      }
      page.reload = async (options) => {
        const response = await reload(options)
        return options?.waitUntil ? response : hydrated(page, response)
      }
    }
    await provide(page)
  },
})

// The help centre in a browser: folding a sidebar category, the table of contents following the reading position,
// heading anchors shown on focus, and the sidebar behind a button on a phone. What the exported pages hold (sidebar
// order, current page, table of contents, breadcrumbs, structured data) is checked in tests/export/docs.test.ts.
import { expect, test } from './fixtures'
import { hydrated } from './site'

test('a category folds, taking longer for a taller list, and at once under reduced motion', async ({ page }) => {
  await page.goto('/docs/intro')
  await hydrated(page)
  const sidebar = page.locator('aside').getByTestId('docs-sidebar')
  const toggle = sidebar.getByRole('button', { name: 'Show or hide: Manage contacts' })
  const panel = sidebar.locator('[data-category="manage-contacts"] [data-collapsible]')
  const durationOf = (category: string) =>
    sidebar.locator(`[data-category="${category}"] [data-collapsible]`).evaluate((el) => Number((el as HTMLElement).dataset.duration))

  await toggle.click()
  await expect(panel).toHaveAttribute('data-open', 'true')
  await expect(panel.getByRole('link').first()).toBeVisible()
  const tall = await durationOf('manage-contacts')
  expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe(`${tall / 1000}s`)
  await sidebar.getByRole('button', { name: 'Show or hide: View reports' }).click()
  await expect(sidebar.locator('[data-category="view-reports"] [data-collapsible]')).toHaveAttribute('data-open', 'true')
  expect(await durationOf('view-reports')).toBeLessThan(tall)
  await toggle.click()
  await expect(panel).toHaveAttribute('data-open', 'false')
  await expect(panel.getByRole('link').first()).toBeHidden()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await toggle.click()
  await expect(panel).toHaveAttribute('data-duration', '1')
  expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.001s')
})

test('the table of contents marks the section being read', async ({ page }) => {
  await page.goto('/fr/docs/view-reports')
  await hydrated(page)
  const toc = page.locator('aside').getByTestId('toc')
  const last = page.locator('article :is(h2, h3)[id]').last()
  const id = await last.getAttribute('id')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(toc.locator(`a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location')
})

test('a heading’s anchor link shows when it has focus', async ({ page }) => {
  await page.goto('/docs/share-database')
  const h2 = page.locator('article h2[id]').first()
  const anchor = h2.locator(`a[href="#${await h2.getAttribute('id')}"]`)
  await expect(anchor).toHaveCSS('opacity', '0')
  await anchor.focus()
  await expect(anchor).toHaveCSS('opacity', '1')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the sidebar is behind a button, and its links work', async ({ page }) => {
    await page.goto('/docs/intro')
    await hydrated(page)
    await expect(page.locator('aside').getByTestId('docs-sidebar')).toBeHidden()
    await page.getByTestId('docs-menu').locator('summary').click()
    await page.getByTestId('docs-menu').getByRole('button', { name: 'Show or hide: Manage deals' }).click()
    await page.getByTestId('docs-menu').getByRole('link', { name: 'Add a deal' }).click()
    await expect(page).toHaveURL(/\/docs\/manage-deals\/add-a-deal$/)
  })
})

// The help centre in a browser: folding a sidebar category, the table of contents following the reading position,
// heading anchors shown on focus, and the sidebar behind a button on a phone. What the exported pages hold (sidebar
// order, current page, table of contents, breadcrumbs, structured data) is checked in tests/export/docs.test.ts.
import { expect, test } from './fixtures'
import { hydrated } from './site'

test('a category folds, taking longer for a taller list, and at once under reduced motion', async ({ page }) => {
  await page.goto('/docs/intro')
  await hydrated(page)
  const sidebar = page.locator('aside').getByTestId('docs-sidebar')
  // The category with the most pages and the one with the fewest, whatever the help centre holds today. (Past
  // SIDEBAR_ALL_DOCS_LIMIT pages, only the current page's category lists its pages, and the FAQ is in none.)
  const sizes = await sidebar
    .locator('[data-category]:has([data-collapsible])')
    .evaluateAll((groups) =>
      groups.map((g) => [g.getAttribute('data-category')!, g.querySelectorAll('[data-collapsible] a').length] as const),
    )
  test.skip(sizes.length < 2, 'fewer than two categories list their pages on the FAQ')
  const [tallest, shortest] = [[...sizes].sort((a, b) => b[1] - a[1])[0][0], [...sizes].sort((a, b) => a[1] - b[1])[0][0]]
  test.skip(sizes.find(([id]) => id === tallest)![1] === sizes.find(([id]) => id === shortest)![1], 'every category has as many pages')
  const group = (id: string) => sidebar.locator(`[data-category="${id}"]`)
  const toggle = group(tallest).getByRole('button')
  const panel = group(tallest).locator('[data-collapsible]')
  const durationOf = (id: string) =>
    group(id)
      .locator('[data-collapsible]')
      .evaluate((el) => Number((el as HTMLElement).dataset.duration))

  await toggle.click()
  await expect(panel).toHaveAttribute('data-open', 'true')
  await expect(panel.getByRole('link').first()).toBeVisible()
  const tall = await durationOf(tallest)
  expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe(`${tall / 1000}s`)
  await group(shortest).getByRole('button').click()
  await expect(group(shortest).locator('[data-collapsible]')).toHaveAttribute('data-open', 'true')
  expect(await durationOf(shortest)).toBeLessThan(tall)
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
    // A page in a category: its category lists its pages, open, however many pages the help centre holds.
    await page.goto('/docs/manage-contacts/add-a-contact-import')
    await hydrated(page)
    const sidebar = page.locator('aside').getByTestId('docs-sidebar')
    await expect(sidebar).toBeHidden()
    const menu = page.getByTestId('docs-menu')
    await menu.locator('summary').click()
    // The sidebar opens with the menu, and a tap inside it (here on its category's fold button) keeps the menu open.
    const category = sidebar.locator('[data-category]:has([aria-current="page"])')
    await category.getByRole('button').click()
    await expect(category.getByRole('button')).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toHaveAttribute('open', '')
    const link = sidebar.locator('a:not([aria-current])').first()
    const href = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    // Following one of its links closes the menu, and the sidebar with it.
    await expect(menu).not.toHaveAttribute('open')
    await expect(sidebar).toBeHidden()
  })
})

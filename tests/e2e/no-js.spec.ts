// Every page type is readable and navigable with JavaScript off (run by the "no-js" project).
import { expect, test } from './fixtures'

const SAMPLE = [
  '/',
  '/app',
  '/get',
  '/roadmap',
  '/terms',
  '/privacy',
  '/vat-calculator',
  '/pipedrive-discount-promo-code',
  '/docs',
  '/docs/intro',
  '/docs/category/manage-deals',
  '/docs/manage-contacts/add-a-contact-import',
  '/blog',
  '/blog/how-to-negotiate',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/freelance',
]

for (const base of SAMPLE) {
  for (const prefix of ['', '/fr']) {
    const url = prefix ? (base === '/' ? '/fr' : `${prefix}${base}`) : base
    test(`${url} without JavaScript`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(false)
      // Navbar and footer links are plain links; the language links lead to the same page.
      const nav = page.locator('header nav ul').first()
      await expect(nav.getByRole('link')).toHaveCount(7)
      await expect(page.locator('footer nav').getByRole('link')).toHaveCount(10)
      const other = prefix ? base : base === '/' ? '/fr' : `/fr${base}`
      await expect(page.locator(`header [data-testid="language-menu"] a[href="${other}"]`)).toHaveCount(1)
      // Only what works without JavaScript is offered: no search button, no dismiss button, no consent banner.
      await expect(page.locator('[data-action="open-search"]')).toBeHidden()
      await expect(page.locator('[data-action="dismiss-announcement"]')).toBeHidden()
      await expect(page.getByTestId('consent-banner')).toBeHidden()
      // Nothing is left invisible waiting for a script (reveal-on-scroll, folded sidebar).
      const hidden = await page
        .locator('main [data-reveal], main [data-collapsible]')
        .evaluateAll(
          (els) => els.filter((el) => getComputedStyle(el).opacity === '0' || getComputedStyle(el).visibility === 'hidden').length,
        )
      expect(hidden).toBe(0)
    })
  }
}

test('the docs sidebar, the table of contents and the blog lists work as links', async ({ page }) => {
  await page.goto('/fr/docs/manage-contacts/add-a-contact-import')
  const sidebar = page.locator('aside').getByTestId('docs-sidebar')
  await expect(sidebar.getByRole('link', { name: 'Supprimer une affaire' })).toBeVisible()
  const toc = page.locator('aside').getByTestId('toc').getByRole('link').first()
  await toc.click()
  expect(new URL(page.url()).hash).toMatch(/^#./)
  await page.goto('/blog')
  await expect(page.getByTestId('post-list').getByTestId('post-card')).toHaveCount(9)
  await page.getByTestId('post-card').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/blog\/[^/]+$/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the mobile menu opens and its links work', async ({ page }) => {
    await page.goto('/fr/blog')
    await page.getByTestId('mobile-menu-button').click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible()
    await menu.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/fr\/docs\/intro$/)
    await page.getByTestId('docs-menu').locator('summary').click()
    await expect(page.getByTestId('docs-menu').getByRole('link', { name: 'Ajouter une affaire' })).toBeVisible()
  })
})

test('the home page shows every review, and the VAT page its formulas', async ({ page }) => {
  await page.goto('/')
  const reviews = page.locator('section[aria-labelledby="avis-title"] figure')
  expect(await reviews.count()).toBeGreaterThanOrEqual(6)
  for (const review of (await reviews.all()).slice(0, 6)) await expect(review).toBeVisible()
  await page.goto('/fr/vat-calculator')
  await expect(page.getByText('TVA = montant HT × taux ÷ 100').first()).toBeVisible()
})

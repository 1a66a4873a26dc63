// Every kind of page is readable and navigable with JavaScript off (run by the "no-js" project): one page of each
// template, the languages taking turns (what hides or shows without JavaScript is the same markup in both), then what
// needs a closer look (menus, lists, reviews, the VAT page, the download page, the help pages' tools). That every
// page's navbar, footer and language links are plain links is checked on all pages in tests/export.
import { expect, test } from './fixtures'
import { reviews } from '../../content/reviews'
import { typesetFrench } from '../../lib/french-typography'
import { locales, splitLocale } from '../../lib/i18n'
import { browserSamples, templates } from '../templates'

const samples = browserSamples().filter(({ url, what }) => {
  const template = templates.findIndex((t) => t.id === what)
  // Template samples come in both languages: keep one, taking turns; keep every content sample.
  return template < 0 || splitLocale(url).locale === locales[template % locales.length]
})

test('one page of each template is readable without JavaScript, and offers nothing that needs it', async ({ page }) => {
  // One page load after another in one test (they are cheap without scripts); soft assertions report every page at fault.
  for (const { url, what } of samples) {
    await test.step(`${url} (${what})`, async () => {
      const response = await page.goto(url)
      expect.soft(response?.status(), url).toBe(what === 'not-found' ? 404 : 200)
      await expect.soft(page.locator('h1'), url).toBeVisible()
      expect.soft(await page.evaluate(() => document.documentElement.hasAttribute('data-js')), `${url}: data-js`).toBe(false)
      // Only what works without JavaScript is offered: no search button, no dismiss button, no consent banner, no button
      // to fold a sidebar category (every one shows open).
      await expect.soft(page.locator('[data-action="open-search"]'), url).toBeHidden()
      await expect.soft(page.locator('[data-action="toggle-category"]').filter({ visible: true }), url).toHaveCount(0)
      await expect.soft(page.locator('[data-action="dismiss-announcement"]'), url).toBeHidden()
      await expect.soft(page.locator('[data-action="copy-page"], [data-action^="helpful-"]').filter({ visible: true }), url).toHaveCount(0)
      await expect.soft(page.getByTestId('consent-banner'), url).toBeHidden()
      // Nothing is left invisible waiting for a script (reveal-on-scroll, a folded sidebar, carousel slides).
      const invisible = await page
        .locator('main [data-reveal], main [data-collapsible], main [role="group"]')
        .evaluateAll(
          (els) => els.filter((el) => getComputedStyle(el).opacity === '0' || getComputedStyle(el).visibility === 'hidden').length,
        )
      expect.soft(invisible, `${url}: elements left invisible`).toBe(0)
    })
  }
})

test('the docs sidebar, the table of contents and the blog list work as links', async ({ page }) => {
  await page.goto('/fr/docs/manage-contacts/add-a-contact-import')
  const sidebar = page.locator('aside').getByTestId('docs-sidebar')
  // Without JavaScript every category that lists its pages shows them, the current page's and the others alike.
  const lists = await sidebar.locator('[data-collapsible]').all()
  expect(lists.length).toBeGreaterThan(0)
  for (const list of lists) await expect(list.getByRole('link').last()).toBeVisible()
  await page.locator('aside').getByTestId('toc').getByRole('link').first().click()
  expect(new URL(page.url()).hash).toMatch(/^#./)
  await page.goto('/blog')
  await page.getByTestId('post-card').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/blog\/[^/]+$/)
  await expect(page.locator('article h1')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the mobile menu and the docs menu open, and their links work', async ({ page }) => {
    await page.goto('/fr/blog')
    await page.getByTestId('mobile-menu-button').click()
    const menu = page.getByTestId('mobile-menu')
    await menu.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/fr\/docs\/intro$/)
    const sidebar = page.locator('aside').getByTestId('docs-sidebar')
    await expect(sidebar).toBeHidden()
    await page.getByTestId('docs-menu').locator('summary').click()
    await expect(sidebar.getByRole('link').last()).toBeVisible()
  })
})

test('the home page shows every review, without the carousel’s controls', async ({ page }) => {
  test.skip(reviews.length < 2, 'fewer than two testimonials: no carousel (tests/export/product-pages.test.ts checks the section)')
  await page.goto('/fr')
  const carousel = page.getByTestId('review-carousel')
  for (const review of reviews) {
    await expect(carousel.getByText(typesetFrench(review.quote.fr))).toBeVisible()
    await expect(carousel.getByText(review.firstName, { exact: true })).toBeVisible()
  }
  await expect(carousel.locator('button')).toHaveCount(3)
  for (const button of await carousel.locator('button').all()) await expect(button).toBeHidden()
})

test('the VAT page explains the formulas with worked examples, and hides the form', async ({ page }) => {
  await page.goto('/vat-calculator')
  await expect(page.getByTestId('vat-no-script')).toBeVisible()
  await expect(page.getByTestId('vat-calculator')).toBeHidden()
  await expect(page.getByText('VAT = amount excl. VAT × rate ÷ 100.', { exact: false })).toBeVisible()
  await expect(page.getByText('Amount incl. VAT: €100 + €20 = €120.', { exact: false })).toBeVisible()
  await page.goto('/fr/vat-calculator')
  await expect(page.getByTestId('vat-no-script')).toBeVisible()
  await expect(page.getByTestId('vat-calculator')).toBeHidden()
  await expect(page.getByText('TVA = montant HT × taux ÷ 100.', { exact: false })).toBeVisible()
  await expect(page.getByTestId('vat-examples')).toContainText(/Vous facturez 100\s€ HT à 20\s%/)
})

test('the download page shows both store badges and the QR code', async ({ page }) => {
  await page.goto('/fr/download')
  const stores = page.locator('[data-store-order] a[data-store]')
  await expect(stores).toHaveCount(2)
  for (const store of await stores.all()) await expect(store).toBeVisible()
  await expect(page.getByTestId('qr-code')).toBeVisible()
})

test('a help page’s “Was this page helpful?” is a link to write to support, its Markdown a plain link', async ({ page }) => {
  const doc = templates.find((t) => t.id === 'doc')!.sample
  await page.goto(`/fr${doc}`)
  const box = page.getByTestId('helpful')
  await expect(box.getByRole('link', { name: typesetFrench('Écrire au support à propos de cette page') })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  await expect(page.getByRole('link', { name: 'Voir en Markdown', includeHidden: true })).toHaveAttribute('href', `/fr${doc}.md`)
})

// The help centre: every docs route in both languages, sidebar, TOC, categories, collapse, FAQ JSON-LD.
import { expect, test } from './fixtures'
import { declineAnalytics, exportedPages } from './site'

test.beforeEach(async ({ page }) => declineAnalytics(page))

const SPEC_DOCS = [
  '/docs',
  '/docs/intro',
  '/docs/business-coach/stop-subscription',
  '/docs/contact-support',
  '/docs/manage-account/change-language',
  '/docs/manage-account/delete-account',
  ...['add-a-contact-import', 'add-a-contact-manually', 'add-activities', 'delete-a-contact', 'modify-a-contact'].map(
    (s) => `/docs/manage-contacts/${s}`,
  ),
  ...['add-a-deal', 'delete-a-deal', 'modify-a-deal'].map((s) => `/docs/manage-deals/${s}`),
  ...['add-a-product', 'delete-a-product', 'modify-a-product'].map((s) => `/docs/manage-products/${s}`),
  '/docs/share-database',
  '/docs/view-reports',
  ...['contact-support', 'manage-contacts', 'manage-deals', 'manage-products', 'manage-your-account', 'share-database', 'view-reports'].map(
    (c) => `/docs/category/${c}`,
  ),
]

test('every SPEC docs route is exported in both languages', () => {
  const pages = exportedPages()
  for (const path of SPEC_DOCS) {
    expect(pages).toContain(path)
    expect(pages).toContain(`/fr${path}`)
  }
})

test('the sidebar lists the docs in order, marks the current page and opens its category', async ({ page }) => {
  await page.goto('/fr/docs/manage-deals/modify-a-deal')
  const sidebar = page.locator('aside').getByTestId('docs-sidebar')
  const current = sidebar.locator('[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveAttribute('href', '/fr/docs/manage-deals/modify-a-deal')
  const deals = sidebar.locator('[data-category="manage-deals"] [data-collapsible]')
  await expect(deals).toHaveAttribute('data-open', 'true')
  expect(await deals.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/fr/docs/manage-deals/add-a-deal',
    '/fr/docs/manage-deals/modify-a-deal',
    '/fr/docs/manage-deals/delete-a-deal',
  ])
  const topLevel = await sidebar.locator(':scope > ul > li > a, :scope > ul > li [data-category] > div > div > a').allTextContents()
  expect(topLevel.slice(0, 2)).toEqual(['Vue d’ensemble', 'FAQ'])
  await expect(sidebar.locator('[data-category="manage-contacts"] [data-collapsible]')).toHaveAttribute('data-open', 'false')
})

test('a category folds with a duration derived from its height, and 1 ms under reduced motion', async ({ page }) => {
  await page.goto('/docs/intro')
  const sidebar = page.locator('aside').getByTestId('docs-sidebar')
  const toggle = sidebar.getByRole('button', { name: 'Show or hide: Manage contacts' })
  const panel = sidebar.locator('[data-category="manage-contacts"] [data-collapsible]')
  await toggle.click()
  await expect(panel).toHaveAttribute('data-open', 'true')
  const opened = await panel.evaluate((el) => ({ duration: Number((el as HTMLElement).dataset.duration), height: el.scrollHeight }))
  expect(opened.height).toBeGreaterThan(100)
  const constant = opened.height / 36
  expect(opened.duration).toBe(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10))
  await expect(panel.getByRole('link').first()).toBeVisible()
  const small = sidebar.getByRole('button', { name: 'Show or hide: View reports' })
  await small.click()
  const smallDuration = await sidebar
    .locator('[data-category="view-reports"] [data-collapsible]')
    .evaluate((el) => Number((el as HTMLElement).dataset.duration))
  expect(smallDuration).toBeLessThan(opened.duration)
  await toggle.click()
  await expect(panel).toHaveAttribute('data-open', 'false')
  await expect(panel.getByRole('link').first()).toBeHidden()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await toggle.click()
  await expect(panel).toHaveAttribute('data-duration', '1')
  expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.001s')
})

test('the table of contents holds exactly the page’s h2 and h3, and follows the reading position', async ({ page }) => {
  for (const url of ['/docs/manage-contacts/add-a-contact-import', '/fr/docs/view-reports']) {
    await page.goto(url)
    const headings = await page
      .locator('article .prose')
      .locator('h2, h3')
      .evaluateAll((els) => els.map((h) => ({ id: h.id, text: (h.firstChild?.textContent ?? '').trim() })))
    const toc = page.locator('aside').getByTestId('toc')
    const links = await toc
      .locator('a')
      .evaluateAll((as) => as.map((a) => ({ id: a.getAttribute('href')!.slice(1), text: a.textContent!.trim() })))
    expect(links).toEqual(headings)
    expect(headings.length).toBeGreaterThan(3)
  }
  const last = page.locator('article .prose :is(h2, h3)').last()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const id = await last.getAttribute('id')
  await expect(page.locator('aside').getByTestId('toc').locator(`a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location')
})

test('headings have stable ids and an anchor link shown on focus', async ({ page }) => {
  await page.goto('/docs/share-database')
  const h2 = page.locator('article .prose h2').first()
  const id = await h2.getAttribute('id')
  expect(id).toMatch(/^[a-z0-9-]+$/)
  const anchor = h2.locator(`a[href="#${id}"]`)
  await expect(anchor).toHaveCSS('opacity', '0')
  await anchor.focus()
  await expect(anchor).toHaveCSS('opacity', '1')
})

test('category pages list their docs as cards with descriptions', async ({ page }) => {
  await page.goto('/docs/category/manage-products')
  const cards = page.getByTestId('category-docs').getByRole('link')
  await expect(cards).toHaveCount(3)
  expect(await cards.evaluateAll((a) => a.map((x) => x.getAttribute('href')))).toEqual([
    '/docs/manage-products/add-a-product',
    '/docs/manage-products/modify-a-product',
    '/docs/manage-products/delete-a-product',
  ])
  for (const card of await cards.all()) expect((await card.innerText()).split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(2)
  await page.goto('/fr/docs')
  await expect(page.getByTestId('docs-categories').getByRole('link')).toHaveCount(8)
})

test('breadcrumbs, previous/next links and BreadcrumbList JSON-LD', async ({ page }) => {
  await page.goto('/docs/manage-contacts/modify-a-contact')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link')).toHaveText(['Help', 'Manage contacts'])
  await expect(page.getByTestId('pager').locator('a[rel="prev"]')).toHaveAttribute('href', '/docs/manage-contacts/add-a-contact-import')
  await expect(page.getByTestId('pager').locator('a[rel="next"]')).toHaveAttribute('href', '/docs/manage-contacts/add-activities')
  const data = await page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((x) => JSON.parse(x.textContent!)))
  const list = data.find((d) => d['@type'] === 'BreadcrumbList')
  expect(list.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    'Help',
    'Manage contacts',
    await page.locator('h1').innerText(),
  ])
})

test('the FAQ carries FAQPage JSON-LD with the questions shown on the page', async ({ page }) => {
  for (const url of ['/docs/intro', '/fr/docs/intro']) {
    await page.goto(url)
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((x) => JSON.parse(x.textContent!)))
    const faq = data.find((d) => d['@type'] === 'FAQPage')
    const questions: string[] = faq.mainEntity.map((q: { name: string }) => q.name)
    expect(questions.length).toBeGreaterThanOrEqual(12)
    const shown = await page.locator('article .prose h3').evaluateAll((hs) => hs.map((h) => (h.firstChild?.textContent ?? '').trim()))
    expect(questions).toEqual(shown.filter((q) => /[?？]$/.test(q)))
    for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(40)
  }
})

test('docs pages show a last-updated date in the page’s language', async ({ page }) => {
  await page.goto('/fr/docs/intro')
  await expect(page.getByTestId('last-updated')).toHaveText(/^Mis à jour le \d{1,2} \p{L}+ \d{4}$/u)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the sidebar is reachable from a button', async ({ page }) => {
    await page.goto('/docs/intro')
    await expect(page.locator('aside').getByTestId('docs-sidebar')).toBeHidden()
    await page.getByTestId('docs-menu').locator('summary').click()
    await page.getByTestId('docs-menu').getByRole('button', { name: 'Show or hide: Manage deals' }).click()
    await page.getByTestId('docs-menu').getByRole('link', { name: 'Add a deal' }).click()
    await expect(page).toHaveURL(/\/docs\/manage-deals\/add-a-deal$/)
  })
})

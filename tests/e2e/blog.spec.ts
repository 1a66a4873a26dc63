// The blog: every route in both languages, sidebar by year, reading time, tags, archive, authors, feeds.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { declineAnalytics, exportedPages, OUT } from './site'

test.beforeEach(async ({ page }) => declineAnalytics(page))

const POSTS = [
  '5-Tips-to-Increase-Your-Revenue-as-a-Freelancer',
  'becoming-freelancers',
  'how-to-negotiate',
  'Revolutionize-Management-with-Tags',
  'Save-Time-And-Boost-Your-Sales',
  'what-kind-of-jobs-can-benefit-from-a-crm-like-track',
  'why-a-simple-and-mobile-crm',
  'why-sales-management-is-essential-for-freelancers',
  'your-network-is-your-net-worth',
]
const SPEC_TAGS =
  'beauticians boost-your-sales business business-coach coaches construction craftsperson crm customers customers-management door-to-door-selling events-industry-jobs free-crm freelance freelancers increase-sales investors jobs mobile-app personnal-services quote-management real-estate recruiters revenue sales sales-management sales-representative save-time self-employed stock-management tags time-management track'.split(
    ' ',
  )

test('every SPEC blog route exists in both languages, slugs keeping their case', () => {
  const pages = exportedPages()
  const routes = [
    '/blog',
    '/blog/archive',
    '/blog/authors',
    '/blog/tags',
    ...POSTS.map((p) => `/blog/${p}`),
    ...SPEC_TAGS.map((t) => `/blog/tags/${t}`),
  ]
  for (const route of routes) {
    expect(pages).toContain(route)
    expect(pages).toContain(`/fr${route}`)
  }
})

test('the blog index lists the nine posts newest first, with date, reading time, authors and tags', async ({ page }) => {
  for (const [url, minRead] of [
    ['/blog', /\d+ min read/],
    ['/fr/blog', /\d+ min de lecture/],
  ] as const) {
    await page.goto(url)
    const cards = page.getByTestId('post-list').getByTestId('post-card')
    await expect(cards).toHaveCount(9)
    const dates = await cards.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!))
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const card of await cards.all()) {
      await expect(card.getByTestId('reading-time')).toHaveText(minRead)
      expect(await card.getByRole('link').count()).toBeGreaterThan(2)
    }
  }
})

test('a post shows reading time, a localized date, authors, tag links and a sidebar of all posts by year', async ({ page }) => {
  await page.goto('/fr/blog/how-to-negotiate')
  await expect(page.getByTestId('reading-time').first()).toHaveText(/^\d+ min de lecture$/)
  await expect(page.locator('article time').first()).toHaveText('9 septembre 2025')
  await expect(page.locator('article header')).toContainText('L’équipe Coach business')
  await expect(page.locator('article header').getByRole('link', { name: 'Vente', exact: true })).toHaveAttribute(
    'href',
    '/fr/blog/tags/sales',
  )
  const sidebar = page.getByTestId('blog-sidebar')
  await expect(sidebar.getByRole('link')).toHaveCount(9)
  await expect(sidebar.locator('h3')).toHaveText(['2026', '2025', '2024'])
  await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', '/fr/blog/how-to-negotiate')
  await expect(page.getByTestId('toc').locator('a').first()).toHaveAttribute('href', /^#/)
  await expect(page.getByTestId('pager').getByRole('link')).toHaveCount(2)
  const share = page.getByRole('link', { name: 'Partager sur LinkedIn' })
  await expect(share).toHaveAttribute('href', /linkedin\.com.*fr%2Fblog%2Fhow-to-negotiate/)
  await expect(share).toHaveAttribute('rel', 'noopener noreferrer')
  const data = await page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((x) => JSON.parse(x.textContent!)))
  expect(data.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({ headline: await page.locator('h1').innerText(), inLanguage: 'fr' })
})

test('tag pages list exactly the posts carrying the tag, and show an empty state otherwise', async ({ page }) => {
  await page.goto('/blog/tags')
  const tags = page.getByTestId('tag-index').getByRole('link')
  await expect(tags).toHaveCount(SPEC_TAGS.length)
  const counts = await tags.evaluateAll((as) =>
    as.map((a) => ({ slug: a.getAttribute('data-tag')!, count: Number(a.getAttribute('data-count')) })),
  )
  for (const { slug, count } of counts.slice(0, 6)) {
    await page.goto(`/blog/tags/${slug}`)
    const cards = page.getByTestId('post-card')
    await expect(cards).toHaveCount(count)
    for (const card of await cards.all()) {
      await expect(card.locator(`a[href="/blog/tags/${slug}"]`)).toHaveCount(1)
    }
  }
  const empty = counts.find((c) => c.count === 0)
  if (empty) {
    await page.goto(`/blog/tags/${empty.slug}`)
    await expect(page.getByTestId('tag-empty')).toBeVisible()
  }
})

test('the archive groups posts by year, and the authors page lists each author’s posts', async ({ page }) => {
  await page.goto('/blog/archive')
  const years = page.getByTestId('archive-year')
  expect(await years.evaluateAll((s) => s.map((x) => x.getAttribute('data-year')))).toEqual(['2026', '2025', '2024'])
  await expect(years.getByRole('link')).toHaveCount(9)
  await page.goto('/fr/blog/authors')
  const authors = page.getByTestId('author')
  await expect(authors).toHaveCount(2)
  let total = 0
  for (const author of await authors.all()) total += await author.locator('a[href^="/fr/blog/"]').count()
  expect(total).toBe(9)
})

test.describe('feeds', () => {
  for (const locale of ['en', 'fr'] as const) {
    const prefix = locale === 'fr' ? '/fr' : ''
    test(`${locale} RSS and Atom parse and contain every post of their language`, async ({ page }) => {
      await page.goto(`${prefix}/blog`)
      await expect(page.locator('link[type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`${prefix}/blog/rss.xml$`))
      await expect(page.locator('link[type="application/atom+xml"]')).toHaveAttribute('href', new RegExp(`${prefix}/blog/atom.xml$`))
      for (const kind of ['rss', 'atom']) {
        const xml = fs.readFileSync(path.join(OUT, `${prefix}/blog/${kind}.xml`), 'utf8')
        const result = await page.evaluate((text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml')
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            links: Array.from(doc.querySelectorAll('item > link, entry > link')).map((l) => l.textContent || l.getAttribute('href')),
          }
        }, xml)
        expect(result.error).toBeNull()
        expect(result.links.map((l) => new URL(l!).pathname).sort()).toEqual(POSTS.map((p) => `${prefix}/blog/${p}`).sort())
      }
    })
  }
})

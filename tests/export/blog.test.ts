// The blog as exported, in both languages: every fixed route (docs/product.md#routes), the lists (index, tags, archive, authors) against the
// posts' own front matter, and what every post shows (reading time, authors, tags, sidebar by year, structured data).
import { allPosts } from 'contentlayer/generated'
import { describe, expect, it } from 'vitest'
import { attr, find, findAll } from '../../scripts/build/html.mjs'
import { type Locale, localePath, locales, splitLocale } from '../../lib/i18n'
import { templateOf } from '../templates'
import { allByTestId, byTestId, contentPages, documentOf, hrefsIn, jsonLd, links, type Page, pages, SITE, textOf } from './export'

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
const FIXED_TAGS =
  'beauticians boost-your-sales business business-coach coaches construction craftsperson crm customers customers-management door-to-door-selling events-industry-jobs free-crm freelance freelancers increase-sales investors jobs mobile-app personnal-services quote-management real-estate recruiters revenue sales sales-management sales-representative save-time self-employed stock-management tags time-management track'.split(
    ' ',
  )
const READING_TIME: Record<Locale, RegExp> = { en: /^\d+ min read$/, fr: /^\d+ min de lecture$/ }

const published = allPosts.filter((p) => !p.draft)
/** The post shown at `slug` in a language: its translation, or its English original while there is none. */
const postIn = (locale: Locale, slug: string) =>
  published.find((p) => p.locale === locale && p.slug === slug) ?? published.find((p) => p.locale === 'en' && p.slug === slug)
/** The published posts of a language (translated or not yet), newest first, as the front matter says. */
const postsOf = (locale: Locale) =>
  [...new Set(published.map((p) => p.slug))]
    .map((slug) => postIn(locale, slug)!)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
const postPages = contentPages.filter((p) => templateOf(splitLocale(p.url).path)?.id === 'post')
const slugsIn = (root: Parameters<typeof allByTestId>[0]) => allByTestId(root, 'post-card').map((card) => attr(card, 'data-slug'))

it('every fixed blog route exists in both languages, post slugs keeping their case', () => {
  const urls = pages.map((p) => p.url)
  const routes = [
    '/blog',
    '/blog/archive',
    '/blog/authors',
    '/blog/tags',
    ...POSTS.map((p) => `/blog/${p}`),
    ...FIXED_TAGS.map((t) => `/blog/tags/${t}`),
  ]
  expect(routes.flatMap((r) => [r, `/fr${r}`]).filter((r) => !urls.includes(r))).toEqual([])
})

for (const locale of locales) {
  describe(`in ${locale}`, () => {
    const posts = postsOf(locale)

    it('the blog index lists every post newest first, each with its date, reading time, authors and tags', () => {
      const doc = documentOf(localePath(locale, '/blog'))
      const list = byTestId(doc, 'post-list')
      expect(slugsIn(list)).toEqual(posts.slice(0, 10).map((p) => p.slug))
      for (const card of allByTestId(list, 'post-card')) {
        expect(attr(find(card, 'time')!, 'datetime')).toBeTruthy()
        expect(textOf(byTestId(card, 'reading-time'))).toMatch(READING_TIME[locale])
        expect(findAll(card, 'a').length).toBeGreaterThan(2)
      }
      // The feeds are announced in the head.
      const feeds = links(doc, 'alternate').filter((l) => attr(l, 'type')?.endsWith('+xml'))
      expect(feeds.map((l) => attr(l, 'href'))).toEqual([
        `${SITE}${localePath(locale, '/blog/rss.xml')}`,
        `${SITE}${localePath(locale, '/blog/atom.xml')}`,
      ])
    })

    it('every tag page lists exactly the posts carrying its tag, or says it has none', () => {
      const problems = FIXED_TAGS.flatMap((tag) => {
        const doc = documentOf(localePath(locale, `/blog/tags/${tag}`))
        const expected = posts.filter((p) => p.tags.includes(tag)).map((p) => p.slug)
        const listed = expected.length ? slugsIn(byTestId(doc, 'post-list')) : []
        const empty = find(doc, (el) => attr(el, 'data-testid') === 'tag-empty')
        return [
          ...(JSON.stringify(listed) === JSON.stringify(expected)
            ? []
            : [`${tag}: lists ${listed.join(', ')}, expected ${expected.join(', ')}`]),
          ...(Boolean(empty) === (expected.length === 0) ? [] : [`${tag}: ${empty ? 'shows' : 'lacks'} the empty state`]),
        ]
      })
      expect(problems).toEqual([])
      const index = byTestId(documentOf(localePath(locale, '/blog/tags')), 'tag-index')
      const counts = Object.fromEntries(findAll(index, 'a').map((a) => [attr(a, 'data-tag'), Number(attr(a, 'data-count'))]))
      expect(Object.keys(counts).sort()).toEqual([...FIXED_TAGS].sort())
      for (const tag of FIXED_TAGS) expect(counts[tag], tag).toBe(posts.filter((p) => p.tags.includes(tag)).length)
    })

    it('the archive groups every post by year, newest first, and the authors page lists each author’s posts', () => {
      const archive = documentOf(localePath(locale, '/blog/archive'))
      const years = allByTestId(archive, 'archive-year')
      expect(years.map((y) => attr(y, 'data-year'))).toEqual([...new Set(posts.map((p) => p.date.slice(0, 4)))])
      expect(years.flatMap(hrefsIn).sort()).toEqual(posts.map((p) => localePath(locale, p.path)).sort())
      const authors = allByTestId(documentOf(localePath(locale, '/blog/authors')), 'author')
      const listed = authors.flatMap((a) => hrefsIn(a).filter((href) => /\/blog\/[^/]+$/.test(href ?? '') && !href!.includes('/tags/')))
      expect(new Set(listed)).toEqual(new Set(posts.map((p) => localePath(locale, p.path))))
    })
  })
}

describe('every post', () => {
  const check = (page: Page) => {
    const doc = documentOf(page)
    const header = find(find(doc, 'article')!, 'header')!
    const post = postsOf(page.locale).find((p) => localePath(page.locale, p.path) === page.url)!
    const h1 = textOf(find(doc, 'h1')!)
    const sidebar = byTestId(doc, 'blog-sidebar')
    const data = jsonLd(doc).find((d) => d['@type'] === 'BlogPosting')
    return [
      [textOf(byTestId(doc, 'reading-time')), READING_TIME[page.locale].test(textOf(byTestId(doc, 'reading-time')))],
      [`time ${attr(find(header, 'time')!, 'datetime')}`, attr(find(header, 'time')!, 'datetime')?.startsWith(post.date.slice(0, 10))],
      [`tag links ${hrefsIn(header)}`, post.tags.every((t) => hrefsIn(header).includes(localePath(page.locale, `/blog/tags/${t}`)))],
      [`sidebar ${hrefsIn(sidebar).length} links`, hrefsIn(sidebar).length === postsOf(page.locale).length],
      [
        `sidebar current`,
        attr(
          find(sidebar, (el) => attr(el, 'aria-current') === 'page')!,
          'href',
        ) === page.url,
      ],
      [`BlogPosting ${JSON.stringify(data)?.slice(0, 80)}`, data?.headline === h1 && data?.inLanguage === post.locale],
    ]
      .filter(([, ok]) => !ok)
      .map(([what]) => `${page.url}: ${what}`)
  }

  it('shows its reading time, date and tags, sits in a sidebar of every post and carries BlogPosting JSON-LD', () => {
    expect(postPages.length).toBeGreaterThanOrEqual(2 * POSTS.length)
    expect(postPages.flatMap(check)).toEqual([])
  })
})

it('a post in French: localized date, author, tag names, years in the sidebar, share links', () => {
  const doc = documentOf('/fr/blog/how-to-negotiate')
  const header = find(find(doc, 'article')!, 'header')!
  expect(textOf(find(header, 'time')!)).toBe('9 septembre 2025')
  expect(textOf(header)).toContain('L’équipe Coach business')
  expect(
    attr(
      find(header, (el) => el.tagName === 'a' && textOf(el) === 'Vente')!,
      'href',
    ),
  ).toBe('/fr/blog/tags/sales')
  expect(findAll(byTestId(doc, 'blog-sidebar'), 'h3').map(textOf)).toEqual([...new Set(postsOf('fr').map((p) => p.date.slice(0, 4)))])
  expect(findAll(byTestId(doc, 'pager'), 'a')).toHaveLength(2)
  const share = find(doc, (el) => el.tagName === 'a' && attr(el, 'aria-label') === 'Partager sur LinkedIn')!
  expect(attr(share, 'href')).toMatch(/linkedin\.com.*fr%2Fblog%2Fhow-to-negotiate/)
  expect(attr(share, 'rel')).toBe('noopener noreferrer')
})

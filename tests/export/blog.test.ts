// The blog as exported, in both languages, against the posts' own front matter and the data files: the lists (index,
// tags, archive, authors) and what every post shows (reading time, authors, tags, sidebar by year, structured data).
// tests/export/routes.test.ts keeps the routes the product fixed.
import { allPosts } from 'contentlayer/generated'
import { describe, expect, it } from 'vitest'
import { attr, find, findAll } from '../../scripts/steps/html'
import { getAuthor, getTag, SIDEBAR_POSTS_LIMIT, sidebarPosts, sortPostsNewestFirst } from '../../lib/content'
import { formatDate } from '../../lib/format'
import { typeset } from '../../lib/french-typography'
import { type Locale, localePath, locales, splitLocale } from '../../lib/i18n'
import { pageCount, pageLinks, POSTS_PER_PAGE } from '../../lib/paginate'
import { tags } from '../../content/tags'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { templateOf } from '../templates'
import { allByTestId, byTestId, contentPages, documentOf, hrefsIn, jsonLd, links, type Page, pages, SITE, textOf } from './export'

/** Every tag of the data file: each has its page, in both languages, even with no post yet. */
const TAGS = tags.map((tag) => tag.slug)
const messages = { en, fr }
const READING_TIME: Record<Locale, RegExp> = { en: /^\d+ min read$/, fr: /^\d+ min de lecture$/ }

const published = allPosts.filter((p) => !p.draft)
/** The post shown at `slug` in a language: its translation, or its English original while there is none. */
const postIn = (locale: Locale, slug: string) =>
  published.find((p) => p.locale === locale && p.slug === slug) ?? published.find((p) => p.locale === 'en' && p.slug === slug)
/**
 * The published posts of a language (translated or not yet), newest first, as the front matter says; posts of the same
 * day in the order lib/content.ts gives them (by their title as shown, typeset), whatever their titles and slugs.
 */
const postsOf = (locale: Locale) =>
  sortPostsNewestFirst(
    [...new Set(published.map((p) => p.slug))]
      .map((slug) => postIn(locale, slug)!)
      .map((p) => ({ ...p, title: typeset(p.locale, p.title) })),
  )
const postPages = contentPages.filter((p) => templateOf(splitLocale(p.url).path)?.id === 'post')
const slugsIn = (root: Parameters<typeof allByTestId>[0]) => allByTestId(root, 'post-card').map((card) => attr(card, 'data-slug'))

it('every published post has its page in both languages (its translation, or its original with a notice)', () => {
  const urls = new Set(pages.map((p) => p.url))
  const expected = [...new Set(published.map((p) => p.slug))].flatMap((slug) => locales.map((l) => localePath(l, `/blog/${slug}`)))
  expect(expected.filter((url) => !urls.has(url))).toEqual([])
  expect(postPages.length).toBe(expected.length)
})

for (const locale of locales) {
  describe(`in ${locale}`, () => {
    const posts = postsOf(locale)

    it('the blog index lists every post newest first, each with its date, reading time, authors and tags', () => {
      const doc = documentOf(localePath(locale, '/blog'))
      const list = byTestId(doc, 'post-list')
      expect(slugsIn(list)).toEqual(posts.slice(0, POSTS_PER_PAGE).map((p) => p.slug))
      for (const card of allByTestId(list, 'post-card')) {
        const post = posts.find((p) => p.slug === attr(card, 'data-slug'))!
        expect(attr(find(card, 'time')!, 'datetime')).toBeTruthy()
        expect(textOf(byTestId(card, 'reading-time'))).toMatch(READING_TIME[locale])
        expect(hrefsIn(card)).toEqual(
          expect.arrayContaining([localePath(locale, post.path), ...post.tags.map((t) => localePath(locale, `/blog/tags/${t}`))]),
        )
      }
      // The feeds are announced in the head.
      const feeds = links(doc, 'alternate').filter((l) => attr(l, 'type')?.endsWith('+xml'))
      expect(feeds.map((l) => attr(l, 'href'))).toEqual([
        `${SITE}${localePath(locale, '/blog/rss.xml')}`,
        `${SITE}${localePath(locale, '/blog/atom.xml')}`,
      ])
    })

    it('every page of the blog list links to the first, the last and its nearest pages, as many whatever the blog’s size', () => {
      const total = pageCount(posts.length)
      const listPath = (n: number) => localePath(locale, n === 1 ? '/blog' : `/blog/page/${n}`)
      const label = typeset(locale, messages[locale].Blog.pagination)
      const problems = Array.from({ length: total }, (_, i) => i + 1).flatMap((n) => {
        const nav = find(documentOf(listPath(n)), (el) => el.tagName === 'nav' && attr(el, 'aria-label') === label)
        const shown = nav ? hrefsIn(nav) : []
        const expected = total > 1 ? pageLinks(n, total).flatMap((k) => (k === null ? [] : [listPath(k)])) : []
        const current = nav && find(nav, (el) => attr(el, 'aria-current') === 'page')
        return JSON.stringify(shown) === JSON.stringify(expected) && (total === 1 || (current && attr(current, 'href') === listPath(n)))
          ? []
          : [`${listPath(n)}: pagination ${shown}`]
      })
      expect(problems).toEqual([])
    })

    it('every tag page lists exactly the posts carrying its tag, the newest as cards and the older on a line, or says it has none', () => {
      const slugAt = new Map(posts.map((p) => [localePath(locale, p.path), p.slug]))
      const problems = TAGS.flatMap((tag) => {
        const doc = documentOf(localePath(locale, `/blog/tags/${tag}`))
        const expected = posts.filter((p) => p.tags.includes(tag)).map((p) => p.slug)
        const cards = expected.length ? slugsIn(byTestId(doc, 'post-list')) : []
        const older = find(doc, (el) => attr(el, 'data-testid') === 'older-posts')
        const listed = [...cards, ...(older ? hrefsIn(older).map((href) => slugAt.get(href ?? '')) : [])]
        if (cards.length > POSTS_PER_PAGE) return [`${tag}: ${cards.length} cards, more than ${POSTS_PER_PAGE}`]
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
      expect(Object.keys(counts).sort()).toEqual([...TAGS].sort())
      for (const tag of TAGS) expect(counts[tag], tag).toBe(posts.filter((p) => p.tags.includes(tag)).length)
    })

    it('the archive groups every post by year, newest first, and the authors page lists each author’s posts', () => {
      const archive = documentOf(localePath(locale, '/blog/archive'))
      const years = allByTestId(archive, 'archive-year')
      expect(years.map((y) => attr(y, 'data-year'))).toEqual([...new Set(posts.map((p) => p.date.slice(0, 4)))])
      expect(years.flatMap(hrefsIn).sort()).toEqual(posts.map((p) => localePath(locale, p.path)).sort())
      const authors = allByTestId(documentOf(localePath(locale, '/blog/authors')), 'author')
      // The author's posts: links to a post of the site (an author's own links lead elsewhere).
      const postPath = new RegExp(`^${localePath(locale, '/blog/')}(?!tags/)[^/]+$`)
      const listed = authors.flatMap((a) => hrefsIn(a).filter((href) => postPath.test(href ?? '')))
      expect(new Set(listed)).toEqual(new Set(posts.map((p) => localePath(locale, p.path))))
    })
  })
}

/**
 * The links of the blog sidebar in a language: every post, or beyond SIDEBAR_POSTS_LIMIT the newest ones and a link
 * to the archive, which lists them all.
 */
const sidebarLinksOf = (locale: Locale) => {
  const inSidebar = sidebarPosts(postsOf(locale))
  return [...inSidebar.posts.map((p) => localePath(locale, p.path)), ...(inSidebar.truncated ? [localePath(locale, '/blog/archive')] : [])]
}

it('every blog page’s sidebar lists the newest posts by its rule, never more than its limit and the archive, whatever the blog’s size', () => {
  const blogPages = contentPages.filter((p) => splitLocale(p.url).path.startsWith('/blog'))
  expect(blogPages.length).toBeGreaterThan(0)
  const problems = blogPages.flatMap((page) => {
    const shown = hrefsIn(byTestId(documentOf(page), 'blog-sidebar'))
    return JSON.stringify(shown) === JSON.stringify(sidebarLinksOf(page.locale)) && shown.length <= SIDEBAR_POSTS_LIMIT + 1
      ? []
      : [`${page.url}: sidebar links ${shown}`]
  })
  expect(problems).toEqual([])
})

describe('every post', () => {
  const check = (page: Page) => {
    const doc = documentOf(page)
    const header = find(find(doc, 'article')!, 'header')!
    const post = postsOf(page.locale).find((p) => localePath(page.locale, p.path) === page.url)!
    const h1 = textOf(find(doc, 'h1')!)
    const sidebar = byTestId(doc, 'blog-sidebar')
    const sidebarLinks = sidebarLinksOf(page.locale)
    const current = find(sidebar, (el) => attr(el, 'aria-current') === 'page')
    const data = jsonLd(doc).find((d) => d['@type'] === 'BlogPosting')
    return [
      [textOf(byTestId(doc, 'reading-time')), READING_TIME[page.locale].test(textOf(byTestId(doc, 'reading-time')))],
      [`time ${attr(find(header, 'time')!, 'datetime')}`, attr(find(header, 'time')!, 'datetime')?.startsWith(post.date.slice(0, 10))],
      [`tag links ${hrefsIn(header)}`, post.tags.every((t) => hrefsIn(header).includes(localePath(page.locale, `/blog/tags/${t}`)))],
      [
        `sidebar current ${current && attr(current, 'href')}`,
        sidebarLinks.includes(page.url) ? current && attr(current, 'href') === page.url : !current,
      ],
      [`BlogPosting ${JSON.stringify(data)?.slice(0, 80)}`, data?.headline === h1 && data?.inLanguage === post.locale],
    ]
      .filter(([, ok]) => !ok)
      .map(([what]) => `${page.url}: ${what}`)
  }

  it('shows its reading time, date and tags, is marked in the sidebar when listed there and carries BlogPosting JSON-LD', () => {
    expect(postPages.flatMap(check)).toEqual([])
  })
})

describe('every post, in its page’s language', () => {
  for (const locale of locales) {
    it(`${locale}: localized date, authors and tag names from the data files, years in the sidebar, pager and share links`, () => {
      const posts = postsOf(locale)
      const problems = posts.flatMap((post, i) => {
        const url = localePath(locale, post.path)
        const doc = documentOf(url)
        const header = find(find(doc, 'article')!, 'header')!
        const found: string[] = []
        const shown = textOf(find(header, 'time')!)
        if (shown !== formatDate(locale, post.date)) found.push(`${url}: date "${shown}"`)
        for (const id of post.authors) {
          const name = typeset(locale, getAuthor(id)!.name[locale])
          if (!textOf(header).includes(name)) found.push(`${url}: author "${name}" not shown`)
        }
        for (const slug of post.tags) {
          const label = typeset(locale, getTag(slug)!.label[locale])
          const link = find(header, (el) => el.tagName === 'a' && textOf(el) === label)
          if (!link || attr(link, 'href') !== localePath(locale, `/blog/tags/${slug}`)) found.push(`${url}: no link "${label}" to its tag`)
        }
        const years = findAll(byTestId(doc, 'blog-sidebar'), 'h3').map(textOf)
        if (JSON.stringify(years) !== JSON.stringify([...new Set(sidebarPosts(posts).posts.map((p) => p.date.slice(0, 4)))]))
          found.push(`${url}: sidebar years ${years}`)
        const pager = findAll(byTestId(doc, 'pager'), 'a').map((a) => attr(a, 'href'))
        const neighbours = [posts[i - 1], posts[i + 1]].filter(Boolean).map((p) => localePath(locale, p.path))
        if (JSON.stringify(pager) !== JSON.stringify(neighbours)) found.push(`${url}: pager ${pager}, expected ${neighbours}`)
        const share = find(doc, (el) => el.tagName === 'a' && (attr(el, 'href') ?? '').includes('linkedin.com'))
        if (!share || !attr(share, 'href')!.includes(encodeURIComponent(`${SITE}${url}`)) || attr(share, 'rel') !== 'noopener noreferrer') {
          found.push(`${url}: no LinkedIn share link to the post`)
        }
        return found
      })
      expect(problems).toEqual([])
    })
  }
})

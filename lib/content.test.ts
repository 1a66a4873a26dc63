// Content helpers, on hand-made fixtures and on the real content of content/.
import { describe, expect, it } from 'vitest'
import { tags } from '@/content/tags'
import {
  buildSidebar,
  countTags,
  getCategories,
  getDocs,
  getPosts,
  getPostsByTag,
  getSidebar,
  getTagsWithCounts,
  groupPostsByYear,
  isUntranslated,
  languagesOf,
  SIDEBAR_ALL_DOCS_LIMIT,
  SIDEBAR_ALL_POSTS_LIMIT,
  sidebarFor,
  sidebarPosts,
  sortDocs,
  sortPostsNewestFirst,
  textLangOf,
  withFallbacks,
} from './content'

describe('English first, French later', () => {
  const items = [
    { locale: 'en', slug: 'both' },
    { locale: 'fr', slug: 'both' },
    { locale: 'en', slug: 'english-only' },
  ]
  it('shows a page not translated yet in English under French, and nothing twice', () => {
    expect(withFallbacks(items, 'fr')).toEqual([items[1], items[2]])
    expect(withFallbacks(items, 'en')).toEqual([items[0], items[2]])
  })
  it('marks the English original shown under French, and gives its text language', () => {
    expect(isUntranslated(items[2], 'fr')).toBe(true)
    expect(isUntranslated(items[1], 'fr')).toBe(false)
    expect(textLangOf(items[2], 'fr')).toBe('en')
    expect(textLangOf(items[1], 'fr')).toBeUndefined()
  })
  it('lists the languages a page exists in, English first', () => {
    expect(languagesOf(items, 'both')).toEqual(['en', 'fr'])
    expect(languagesOf(items, 'english-only')).toEqual(['en'])
  })
})

describe('blog sidebar', () => {
  it('lists every post up to the limit, and the newest ones beyond it', () => {
    const posts = Array.from({ length: SIDEBAR_ALL_POSTS_LIMIT + 1 }, (_, i) => i)
    expect(sidebarPosts(posts.slice(0, SIDEBAR_ALL_POSTS_LIMIT))).toEqual({
      posts: posts.slice(0, SIDEBAR_ALL_POSTS_LIMIT),
      truncated: false,
    })
    expect(sidebarPosts(posts)).toEqual({ posts: posts.slice(0, SIDEBAR_ALL_POSTS_LIMIT), truncated: true })
  })
})

describe('docs', () => {
  // The first two categories of content/categories.ts by position, whichever they are.
  const [first, second] = getCategories().map((c) => c.id)

  it('sorts top-level docs first, then categories by position, then sidebar_position', () => {
    expect(second, 'content/categories.ts has two categories').toBeDefined()
    const docs = [
      { title: 'B', category: second, sidebar_position: 1 },
      { title: 'A', category: first, sidebar_position: 2 },
      { title: 'FAQ', category: undefined, sidebar_position: 1 },
      { title: 'C', category: first, sidebar_position: 1 },
    ]
    expect(sortDocs(docs).map((d) => d.title)).toEqual(['FAQ', 'C', 'A', 'B'])
  })

  it('builds one sidebar in each language: the top-level pages first, then each category that has pages, in its order', () => {
    for (const locale of ['en', 'fr'] as const) {
      const sidebar = getSidebar(locale)
      const docs = getDocs(locale)
      const paths = sidebar.flatMap((i) => (i.kind === 'doc' ? [i.path] : i.docs.map((d) => d.path)))
      expect(paths.sort()).toEqual(docs.map((d) => d.path).sort())
      const topLevel = sidebar.filter((i) => i.kind === 'doc')
      expect(sidebar.slice(0, topLevel.length)).toEqual(topLevel)
      const used = getCategories().filter((c) => docs.some((d) => d.category === c.id))
      expect(sidebar.flatMap((i) => (i.kind === 'category' ? [i.category.id] : []))).toEqual(used.map((c) => c.id))
      for (const item of sidebar) {
        if (item.kind !== 'category') continue
        const positions = item.docs.map((d) => docs.find((doc) => doc.path === d.path)!.sidebar_position)
        expect(positions, item.category.id).toEqual([...positions].sort((a, b) => a - b))
      }
    }
    // A page not translated yet is in the other language's sidebar too, under its English title.
    expect(getDocs('fr').length).toBe(getDocs('en').length)
  })

  it('lists every category’s pages up to the limit, and beyond it only the current category’s', () => {
    const sidebar = buildSidebar([
      { title: 'FAQ', path: '/docs/faq', slug: 'faq', locale: 'en', sidebar_position: 1 },
      { title: 'A', path: '/docs/deals/a', slug: 'deals/a', locale: 'en', category: second, sidebar_position: 1 },
      { title: 'B', path: '/docs/deals/b', slug: 'deals/b', locale: 'en', category: second, sidebar_position: 2 },
      { title: 'C', path: '/docs/contacts/c', slug: 'contacts/c', locale: 'en', category: first, sidebar_position: 1 },
    ] as Parameters<typeof buildSidebar>[0])
    const shown = (activePath: string, limit: number) =>
      sidebarFor(sidebar, activePath, limit).flatMap((i) => (i.kind === 'category' ? [[i.category.id, i.open, i.listed]] : []))
    expect(shown('/docs/deals/b', 4)).toEqual([
      [first, false, true],
      [second, true, true],
    ])
    expect(shown('/docs/deals/b', 3)).toEqual([
      [first, false, false],
      [second, true, true],
    ])
    // On a category page, that category is the open one.
    expect(shown(`/docs/category/${first}`, 0)).toEqual([
      [first, true, true],
      [second, false, false],
    ])
    expect(SIDEBAR_ALL_DOCS_LIMIT).toBeGreaterThan(0)
  })
})

describe('blog', () => {
  const posts = [
    { title: 'b', date: '2025-01-21T00:00:00.000Z', tags: ['crm', 'sales'] },
    { title: 'a', date: '2024-02-06T00:00:00.000Z', tags: ['crm'] },
    { title: 'c', date: '2026-06-16T00:00:00.000Z', tags: [] },
    { title: 'd', date: '2025-09-09T00:00:00.000Z', tags: ['sales'] },
  ]

  it('sorts newest first', () => {
    expect(sortPostsNewestFirst(posts).map((p) => p.title)).toEqual(['c', 'd', 'b', 'a'])
  })

  it('groups by year, newest year first, keeping order inside a year', () => {
    expect(groupPostsByYear(sortPostsNewestFirst(posts)).map((g) => [g.year, g.posts.map((p) => p.title)])).toEqual([
      [2026, ['c']],
      [2025, ['d', 'b']],
      [2024, ['a']],
    ])
  })

  it('counts tags', () => {
    expect(Object.fromEntries(countTags(posts))).toEqual({ crm: 2, sales: 2 })
  })

  it('every post, in both languages, has its reading time from its word count (200 words a minute, at least 1)', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const post of getPosts(locale)) expect(post.readingTime, post.path).toBe(Math.max(1, Math.ceil(post.wordCount / 200)))
    }
  })

  it('tag counts cover every tag of the data file and match the tag pages', () => {
    const counted = getTagsWithCounts('fr')
    expect(counted.map((c) => c.tag.slug).sort()).toEqual(tags.map((t) => t.slug).sort())
    for (const { tag, count } of counted) expect(getPostsByTag('fr', tag.slug)).toHaveLength(count)
  })
})

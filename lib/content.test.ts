// Content helpers, on hand-made fixtures and on the real content of content/.
import { describe, expect, it } from 'vitest'
import { tags } from '@/content/tags'
import {
  buildSidebar,
  countTags,
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
    expect(getPosts('fr').length).toBeLessThanOrEqual(SIDEBAR_ALL_POSTS_LIMIT)
  })
})

describe('docs', () => {
  it('sorts top-level docs first, then categories by position, then sidebar_position', () => {
    const docs = [
      { title: 'B', category: 'manage-deals', sidebar_position: 1 },
      { title: 'A', category: 'manage-contacts', sidebar_position: 2 },
      { title: 'FAQ', category: undefined, sidebar_position: 1 },
      { title: 'C', category: 'manage-contacts', sidebar_position: 1 },
    ]
    expect(sortDocs(docs).map((d) => d.title)).toEqual(['FAQ', 'C', 'A', 'B'])
  })

  it('builds one sidebar with the FAQ first and every doc once, in both languages alike', () => {
    for (const locale of ['en', 'fr'] as const) {
      const sidebar = getSidebar(locale)
      expect(sidebar[0]).toMatchObject({ kind: 'doc', path: '/docs/intro' })
      const paths = sidebar.flatMap((i) => (i.kind === 'doc' ? [i.path] : i.docs.map((d) => d.path)))
      expect(paths.sort()).toEqual(
        getDocs(locale)
          .map((d) => d.path)
          .sort(),
      )
      expect(sidebar.filter((i) => i.kind === 'category').map((i) => (i.kind === 'category' ? i.category.id : ''))).toEqual([
        'manage-contacts',
        'manage-deals',
        'manage-products',
        'share-database',
        'view-reports',
        'manage-your-account',
        'contact-support',
      ])
    }
    expect(buildSidebar(getDocs('en')).length).toBe(buildSidebar(getDocs('fr')).length)
  })

  it('lists every category’s pages up to the limit, and beyond it only the current category’s', () => {
    const sidebar = getSidebar('en')
    const docPath = sidebar.flatMap((i) => (i.kind === 'category' ? i.docs : []))[0].path
    const shown = (limit: number) =>
      sidebarFor(sidebar, docPath, limit).flatMap((i) => (i.kind === 'category' ? [[i.category.id, i.open, i.listed]] : []))
    const count = getDocs('en').length
    expect(count).toBeLessThanOrEqual(SIDEBAR_ALL_DOCS_LIMIT)
    expect(shown(count)).toEqual(sidebar.flatMap((i) => (i.kind === 'category' ? [[i.category.id, i.docs[0].path === docPath, true]] : [])))
    expect(shown(count - 1).filter(([, , listed]) => listed)).toEqual([['manage-contacts', true, true]])
    // On a category page, that category is the open one.
    expect(
      sidebarFor(sidebar, '/docs/category/manage-deals', 0).flatMap((i) => (i.kind === 'category' && i.listed ? [i.category.id] : [])),
    ).toEqual(['manage-deals'])
  })

  it('has every fixed docs path in both languages', () => {
    const spec = [
      'intro',
      'business-coach/stop-subscription',
      'contact-support',
      'manage-account/change-language',
      'manage-account/delete-account',
      'manage-contacts/add-a-contact-import',
      'manage-contacts/add-a-contact-manually',
      'manage-contacts/add-activities',
      'manage-contacts/delete-a-contact',
      'manage-contacts/modify-a-contact',
      'manage-deals/add-a-deal',
      'manage-deals/delete-a-deal',
      'manage-deals/modify-a-deal',
      'manage-products/add-a-product',
      'manage-products/delete-a-product',
      'manage-products/modify-a-product',
      'share-database',
      'view-reports',
    ]
    for (const locale of ['en', 'fr'] as const)
      expect(
        getDocs(locale)
          .map((d) => d.slug)
          .sort(),
      ).toEqual(spec.sort())
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

  it('the real blog: nine posts in each language over at least two years, reading time computed', () => {
    for (const locale of ['en', 'fr'] as const) {
      const real = getPosts(locale)
      expect(real).toHaveLength(9)
      expect(groupPostsByYear(real).length).toBeGreaterThanOrEqual(2)
      for (const post of real) expect(post.readingTime).toBe(Math.max(1, Math.ceil(post.wordCount / 200)))
    }
  })

  it('tag counts cover every tag of the data file and match the tag pages', () => {
    const counted = getTagsWithCounts('fr')
    expect(counted.map((c) => c.tag.slug).sort()).toEqual(tags.map((t) => t.slug).sort())
    for (const { tag, count } of counted) expect(getPostsByTag('fr', tag.slug)).toHaveLength(count)
  })
})

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
  SIDEBAR_LIST_LIMIT,
  SIDEBAR_POSTS_LIMIT,
  sidebarFor,
  sidebarLinkBound,
  sidebarPaths,
  sidebarPosts,
  sortDocs,
  sortPostsNewestFirst,
  textLangOf,
  windowAround,
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
  it('lists every post up to the limit, and beyond it the newest ones, as many whatever the size of the blog', () => {
    for (const size of [0, 1, SIDEBAR_POSTS_LIMIT, SIDEBAR_POSTS_LIMIT + 1, 100, 5000]) {
      const posts = Array.from({ length: size }, (_, i) => i)
      expect(sidebarPosts(posts), `${size} posts`).toEqual({
        posts: posts.slice(0, SIDEBAR_POSTS_LIMIT),
        truncated: size > SIDEBAR_POSTS_LIMIT,
      })
    }
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
    const shown = (activePath: string, all: number) =>
      sidebarFor(sidebar, activePath, { all }).flatMap((i) => (i.kind === 'category' ? [[i.category.id, i.open, i.listed]] : []))
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
  })

  it('shows a long list as the pages around the current one, about as many on each side, within the list', () => {
    const limit = 5
    for (const size of [0, 1, limit, limit + 1, 12, 1000]) {
      const list = Array.from({ length: size }, (_, i) => i)
      expect(windowAround(list, -1, limit), `${size}, no current page`).toEqual(list.slice(0, limit))
      for (let current = 0; current < size; current++) {
        const shown = windowAround(list, current, limit)
        expect(shown, `${size}, at ${current}`).toEqual(list.slice(shown[0], shown[0] + Math.min(size, limit)))
        expect(shown, `${size}, at ${current}`).toContain(current)
        // Two before the current page and two after, unless the list ends first.
        if (current >= 2 && current < size - 2 && size > limit) expect(shown.indexOf(current), `${size}, at ${current}`).toBe(2)
      }
    }
  })

  /** A help centre of `topLevel` pages outside any category and `perCategory[i]` pages in the i-th category. */
  const helpCentre = (topLevel: number, perCategory: number[]) => {
    const ids = getCategories().map((c) => c.id)
    return buildSidebar(
      [
        ...Array.from({ length: topLevel }, (_, i) => ({ title: `T${i}`, path: `/docs/t${i}`, slug: `t${i}`, sidebar_position: i })),
        ...perCategory.flatMap((n, c) =>
          Array.from({ length: n }, (_, i) => ({
            title: `${ids[c]} ${i}`,
            path: `/docs/${ids[c]}/${i}`,
            slug: `${ids[c]}/${i}`,
            category: ids[c],
            sidebar_position: i,
          })),
        ),
      ].map((doc) => ({ ...doc, locale: 'en' })) as Parameters<typeof buildSidebar>[0],
    )
  }
  const pagesOf = (sidebar: ReturnType<typeof buildSidebar>) => [
    '/docs',
    ...sidebar.flatMap((i) => (i.kind === 'doc' ? [i.path] : [i.path, ...i.docs.map((d) => d.path)])),
  ]

  it('shows a help centre as small as today’s whole on every page: every page in order, no link to more', () => {
    const categories = getCategories().length
    const sidebar = helpCentre(1, [5, 3, 3, 2, 1, 1, 3].slice(0, categories))
    for (const path of pagesOf(sidebar)) {
      const entries = sidebarFor(sidebar, path)
      expect(
        entries.filter((e) => e.kind === 'more' || (e.kind === 'category' && (!e.listed || e.more))),
        path,
      ).toEqual([])
      expect(sidebarPaths(entries), path).toEqual(pagesOf(sidebar))
    }
  })

  it('shows, whatever the size of the help centre, at most a bound set by the rules alone, the current page and its neighbours among it', () => {
    const categories = getCategories().length
    const bound = sidebarLinkBound(categories)
    // The bound is what the limits allow, not the size of any help centre.
    expect(bound).toBeLessThanOrEqual(1 + categories + Math.max(SIDEBAR_ALL_DOCS_LIMIT + categories + 1, 2 * SIDEBAR_LIST_LIMIT + 2))
    for (const [topLevel, size] of [
      [1, 2],
      [3, SIDEBAR_LIST_LIMIT],
      [SIDEBAR_LIST_LIMIT + 1, 2],
      [SIDEBAR_LIST_LIMIT + 1, SIDEBAR_LIST_LIMIT + 1],
      [2, Math.ceil(SIDEBAR_ALL_DOCS_LIMIT / categories)],
      [50, 300],
      [1000, 3000],
    ]) {
      // The first category holds the most pages, the last one page.
      const sidebar = helpCentre(
        topLevel,
        Array.from({ length: categories }, (_, c) => (c === categories - 1 ? 1 : Math.ceil(size / (c + 1)))),
      )
      const pages = pagesOf(sidebar)
      const total = pages.length - 1 - categories
      // Every page, or a sample of a large help centre: each list's first, middle and last pages, and the category pages.
      const sample = total <= 200 ? pages : pages.filter((_, i) => i % 97 === 0 || i === pages.length - 1)
      for (const path of sample) {
        const entries = sidebarFor(sidebar, path)
        const shown = sidebarPaths(entries)
        const where = `${total} pages, at ${path}`
        expect(shown.length, where).toBeLessThanOrEqual(bound)
        expect(shown, where).toContain(path)
        // Every category is named, the current page's open; beyond the limit, only it lists its pages.
        const groups = entries.filter((e) => e.kind === 'category')
        expect(groups.length, where).toBe(categories)
        for (const group of groups) {
          const holds = group.path === path || group.docs.some((d) => d.path === path)
          expect(group.open, where).toBe(holds)
          expect(group.listed, where).toBe(holds || total <= SIDEBAR_ALL_DOCS_LIMIT)
        }
        // A list that leaves pages out links to the page that lists them all, with their number, but on that page.
        const topLevelShown = entries.filter((e) => e.kind === 'doc')
        expect(topLevelShown.length, where).toBe(Math.min(topLevel, SIDEBAR_LIST_LIMIT))
        expect(
          entries.find((e) => e.kind === 'more'),
          where,
        ).toEqual(topLevel > SIDEBAR_LIST_LIMIT && path !== '/docs' ? { kind: 'more', path: '/docs', count: topLevel } : undefined)
        for (const group of groups) {
          const all = sidebar.find((i) => i.kind === 'category' && i.path === group.path)!
          const count = all.kind === 'category' ? all.docs.length : 0
          expect(group.docs.length, where).toBe(Math.min(count, SIDEBAR_LIST_LIMIT))
          expect(group.more, where).toEqual(
            count > SIDEBAR_LIST_LIMIT && path !== group.path ? { kind: 'more', path: group.path, count } : undefined,
          )
        }
      }
    }
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

// Every question a page asks about content goes through here ("posts with tag X in French, newest
// first"), so no page filters Contentlayer's arrays by hand. Pure helpers take arrays for unit tests.
import { allDocs as generatedDocs, allPosts as generatedPosts, type Doc, type Post } from 'contentlayer/generated'
import { authors as authorData } from '@/content/authors'
import { type Category, categories as categoryData } from '@/content/categories'
import { type Tag, tags as tagData } from '@/content/tags'
import { typesetFrench, typesetLocalized } from './french-typography'
import { defaultLocale, type Locale, locales } from './i18n'
import { shown } from './supplied'
import type { TocItem } from './toc'

export type { Doc, Post }

// French typography (lib/french-typography.ts) for what the MDX pipeline does not see: the front matter a page shows
// (title, description, labels) and the French strings of the data files. The table of contents comes from the MDX
// compile (lib/toc.ts), typeset already.
const typesetFields = <T extends Doc | Post>(item: T): T => {
  if (item.locale !== 'fr') return item
  const fields: Partial<Record<string, unknown>> = { ...item }
  for (const key of ['title', 'description', 'sidebar_label', 'imageAlt']) {
    if (typeof fields[key] === 'string') fields[key] = typesetFrench(fields[key])
  }
  return fields as T
}
const allDocs = generatedDocs.map(typesetFields)
const allPosts = generatedPosts.map(typesetFields)
const authors = typesetLocalized(authorData)
const categories = typesetLocalized(categoryData)
const tags = typesetLocalized(tagData)

// ---------- Docs ----------

export interface SidebarDoc {
  kind: 'doc'
  title: string
  path: string
  slug: string
  /** The language of the title: the page's own, which differs from the sidebar's while it is not translated. */
  lang: string
}
export interface SidebarCategory {
  kind: 'category'
  category: Category
  path: string
  docs: SidebarDoc[]
}
export type SidebarItem = SidebarDoc | SidebarCategory

const categoryPosition = (id: string | undefined) => (id ? (categories.find((c) => c.id === id)?.position ?? 99) : 0)

/** Sidebar order: top-level docs first, then categories by position; inside each, by sidebar_position then title. */
export function sortDocs<T extends Pick<Doc, 'category' | 'sidebar_position' | 'title'>>(docs: T[]): T[] {
  return [...docs].sort(
    (a, b) =>
      categoryPosition(a.category) - categoryPosition(b.category) ||
      a.sidebar_position - b.sidebar_position ||
      a.title.localeCompare(b.title),
  )
}

export const docTitle = (doc: Pick<Doc, 'sidebar_label' | 'title'>) => doc.sidebar_label ?? doc.title
export const tocOf = (doc: Doc | Post) => doc.toc as TocItem[]

// ---------- English first, translations later ----------

/**
 * The pages of a language: its own, and the default language's ones it has no translation of yet, which show in the
 * default language with a notice (`isUntranslated`) until their translation is committed. Pure, for unit tests.
 */
export function withFallbacks<T extends { locale: string; slug: string }>(items: readonly T[], locale: Locale): T[] {
  const own = items.filter((item) => item.locale === locale)
  if (locale === defaultLocale) return own
  const translated = new Set(own.map((item) => item.slug))
  return [...own, ...items.filter((item) => item.locale === defaultLocale && !translated.has(item.slug))]
}

/** A page shown in `locale` that is its default-language original, not translated yet. */
export const isUntranslated = (item: { locale: string }, locale: Locale) => item.locale !== locale

/** The `lang` attribute for a page's title or text shown in `locale`: its own language when it is not `locale`. */
export const textLangOf = (item: { locale: string }, locale: Locale) => (isUntranslated(item, locale) ? item.locale : undefined)

/** The languages a page's text exists in: its translations, the default language first. */
export function languagesOf(items: readonly { locale: string; slug: string }[], slug: string): Locale[] {
  return locales.filter((locale) => items.some((item) => item.slug === slug && item.locale === locale))
}

export const docLanguages = (slug: string) => languagesOf(allDocs, slug)

// ---------- Docs ----------

export function getDocs(locale: Locale): Doc[] {
  return sortDocs(withFallbacks(allDocs, locale))
}

export function getDoc(locale: Locale, slug: string): Doc | undefined {
  return getDocs(locale).find((d) => d.slug === slug)
}

export function buildSidebar(docs: Doc[]): SidebarItem[] {
  const items: SidebarItem[] = []
  for (const doc of sortDocs(docs)) {
    const entry: SidebarDoc = { kind: 'doc', title: docTitle(doc), path: doc.path, slug: doc.slug, lang: doc.locale }
    if (!doc.category) {
      items.push(entry)
      continue
    }
    let group = items.find((i): i is SidebarCategory => i.kind === 'category' && i.category.id === doc.category)
    if (!group) {
      const category = categories.find((c) => c.id === doc.category)!
      group = { kind: 'category', category, path: `/docs/category/${category.id}`, docs: [] }
      items.push(group)
    }
    group.docs.push(entry)
  }
  return items
}

export function getSidebar(locale: Locale): SidebarItem[] {
  return buildSidebar(getDocs(locale))
}

/**
 * Nothing in a help page's sidebar grows with the size of the help centre (docs/product.md#layout): otherwise every page
 * would carry a link to every other one, twice (in its HTML and in React's payload), and the export would grow with the
 * square of the number of pages (`npm run bench:scale`). Two bounds, neither depending on how many pages there are:
 *
 * - a list (the top-level pages, or a category's pages) shows at most SIDEBAR_LIST_LIMIT pages: a longer one shows
 *   the ones nearest the current page (the first ones when the current page is not in it), then a link to the page
 *   that lists them all: the category's page, or the overview for the top-level pages;
 * - up to SIDEBAR_ALL_DOCS_LIMIT help pages in a language, every category lists its pages (one sidebar of every page,
 *   as the product asks); beyond it, the categories show their names, linking to their pages, and only the current
 *   page's category lists its own.
 *
 * Today's help centre (18 pages a language, 5 at most in a category) shows whole, under both.
 */
export const SIDEBAR_LIST_LIMIT = 12
export const SIDEBAR_ALL_DOCS_LIMIT = 36

/** A link to the page that lists all `count` pages of a list the sidebar shows only some of. */
export interface SidebarMore {
  kind: 'more'
  path: string
  count: number
}
export type SidebarEntry = SidebarDoc | SidebarMore | (SidebarCategory & { open: boolean; listed: boolean; more?: SidebarMore })

/**
 * At most `limit` items of a list: all of them when there are no more, else `limit` in a row around the one at
 * `current` (about as many before it as after, fewer at either end of the list), or the first ones when `current` is -1.
 */
export function windowAround<T>(items: readonly T[], current: number, limit: number): T[] {
  if (items.length <= limit) return [...items]
  const start = Math.max(0, Math.min(current - Math.floor((limit - 1) / 2), items.length - limit))
  return items.slice(start, start + limit)
}

/**
 * Some of a list's pages, as the sidebar shows them, and the link to all of them when some are left out (but on the
 * page that lists them all, which needs no link to itself).
 */
function shownList(docs: SidebarDoc[], activePath: string, limit: number, allAt: string): { docs: SidebarDoc[]; more?: SidebarMore } {
  const shown = windowAround(
    docs,
    docs.findIndex((d) => d.path === activePath),
    limit,
  )
  const more = shown.length < docs.length && activePath !== allAt
  return { docs: shown, more: more ? { kind: 'more', path: allAt, count: docs.length } : undefined }
}

/**
 * The sidebar as shown on the page at `activePath`: the top-level pages, then each category with the current page's
 * open, which of them list their pages, and which pages of each list (the rules above).
 */
export function sidebarFor(
  items: SidebarItem[],
  activePath: string,
  { all = SIDEBAR_ALL_DOCS_LIMIT, list = SIDEBAR_LIST_LIMIT }: { all?: number; list?: number } = {},
): SidebarEntry[] {
  const count = items.reduce((n, item) => n + (item.kind === 'doc' ? 1 : item.docs.length), 0)
  const topLevel = shownList(
    items.filter((item) => item.kind === 'doc'),
    activePath,
    list,
    '/docs',
  )
  const categories = items.flatMap((item) => {
    if (item.kind === 'doc') return []
    const open = item.path === activePath || item.docs.some((d) => d.path === activePath)
    return [{ ...item, open, listed: open || count <= all, ...shownList(item.docs, activePath, list, item.path) }]
  })
  return [...topLevel.docs, ...(topLevel.more ? [topLevel.more] : []), ...categories]
}

/**
 * The paths the sidebar links to, in order, as components/docs/docs-sidebar.tsx renders `entries`: the overview, the
 * top-level pages and their link to all, then each category's name and, when it lists them, its pages shown and its
 * link to all.
 */
export function sidebarPaths(entries: SidebarEntry[]): string[] {
  return [
    '/docs',
    ...entries.flatMap((e) =>
      e.kind !== 'category' ? [e.path] : [e.path, ...(e.listed ? [...e.docs.map((d) => d.path), ...(e.more ? [e.more.path] : [])] : [])],
    ),
  ]
}

/**
 * The most links a help page's sidebar can hold with `categories` categories, whatever the number of pages: the
 * overview; the top-level pages and their link to all; each category's name; and the pages listed with their links to
 * all, at most every page of a small help centre or two lists of the longest.
 */
export function sidebarLinkBound(
  categories: number,
  { all = SIDEBAR_ALL_DOCS_LIMIT, list = SIDEBAR_LIST_LIMIT }: { all?: number; list?: number } = {},
): number {
  return 1 + categories + Math.max(Math.min(all, (categories + 1) * list) + categories + 1, 2 * list + 2)
}

/** The previous and next pages in sidebar order. */
export function getDocNeighbours(locale: Locale, slug: string): { previous?: Doc; next?: Doc } {
  const docs = getDocs(locale)
  const index = docs.findIndex((d) => d.slug === slug)
  return { previous: index > 0 ? docs[index - 1] : undefined, next: index >= 0 ? docs[index + 1] : undefined }
}

export function getCategory(id: string): Category | undefined {
  return categories.find((c) => c.id === id)
}

export function getCategories(): Category[] {
  return [...categories].sort((a, b) => a.position - b.position)
}

export function getDocsByCategory(locale: Locale, id: string): Doc[] {
  return getDocs(locale).filter((d) => d.category === id)
}

// ---------- Blog ----------

/** Drafts are visible in `next dev` only; a build never exports them. */
export const isPublished = (post: Pick<Post, 'draft'>) => !post.draft || process.env.NODE_ENV === 'development'

export function sortPostsNewestFirst<T extends Pick<Post, 'date' | 'title'>>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
}

/** The posts of a language, newest first: its own and the default language's ones not translated yet. */
export function getPosts(locale: Locale): Post[] {
  return sortPostsNewestFirst(withFallbacks(allPosts.filter(isPublished), locale))
}

/** The posts written in a language (for its feeds: a post not translated yet is not part of them). */
export function getTranslatedPosts(locale: Locale): Post[] {
  return getPosts(locale).filter((post) => !isUntranslated(post, locale))
}

export const postLanguages = (slug: string) => languagesOf(allPosts.filter(isPublished), slug)

export function getPost(locale: Locale, slug: string): Post | undefined {
  return getPosts(locale).find((p) => p.slug === slug)
}

/** Slugs of every published post: every one has a page in every language (the build checks the English original exists). */
export function getPostSlugs(): string[] {
  return [...new Set(allPosts.filter(isPublished).map((p) => p.slug))]
}

export function getDocSlugs(): string[] {
  return [...new Set(allDocs.map((d) => d.slug))]
}

/**
 * The blog sidebar lists the newest posts, grouped by year: all of them up to this many, else this many and a link to
 * the archive, which lists every post by year (docs/product.md#layout). Every blog page carries the sidebar, so a
 * bound that grew with the blog would make every page grow with it, twice (its HTML and React's payload).
 */
export const SIDEBAR_POSTS_LIMIT = 10

/** The posts the blog sidebar lists (newest first), and whether some are left to the archive. */
export function sidebarPosts<T>(postsNewestFirst: T[], limit = SIDEBAR_POSTS_LIMIT): { posts: T[]; truncated: boolean } {
  return { posts: postsNewestFirst.slice(0, limit), truncated: postsNewestFirst.length > limit }
}

export function groupPostsByYear<T extends Pick<Post, 'date'>>(posts: T[]): { year: number; posts: T[] }[] {
  const groups: { year: number; posts: T[] }[] = []
  for (const post of posts) {
    const year = new Date(post.date).getUTCFullYear()
    const group = groups.find((g) => g.year === year)
    if (group) group.posts.push(post)
    else groups.push({ year, posts: [post] })
  }
  return groups.sort((a, b) => b.year - a.year)
}

export function getPostsByTag(locale: Locale, tag: string): Post[] {
  return getPosts(locale).filter((p) => p.tags.includes(tag))
}

export function countTags<T extends Pick<Post, 'tags'>>(posts: T[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return counts
}

/** Every tag of the data file with its number of posts in the locale (0 included), most used first. */
export function getTagsWithCounts(locale: Locale): { tag: Tag; count: number }[] {
  const counts = countTags(getPosts(locale))
  return tags
    .map((tag) => ({ tag: tag as Tag, count: counts.get(tag.slug) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.tag.label[locale].localeCompare(b.tag.label[locale], locale))
}

export function getTag(slug: string): Tag | undefined {
  return tags.find((t) => t.slug === slug)
}

export function getAllTags(): Tag[] {
  return [...tags]
}

/** An author as the pages show them: their links that are confirmed, or every link outside a production build. */
const withShownLinks = (author: (typeof authors)[number]) => ({
  ...author,
  links: author.links.flatMap(({ label, href }) => {
    const url = shown(href)
    return url ? [{ label, href: url }] : []
  }),
})

export function getAuthor(id: string) {
  const author = authors.find((a) => a.id === id)
  return author && withShownLinks(author)
}

export function getAuthors() {
  return authors.map(withShownLinks)
}

export function getPostsByAuthor(locale: Locale, authorId: string): Post[] {
  return getPosts(locale).filter((p) => p.authors.includes(authorId))
}

/** Older and newer neighbours of a post, in date order. */
export function getPostNeighbours(locale: Locale, slug: string): { older?: Post; newer?: Post } {
  const posts = getPosts(locale)
  const index = posts.findIndex((p) => p.slug === slug)
  return { newer: index > 0 ? posts[index - 1] : undefined, older: index >= 0 ? posts[index + 1] : undefined }
}

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
// (title, description, labels), its table of contents, and the French strings of the data files.
const typesetFields = <T extends Doc | Post>(item: T): T => {
  if (item.locale !== 'fr') return item
  const fields: Partial<Record<string, unknown>> = { ...item }
  for (const key of ['title', 'description', 'sidebar_label', 'imageAlt']) {
    if (typeof fields[key] === 'string') fields[key] = typesetFrench(fields[key])
  }
  fields.toc = (item.toc as TocItem[]).map((entry) => ({ ...entry, text: typesetFrench(entry.text) }))
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
 * Up to this many help pages in a language, the sidebar lists the pages of every category (one sidebar: docs/product.md#layout).
 * Beyond it, only the category of the current page lists its pages and the others link to their category page:
 * otherwise every page would carry a link to every other one, and the export would grow with the square of the
 * number of pages (`npm run bench:scale`).
 */
export const SIDEBAR_ALL_DOCS_LIMIT = 150

export type SidebarEntry = SidebarDoc | (SidebarCategory & { open: boolean; listed: boolean })

/** The sidebar as shown on the page at `activePath`: the current page's category open, and which categories list their pages. */
export function sidebarFor(items: SidebarItem[], activePath: string, limit = SIDEBAR_ALL_DOCS_LIMIT): SidebarEntry[] {
  const count = items.reduce((n, item) => n + (item.kind === 'doc' ? 1 : item.docs.length), 0)
  return items.map((item) => {
    if (item.kind === 'doc') return item
    const open = item.path === activePath || item.docs.some((d) => d.path === activePath)
    return { ...item, open, listed: open || count <= limit }
  })
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

/** Up to this many posts in a language, the blog sidebar lists them all by year (docs/product.md#layout); beyond it, the newest ones (see SIDEBAR_ALL_DOCS_LIMIT). */
export const SIDEBAR_ALL_POSTS_LIMIT = 100

/** The posts the blog sidebar lists (newest first), and whether some are left to the archive. */
export function sidebarPosts<T>(postsNewestFirst: T[], limit = SIDEBAR_ALL_POSTS_LIMIT): { posts: T[]; truncated: boolean } {
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

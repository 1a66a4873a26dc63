// The synthetic content of `npm run bench:scale` must pass the same rules as real content (content/README.md),
// or the bench would measure a failing build.
import matter from 'gray-matter'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { authors } from '@/content/authors'
import { categories } from '@/content/categories'
import { tags } from '@/content/tags'
import { checkDate, checkReferences, checkTranslations, type ContentFile, parseContentPath } from '@/lib/content-rules'
import { frenchTypography, generateContent, type GeneratedFile, readContentIds } from './generate-content.mjs'

const ids = readContentIds(process.cwd())
const COUNT = 40
const files = generateContent({ posts: COUNT, docs: COUNT, ...ids })
const posts = files.filter((f) => f.path.startsWith('content/blog/'))
const docs = files.filter((f) => f.path.startsWith('content/docs/'))

interface Parsed {
  file: ContentFile
  data: Record<string, unknown>
  body: string
}
function parse(f: GeneratedFile, section: 'blog' | 'docs'): Parsed {
  const sourceFilePath = f.path.replace(/^content\//, '')
  const { locale, slug } = parseContentPath(sourceFilePath.replace(/\.mdx$/, ''), section, sourceFilePath)
  const { data, content } = matter(f.text)
  return { file: { sourceFilePath, locale, slug }, data, body: content }
}
const parsedPosts = posts.map((f) => parse(f, 'blog'))
const parsedDocs = docs.map((f) => parse(f, 'docs'))
const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value))

it('reads the same tag, author and category ids as the data files', () => {
  expect(ids.tags).toEqual(tags.map((t) => t.slug))
  expect(ids.authors).toEqual(authors.map((a) => a.id))
  expect(ids.categories).toEqual(categories.map((c) => c.id))
})

it('makes N posts and N docs in each language, with unique paths, each with its translation', () => {
  expect(posts).toHaveLength(COUNT * 2)
  expect(docs).toHaveLength(COUNT * 2)
  expect(new Set(files.map((f) => f.path)).size).toBe(files.length)
  expect(files.every((f) => /^content\/(blog|docs)\/(en|fr)\/.+\.mdx$/.test(f.path))).toBe(true)
  expect(posts[0].path).toBe('content/blog/en/synthetic-post-0001.mdx')
  expect(docs[0].path).toBe('content/docs/en/synthetic/doc-0001.mdx')
  expect(
    checkTranslations(
      'post',
      parsedPosts.map((p) => p.file),
    ),
  ).toEqual([])
  expect(
    checkTranslations(
      'doc',
      parsedDocs.map((d) => d.file),
    ),
  ).toEqual([])
})

it('gives posts valid front matter: title, description, a date, known authors and tags', () => {
  for (const { file, data } of parsedPosts) {
    expect(typeof data.title, file.sourceFilePath).toBe('string')
    expect(typeof data.description, file.sourceFilePath).toBe('string')
    expect(checkDate(file, 'date', isoDate(data.date))).toEqual([])
    const postAuthors = data.authors as string[]
    const postTags = data.tags as string[]
    expect(postAuthors.length).toBeGreaterThan(0)
    expect(postTags.length).toBeGreaterThanOrEqual(2)
    expect(new Set(postTags).size).toBe(postTags.length)
    expect(checkReferences(file, 'authors', postAuthors, ids.authors, 'content/authors.ts')).toEqual([])
    expect(checkReferences(file, 'tags', postTags, ids.tags, 'content/tags.ts')).toEqual([])
  }
})

it('spreads post dates over several years, in the past, the same in both languages', () => {
  const years = parsedPosts.map((p) => new Date(isoDate(p.data.date)).getUTCFullYear())
  expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(4)
  expect(parsedPosts.every((p) => isoDate(p.data.date) <= '2025-06-30')).toBe(true)
  const datesBySlug = new Map<string, Set<string>>()
  for (const p of parsedPosts) datesBySlug.set(p.file.slug, (datesBySlug.get(p.file.slug) ?? new Set()).add(isoDate(p.data.date)))
  for (const dates of datesBySlug.values()) expect(dates.size).toBe(1)
})

it('gives docs valid front matter: title, description, an increasing sidebar position, a known category', () => {
  for (const { file, data } of parsedDocs) {
    expect(typeof data.title, file.sourceFilePath).toBe('string')
    expect(typeof data.description, file.sourceFilePath).toBe('string')
    expect(checkReferences(file, 'category', [data.category as string], ids.categories, 'content/categories.ts')).toEqual([])
  }
  const positions = parsedDocs.filter((d) => d.file.locale === 'en').map((d) => d.data.sidebar_position as number)
  expect(positions.every((p, i) => Number.isInteger(p) && (i === 0 || p > positions[i - 1]))).toBe(true)
})

it('gives every page a distinct title in its language', () => {
  for (const parsed of [parsedPosts, parsedDocs]) {
    for (const locale of ['en', 'fr']) {
      const titles = parsed.filter((p) => p.file.locale === locale).map((p) => p.data.title)
      expect(new Set(titles).size).toBe(titles.length)
    }
  }
})

describe('bodies', () => {
  const all = [...parsedPosts, ...parsedDocs]

  it('are valid MDX, open with a paragraph and use only ## and ### headings and <Callout>', () => {
    for (const { file, body } of all) {
      const tree = unified().use(remarkParse).use(remarkMdx).parse(body)
      expect(tree.children[0].type, file.sourceFilePath).toBe('paragraph')
      const depths = tree.children.filter((n) => n.type === 'heading').map((n) => ('depth' in n ? n.depth : 0))
      expect(depths.length).toBeGreaterThanOrEqual(3)
      expect(depths.every((d) => d === 2 || d === 3)).toBe(true)
      const jsx = tree.children.filter((n) => n.type === 'mdxJsxFlowElement').map((n) => ('name' in n ? n.name : ''))
      expect(jsx.every((name) => name === 'Callout')).toBe(true)
    }
  })

  it('give posts about 600 words', () => {
    for (const { file, body } of parsedPosts) {
      const words = body.split(/\s+/).filter(Boolean).length
      expect(words, file.sourceFilePath).toBeGreaterThan(500)
      expect(words, file.sourceFilePath).toBeLessThan(800)
    }
  })

  it('are in French typography in French, with no English sentence left', () => {
    for (const { file, data, body } of all.filter((p) => p.file.locale === 'fr')) {
      const text = `${data.title}\n${data.description}\n${body.replace(/\]\([^)]*\)/g, ']').replace(/<[^>]+>/g, '')}`
      for (const line of text.split('\n')) {
        expect(/ [:;?!](\s|$)|« | »|'/.test(line), `${file.sourceFilePath}: ${line}`).toBe(false)
      }
      expect(text, file.sourceFilePath).not.toMatch(/\b(the|and|your|you)\b/)
    }
  })

  it('are in English in English', () => {
    for (const { file, body } of all.filter((p) => p.file.locale === 'en')) {
      expect(body, file.sourceFilePath).not.toMatch(/[\u00a0\u202f]|\b(les|vous|votre|une)\b/)
    }
  })
})

it('is deterministic: the same options give the same files, another seed other text', () => {
  expect(generateContent({ posts: COUNT, docs: COUNT, ...ids })).toEqual(files)
  const other = generateContent({ posts: COUNT, docs: COUNT, ...ids, seed: 2 })
  expect(other.map((f) => f.path)).toEqual(files.map((f) => f.path))
  expect(other.map((f) => f.text)).not.toEqual(files.map((f) => f.text))
})

it('keeps titles unique beyond the 1025 topic × audience combinations', () => {
  const many = generateContent({ posts: 1100, docs: 0, ...ids, locales: ['en'] })
  const titles = many.map((f) => matter(f.text).data.title)
  expect(new Set(titles).size).toBe(1100)
  expect(many[0].path).toBe('content/blog/en/synthetic-post-0001.mdx')
})

it('applies French typography', () => {
  expect(frenchTypography("Qu'en dites-vous ? « Oui » : c'est simple ; merci !")).toBe(
    'Qu’en dites-vous\u202f? «\u00a0Oui\u00a0»\u00a0: c’est simple\u202f; merci\u202f!',
  )
})

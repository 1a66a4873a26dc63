// Content types of the site: help pages (Doc) and blog posts (Post), in content/{docs,blog}/<locale>/.
// The build stops, naming the file and the field, on a missing or malformed field, an unknown
// category, tag or author, a bad date, a duplicate slug or a page with no English original (a page in English only is fine:
// its other-language URLs show the English text with a notice until it is translated).
import fs from 'node:fs'
import path from 'node:path'
import { defineDocumentType, makeSource } from 'contentlayer2/source-files'
import matter from 'gray-matter'
import readingTime from 'reading-time'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import { authors } from './content/authors'
import { categories } from './content/categories'
import { tags } from './content/tags'
import {
  checkDate,
  checkFrontMatter,
  checkReferences,
  checkSectionKeywords,
  checkTranslations,
  type ContentFile,
  type FieldSpec,
  parseContentPath,
} from './lib/content-rules'
import { type GitFiles, readGitFiles, SHALLOW_CLONE_WARNING } from './lib/git-history'
import { isPageOutdated, readChecked } from './lib/outdated-translations'
import remarkFrenchTypography from './lib/remark-french-typography'
import { rehypeCollectToc, type TocItem } from './lib/toc'

/**
 * Each document's table of contents, by its file under content/, as its MDX compile found it (lib/toc.ts): Contentlayer
 * compiles a document's body, then resolves its computed fields, so the `toc` field takes it from here. Contentlayer
 * tells the plugins which document they compile in the file's data (`rawDocumentData`, as for French typography).
 */
const compiledTocs = new Map<string, TocItem[]>()
const collectToc = rehypeCollectToc((items, file) => {
  const source = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData?.sourceFilePath
  if (!source) throw new Error('Contentlayer compiled an MDX body without naming its document (vfile.data.rawDocumentData)')
  compiledTocs.set(source, items)
})
/** The table of contents of `d`, taken once from its compile; an empty body is not compiled, and has none. */
function tocOf(d: { _raw: { sourceFilePath: string }; body: { raw: string } }): TocItem[] {
  const toc = compiledTocs.get(d._raw.sourceFilePath)
  compiledTocs.delete(d._raw.sourceFilePath)
  if (toc) return toc
  if (d.body.raw.length === 0) return []
  throw new Error(
    `content/${d._raw.sourceFilePath}: its MDX compile gave no table of contents: Contentlayer no longer compiles a body before its computed fields (lib/toc.ts)`,
  )
}

/** What git knows of content/, read once per run (lib/git-history.ts). */
let gitFiles: GitFiles | undefined
const contentHistory = () => (gitFiles ??= readGitFiles(process.cwd(), ['content']))

interface RawFile {
  _raw: { sourceFilePath: string; flattenedPath: string }
  lastUpdated?: string
}

/**
 * When a help page or post last changed, as `YYYY-MM-DD…`: its front matter's `lastUpdated` when the writer set one,
 * else the last commit that touched its file. Empty when git cannot tell (a shallow clone: never the newest commit's
 * date) or never saw the file.
 */
function lastChange(d: RawFile): string {
  if (d.lastUpdated) return d.lastUpdated
  return contentHistory().lastCommit(`content/${d._raw.sourceFilePath}`)?.date ?? ''
}

/** Whether a French page fell behind its English original (lib/outdated-translations.ts); always false for English. */
function translationOutdated(d: RawFile, section: 'docs' | 'blog'): boolean {
  const { locale, slug } = parseContentPath(d._raw.flattenedPath, section, d._raw.sourceFilePath)
  if (locale === 'en') return false
  const english = `content/${section}/en/${slug}.mdx`
  if (!fs.existsSync(english)) return false
  const pair = {
    id: `${section}/${slug}`,
    english,
    french: `content/${d._raw.sourceFilePath}`,
    englishText: fs.readFileSync(english, 'utf8'),
  }
  return isPageOutdated(pair, contentHistory(), readChecked(process.cwd()))
}

const docFields = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  sidebar_position: { type: 'number', required: true },
  sidebar_label: { type: 'string', required: false },
  category: { type: 'string', required: false },
  /** When the page last changed in a way readers should know, if not its last commit (`2026-03-02`). */
  lastUpdated: { type: 'date', required: false },
  /**
   * Words customers use for what the page explains, when the page itself uses others ("close" for **Delete**,
   * « tarif » for « prix »): the search index reads them (scripts/steps/search-index), the page does not show them.
   */
  keywords: { type: 'list', of: { type: 'string' }, required: false },
  /**
   * The same for one section: a map from the id of one of the page's headings to words customers use for what that
   * section explains (`good-to-know: [refund, money back]`). The index puts them in that section's copy that the search
   * reads; an id that is no heading of the page stops the build (lib/content-rules.ts, checkSectionKeywords).
   */
  sectionKeywords: { type: 'json', required: false },
} as const satisfies Record<string, FieldSpec & { of?: { type: 'string' } }>

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'mdx',
  fields: docFields,
  computedFields: {
    locale: { type: 'string', resolve: (d) => parseContentPath(d._raw.flattenedPath, 'docs', d._raw.sourceFilePath).locale },
    slug: { type: 'string', resolve: (d) => parseContentPath(d._raw.flattenedPath, 'docs', d._raw.sourceFilePath).slug },
    path: { type: 'string', resolve: (d) => `/docs/${parseContentPath(d._raw.flattenedPath, 'docs', d._raw.sourceFilePath).slug}` },
    toc: { type: 'json', resolve: (d) => tocOf(d) },
    lastModified: { type: 'string', resolve: (d) => lastChange(d) },
    translationOutdated: { type: 'boolean', resolve: (d) => translationOutdated(d, 'docs') },
  },
}))

const postFields = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  date: { type: 'date', required: true },
  /** When the post last changed in a way readers should know, if not its last commit (`2026-03-02`). */
  lastUpdated: { type: 'date', required: false },
  authors: { type: 'list', of: { type: 'string' }, required: true },
  tags: { type: 'list', of: { type: 'string' }, required: true },
  image: { type: 'string', required: false },
  imageAlt: { type: 'string', required: false },
  draft: { type: 'boolean', required: false, default: false },
} as const satisfies Record<string, FieldSpec & { of?: { type: 'string' }; default?: boolean }>

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'blog/**/*.mdx',
  contentType: 'mdx',
  fields: postFields,
  computedFields: {
    locale: { type: 'string', resolve: (d) => parseContentPath(d._raw.flattenedPath, 'blog', d._raw.sourceFilePath).locale },
    slug: { type: 'string', resolve: (d) => parseContentPath(d._raw.flattenedPath, 'blog', d._raw.sourceFilePath).slug },
    path: { type: 'string', resolve: (d) => `/blog/${parseContentPath(d._raw.flattenedPath, 'blog', d._raw.sourceFilePath).slug}` },
    readingTime: { type: 'number', resolve: (d) => Math.max(1, Math.ceil(readingTime(d.body.raw).minutes)) },
    wordCount: { type: 'number', resolve: (d) => readingTime(d.body.raw).words },
    toc: { type: 'json', resolve: (d) => tocOf(d) },
    // Never before the publication date (a post written ahead of its date); the date itself when git cannot tell.
    lastModified: { type: 'string', resolve: (d) => [d.date, lastChange(d)].sort().at(-1)! },
    translationOutdated: { type: 'boolean', resolve: (d) => translationOutdated(d, 'blog') },
  },
}))

interface GeneratedDoc {
  _raw: { sourceFilePath: string }
  locale: string
  slug: string
}
type DocData = GeneratedDoc & { category?: string; sectionKeywords?: unknown; toc: TocItem[] }
type PostData = GeneratedDoc & { tags: string[]; authors: string[]; date: string; image?: string; imageAlt?: string }

const asFile = (d: GeneratedDoc): ContentFile => ({
  sourceFilePath: d._raw.sourceFilePath,
  locale: d.locale as ContentFile['locale'],
  slug: d.slug,
})

function contentErrors(docs: DocData[], posts: PostData[]): string[] {
  const categoryIds = categories.map((c) => c.id)
  const tagSlugs = tags.map((t) => t.slug)
  const authorIds = authors.map((a) => a.id)
  return [
    ...checkTranslations('doc', docs.map(asFile)),
    ...checkTranslations('post', posts.map(asFile)),
    ...docs.flatMap((d) => (d.category ? checkReferences(asFile(d), 'category', [d.category], categoryIds, 'content/categories.ts') : [])),
    ...docs.flatMap((d) =>
      checkSectionKeywords(
        asFile(d),
        d.sectionKeywords,
        d.toc.map((item) => item.id),
      ),
    ),
    ...posts.flatMap((p) => {
      const file = asFile(p)
      return [
        ...checkReferences(file, 'tags', p.tags, tagSlugs, 'content/tags.ts'),
        ...checkReferences(file, 'authors', p.authors, authorIds, 'content/authors.ts'),
        ...(p.authors.length === 0 ? [`content/${file.sourceFilePath}: field "authors" must name at least one author`] : []),
        ...checkDate(file, 'date', p.date),
        ...(p.image && !p.imageAlt ? [`content/${file.sourceFilePath}: field "imageAlt" is required when "image" is set`] : []),
      ]
    }),
  ]
}

/**
 * `npm run dev` runs Contentlayer in watch mode with this set. A content error then does not stop it: the error is
 * printed and written to ERRORS_FILE, which the pages show in development (components/content/content-errors.tsx),
 * and fixing the file clears it. Without it (`npm run build`, `npm test`), any error stops the build.
 */
const watching = process.env.TRACK_CONTENT_WATCH === '1'
/** The content errors of the last run, for the pages in development. */
export const ERRORS_FILE = '.contentlayer/content-errors.json'

/**
 * The front matter of every MDX file under content/, checked against its fields. Read from the files rather than
 * taken from Contentlayer's output on purpose: a file whose front matter is broken is exactly the one missing from
 * that output (skipped while watching), and the message must name its file and field in a writer's terms.
 */
function frontMatterErrors(): string[] {
  const errors: string[] = []
  for (const [dir, fields] of [
    ['docs', docFields],
    ['blog', postFields],
  ] as const) {
    if (!fs.existsSync(path.join('content', dir))) continue
    for (const file of fs.readdirSync(path.join('content', dir), { recursive: true }) as string[]) {
      if (!file.endsWith('.mdx')) continue
      const sourceFilePath = `${dir}/${file.split(path.sep).join('/')}`
      try {
        errors.push(...checkFrontMatter(sourceFilePath, matter(fs.readFileSync(path.join('content', sourceFilePath), 'utf8')).data, fields))
      } catch (error) {
        errors.push(`content/${sourceFilePath}: the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`)
      }
    }
  }
  return errors
}

/** The generated documents, read from disk: in watch mode, Contentlayer's importData() keeps returning the first run's. */
const generated = <T>(type: string): T[] => JSON.parse(fs.readFileSync(`.contentlayer/generated/${type}/_index.json`, 'utf8'))

export default makeSource({
  contentDirPath: 'content',
  contentDirInclude: ['docs', 'blog'],
  documentTypes: [Doc, Post],
  // While watching, a broken file is left out (its page is gone until it is fixed) and the error shown on every page.
  onMissingOrIncompatibleData: watching ? 'skip-warn' : 'fail',
  onExtraFieldData: watching ? 'warn' : 'fail',
  onUnknownDocuments: watching ? 'skip-warn' : 'fail',
  mdx: { remarkPlugins: [remarkGfm, remarkFrenchTypography], rehypePlugins: [rehypeSlug, collectToc] },
  onSuccess: async () => {
    if (contentHistory().unavailable === 'a shallow clone') console.warn(SHALLOW_CLONE_WARNING)
    const errors = [...frontMatterErrors(), ...contentErrors(generated<DocData>('Doc'), generated<PostData>('Post'))]
    fs.writeFileSync(ERRORS_FILE, `${JSON.stringify(errors, null, 2)}\n`)
    if (errors.length > 0) {
      console.error(`\nContent errors (${errors.length}):\n${errors.map((e) => `  ✗ ${e}`).join('\n')}\n`)
      if (!watching) process.exit(1)
    } else if (watching) console.log('Content OK')
  },
})

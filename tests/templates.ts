// The page templates of the site, and one sample page of each. Most of the ~180 pages share one of these templates, so
// the browser checks (axe, console, CSP) run on the samples in both languages, while the static checks
// (tests/export) read every page. tests/export/pages.test.ts fails when an exported page matches no template, so a
// new kind of page cannot go unchecked; browserSamples() adds a page for any MDX component no sample shows.
import fs from 'node:fs'
import path from 'node:path'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import type { Node } from 'unist'
import { visit } from 'unist-util-visit'
import { defaultLocale, type Locale, localePath, locales, splitLocale } from '../lib/i18n'

export interface Template {
  id: string
  /** Matches a locale-free URL path (`/blog/how-to-negotiate`). */
  match: (path: string) => boolean
  /** The locale-free path of the page checked in a browser. */
  sample: string
  /** Where a browser reaches the sample, when not at its own path (a not-found page is seen at an unknown URL). */
  visit?: string
}

const is =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p)

/** In order: the first template that matches a path is its template. */
export const templates: Template[] = [
  { id: 'home', match: is('/'), sample: '/' },
  { id: 'app', match: is('/app'), sample: '/app' },
  { id: 'download', match: is('/get', '/download'), sample: '/get' },
  { id: 'roadmap', match: is('/roadmap'), sample: '/roadmap' },
  { id: 'terms', match: is('/terms'), sample: '/terms' },
  { id: 'privacy', match: is('/privacy'), sample: '/privacy' },
  { id: 'vat-calculator', match: is('/vat-calculator'), sample: '/vat-calculator' },
  { id: 'comparison', match: (p) => /^\/[a-z0-9-]+-discount-promo-code$/.test(p), sample: '/pipedrive-discount-promo-code' },
  { id: 'docs-root', match: is('/docs'), sample: '/docs' },
  { id: 'docs-category', match: (p) => p.startsWith('/docs/category/'), sample: '/docs/category/manage-deals' },
  { id: 'faq', match: is('/docs/intro'), sample: '/docs/intro' },
  { id: 'doc', match: (p) => p.startsWith('/docs/'), sample: '/docs/manage-contacts/add-a-contact-import' },
  { id: 'blog-index', match: (p) => p === '/blog' || /^\/blog\/page\/\d+$/.test(p), sample: '/blog' },
  { id: 'blog-archive', match: is('/blog/archive'), sample: '/blog/archive' },
  { id: 'blog-authors', match: is('/blog/authors'), sample: '/blog/authors' },
  { id: 'blog-tags', match: is('/blog/tags'), sample: '/blog/tags' },
  { id: 'blog-tag', match: (p) => p.startsWith('/blog/tags/'), sample: '/blog/tags/freelance' },
  { id: 'post', match: (p) => /^\/blog\/[^/]+$/.test(p), sample: '/blog/how-to-negotiate' },
  { id: 'not-found', match: is('/404'), sample: '/404', visit: '/this-page-does-not-exist' },
]

export const templateOf = (path: string): Template | undefined => templates.find((t) => t.match(path))

/** What MDX content can hold beyond text: a GFM table, or one of the components of components/mdx. */
export type ContentComponent = 'table' | `<${string}>`

/** The components an MDX file uses, read with the same MDX parser as the build: `table` for a GFM table, `<Callout>`… */
export function componentsOf(mdx: string): ContentComponent[] {
  const tree = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .parse(mdx.replace(/^---\n[\s\S]*?\n---\n/, ''))
  const found = new Set<ContentComponent>()
  visit(tree, (node: Node & { name?: string | null }) => {
    if (node.type === 'table') found.add('table')
    else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) found.add(`<${node.name}>`)
  })
  return [...found]
}

/** The MDX file of a help page or post (`/fr/docs/intro` → content/docs/fr/intro.mdx), or null for other pages. */
function mdxFileOf(url: string, root: string): string | null {
  const { locale, path: bare } = splitLocale(url)
  const match = /^\/(docs|blog)\/(.+)$/.exec(bare)
  const file = match && path.join(root, match[1], locale, `${match[2]}.mdx`)
  return file && fs.existsSync(file) ? file : null
}

/** Every help page and post in a language, by URL path, with its MDX file; help pages first, in file order. */
function contentFiles(root: string, locale: Locale): { url: string; file: string }[] {
  return (['docs', 'blog'] as const).flatMap((section) => {
    const dir = path.join(root, section, locale)
    if (!fs.existsSync(dir)) return []
    return (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.mdx'))
      .sort()
      .map((f) => ({
        url: localePath(
          locale,
          `/${section}/${f
            .split(path.sep)
            .join('/')
            .replace(/\.mdx$/, '')}`,
        ),
        file: path.join(dir, f),
      }))
  })
}

/**
 * Every template sample in both languages, then, for each thing MDX content can hold (a table, a callout…) that no
 * sample shows, the first page that holds it: its markup and styles would otherwise never meet a browser. Read from
 * content/, so new content is picked up without a change here.
 */
export function browserSamples(root = 'content'): { url: string; what: string }[] {
  const samples = templates.flatMap((t) => locales.map((l) => ({ url: localePath(l, t.visit ?? t.sample), what: t.id })))
  const shown = new Set(
    samples.flatMap(({ url }) => {
      const file = mdxFileOf(url, root)
      return file ? componentsOf(fs.readFileSync(file, 'utf8')) : []
    }),
  )
  for (const { url, file } of contentFiles(root, defaultLocale)) {
    for (const component of componentsOf(fs.readFileSync(file, 'utf8'))) {
      if (shown.has(component)) continue
      shown.add(component)
      samples.push({ url, what: `content with ${component}` })
    }
  }
  return samples
}

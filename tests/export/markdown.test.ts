// The site as AI assistants read it (scripts/steps/markdown.ts): the Markdown twin of every help page, post and
// comparison page and of the pages made from messages (app, VAT calculator, roadmap, privacy, terms), and llms.txt /
// llms-full.txt per language, parsed as Markdown. Rules, whatever pages there are.
import fs from 'node:fs'
import path from 'node:path'
import type { Link, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { defaultLocale, locales, splitLocale } from '../../lib/i18n'
import { attr } from '../../scripts/steps/html'
import { MARKDOWN_TYPE, PAGES_TWINNED_FROM_HTML, twinProblems } from '../../scripts/steps/markdown'
import { templateOf } from '../templates'
import { contentPages, documentOf, fileAt, links, OUT, type Page, SITE, sitePath } from './export'

const TWIN_TEMPLATES = new Set(['faq', 'doc', 'post', 'comparison'])
const hasTwin = (page: Page) =>
  TWIN_TEMPLATES.has(templateOf(splitLocale(page.url).path)?.id ?? '') || PAGES_TWINNED_FROM_HTML.includes(splitLocale(page.url).path)
const twinLink = (page: Page) => links(documentOf(page), 'alternate').find((l) => attr(l, 'type') === MARKDOWN_TYPE)

const parse = (markdown: string) => unified().use(remarkParse).parse(markdown) as Root
const read = (file: string) => fs.readFileSync(path.join(OUT, file), 'utf8')
function linksOf(tree: Root): Link[] {
  const found: Link[] = []
  visit(tree, 'link', (node) => void found.push(node))
  return found
}
const resolves = (urlPath: string) => urlPath === '/' || fileAt(urlPath) !== null

const twinPages = contentPages.filter(hasTwin)
const twinOf = (page: Page) => sitePath(attr(twinLink(page)!, 'href')!)!

describe('Markdown twins', () => {
  it('every help page, post, comparison page and page made from messages names its twin at its URL plus .md; no other page names one', () => {
    expect(twinPages.length).toBeGreaterThan(20)
    const wrong = contentPages.flatMap((page) => {
      const link = twinLink(page)
      const href = link && attr(link, 'href')
      if (!hasTwin(page)) return link ? [`${page.url} names a twin (${href})`] : []
      return href === `${SITE}${page.url}.md` ? [] : [`${page.url} names ${href ?? 'no twin'}`]
    })
    expect(wrong).toEqual([])
  })

  it('each twin is in the export, titled as its page, with every heading of the article, its links leading somewhere', () => {
    const problems = twinPages.flatMap((page) => twinProblems(OUT, documentOf(page), resolves).map((p) => `${page.url}: ${p}`))
    expect(problems).toEqual([])
  })

  it('a twin states where its page is and when it last changed', () => {
    const wrong = twinPages.flatMap((page) => {
      const markdown = read(fileAt(twinOf(page))!)
      const canonical = links(documentOf(page), 'canonical').map((l) => attr(l, 'href'))[0]
      const source = markdown.match(/^Source: <(.+)>$/m)?.[1]
      return source === canonical ? [] : [`${page.url}: its twin says Source ${source}, the page's canonical URL is ${canonical}`]
    })
    expect(wrong).toEqual([])
  })

  it('twins hold no MDX or HTML a reader would see as code: no JSX tags, no import lines', () => {
    const wrong = twinPages.flatMap((page) => {
      const markdown = read(fileAt(twinOf(page))!)
      const tree = parse(markdown)
      const raw: string[] = []
      visit(tree, 'html', (node) => void raw.push(node.value))
      return [
        ...raw.map((html) => `${page.url}: ${html.slice(0, 60)}`),
        ...(/^(import|export) /m.test(markdown) ? [`${page.url}: import/export line`] : []),
      ]
    })
    expect(wrong).toEqual([])
  })
})

describe.each(locales)('llms.txt in %s', (locale) => {
  const folder = locale === defaultLocale ? '' : `${locale}/`
  const list = parse(read(`${folder}llms.txt`))
  const full = read(`${folder}llms-full.txt`)
  const ownTwins = twinPages.filter((p) => p.locale === locale)

  it('follows llmstxt.org: one # title, a > summary, then ## sections of links', () => {
    const [first, second] = list.children
    expect(first.type === 'heading' && first.depth === 1).toBe(true)
    expect(second.type).toBe('blockquote')
    expect(toString(second).length).toBeGreaterThan(40)
    const headings = list.children.filter((n) => n.type === 'heading')
    expect(headings.filter((h) => h.type === 'heading' && h.depth === 1)).toHaveLength(1)
    expect(headings.slice(1).every((h) => h.type === 'heading' && h.depth === 2)).toBe(true)
  })

  it("lists the twin of every one of the language's pages that has one, each once", () => {
    const listed = linksOf(list)
      .map((l) => sitePath(l.url))
      .filter((p): p is string => p !== null && p.endsWith('.md'))
    expect(listed.sort()).toEqual(ownTwins.map(twinOf).sort())
  })

  it('every link of it resolves on the site', () => {
    const dead = linksOf(list)
      .map((l) => l.url)
      .filter((url) => {
        const p = sitePath(url)
        return p !== null && !resolves(p)
      })
    expect(dead).toEqual([])
    expect(linksOf(list).every((l) => l.url.startsWith(SITE))).toBe(true)
  })

  it('llms-full.txt holds every help page of the language in full', () => {
    const help = ownTwins.filter((p) => splitLocale(p.url).path.startsWith('/docs/'))
    expect(help.length).toBeGreaterThan(0)
    const missing = help.filter((page) => !full.includes(read(fileAt(twinOf(page))!).trim())).map((p) => p.url)
    expect(missing).toEqual([])
  })
})

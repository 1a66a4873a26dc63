// What the search index step (scripts/steps/search-index.ts) assumes of every exported page and cannot see itself: it
// reads a page only as far as the end of its indexed article, and never parses a page whose bytes do not hold the
// attribute's name. Here each page is parsed whole, as a browser parses it.
import fs from 'node:fs'
import path from 'node:path'
import { serializeOuter } from 'parse5'
import { expect, it } from 'vitest'
import { describe, elements, hasAttr } from '../../scripts/steps/html'
import { PAGE_DATA, readPage } from '../../scripts/steps/search-index'
import { documentOf, OUT, pages } from './export'

it('a page has one indexed article at most, found as the whole page’s parse finds it, and nothing Pagefind reads after it', () => {
  let indexed = 0
  const problems = pages.flatMap((page) => {
    const all = [...elements(documentOf(page))]
    const [article, ...others] = all.filter((el) => hasAttr(el, 'data-pagefind-body'))
    if (!article) return []
    indexed++
    const html = fs.readFileSync(path.join(OUT, page.file), 'utf8')
    const inside = new Set(elements(article))
    const after = all.slice(all.indexOf(article) + 1).filter((el) => !inside.has(el))
    return [
      ...others.map((el) => `${page.url}: a second indexed article, ${describe(el)}`),
      ...after
        .filter((el) => PAGE_DATA.some((name) => hasAttr(el, name)))
        .map((el) => `${page.url}: ${describe(el)} after the indexed article gives Pagefind metadata or a filter`),
      ...(html.includes('data-pagefind-body') ? [] : [`${page.url}: data-pagefind-body is not written as such in the page's bytes`]),
      ...(serializeOuter(readPage(html)!.article) === serializeOuter(article)
        ? []
        : [`${page.url}: the article read up to its end differs`]),
    ]
  })
  expect(indexed).toBeGreaterThan(0)
  expect(problems).toEqual([])
})

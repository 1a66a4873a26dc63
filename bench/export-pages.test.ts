// bench:scale's figures per type of page: each file of the export counted with the page it belongs to.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { againstBaseline, pageOf, sharesByType, typeOf } from './export-pages'

it('gives a page its HTML, route data, segment files, twin and social card, and nothing else', () => {
  const pages = new Set(['index', 'fr', 'docs/intro', 'fr/blog/how-to-negotiate'])
  expect(pageOf('docs/intro.html', pages)).toBe('docs/intro')
  expect(pageOf('docs/intro.txt', pages)).toBe('docs/intro')
  expect(pageOf('docs/intro.md', pages)).toBe('docs/intro')
  expect(pageOf('docs/intro/__next.$d$locale.docs.$c$slug.__PAGE__.txt', pages)).toBe('docs/intro')
  expect(pageOf('og/fr/blog/how-to-negotiate.png', pages)).toBe('fr/blog/how-to-negotiate')
  // The home pages: `index.*` and the segments beside it; the French one's in fr/.
  expect(pageOf('__next.$d$locale.__PAGE__.txt', pages)).toBe('index')
  expect(pageOf('og/index.png', pages)).toBe('index')
  expect(pageOf('fr/__next._tree.txt', pages)).toBe('fr')
  for (const shared of ['_next/static/chunks/a.js', 'pagefind/fragment/en_1.pf_fragment', 'llms.txt', 'sitemap.xml', 'docs/other.md'])
    expect(pageOf(shared, pages), shared).toBeNull()
})

it('types a page as tests/templates.ts does, in either language', () => {
  expect(typeOf('index')).toBe('home')
  expect(typeOf('fr')).toBe('home')
  expect(typeOf('fr/docs/intro')).toBe('faq')
  expect(typeOf('docs/category/manage-deals')).toBe('docs-category')
  expect(typeOf('blog/how-to-negotiate')).toBe('post')
})

it('counts pages, files and bytes per type, the search index and the other shared files apart', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'export-pages-'))
  try {
    const write = (file: string, bytes: number) => {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true })
      fs.writeFileSync(path.join(out, file), 'x'.repeat(bytes))
    }
    write('docs/a.html', 10)
    write('docs/a.txt', 5)
    write('docs/a/__next._tree.txt', 1)
    write('og/docs/a.png', 100)
    write('docs/b.html', 20)
    write('pagefind/fragment/en_a.pf_fragment', 3)
    write('_next/static/x.js', 7)
    expect(Object.fromEntries(sharesByType(out))).toEqual({
      doc: { pages: 2, files: 5, bytes: 136 },
      'search index': { pages: 0, files: 1, bytes: 3 },
      shared: { pages: 0, files: 1, bytes: 7 },
    })
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
  }
})

it('weighs each page against a page of its type in the baseline, whatever the mix of types', () => {
  const share = (pages: number, files: number, bytes: number) => ({ pages, files, bytes })
  const baseline = new Map([
    ['doc', share(2, 14, 200)],
    ['blog-tag', share(10, 60, 500)],
    ['shared', share(0, 40, 1000)],
  ])
  const larger = new Map([
    ['doc', share(100, 700, 11_000)],
    ['blog-tag', share(10, 60, 500)],
    ['post', share(5, 35, 300)],
    ['shared', share(0, 400, 9000)],
  ])
  expect(againstBaseline(larger, baseline)).toEqual({
    pages: 115,
    actual: { bytes: 11_800, files: 795 },
    // The doc pages as the baseline's weigh 100 each; the posts, a type the baseline lacks, as they are.
    expected: { bytes: 10_800, files: 795 },
  })
})

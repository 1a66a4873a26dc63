// The stylesheet every page carries inline is trimmed to what pages use (docs/performance.md): these checks fail when
// the trimming goes too far, naming the page and what lost its style.
import fs from 'node:fs'
import { expect, it } from 'vitest'
import { stylesheets } from '../../scripts/steps/headers'
import { attr, closest, elements } from '../../scripts/steps/html'
import { documentOf, OUT, pages } from './export'

/** The class names a stylesheet has a rule for: `.md\:grid-cols-2` → `md:grid-cols-2`. */
function classesOf(css: string): Set<string> {
  const unescape = (name: string) =>
    name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, e: string) =>
      /^[0-9a-fA-F]/.test(e) && e.trim().length > 1 ? String.fromCodePoint(parseInt(e, 16)) : e,
    )
  return new Set([...css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map((m) => unescape(m[1])))
}

it('every class in a page has a rule in the stylesheet (a typo, or a word left out by `@source not inline` in app/globals.css)', () => {
  const css = stylesheets(OUT)
  expect(css.length, 'stylesheets found').toBeGreaterThan(0)
  const known = classesOf(css.join('\n'))
  expect(known.size, 'class selectors read').toBeGreaterThan(100)
  const missing = new Set<string>()
  for (const page of pages) {
    for (const el of elements(documentOf(page))) {
      for (const name of (attr(el, 'class') ?? '').split(/\s+/)) if (name && !known.has(name)) missing.add(`${page.url}: "${name}"`)
    }
  }
  expect([...missing]).toEqual([])
})

/** The elements app/prose.css styles: the names inside its `:where(…)` selectors. */
const styled = new Set(
  [...fs.readFileSync('app/prose.css', 'utf8').matchAll(/:where\(([^)]*)\)/g)].flatMap((m) => m[1].match(/\b[a-z][a-z0-9]*\b/g) ?? []),
)
/** Elements that look right without a rule of their own: they take their parent's text style. */
const INHERITING = ['em', 'del', 's', 'br', 'span', 'div', 'sup', 'sub', 'section', 'input', 'svg', 'path', 'g', 'circle', 'rect']

it('Markdown content (`.prose`) holds only elements app/prose.css styles, or elements that need no style of their own', () => {
  expect([...styled], 'elements read from app/prose.css').toEqual(expect.arrayContaining(['p', 'a', 'h2', 'table']))
  const unstyled = new Set<string>()
  for (const page of pages) {
    for (const el of elements(documentOf(page))) {
      const prose = closest(el, (node) => (attr(node, 'class') ?? '').split(/\s+/).includes('prose'))
      if (!prose || prose === el) continue
      if (closest(el, (node) => (attr(node, 'class') ?? '').split(/\s+/).includes('not-prose'))) continue
      if (!styled.has(el.tagName) && !INHERITING.includes(el.tagName)) unstyled.add(`${page.url}: <${el.tagName}>`)
    }
  }
  expect([...unstyled], 'add a rule for these to app/prose.css').toEqual([])
})

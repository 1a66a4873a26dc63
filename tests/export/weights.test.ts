// The JavaScript budget, on every page of the export: what a modern browser runs on load, in KB gzip
// (bench/page-weight.ts; `npm run bench` reports the same figures per page type, with Lighthouse).
import { expect, it } from 'vitest'
import { JS_BUDGET_KB, pageWeights } from '../../bench/page-weight'
import { OUT, pages } from './export'

it(`every page runs at most ${JS_BUDGET_KB} KB gzip of JavaScript on load`, () => {
  const weights = pages.map((page) => ({ url: page.url, ...pageWeights(OUT, page.file) }))
  // The chunks were found: a page without its scripts would pass any budget.
  expect(Math.min(...weights.map((w) => w.scripts))).toBeGreaterThan(3)
  expect(weights.filter((w) => w.js > JS_BUDGET_KB).map((w) => `${w.url}: ${w.js.toFixed(1)} KB`)).toEqual([])
})

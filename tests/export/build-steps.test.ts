// What the build's last step leaves that it does not check itself (each page's own promises are checked as it is
// written: scripts/steps/finish-pages.ts): out/_headers holds only the site-wide rules, and the stylesheet comes inside
// each page (next.config.ts: inlineCss).
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { cspHash, HEADER_RULES, parseHeaders, stylesheetHashes } from '../../scripts/steps/headers'
import { attr, findAll, text } from '../../scripts/steps/html'
import { documentOf, OUT, pages } from './export'

it('out/_headers holds the site-wide rules only: fewer than ten, the same for every build', () => {
  const rules = parseHeaders(fs.readFileSync(path.join(OUT, '_headers'), 'utf8'))
  expect(rules.length).toBeLessThanOrEqual(10)
  expect(rules.map((r) => [r.path, r.headers])).toEqual(HEADER_RULES.map((r) => [r.path, r.headers]))
})

it('every page carries the stylesheet in a <style>, not a <link> that costs a round trip before the first paint [bet: inline-css]', () => {
  // Measured by npm run bench:field (docs/performance.md). A Next.js upgrade that drops experimental.inlineCss would
  // still build a working site, only a slower one: this is where it shows.
  const stylesheets = new Set(stylesheetHashes(OUT))
  expect(stylesheets.size).toBeGreaterThan(0)
  const problems = pages.flatMap((page) => {
    const doc = documentOf(page)
    const linked = findAll(doc, 'link').filter((l) => attr(l, 'rel')?.split(/\s+/).includes('stylesheet'))
    const inline = findAll(doc, 'style').filter((s) => stylesheets.has(cspHash(text(s))))
    return [
      ...linked.map((l) => `${page.url}: <link rel="stylesheet" href="${attr(l, 'href')}">`),
      ...(inline.length === 0 ? [`${page.url}: no <style> holding one of the build's stylesheets`] : []),
    ]
  })
  expect(problems).toEqual([])
})

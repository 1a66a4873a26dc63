// The post-build steps' promises, checked again on the real export (scripts/build/verify.mjs, the build's last step):
// every page loads its chunk scripts after the first paint through one loader, carries its policy first in <head>
// allowing each of its inline scripts and styles, starts with a byte order mark, and has its social card; out/_headers
// holds only the site-wide rules.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { HEADER_RULES, parseHeaders } from '../../scripts/build/headers.mjs'
import { htmlFiles } from '../../scripts/build/html-files.mjs'
import { exportProblems } from '../../scripts/build/verify.mjs'
import { OUT } from './export'

it('every page keeps what each build step promised', () => {
  expect(htmlFiles(OUT, ['_next', 'pagefind']).length).toBeGreaterThan(100)
  expect(exportProblems(OUT)).toEqual([])
})

it('out/_headers holds the site-wide rules only: fewer than ten, the same for every build', () => {
  const rules = parseHeaders(fs.readFileSync(path.join(OUT, '_headers'), 'utf8'))
  expect(rules.length).toBeLessThanOrEqual(10)
  expect(rules.map((r) => [r.path, r.headers])).toEqual(HEADER_RULES.map((r) => [r.path, r.headers]))
})

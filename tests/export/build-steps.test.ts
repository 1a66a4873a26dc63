// The post-build steps' own checks, run again on the real export: every page paints before its scripts load (no live
// chunk script, one loader after the placeholders), carries its policy as the first element of <head> allowing every
// inline script and style it has, and starts with a byte order mark; out/_headers holds only the site-wide rules.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { deferralProblems } from '../../scripts/build/defer-scripts.mjs'
import { HEADER_RULES, parseHeaders, policyProblems } from '../../scripts/build/headers.mjs'
import { BOM } from '../../scripts/build/html.mjs'
import { htmlFiles } from '../../scripts/build/html-files.mjs'
import { OUT } from './export'

// Every HTML file a host may serve, Next's generic not-found page included.
const files = htmlFiles(OUT, ['_next', 'pagefind'])
const read = (file: string) => fs.readFileSync(path.join(OUT, file), 'utf8')

it('every page loads its chunk scripts only after the first paint, through the one loader', () => {
  expect(files.length).toBeGreaterThan(100)
  expect(files.flatMap((file) => deferralProblems(read(file)).map((problem) => `/${file}: ${problem}`))).toEqual([])
})

it('every page carries its Content-Security-Policy first in <head>, allowing each of its inline scripts and styles', () => {
  expect(files.flatMap((file) => policyProblems(read(file)).map((problem) => `/${file}: ${problem}`))).toEqual([])
  expect(files.filter((file) => !read(file).startsWith(BOM)).map((file) => `/${file} has no byte order mark`)).toEqual([])
})

it('out/_headers holds the site-wide rules only: fewer than ten, the same for every build', () => {
  const rules = parseHeaders(fs.readFileSync(path.join(OUT, '_headers'), 'utf8'))
  expect(rules.length).toBeLessThanOrEqual(10)
  expect(rules.map((r) => [r.path, r.headers])).toEqual(HEADER_RULES.map((r) => [r.path, r.headers]))
})

// @vitest-environment node
// Bad content stops the build with the file and the field named: run contentlayer on a copy of the
// project's content with one broken file added.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'

const ROOT = process.cwd()
let dir = ''

function projectWith(extra: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-build-'))
  for (const entry of ['contentlayer.config.ts', 'lib', 'content', 'tsconfig.json', 'package.json']) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  for (const [target, fixture] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true })
    fs.copyFileSync(path.join(ROOT, 'tests/fixtures/bad-content', fixture), path.join(dir, target))
  }
  return dir
}

function build(cwd: string) {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/contentlayer2'), ['build'], {
    cwd,
    encoding: 'utf8', // contentlayer takes its working directory from INIT_CWD (set by npm) before process.cwd().
    env: { ...process.env, FORCE_COLOR: '0', INIT_CWD: cwd, PWD: cwd },
  })
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` }
}

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

it('fails on an unknown tag, naming the file, the field and the data file', () => {
  const cwd = projectWith({
    'content/blog/en/fixture-post.mdx': 'unknown-tag.mdx',
    'content/blog/fr/fixture-post.mdx': 'unknown-tag.mdx',
  })
  const { status, output } = build(cwd)
  expect(status).not.toBe(0)
  expect(output).toContain('content/blog/en/fixture-post.mdx: field "tags" has unknown value "not-a-real-tag" (not in content/tags.ts)')
}, 60_000)

it('fails on a missing required field, naming the file and the field', () => {
  const cwd = projectWith({
    'content/docs/en/manage-deals/fixture.mdx': 'missing-title.mdx',
    'content/docs/fr/manage-deals/fixture.mdx': 'missing-title.mdx',
  })
  const { status, output } = build(cwd)
  expect(status).not.toBe(0)
  expect(output).toContain('docs/en/manage-deals/fixture.mdx')
  expect(output).toMatch(/title/)
}, 60_000)

it('fails on a page without its translation', () => {
  const cwd = projectWith({ 'content/blog/en/fixture-post.mdx': 'unknown-tag.mdx' })
  fs.writeFileSync(
    path.join(cwd, 'content/blog/en/fixture-post.mdx'),
    fs.readFileSync(path.join(cwd, 'content/blog/en/fixture-post.mdx'), 'utf8').replace(', not-a-real-tag', ''),
  )
  const { status, output } = build(cwd)
  expect(status).not.toBe(0)
  expect(output).toContain('content/blog/en/fixture-post.mdx: post "fixture-post" has no fr translation')
}, 60_000)

it('builds the real content without errors', () => {
  const { status, output } = build(projectWith({}))
  expect(output).not.toContain('Content errors')
  expect(status).toBe(0)
}, 60_000)

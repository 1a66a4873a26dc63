// Bad content stops the build with the file and the field named. Each case runs Contentlayer on a small project made
// of the real configuration and data files (content/*.ts) and a few MDX files, one of them broken; the real content is
// built once by `npm test`'s content stage. The rules themselves are unit-tested in lib/content-rules.test.ts.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { authors } from '../content/authors'
import { categories } from '../content/categories'
import { tags } from '../content/tags'

const ROOT = process.cwd()
const FIXTURES = path.join(ROOT, 'tests/fixtures/bad-content')
const dirs: string[] = []

/** Ids the data files hold, whichever they are: the fixtures are valid but for the one fault each case is about. */
const IDS = { category: categories[0].id, author: authors[0].id, tag: tags[0].slug }
/** A fixture of tests/fixtures/bad-content, its `__CATEGORY__`, `__AUTHOR__` and `__TAG__` filled in with those ids. */
const fixture = (file: string) =>
  fs
    .readFileSync(path.join(FIXTURES, file), 'utf8')
    .replace(/__(CATEGORY|AUTHOR|TAG)__/g, (_, id: string) => IDS[id.toLowerCase() as keyof typeof IDS])

const doc = (title: string) =>
  `---\ntitle: ${title}\ndescription: A help page of the test project.\nsidebar_position: 1\ncategory: ${IDS.category}\n---\n\nText.\n`
const post = () =>
  `---\ntitle: A post\ndescription: A post of the test project.\ndate: 2025-03-01\nauthors: [${IDS.author}]\ntags: [${IDS.tag}]\n---\n\nText.\n`

/** A project with the real configuration and data files and these MDX files under content/. */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-build-'))
  dirs.push(dir)
  for (const entry of ['contentlayer.config.ts', 'lib', 'tsconfig.json', 'package.json']) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true })
  }
  fs.mkdirSync(path.join(dir, 'content'))
  for (const data of fs.readdirSync(path.join(ROOT, 'content')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    fs.copyFileSync(path.join(ROOT, 'content', data), path.join(dir, 'content', data))
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'content', file)), { recursive: true })
    fs.writeFileSync(path.join(dir, 'content', file), text)
  }
  return dir
}

/** Runs `contentlayer2 build` in `cwd`; resolves with its exit status and output. */
async function build(cwd: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/contentlayer2'), ['build'], {
      cwd,
      // contentlayer takes its working directory from INIT_CWD (set by npm) before process.cwd().
      env: { ...process.env, FORCE_COLOR: '0', INIT_CWD: cwd, PWD: cwd },
    })
    return { status: 0, output: `${stdout}\n${stderr}` }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { status: failed.code, output: `${failed.stdout}\n${failed.stderr}` }
  }
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

it.concurrent(
  'fails on a missing required field, naming the file and the field',
  async () => {
    const { status, output } = await build(
      project({
        'docs/en/section/fixture.mdx': fixture('missing-title.mdx'),
        'docs/fr/section/fixture.mdx': doc('Une page'),
      }),
    )
    expect(status).not.toBe(0)
    expect(output).toMatch(/docs\/en\/section\/fixture\.mdx[\s\S]*title|title[\s\S]*docs\/en\/section\/fixture\.mdx/)
  },
  60_000,
)

it.concurrent(
  'fails on an unknown tag and on a page without its translation, naming each file and field',
  async () => {
    const { status, output } = await build(
      project({
        'blog/en/fixture-post.mdx': fixture('unknown-tag.mdx'),
        'blog/fr/fixture-post.mdx': post(),
        'blog/fr/only-in-french.mdx': post(),
        'docs/en/section/fixture.mdx': doc('A page'),
        'docs/fr/section/fixture.mdx': doc('Une page'),
      }),
    )
    expect(status).not.toBe(0)
    expect(output).toContain('content/blog/en/fixture-post.mdx: field "tags" has unknown value "not-a-real-tag" (not in content/tags.ts)')
    expect(output).toContain('content/blog/fr/only-in-french.mdx: post "only-in-french" has no en original')
  },
  60_000,
)

it.concurrent(
  'builds a valid project',
  async () => {
    const { status, output } = await build(
      project({
        'docs/en/section/fixture.mdx': doc('A page'),
        'docs/fr/section/fixture.mdx': doc('Une page'),
        'blog/en/fixture-post.mdx': post(),
      }),
    )
    expect(output).not.toContain('Content errors')
    expect(status).toBe(0)
  },
  60_000,
)

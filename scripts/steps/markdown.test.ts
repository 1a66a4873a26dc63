// What a page's Markdown twin must hold, checked by the build's verify step on every page (twinProblems), and the
// cache that spares a second build from making every twin again (a changed page's twin is made again, never read back).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readHtml } from './html'
import { PAGES_TWINNED_FROM_HTML, run, twinProblems } from './markdown'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const page = (body: string) =>
  readHtml(
    `<!DOCTYPE html><html><head><link rel="alternate" type="text/markdown" href="https://www.track-crm.app/docs/a.md"></head><body><article data-pagefind-body><h1>Add a deal</h1>${body}</article></body></html>`,
  )
const resolves = (urlPath: string) => ['/docs/b', '/'].includes(urlPath)

it('passes a twin with the title, every heading of the article and links that resolve', () => {
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'docs/a.md'),
    '# Add a deal\n\n## Steps\n\nSee [b](https://www.track-crm.app/docs/b) or [us](mailto:a@b.c).\n',
  )
  const doc = page('<h2 id="steps">Steps<a href="#steps">#</a></h2><nav data-pagefind-ignore><h2>Elsewhere</h2></nav>')
  expect(twinProblems(dir, doc, resolves)).toEqual([])
  expect(twinProblems(dir, readHtml('<html><head></head><body><h1>No twin</h1></body></html>'), resolves)).toEqual([])
})

it('names a wrong title, a missing heading and a link leading nowhere', () => {
  fs.writeFileSync(
    path.join(dir, 'docs/a.md'),
    '# Add deals\n\n## Steps\n\n[c](https://www.track-crm.app/docs/c) [elsewhere](https://example.com/x)\n',
  )
  expect(twinProblems(dir, page('<h2>Steps</h2><h3>If it goes wrong</h3>'), resolves)).toEqual([
    'its Markdown twin\'s title is "# Add deals", not "# Add a deal"',
    'its Markdown twin lacks the heading "### If it goes wrong"',
    'its Markdown twin links to /docs/c, which is not on the site',
  ])
  fs.rmSync(path.join(dir, 'docs/a.md'))
  expect(twinProblems(dir, page(''), resolves)).toEqual(['its Markdown twin /docs/a.md is not in the export'])
})

it('names a second h1 planted in a page, or a second `#` title in its twin, for what it is', () => {
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'docs/a.md'), '# Add a deal\n\nText.\n\n# Add a deal\n')
  expect(twinProblems(dir, page('<h1>Add a deal</h1>'), resolves)).toEqual([
    'the page has 2 h1 ("Add a deal", "Add a deal"), not one: its title is its one h1 (a `#` heading in its text is a second: make it `##`)',
  ])
  expect(twinProblems(dir, page(''), resolves)).toEqual([
    'its Markdown twin has 2 `#` titles ("# Add a deal", "# Add a deal"), not one: "# Add a deal"',
  ])
  fs.rmSync(path.join(dir, 'docs/a.md'))
})

describe('the twins’ cache', () => {
  // A small export: two help pages in both languages, one post, and the pages twinned from their HTML; the comparison
  // pages come from content/competitors.ts.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-cache-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const out = path.join(root, 'out')
  const generatedDir = path.join(root, 'generated')
  const cacheDir = path.join(root, 'cache')
  const item = (locale: string, slug: string, body: string, kind = 'docs') => ({
    locale,
    slug,
    path: `/${kind}/${slug}`,
    title: `${slug} (${locale})`,
    description: `What ${slug} is.`,
    lastModified: '2026-03-01',
    body: { raw: body },
    _raw: { sourceFilePath: `${kind}/${locale}/${slug}.mdx` },
  })
  const docs = [
    item('en', 'intro', '## Start\n\nOpen the app.\n'),
    item('fr', 'intro', '## Début\n\nOuvrez l’application.\n'),
    item('en', 'deals', '## Add a deal\n\nClick the button.\n'),
    item('fr', 'deals', '## Ajouter une affaire\n\nCliquez.\n'),
  ]
  const writeContent = () => {
    for (const [type, items] of [
      ['Doc', docs],
      ['Post', [item('en', 'hello', '## Hello\n\nA post.\n', 'blog')]],
    ] as const) {
      fs.mkdirSync(path.join(generatedDir, type), { recursive: true })
      fs.writeFileSync(path.join(generatedDir, type, '_index.json'), JSON.stringify(items))
    }
  }
  const writePage = (urlPath: string, text: string) => {
    const file = path.join(out, `${urlPath.slice(1)}.html`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      file,
      `<!DOCTYPE html><html><head><meta name="description" content="About ${urlPath}"></head><body><main><h1>${urlPath}</h1><p>${text}</p></main></body></html>`,
    )
  }
  const pages = PAGES_TWINNED_FROM_HTML.flatMap((page) => [page, `/fr${page}`])
  /** Every twin of the export, by file. */
  const twins = () =>
    Object.fromEntries(
      (fs.readdirSync(out, { recursive: true }) as string[])
        .filter((file) => file.endsWith('.md'))
        .sort()
        .map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]),
    )
  const counts = (summary: string) => {
    const match = /twins (\d+) made, (\d+) from /.exec(summary)
    if (!match) throw new Error(`no cache counts in "${summary}"`)
    return { made: Number(match[1]), cached: Number(match[2]) }
  }
  /** The same export's twins made without any cache, to compare with. */
  const fresh = async (code: string) => {
    const freshOut = path.join(root, 'fresh')
    fs.rmSync(freshOut, { recursive: true, force: true })
    fs.cpSync(out, freshOut, { recursive: true })
    await run(freshOut, { generatedDir, cacheDir: path.join(root, 'fresh-cache'), code })
    fs.rmSync(path.join(root, 'fresh-cache'), { recursive: true, force: true })
    return Object.fromEntries(Object.keys(twins()).map((file) => [file, fs.readFileSync(path.join(freshOut, file), 'utf8')]))
  }

  // The pages (`docs`, `pages`) are this test's own fixture, written in a temporary folder: not the site's content.
  it('makes every twin once, reads them back on the next build, and remakes only the twin whose page changed', async () => {
    writeContent()
    for (const page of pages) writePage(page, 'Text.')
    const first = counts(await run(out, { generatedDir, cacheDir, code: 'code 1' }))
    expect(first.made).toBeGreaterThan(pages.length + 4)
    expect(first.cached).toBe(0)
    const before = twins()
    expect(Object.keys(before)).toContain('docs/deals.md')
    expect(fs.readdirSync(cacheDir)).toHaveLength(first.made)

    expect(counts(await run(out, { generatedDir, cacheDir, code: 'code 1' }))).toEqual({ made: 0, cached: first.made })
    expect(twins()).toEqual(before)

    // One help page's text changes: its twin, and it alone, is made again, as a build without the cache makes it.
    docs[2] = item('en', 'deals', '## Add a deal\n\nClick the green button.\n')
    writeContent()
    expect(counts(await run(out, { generatedDir, cacheDir, code: 'code 1' }))).toEqual({ made: 1, cached: first.made - 1 })
    const after = twins()
    expect(after['docs/deals.md']).toContain('Click the green button.')
    expect(Object.keys(after).filter((file) => after[file] !== before[file])).toEqual(['docs/deals.md'])
    expect(after).toEqual(await fresh('code 1'))
    // The cache keeps this build's entries only.
    expect(fs.readdirSync(cacheDir)).toHaveLength(first.made)

    // A page twinned from its HTML changes: its twin is made again.
    writePage('/fr/roadmap', 'Nouveau texte.')
    expect(counts(await run(out, { generatedDir, cacheDir, code: 'code 1' }))).toEqual({ made: 1, cached: first.made - 1 })
    expect(twins()['fr/roadmap.md']).toContain('Nouveau texte.')
  })

  it('makes every twin again when the step’s code changes', async () => {
    writeContent()
    for (const page of pages) writePage(page, 'Text.')
    await run(out, { generatedDir, cacheDir, code: 'code 1' })
    const total = counts(await run(out, { generatedDir, cacheDir, code: 'code 1' })).cached
    expect(counts(await run(out, { generatedDir, cacheDir, code: 'code 2' }))).toEqual({ made: total, cached: 0 })
    expect(fs.readdirSync(cacheDir)).toHaveLength(total)
  })
})

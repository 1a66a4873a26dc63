// What a page's Markdown twin must hold, checked by the build's verify step on every page (twinProblems).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { readHtml } from './html'
import { twinProblems } from './markdown'

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

// The build's last check, on small exports: what each earlier step promised, named page by page.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { deferScripts } from './defer-scripts'
import { contentSecurityPolicy, cspHash, pageHashes, withPolicy } from './headers'
import { exportProblems } from './verify'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A page as the build leaves it: scripts deferred, then its policy written. */
function finished(card: string, script = 'a()') {
  const html = deferScripts(
    `<!DOCTYPE html><html><head><meta property="og:image" content="https://www.track-crm.app${card}"/><script src="/_next/static/chunks/a.js" async=""></script><script data-inline-script="head">${script}</script></head><body><p>x</p></body></html>`,
  )
  return withPolicy(html, contentSecurityPolicy(pageHashes(html)))
}
const write = (rel: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  fs.writeFileSync(path.join(dir, rel), text)
}

it('passes a finished export, and names each page whose promise a later change broke', async () => {
  write('og/blog.png', Buffer.from([0x89]))
  write('blog.html', finished('/og/blog.png'))
  expect(exportProblems(dir)).toEqual([])

  write('fr/blog.html', finished('/og/fr/blog.png').replace('a()', 'b()'))
  write('app.html', finished('/og/blog.png').replace('type="text/x-deferred" data-src=', 'src='))
  // A page naming a Markdown twin that is not there (what a twin must hold: ./markdown.test.ts).
  write(
    'docs.html',
    finished('/og/blog.png')
      .replace('<p>x</p>', '<h1>Docs</h1>')
      .replace('</head>', '<link rel="alternate" type="text/markdown" href="https://www.track-crm.app/docs.md"/></head>'),
  )
  expect(exportProblems(dir)).toEqual([
    '/app.html: <script src="/_next/static/chunks/a.js"> is still live',
    '/docs.html: its Markdown twin /docs.md is not in the export',
    `/fr/blog.html: an inline script (${cspHash('b()')}) is not in its policy`,
    '/fr/blog.html: its social card https://www.track-crm.app/og/fr/blog.png is not in the export',
  ])
})

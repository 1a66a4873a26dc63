// The build's last step on small exports: each page deferred, given its policy and checked, in one pass.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { LOADER, PLACEHOLDER_TYPE } from './defer-scripts'
import { pushScript } from './flight'
import { run } from './finish-pages'
import { cspHash, HEADER_RULES, headersFor, parseHeaders, policyProblems, STATIC_HEADERS, stylesheetHashes } from './headers'
import { attr, BOM, find, parseHtml } from './html'
import { HEAD_SCRIPT_NAMES } from '@/lib/head-script'

let dir = ''
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const bytes = (text: string) => new TextEncoder().encode(text)
const CSS_HREF = '/_next/static/chunks/a.css'
const CSS = 'body{margin:0}'
/** A text row: `<id>:T<hex byte length>,<text>`. */
const textRow = (id: string, text: string) => `${id}:T${bytes(text).length.toString(16)},${text}`
/** React's payload as Next writes it with experimental.inlineCss: the stylesheet's text in a row, the element that renders it, then `rows`. */
const payload = (rows = '', css = CSS) =>
  `${textRow('1', css)}0:["$","style",null,{"precedence":"next","href":"${CSS_HREF}","children":"$1"}]\n${rows}`
/** The head script of a page: it marks <html> as the real one does (the build runs it), and says whose it is. */
const headScript = (label: string) => `document.documentElement.setAttribute(${JSON.stringify(HEAD_SCRIPT_NAMES.js)},'')//${label}`
/** The payload script of a page named `label`, as Next writes it, and as the build writes it back. */
const pushOf = (label: string, stream = payload) => pushScript({ kind: 1, bytes: bytes(stream(`2:"${label}"\n`)) })
const finishedPushOf = (label: string) => pushOf(label, (rows) => `1:T0,${payload(rows).slice(textRow('1', CSS).length)}`)

/**
 * A page as Next writes it: its stylesheet inline, a chunk script, the head script, JSON-LD, React's payload (`stream`:
 * the stylesheet's text in it, by default).
 */
const page = (label: string, { head = '', body = '', stream = payload } = {}) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style data-precedence="next" data-href="${CSS_HREF}">${CSS}</style><script src="/_next/static/chunks/a.js" async=""></script><script data-inline-script="head">${headScript(label)}</script><script type="application/ld+json">{"a":1}</script>${head}</head><body><p style="color:red">x</p>${body}<script>${pushOf(label, stream)}</script></body></html>`

/** An export of `files` (path → content), each page with its route data beside it unless `files` says otherwise. */
function writeExport(files: Record<string, string> = {}) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-'))
  const pages: Record<string, string> = {
    'index.html': page('home'),
    'blog.html': page('blog'),
    'fr/404.html': page('introuvable'),
    ...files,
  }
  const routeData = Object.keys(pages)
    .filter((rel) => rel.endsWith('.html') && !rel.startsWith('_next/'))
    .map((rel) => {
      const route = rel.slice(0, -'.html'.length)
      return [`${route}.txt`, payload(`2:"${route}"\n`)]
    })
  const all: Record<string, string> = {
    ...Object.fromEntries(routeData),
    '_next/static/chunks/a.js': 'console.log(0)',
    '_next/static/chunks/app.js': 'console.log(1)',
    '_next/static/chunks/stray.html': '<p>not a page</p>',
    ...pages,
  }
  for (const [rel, content] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), content)
  }
}
const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8')
const policyOf = (rel: string) => attr(find(parseHtml(read(rel).slice(1)), 'head')!.childNodes[0] as Parameters<typeof attr>[0], 'content')!

it('lists every broken link and anchor of every page, and every page it could not finish, then stops', async () => {
  writeExport({
    'docs/a.html': page('a', { body: '<h2 id="here">Here</h2><a href="/docs/nowhere">x</a><a href="#here">ok</a>' }),
    'blog/b.html': page('b', { body: '<a href="/docs/a#gone">x</a><a href="/docs/a#here">ok</a><img src="/og/missing.png">' }),
    'blog/c.html': page('c', { body: '<a href="/docs/a">ok</a>' }).replace('<head>', '<head><script>unknown()</script>'),
  })
  const error = await run(dir).then(
    () => null,
    (e: Error) => e.message,
  )
  expect(error).toContain('finish pages: 4 problems:')
  expect(error).toContain('/blog/c.html: an inline script of no known kind')
  expect(error).toContain('/docs/a: <a href="/docs/nowhere">: no such page or file')
  expect(error).toContain('/blog/b: <a href="/docs/a#gone">: no element with id "gone" there')
  expect(error).toContain('/blog/b: <img src="/og/missing.png">: no such page or file')
  expect(fs.existsSync(path.join(dir, '_headers'))).toBe(false)
})

it('defers each page’s chunks, gives it a policy with the hashes of its own inline scripts, and writes the site-wide rules', async () => {
  writeExport()
  expect(await run(dir)).toMatch(
    /^3 pages in 1 thread: 3 chunk scripts deferred until the first paint; the payload's copy of inline stylesheets and scripts taken out of 3 pages \(0\.0 MB\), the stylesheet's and scripts' out of 3 route data files \(0\.0 MB\); policies with 9 inline script and 3 inline style hashes \(longest \d+ characters\); each page checked again; 4 rules in _headers$/,
  )
  for (const [rel, script] of [
    ['index.html', 'home'],
    ['blog.html', 'blog'],
    ['fr/404.html', 'introuvable'],
  ]) {
    const html = read(rel)
    expect(html.startsWith(BOM), rel).toBe(true)
    expect(html, rel).toContain(`<script type="${PLACEHOLDER_TYPE}" data-src="/_next/static/chunks/a.js"></script>`)
    for (const code of [headScript(script), finishedPushOf(script), LOADER]) expect(policyOf(rel), rel).toContain(cspHash(code))
    expect(policyOf(rel), rel).not.toContain(cspHash('{"a":1}'))
    expect(policyProblems(html), rel).toEqual([])
  }
  expect(policyOf('blog.html')).not.toContain(cspHash(headScript('home')))
  expect(read('_next/static/chunks/stray.html')).toBe('<p>not a page</p>')
  const rules = parseHeaders(read('_headers'))
  expect(rules.map((r) => r.path)).toEqual(HEADER_RULES.map((r) => r.path))
  const all = Object.fromEntries(headersFor(rules, '/_next/static/chunks/app.js'))
  expect(all['Cache-Control']).toBe('public, max-age=31536000, immutable')
  for (const [name, value] of STATIC_HEADERS) expect(all[name]).toBe(value)
})

it('allows every stylesheet of the build on every page: a client-side navigation inserts the next page’s <style>', async () => {
  const css = { 'a.css': 'body{color:red}', 'b.css': 'p{margin:0}' }
  writeExport({
    '_next/static/chunks/a.css': css['a.css'],
    '_next/static/chunks/b.css': css['b.css'],
    'blog.html': page('blog', { head: `<style>${css['a.css']}</style>` }),
  })
  expect(stylesheetHashes(dir)).toEqual(Object.values(css).map(cspHash).sort())
  await run(dir)
  for (const rel of ['index.html', 'blog.html']) for (const text of Object.values(css)) expect(policyOf(rel), rel).toContain(cspHash(text))
})

it('takes the inline stylesheets’ copy out of the pages’ payloads, and out of the route data of those every page has [bet: css-in-payload, route-data]', async () => {
  const row = (id: string, css: string) => `${id}:T${Buffer.byteLength(css).toString(16)},${css}`
  const style = (href: string, id: string) => `["$","style",null,{"precedence":"next","href":"/${href}","children":"$${id}"}]`
  const payload = (...sheets: string[]) =>
    sheets.map((href, i) => row(String(i + 1), `.${href}{}`)).join('') +
    `0:[${sheets.map((href, i) => style(href, String(i + 1))).join(',')}]\n`
  const styled = (...sheets: string[]) =>
    `<!DOCTYPE html><html><head>${sheets.map((href) => `<style data-precedence="next" data-href="/${href}">.${href}{}</style>`).join('')}` +
    `<script src="/_next/static/chunks/a.js" async=""></script></head><body><script>self.__next_f.push([1,${JSON.stringify(payload(...sheets))}])</script></body></html>`
  writeExport({
    'index.html': styled('a.css'),
    'blog.html': styled('a.css', 'b.css'),
    'fr/404.html': styled('a.css'),
    'blog.txt': payload('a.css', 'b.css'),
    'fr/404.txt': payload('a.css'),
    'robots.txt': payload('a.css'),
  })
  expect(await run(dir)).toContain(
    "the payload's copy of inline stylesheets and scripts taken out of 3 pages (0.0 MB), the stylesheet's and scripts' out of 2 route data files (0.0 MB)",
  )
  const emptied = (...sheets: string[]) =>
    sheets.map((_, i) => `${i + 1}:T0,`).join('') +
    payload(...sheets)
      .split('0:[')[1]
      .replace(/^/, '0:[')
  expect(read('blog.html')).toContain(pushScript({ kind: 1, bytes: new TextEncoder().encode(emptied('a.css', 'b.css')) }))
  // b.css is not on every page: a navigation from the home page needs its text.
  expect(read('blog.txt')).toBe(`1:T0,${row('2', '.b.css{}')}0:[${style('a.css', '1')},${style('b.css', '2')}]\n`)
  expect(read('fr/404.txt')).toBe(emptied('a.css'))
  expect(read('robots.txt')).toBe(payload('a.css'))
  const first = ['index.html', 'blog.txt'].map(read)
  await run(dir)
  expect(['index.html', 'blog.txt'].map(read)).toEqual(first)
})

it('empties every script’s text in the route data, which only a navigation reads: a script React creates never runs [bet: script-text]', async () => {
  const script = 'document.documentElement.dataset.x=""'
  const element = `0:["$","script",null,{"dangerouslySetInnerHTML":{"__html":"$9"}}]\n`
  writeExport({ 'blog.txt': `9:T${Buffer.byteLength(script).toString(16)},${script}${element}` })
  await run(dir)
  expect(read('blog.txt')).toBe(`9:T0,${element}`)
})

it('lets Google into the policy of a page with analytics only, for gtag.js alone', async () => {
  writeExport({ 'blog.html': page('blog', { body: '<section data-consent-banner data-ga-id="G-TEST000000" hidden></section>' }) })
  await run(dir)
  const scriptSrc = policyOf('blog.html')
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
  expect(scriptSrc.split(' ').filter((source) => source.includes('google'))).toEqual(['https://www.googletagmanager.com/gtag/js'])
  expect(policyOf('index.html')).not.toMatch(/google/)
})

it('writes the same bytes when run again on its own output', async () => {
  writeExport()
  await run(dir)
  const first = ['index.html', '_headers'].map(read)
  await run(dir)
  expect(['index.html', '_headers'].map(read)).toEqual(first)
})

it.each([
  ['an inline event handler', page('blog', { body: '<img src="a.png" onload="go()">' }), '/blog.html: <img onload>'],
  [
    'an inline script of no known kind [bet: inline-script-kinds]',
    page('blog', { body: '<script>track()</script>' }),
    '/blog.html: an inline script of no known kind ("track()")',
  ],
  [
    'the app’s chunks served from elsewhere (an assetPrefix)',
    page('blog').replace('src="/_next/static/', 'src="https://cdn.example/_next/static/'),
    '/blog.html: <script src="https://cdn.example/_next/static/chunks/a.js"> is a chunk of the app outside /_next/static/',
  ],
  [
    'React’s payload and no chunk to defer',
    page('blog').replace('<script src="/_next/static/chunks/a.js" async=""></script>', ''),
    "/blog.html: the page carries React's payload but no chunk script under /_next/static/ to defer",
  ],
])('stops the build on %s, naming the page and changing nothing', async (_, html, message) => {
  writeExport({ 'blog.html': html })
  await expect(run(dir)).rejects.toThrow(message)
  expect(read('blog.html')).toBe(html)
  expect(fs.existsSync(path.join(dir, '_headers'))).toBe(false)
})

// What the build bets on Next's output, checked on every page (docs/architecture.md, "Bets on Next.js and React
// internals"): each failure stops the build, naming the page and the bet.
it('stops on a page that carries React’s payload but not its stylesheet inline [bet: inline-css]', async () => {
  const linked = page('blog').replace(/<style [^>]*>[^<]*<\/style>/, `<link rel="stylesheet" href="${CSS_HREF}"/>`)
  writeExport({ 'blog.html': linked })
  await expect(run(dir)).rejects.toThrow(
    `/blog.html: the page carries React's payload but no stylesheet inline (<style data-href>), and links ${CSS_HREF} [bet: inline-css]`,
  )
  expect(read('blog.html')).toBe(linked)
})

it('stops on a page whose route data is not beside it, where a navigation fetches it [bet: route-data]', async () => {
  writeExport()
  fs.rmSync(path.join(dir, 'blog.txt'))
  fs.rmSync(path.join(dir, 'fr/404.txt'))
  const error = await run(dir).then(
    () => '',
    (e: Error) => e.message,
  )
  expect(error).toContain('/blog.html: its route data is not where a client-side navigation fetches it: no /blog.txt [bet: route-data]')
  expect(error).toContain('/fr/404.html: its route data is not where a client-side navigation fetches it: no /fr/404.txt')
})

it('runs the head script once, and stops when it throws: a helper the compiler left out of its functions [bet: head-script]', async () => {
  writeExport({ 'blog.html': page('blog').replace(headScript('blog'), '_interop_require_default(x)') })
  await expect(run(dir)).rejects.toThrow(
    'the head script throws when run [bet: head-script]: ReferenceError: _interop_require_default is not defined',
  )
})

describe('when Next no longer writes the stylesheet into React’s payload (vercel/next.js#95141, #98079)', () => {
  /** The payload as vercel/next.js#98397 would write it: the stylesheet a client reference, its text nowhere. */
  const upstream = (rows = '') =>
    `3:I[123,["/_next/static/chunks/a.js"],"InlinedStylesheet"]\n0:["$","$L3",null,{"href":"${CSS_HREF}","precedence":"next"}]\n${rows}`
  const pages = {
    'index.html': page('home', { stream: upstream }),
    'blog.html': page('blog', { stream: upstream }),
    'blog.txt': upstream(),
  }

  it('the stylesheet cut stops the build, saying it is to be deleted [bet: css-in-payload]', async () => {
    writeExport(pages)
    const error = await run(dir).then(
      () => '',
      (e: Error) => e.message,
    )
    expect(error).toContain('/blog.html: the page carries /_next/static/chunks/a.css inline, and its React payload renders no stylesheet')
    expect(error).toContain('(upstream: vercel/next.js#95141, #98079), the stylesheet cut is done with: delete it')
  })

  it('the build passes without the cut, every page deferred and given its policy, its payload as Next wrote it [bet: css-in-payload]', async () => {
    writeExport(pages)
    expect(await run(dir, { cutStylesheets: false })).toMatch(/^3 pages in 1 thread: 3 chunk scripts deferred/)
    for (const label of ['home', 'blog']) {
      const html = read(label === 'home' ? 'index.html' : 'blog.html')
      expect(html).toContain(`<script>${pushOf(label, upstream)}</script>`)
      expect(html).toContain(`<script type="${PLACEHOLDER_TYPE}" data-src="/_next/static/chunks/a.js"></script>`)
      expect(policyProblems(html)).toEqual([])
    }
    expect(read('blog.txt')).toBe(upstream())
  })
})

describe('the cache of finished pages', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-cache-'))
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }))
  const CARD = '<meta property="og:image" content="https://www.track-crm.app/og/blog.png"/>'
  const TWIN = '<link rel="alternate" type="text/markdown" href="https://www.track-crm.app/docs/a.md"/>'
  const A_BODY = '<article data-pagefind-body><h1>A</h1><h2 id="steps">Steps</h2></article>'
  /** The export Next writes, each build anew; the blog page names its card and links to a help page. */
  const build = (files: Record<string, string> = {}) => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
    writeExport({
      'blog.html': page('blog', { head: CARD, body: '<a href="/docs/a#steps">steps</a>' }),
      'docs/a.html': page('a', { head: TWIN, body: A_BODY }),
      'docs/a.md': '# A\n\n## Steps\n',
      'og/blog.png': 'png',
      ...files,
    })
  }
  const pages = ['index.html', 'blog.html', 'docs/a.html', 'fr/404.html']
  const written = () => Object.fromEntries(pages.filter((rel) => fs.existsSync(path.join(dir, rel))).map((rel) => [rel, read(rel)]))
  /** The cache's entries: finished pages, and outlines of Markdown twins. */
  const entries = () => {
    const names = fs.readdirSync(cacheDir)
    return { pages: names.filter((n) => n.endsWith('.json.gz')).length, outlines: names.filter((n) => n.endsWith('.json')).length }
  }
  const counts = (summary: string) => /\((\d+) made, (\d+) from /.exec(summary)?.slice(1).map(Number)
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => '',
      (error: Error) => error.message,
    )

  it('finishes a page anew only when its text changed, as it is finished without the cache', async () => {
    build()
    expect(counts(await run(dir, {}, { cacheDir, code: 'code 1' }))).toEqual([4, 0])
    const first = written()
    expect(entries()).toEqual({ pages: 4, outlines: 1 })

    build()
    expect(counts(await run(dir, {}, { cacheDir, code: 'code 1' }))).toEqual([0, 4])
    expect(written()).toEqual(first)

    // One page changes: it alone is finished anew, byte for byte as without the cache.
    build({ 'docs/a.html': page('a2', { head: TWIN, body: A_BODY }) })
    expect(counts(await run(dir, {}, { cacheDir, code: 'code 1' }))).toEqual([1, 3])
    const cached = written()
    expect(cached['docs/a.html']).not.toBe(first['docs/a.html'])
    build({ 'docs/a.html': page('a2', { head: TWIN, body: A_BODY }) })
    await run(dir)
    expect(written()).toEqual(cached)
    // The cache keeps this build's pages and twin outlines only.
    expect(entries()).toEqual({ pages: 4, outlines: 1 })
  })

  it('checks what a page read from the cache names in the export as it is: its links, anchors, card, twin and route data', async () => {
    build()
    await run(dir, {}, { cacheDir, code: 'code 1' })
    // The blog page is unchanged, and read from the cache; the anchor it links to is gone, then the page, then its card.
    build({ 'docs/a.html': page('a', { head: TWIN, body: A_BODY.replace('id="steps"', 'id="other"') }) })
    expect(await failure(run(dir, {}, { cacheDir, code: 'code 1' }))).toContain(
      '/blog: <a href="/docs/a#steps">: no element with id "steps" there',
    )
    build()
    fs.rmSync(path.join(dir, 'docs/a.html'))
    expect(await failure(run(dir, {}, { cacheDir, code: 'code 1' }))).toContain('/blog: <a href="/docs/a#steps">: no such page or file')
    build()
    fs.rmSync(path.join(dir, 'og/blog.png'))
    expect(await failure(run(dir, {}, { cacheDir, code: 'code 1' }))).toContain(
      '/blog.html: its social card https://www.track-crm.app/og/blog.png is not in the export',
    )
    // The help page is unchanged, and read from the cache; its twin has lost a heading of the page.
    build({ 'docs/a.md': '# A\n' })
    expect(await failure(run(dir, {}, { cacheDir, code: 'code 1' }))).toContain(
      '/docs/a.html: its Markdown twin lacks the heading "## Steps"',
    )
    build()
    fs.rmSync(path.join(dir, 'blog.txt'))
    expect(await failure(run(dir, {}, { cacheDir, code: 'code 1' }))).toContain('/blog.html: its route data is not where')
  })

  it('finishes every page anew when the step’s code changes', async () => {
    build()
    await run(dir, {}, { cacheDir, code: 'code 1' })
    build()
    expect(counts(await run(dir, {}, { cacheDir, code: 'code 2' }))).toEqual([4, 0])
  })
})

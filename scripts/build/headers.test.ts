import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  cspHash,
  HEADER_RULES,
  headersFor,
  isExecutableInline,
  pageHashes,
  parseHeaders,
  policyProblems,
  run,
  RUNTIME_STYLES,
  STATIC_HEADERS,
  stylesheetHashes,
  withPolicy,
} from './headers.mjs'
import { attr, find, parseHtml } from './html.mjs'

const BOM = '\ufeff'

describe('hashes', () => {
  it('match the CSP specification’s example', () => {
    // https://www.w3.org/TR/CSP3/#grammardef-hash-source: <script>alert('Hello, world.');</script>
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })

  it('hash the UTF-8 bytes of the text', () => {
    expect(cspHash('é')).toBe(
      `'sha256-${crypto
        .createHash('sha256')
        .update(Buffer.from([0xc3, 0xa9]))
        .digest('base64')}'`,
    )
  })

  it('hash executable inline scripts only: not JSON-LD, data blocks or external scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{}</script>',
      '<script type="text/x-deferred" data-src="/_next/static/chunks/a.js"></script>',
      '<script src="/x.js"></script>',
      '<script type="module">b()</script>',
      '<script type=" Text/JavaScript ">c()</script>',
      '<script language="vbscript">d()</script>',
    ].join('')
    expect(pageHashes(html).scripts).toEqual([cspHash('a()'), cspHash('b()'), cspHash('c()')].sort())
  })

  it('treat the script types as the HTML standard does', () => {
    expect(isExecutableInline({})).toBe(true)
    expect(isExecutableInline({ type: '' })).toBe(true)
    expect(isExecutableInline({ type: 'importmap' })).toBe(true)
    expect(isExecutableInline({ type: 'application/ld+json' })).toBe(false)
    expect(isExecutableInline({ type: 'text/javascript; charset=utf-8' })).toBe(false)
    expect(isExecutableInline({ src: '' })).toBe(false)
  })

  it('take each script’s text as a browser’s parser reads it', () => {
    const html = [
      '<!doctype html><html><head><title>a <script>not()</script></title>',
      '<script>one()\r\nsecond_line()\r</script>',
      '<!-- <script>commented()</script> -->',
      '<script data-x="a > b">two("</scrip")</SCRIPT >',
      '<script>if (a<!--b) { x = "<script>"; y = "</script>"; } --></script>',
      '<noscript><script>never()</script></noscript>',
      '<textarea><script>typed()</script></textarea>',
    ].join('\n')
    expect(pageHashes(html).scripts).toEqual(
      ['one()\nsecond_line()\n', 'two("</scrip")', 'if (a<!--b) { x = "<script>"; y = "</script>"; } -->'].map(cspHash).sort(),
    )
  })

  it('flag inline event handlers and javascript: URLs, which hashes cannot allow', () => {
    expect(
      pageHashes('<img src="x.png" onerror="f()"><a href=" javascript:f()">x</a><svg><a xlink:href="javascript:f()"></a></svg>').blocked,
    ).toEqual(['<img onerror>', '<a href="javascript:…">', '<a xlink:href="javascript:…">'])
    expect(pageHashes('<a href="/docs">javascript: the basics</a>').blocked).toEqual([])
  })
})

describe('the policy', () => {
  it('allows scripts by hash, without unsafe-inline or unsafe-eval, and leaves framing to a header', () => {
    const csp = contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: [] })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' https://www.googletagmanager.com")
    expect(csp).not.toMatch(/'unsafe-eval'|frame-ancestors/)
    expect(csp).toContain("object-src 'none'")
    expect(Object.fromEntries(STATIC_HEADERS)['Content-Security-Policy']).toBe("frame-ancestors 'none'")
  })

  it('allows the <style> next-themes adds while it applies the theme, as the installed version writes it', () => {
    const bundle = fs.readFileSync(path.resolve('node_modules/next-themes/dist/index.mjs'), 'utf8')
    for (const style of RUNTIME_STYLES) {
      expect(bundle).toContain(`createTextNode(${JSON.stringify(style)})`)
      expect(contentSecurityPolicy()).toContain(`style-src 'self' ${cspHash(style)};`)
    }
  })

  const page = '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><script>a()</script></head><body>é</body></html>'

  it('goes first in <head>, after a byte order mark that settles the encoding, and replaces an earlier one', () => {
    const once = withPolicy(page, "script-src 'sha256-x'")
    expect(once).toBe(
      `${BOM}<!DOCTYPE html><html lang="fr"><head><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-x'"/><meta charSet="utf-8"/><script>a()</script></head><body>é</body></html>`,
    )
    const first = find(parseHtml(once.slice(1)), 'head')!.childNodes[0]
    expect(attr(first as Parameters<typeof attr>[0], 'http-equiv')).toBe('Content-Security-Policy')
    expect(withPolicy(once, "script-src 'sha256-y'")).toBe(once.replace("'sha256-x'", "'sha256-y'"))
    expect(() => withPolicy('<p>No head tag</p>', 'x')).toThrow('no <head> tag')
  })

  it('is checked once written: first in <head>, and allowing every inline script and style', () => {
    const policy = (extra: string[] = []) => contentSecurityPolicy({ scripts: [cspHash('a()'), ...extra] })
    expect(policyProblems(withPolicy(page, policy()))).toEqual([])
    expect(policyProblems(page)).toEqual(['the first element of <head> is <meta>, not its policy'])
    const changed = withPolicy(page, policy()).replace('a()', 'b()')
    expect(policyProblems(changed)).toEqual([`an inline script (${cspHash('b()')}) is not in its policy`])
    expect(policyProblems(withPolicy(page.replace('</head>', '<style>p{}</style></head>'), policy()))).toEqual([
      `an inline style (${cspHash('p{}')}) is not in its policy`,
    ])
  })
})

describe('header rules, as the CDN-like server applies them', () => {
  const rules = parseHeaders(
    [
      '# comment',
      '/*',
      '  X-Frame-Options: DENY',
      '  Link: </a.css>; rel=preload',
      '',
      '/_next/static/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/docs/:slug',
      '  X-Doc: yes',
      '/blog',
      "  Content-Security-Policy: script-src 'self'",
      '  Link: </b.css>; rel=preload',
      '/a.b',
      '  ! X-Frame-Options',
    ].join('\n'),
  )
  const get = (...paths: string[]) => Object.fromEntries(headersFor(rules, ...paths))

  it('applies /* to every path', () => {
    expect(get('/')).toEqual({ 'X-Frame-Options': 'DENY', Link: '</a.css>; rel=preload' })
    expect(get('/anything/deep.html')['X-Frame-Options']).toBe('DENY')
  })

  it('matches a splat at the end and a placeholder as one segment', () => {
    expect(get('/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(get('/_next/data.json')['Cache-Control']).toBeUndefined()
    expect(get('/docs/intro')['X-Doc']).toBe('yes')
    expect(get('/docs/a/b')['X-Doc']).toBeUndefined()
  })

  it('matches exact paths exactly, dots included', () => {
    expect(get('/blog')['Content-Security-Policy']).toBe("script-src 'self'")
    expect(get('/blog/post')['Content-Security-Policy']).toBeUndefined()
    expect(get('/blog.html')['Content-Security-Policy']).toBeUndefined()
    expect(get('/aXb')['X-Frame-Options']).toBe('DENY')
  })

  it('joins a header set by several rules, and detaches with !', () => {
    expect(get('/blog').Link).toBe('</a.css>; rel=preload, </b.css>; rel=preload')
    expect(get('/a.b')['X-Frame-Options']).toBeUndefined()
  })

  it('applies each rule once when several paths are given (a 404 and its page)', () => {
    expect(get('/nope', '/blog').Link).toBe('</a.css>; rel=preload, </b.css>; rel=preload')
  })
})

describe('the build step on a small export', () => {
  let dir: string
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const page = (script: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${script}</script><script type="application/ld+json">{"a":1}</script></head><body><p style="color:red">x</p><script>self.__next_f.push([1,"${script}"])</script></body></html>`

  function writeExport() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'))
    const files: Record<string, string> = {
      'index.html': page('home'),
      'blog.html': page('blog'),
      'fr/404.html': page('introuvable'),
      '_next/static/chunks/app.js': 'console.log(1)',
      '_next/static/chunks/stray.html': page('ignored'),
    }
    for (const [rel, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), content)
    }
  }
  const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8')
  const policyOf = (rel: string) =>
    attr(find(parseHtml(read(rel).slice(1)), 'head')!.childNodes[0] as Parameters<typeof attr>[0], 'content')!

  it('gives every page a policy with the hashes of its own inline scripts, and writes the two site-wide rules', async () => {
    writeExport()
    expect(await run(dir)).toMatch(
      /^3 pages carry their policy \(6 inline script hashes, 0 inline style hashes, longest \d+ characters\); 4 rules in _headers$/,
    )
    for (const [rel, script] of [
      ['index.html', 'home'],
      ['blog.html', 'blog'],
      ['fr/404.html', 'introuvable'],
    ]) {
      expect(read(rel).startsWith(BOM), rel).toBe(true)
      expect(policyOf(rel), rel).toContain(cspHash(script))
      expect(policyOf(rel), rel).toContain(cspHash(`self.__next_f.push([1,"${script}"])`))
      expect(policyOf(rel), rel).not.toContain(cspHash('{"a":1}'))
      expect(policyProblems(read(rel)), rel).toEqual([])
    }
    expect(policyOf('blog.html')).not.toContain(cspHash('home'))
    expect(read('_next/static/chunks/stray.html')).toBe(page('ignored'))
    const rules = parseHeaders(read('_headers'))
    expect(rules.map((r) => r.path)).toEqual(HEADER_RULES.map((r) => r.path))
    const all = Object.fromEntries(headersFor(rules, '/_next/static/chunks/app.js'))
    expect(all['Cache-Control']).toBe('public, max-age=31536000, immutable')
    for (const [name, value] of STATIC_HEADERS) expect(all[name]).toBe(value)
  })

  it('allows every stylesheet of the build on every page: a client-side navigation inserts the next page’s <style>', async () => {
    writeExport()
    const css = { 'a.css': 'body{color:red}', 'b.css': 'p{margin:0}' }
    for (const [name, text] of Object.entries(css)) fs.writeFileSync(path.join(dir, '_next/static/chunks', name), text)
    fs.writeFileSync(path.join(dir, 'blog.html'), page('blog').replace('</head>', `<style>${css['a.css']}</style></head>`))
    expect(stylesheetHashes(dir)).toEqual(Object.values(css).map(cspHash).sort())
    await run(dir)
    for (const rel of ['index.html', 'blog.html']) {
      for (const text of Object.values(css)) expect(policyOf(rel), rel).toContain(cspHash(text))
      expect(policyProblems(read(rel)), rel).toEqual([])
    }
  })

  it('writes the same bytes when run again on its own output', async () => {
    writeExport()
    await run(dir)
    const first = ['index.html', '_headers'].map(read)
    await run(dir)
    expect(['index.html', '_headers'].map(read)).toEqual(first)
  })

  it('stops the build when a page has an inline event handler, naming the page', async () => {
    writeExport()
    fs.writeFileSync(path.join(dir, 'blog.html'), '<html><head></head><body><img src="a.png" onload="go()"></body></html>')
    await expect(run(dir)).rejects.toThrow('headers: /blog.html: <img onload>')
  })
})

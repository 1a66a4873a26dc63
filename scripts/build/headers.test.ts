// @vitest-environment jsdom
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  cspHash,
  headersFor,
  inlineElements,
  isExecutableInline,
  pageHashes,
  pageUrls,
  parseHeaders,
  run,
  RUNTIME_STYLES,
  STATIC_HEADERS,
} from './headers.mjs'

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
      '<script type="text/template"><b></b></script>',
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

  it('find each script’s text exactly as a browser parser does', () => {
    const html = [
      '<!doctype html><html><head><title>a <script>not()</script></title>',
      '<script>one()\r\nsecond_line()\r</script>',
      '<!-- <script>commented()</script> -->',
      '<script data-x="a > b">two("</scrip")</SCRIPT >',
      '<script>if (a<!--b) { x = "<script>"; y = "</script>"; } --></script>',
      '<script>three("<!--")</script>',
      '<textarea><script>typed()</script></textarea>',
      '</head><body><svg viewBox="0 0 1 1"><title>t</title><path d="M0 0"/></svg>',
      '<p>a < b</p><script>four("\u00e9\u2014")</script>',
      '<script>five()</script',
    ].join('\n')
    // The environment's parser (parse5, through jsdom) follows the same HTML standard as browsers.
    const expected = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script')].map((s) => s.textContent)
    expect(inlineElements(html).elements.map((e) => e.text)).toEqual(expected)
    expect(expected).toHaveLength(6)
  })

  it('skip what is inside <noscript>: text, in a browser that runs scripts', () => {
    expect(inlineElements('<noscript><script>never()</script></noscript><script>x()</script>').elements.map((e) => e.text)).toEqual(['x()'])
  })

  it('flag inline event handlers and javascript: URLs, which hashes cannot allow', () => {
    expect(pageHashes('<img src="x.png" onerror="f()"><a href=" javascript:f()">x</a>').blocked).toEqual([
      '<img onerror>',
      '<a href="javascript:…">',
    ])
    expect(pageHashes('<a href="/docs">javascript: the basics</a>').blocked).toEqual([])
  })

  it('put the hashes in a policy without unsafe-inline or unsafe-eval for scripts', () => {
    const csp = contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: [] })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' https://www.googletagmanager.com")
    expect(csp).not.toMatch(/'unsafe-eval'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })

  it('allow the <style> next-themes adds while it applies the theme, as the installed version writes it', () => {
    const bundle = fs.readFileSync(path.resolve('node_modules/next-themes/dist/index.mjs'), 'utf8')
    for (const style of RUNTIME_STYLES) {
      expect(bundle).toContain(`createTextNode(${JSON.stringify(style)})`)
      expect(contentSecurityPolicy()).toContain(`style-src 'self' ${cspHash(style)};`)
    }
  })
})

describe('page URLs', () => {
  it.each([
    ['index.html', ['/', '/index.html']],
    ['blog.html', ['/blog', '/blog.html']],
    ['fr.html', ['/fr', '/fr.html']],
    ['fr/404.html', ['/fr/404', '/fr/404.html']],
    ['guide/index.html', ['/guide', '/guide/', '/guide/index.html']],
  ])('%s is served at %j', (rel, urls) => {
    expect(pageUrls(rel)).toEqual(urls)
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
    `<!DOCTYPE html><html><head><script>${script}</script><script type="application/ld+json">{"a":1}</script></head><body><p style="color:red">x</p><script>self.__next_f.push([1,"${script}"])</script></body></html>`

  function writeExport() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'))
    const files: Record<string, string> = {
      'index.html': page('home'),
      'blog.html': page('blog'),
      'blog/first-post.html': page('post'),
      'fr.html': page('accueil'),
      'fr/blog.html': page('blogue'),
      '404.html': page('missing'),
      'fr/404.html': page('introuvable'),
      '_next/static/chunks/app.js': 'console.log(1)',
      '_next/static/chunks/stray.html': page('ignored'),
      'index.txt': 'rsc',
    }
    for (const [rel, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), content)
    }
    return files
  }

  it('gives every page, at each of its URLs, a policy with the hashes of its own inline scripts', async () => {
    writeExport()
    const summary = await run(dir)
    expect(summary).toMatch(/^7 pages, 14 inline script hashes \(14 distinct\), 0 inline style hashes \(\+1 run-time\), 16 rules/)
    const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'))
    const csp = (url: string) => Object.fromEntries(headersFor(rules, url))['Content-Security-Policy']
    for (const [url, script] of [
      ['/', 'home'],
      ['/index.html', 'home'],
      ['/blog', 'blog'],
      ['/blog.html', 'blog'],
      ['/blog/first-post', 'post'],
      ['/fr', 'accueil'],
      ['/fr/blog.html', 'blogue'],
      ['/404.html', 'missing'],
      ['/fr/404.html', 'introuvable'],
      ['/fr/404', 'introuvable'],
    ]) {
      expect(csp(url), url).toContain(cspHash(script))
      expect(csp(url), url).toContain(cspHash(`self.__next_f.push([1,"${script}"])`))
      expect(csp(url), url).not.toContain(cspHash('{"a":1}'))
    }
    expect(csp('/blog')).not.toContain(cspHash('home'))
    expect(csp('/_next/static/chunks/stray')).toBeUndefined()
    const all = Object.fromEntries(headersFor(rules, '/_next/static/chunks/app.js'))
    expect(all['Cache-Control']).toBe('public, max-age=31536000, immutable')
    for (const [name, value] of STATIC_HEADERS) expect(all[name]).toBe(value)
    expect(all['Content-Security-Policy']).toBeUndefined()

    const hashes = JSON.parse(fs.readFileSync(path.join(dir, '_csp-hashes.json'), 'utf8'))
    expect(Object.keys(hashes.pages)).toEqual(['/', '/404', '/blog', '/blog/first-post', '/fr', '/fr/404', '/fr/blog'])
    expect(hashes.pages['/fr'].scripts).toEqual([cspHash('accueil'), cspHash('self.__next_f.push([1,"accueil"])')].sort())

    const map = fs.readFileSync(path.join(dir, '_nginx-csp.map'), 'utf8')
    expect(map).toContain(`"/fr/404.html" "${csp('/fr/404.html')}";`)
    expect(map.trim().split('\n')).toHaveLength(1 + 14)
  })

  it('writes the same bytes for the same export', async () => {
    writeExport()
    await run(dir)
    const first = ['_headers', '_csp-hashes.json', '_nginx-csp.map'].map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    await run(dir)
    const second = ['_headers', '_csp-hashes.json', '_nginx-csp.map'].map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    expect(second).toEqual(first)
  })

  it('stops the build when a page has an inline event handler', async () => {
    writeExport()
    fs.writeFileSync(path.join(dir, 'blog.html'), '<img src="a.png" onload="go()">')
    await expect(run(dir)).rejects.toThrow(/blog\.html: <img onload>/)
  })
})

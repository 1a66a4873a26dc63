import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  cspHash,
  headersFor,
  isExecutableInline,
  pageHashes,
  parseHeaders,
  policyProblems,
  RUNTIME_STYLES,
  STATIC_HEADERS,
  strictTransportSecurity,
  withPolicy,
} from './headers'
import { LOADER } from './defer-scripts'
import { attr, find, parseHtml } from './html'

const BOM = '\ufeff'
/** An inline script of the site's own (the policy allows only the kinds of inline script it knows). */
const own = (code: string, attrs = '') => `<script data-inline-script="head"${attrs}>${code}</script>`

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
      own('a()'),
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{}</script>',
      '<script type="text/x-deferred" data-src="/_next/static/chunks/a.js"></script>',
      '<script src="/x.js"></script>',
      own('b()', ' type="module"'),
      own('c()', ' type=" Text/JavaScript "'),
      '<script language="vbscript">d()</script>',
    ].join('')
    expect(pageHashes(html).scripts).toEqual([cspHash('a()'), cspHash('b()'), cspHash('c()')].sort())
    expect(pageHashes(html).blocked).toEqual([])
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
      own('one()\r\nsecond_line()\r'),
      '<!-- <script>commented()</script> -->',
      '<script data-inline-script="head" data-x="a > b">two("</scrip")</SCRIPT >',
      own('if (a<!--b) { x = "<script>"; y = "</script>"; } -->'),
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

  it('know the kinds of inline script a page may carry, and flag any other with its first characters', () => {
    const known = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
      own('head()'),
      '<script data-inline-script="theme">theme()</script>',
      `<script>${LOADER}</script>`,
    ]
    expect(pageHashes(known.join('')).blocked).toEqual([])
    expect(pageHashes(known.join('')).scripts).toHaveLength(known.length)
    expect(
      pageHashes('<script>stray()</script><script id="_R_">other()</script><script>self.__next_f.push([1,"x"]);stray()</script>').blocked,
    ).toEqual([
      'an inline script of no known kind ("stray()")',
      'an inline script of no known kind ("other()")',
      'an inline script of no known kind ("self.__next_f.push([1,\\"x\\"]);stray()")',
    ])
  })
})

describe('the headers a page cannot carry', () => {
  it('ask for HTTPS for two years without preloading the domain, unless the company opts in', () => {
    expect(Object.fromEntries(STATIC_HEADERS)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(strictTransportSecurity(true)).toBe('max-age=63072000; includeSubDomains; preload')
  })

  it('are the ones deploy/nginx.conf sends', () => {
    const conf = fs.readFileSync(path.resolve('deploy/nginx.conf'), 'utf8')
    const sent = [...conf.matchAll(/^\s*add_header ([\w-]+) "(.*)" always;$/gm)].map(([, name, value]) => [name, value])
    expect(sent.sort()).toEqual([...STATIC_HEADERS].sort())
  })
})

describe('the policy', () => {
  it('allows scripts by hash, without unsafe-inline or unsafe-eval, and leaves framing to a header', () => {
    const csp = contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: [] })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a'")
    expect(csp).not.toMatch(/'unsafe-eval'|frame-ancestors/)
    expect(csp).toContain("object-src 'none'")
    expect(Object.fromEntries(STATIC_HEADERS)['Content-Security-Policy']).toBe("frame-ancestors 'none'")
  })

  it('names Google only for a page with analytics, and then only the script gtag.js is', () => {
    const directives = (analytics: boolean) =>
      Object.fromEntries(
        contentSecurityPolicy({ analytics })
          .split('; ')
          .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
      )
    const off = directives(false)
    expect(JSON.stringify(off)).not.toMatch(/google/)
    const on = directives(true)
    expect(on['script-src'].filter((s: string) => s.includes('google'))).toEqual(['https://www.googletagmanager.com/gtag/js'])
    expect(on['connect-src']).toContain('https://*.google-analytics.com')
  })

  it('allows the <style> next-themes adds while it applies the theme, as the installed version writes it', () => {
    const bundle = fs.readFileSync(path.resolve('node_modules/next-themes/dist/index.mjs'), 'utf8')
    for (const style of RUNTIME_STYLES) {
      expect(bundle).toContain(`createTextNode(${JSON.stringify(style)})`)
      expect(contentSecurityPolicy()).toContain(`style-src 'self' ${cspHash(style)};`)
    }
  })

  const page = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${own('a()')}</head><body>é</body></html>`

  it('goes first in <head>, after a byte order mark that settles the encoding, and replaces an earlier one', () => {
    const once = withPolicy(page, "script-src 'sha256-x'")
    expect(once).toBe(
      `${BOM}<!DOCTYPE html><html lang="fr"><head><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-x'"/><meta charSet="utf-8"/>${own('a()')}</head><body>é</body></html>`,
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
    expect(policyProblems(withPolicy(page, contentSecurityPolicy({ scripts: [cspHash('a()')], analytics: true })))).toEqual([
      'its policy allows https://www.googletagmanager.com/gtag/js, but the page has no analytics',
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

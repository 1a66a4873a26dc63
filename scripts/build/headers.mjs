// Post-build step: the security headers of the static export.
//   out/_headers          Netlify / Cloudflare Pages format: static headers for every path, long caching for
//                         /_next/static/*, and one Content-Security-Policy per HTML page (both URLs it is served at);
//   out/_csp-hashes.json  the inline script and style hashes of each page (what the policies allow, for review);
//   out/_nginx-csp.map    the same policies as `map $uri $track_csp` entries, included by deploy/nginx.conf.
// Next.js writes its data as inline scripts (`self.__next_f.push(…)`) that differ on every page, next to the theme
// script of next-themes and our head script: they are allowed by their SHA-256 hash, computed on the final HTML
// exactly as a browser computes it (the element's text after HTML parsing, UTF-8), so no 'unsafe-inline' is needed.
// Runs last (scripts/postbuild.mjs): any later change to the HTML would invalidate the hashes.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { htmlFiles } from './html-files.mjs'

export const HEADERS_FILE = '_headers'
export const HASHES_FILE = '_csp-hashes.json'
export const NGINX_MAP_FILE = '_nginx-csp.map'

/** Sent with every response (`/*`). */
export const STATIC_HEADERS = [
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // `interest-cohort` is read by Chromium as an alias of `browsing-topics`: no interest profiling from this site.
  [
    'Permissions-Policy',
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), interest-cohort=(), magnetometer=(), microphone=(), payment=(), usb=()',
  ],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
]

/** Build output with a content hash in its name never changes. */
export const IMMUTABLE_PATH = '/_next/static/*'
export const IMMUTABLE_HEADERS = [['Cache-Control', 'public, max-age=31536000, immutable']]

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com'
const ANALYTICS_IMG = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']

/**
 * <style> elements that client code adds at run time, allowed by hash on every page. next-themes, with
 * disableTransitionOnChange (components/layout/theme-provider.tsx), adds this one for a moment each time it applies
 * the theme, on every load too. headers.test.ts checks that the installed next-themes still writes exactly this.
 */
export const RUNTIME_STYLES = [
  '*,*::before,*::after{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}',
]

/**
 * The page's policy. 'wasm-unsafe-eval' lets the search (Pagefind) compile its WebAssembly; it allows no JavaScript
 * evaluation ('unsafe-eval' stays out). Style attributes written by React need style-src-attr 'unsafe-inline'.
 */
export function contentSecurityPolicy({ scripts = [], styles = [] } = {}) {
  const styleHashes = [...new Set([...styles, ...RUNTIME_STYLES.map(cspHash)])].sort()
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scripts, ANALYTICS_SCRIPT].join(' '),
    ['style-src', "'self'", ...styleHashes].join(' '),
    "style-src-attr 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...ANALYTICS_IMG].join(' '),
    ['connect-src', "'self'", ...ANALYTICS_CONNECT].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ')
}

/** `'sha256-…'` of a script or style text, as a CSP source: SHA-256 of its UTF-8 bytes, base64. */
export const cspHash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

// ---------------------------------------------------------------------------------------------------------------
// A small HTML tokenizer, enough to find <script> and <style> elements and their text as a browser does
// (WHATWG HTML §13.2.5): comments, raw-text and RCDATA elements (whose content holds no elements), and the
// script-data escape states (`<!--` … `<script>` … `-->` inside a script does not end it at the first `</script>`).

const RAW_TEXT = new Set(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']) // noscript: scripting on
const RCDATA = new Set(['textarea', 'title'])
const FOREIGN = new Set(['svg', 'math'])
const isAlpha = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\f'
const asciiLower = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase())
const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' }
const decodeAttr = (v) =>
  v.replace(/&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|(amp|quot|apos|lt|gt|nbsp));?/g, (m, dec, hex, name) =>
    dec || hex ? String.fromCodePoint(Math.min(parseInt(dec ?? hex, dec ? 10 : 16), 0x10ffff) || 0xfffd) : ENTITIES[name],
  )

/** Parses a tag from just after `<` or `</`: its name, attributes (first one wins) and the index after `>`. */
function parseTag(src, start) {
  let i = start
  const n = src.length
  while (i < n && !isSpace(src[i]) && src[i] !== '/' && src[i] !== '>') i++
  const name = asciiLower(src.slice(start, i))
  const attrs = {}
  let selfClosing = false
  while (i < n) {
    const c = src[i]
    if (isSpace(c)) {
      i++
      continue
    }
    if (c === '>') return { name, attrs, selfClosing, end: i + 1 }
    if (c === '/') {
      selfClosing = src[i + 1] === '>'
      i++
      continue
    }
    // Attribute name: a leading '=' belongs to it.
    const nameStart = i
    i++
    while (i < n && !isSpace(src[i]) && src[i] !== '/' && src[i] !== '>' && src[i] !== '=') i++
    const attr = asciiLower(src.slice(nameStart, i))
    while (i < n && isSpace(src[i])) i++
    let value = ''
    if (src[i] === '=') {
      i++
      while (i < n && isSpace(src[i])) i++
      const q = src[i]
      if (q === '"' || q === "'") {
        const close = src.indexOf(q, i + 1)
        if (close === -1) return null // EOF inside a tag: the tag is dropped
        value = src.slice(i + 1, close)
        i = close + 1
      } else {
        const valueStart = i
        while (i < n && !isSpace(src[i]) && src[i] !== '>') i++
        value = src.slice(valueStart, i)
      }
    }
    if (!(attr in attrs)) attrs[attr] = decodeAttr(value)
  }
  return null
}

/** Whether `script` followed by a tag delimiter starts at i (an appropriate end tag name, or a double-escape word). */
function scriptWordAt(src, i) {
  if (asciiLower(src.slice(i, i + 6)) !== 'script') return false
  const c = src[i + 6]
  return c !== undefined && (isSpace(c) || c === '/' || c === '>')
}

/**
 * Index of the `<` of the `</script>` that ends script data starting at `start` (or the end of the input). Follows
 * the tokenizer's script data states: `<!--` enters the escaped state, where `<script` enters the double-escaped
 * state, in which `</script>` does not end the element but returns to the escaped state; `-->` returns to data.
 */
function scriptDataEnd(src, start) {
  const n = src.length
  let i = start
  let state = 'data' // data, escaped, double (double-escaped)
  let dashes = 0 // consecutive '-' just read in the escaped or double-escaped state (capped at 2)
  // After `<` or `</`: a run of letters followed by a tag delimiter, or null.
  const wordAt = (j) => {
    let k = j
    while (k < n && isAlpha(src[k])) k++
    const d = src[k]
    return k > j && d !== undefined && (isSpace(d) || d === '/' || d === '>') ? { word: asciiLower(src.slice(j, k)), next: k + 1 } : null
  }
  while (i < n) {
    if (state === 'data') {
      const lt = src.indexOf('<', i)
      if (lt === -1) return n
      i = lt + 1
      if (src[i] === '/' && scriptWordAt(src, i + 1)) return lt
      if (src.startsWith('!--', i)) {
        i += 3
        state = 'escaped'
        dashes = 2
      }
      continue
    }
    const c = src[i]
    if (c === '-') {
      dashes = Math.min(dashes + 1, 2)
      i++
      continue
    }
    if (c === '>' && dashes === 2) {
      state = 'data'
      i++
      continue
    }
    dashes = 0
    i++
    if (c !== '<') continue
    if (state === 'escaped') {
      if (src[i] === '/' && scriptWordAt(src, i + 1)) return i - 1
      // `<script` + delimiter: double-escaped; any other tag-like text is consumed as text (reconsumed).
      const w = isAlpha(src[i]) ? wordAt(i) : null
      if (w) {
        if (w.word === 'script') state = 'double'
        i = w.next
      }
    } else if (src[i] === '/') {
      const w = wordAt(i + 1)
      if (w) {
        if (w.word === 'script') state = 'escaped'
        i = w.next
      } else i++
    }
  }
  return n
}

/** Index after the end tag `</name …>` starting at `lt`. */
function afterEndTag(src, lt) {
  const tag = parseTag(src, lt + 2)
  return tag ? tag.end : src.length
}

/**
 * The <script> and <style> elements of an HTML document, with their attributes and text, as the browser's parser
 * sees them, plus the inline event handlers and javascript: URLs found in attributes (a CSP with hashes blocks them).
 */
export function inlineElements(html) {
  // Input stream preprocessing: CRLF and CR become LF, NUL in text becomes U+FFFD in script data.
  const src = html.replace(/\r\n?/g, '\n')
  const elements = []
  const blocked = []
  let foreign = 0
  let i = 0
  const n = src.length
  while (i < n) {
    const lt = src.indexOf('<', i)
    if (lt === -1) break
    i = lt + 1
    const c = src[i]
    if (src.startsWith('!--', i)) {
      i += 3
      if (src[i] === '>') i++
      else if (src.startsWith('->', i)) i += 2
      else {
        const a = src.indexOf('-->', i)
        const b = src.indexOf('--!>', i)
        i = a === -1 && b === -1 ? n : b === -1 || (a !== -1 && a < b) ? a + 3 : b + 4
      }
      continue
    }
    if (foreign && src.startsWith('![CDATA[', i)) {
      const end = src.indexOf(']]>', i)
      i = end === -1 ? n : end + 3
      continue
    }
    if (c === '!' || c === '?' || (c === '/' && !isAlpha(src[i + 1]) && src[i + 1] !== '>')) {
      const gt = src.indexOf('>', i) // bogus comment
      i = gt === -1 ? n : gt + 1
      continue
    }
    if (c === '/') {
      const tag = parseTag(src, i + 1)
      if (!tag) break
      if (FOREIGN.has(tag.name) && foreign) foreign--
      i = tag.end
      continue
    }
    if (!isAlpha(c)) continue
    const tag = parseTag(src, i)
    if (!tag) break
    i = tag.end
    for (const [name, value] of Object.entries(tag.attrs)) {
      if (/^on[a-z]+$/.test(name)) blocked.push(`<${tag.name} ${name}>`)
      else if (/^\s*javascript:/i.test(value) && ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name))
        blocked.push(`<${tag.name} ${name}="javascript:…">`)
    }
    if (FOREIGN.has(tag.name)) {
      if (!tag.selfClosing) foreign++
      continue
    }
    if (tag.name === 'script' || tag.name === 'style') {
      if (foreign) throw new Error(`<${tag.name}> inside <svg> or <math> is not supported by the CSP hash step`)
      const end = tag.name === 'script' ? scriptDataEnd(src, i) : rawTextEnd(src, i, 'style')
      elements.push({ tag: tag.name, attrs: tag.attrs, text: src.slice(i, end).replace(/\0/g, '\ufffd') })
      i = end < n ? afterEndTag(src, end) : n
      continue
    }
    if (foreign) continue
    if (RAW_TEXT.has(tag.name) || RCDATA.has(tag.name)) {
      const end = rawTextEnd(src, i, tag.name)
      i = end < n ? afterEndTag(src, end) : n
    } else if (tag.name === 'plaintext') break
  }
  return { elements, blocked }
}

function rawTextEnd(src, start, name) {
  const re = new RegExp(`</${name}(?=[\\t\\n\\f />])`, 'gi')
  re.lastIndex = start
  const m = re.exec(src)
  return m ? m.index : src.length
}

const JS_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

/**
 * Whether an inline <script> runs, so its hash is needed (HTML "prepare the script element"): no or empty type, a
 * JavaScript MIME type, `module`, and the `importmap` / `speculationrules` types that CSP also checks. JSON-LD and
 * other data blocks are never executed.
 */
export function isExecutableInline(attrs) {
  if ('src' in attrs) return false
  let type = attrs.type
  if (type === undefined) type = attrs.language ? `text/${attrs.language}` : ''
  type = asciiLower(type.trim())
  return type === '' || JS_TYPES.has(type) || type === 'module' || type === 'importmap' || type === 'speculationrules'
}

/** The CSP sources a page needs for its inline scripts and styles: sorted, unique `'sha256-…'` values. */
export function pageHashes(html) {
  const { elements, blocked } = inlineElements(html)
  const scripts = new Set()
  const styles = new Set()
  for (const el of elements) {
    if (el.tag === 'script' && isExecutableInline(el.attrs)) scripts.add(cspHash(el.text))
    else if (el.tag === 'style') styles.add(cspHash(el.text))
  }
  const sorted = (set) => [...set].sort()
  return { scripts: sorted(scripts), styles: sorted(styles), blocked }
}

/** The URL paths a CDN or nginx may serve an exported HTML file at (`blog.html` → `/blog`, `/blog.html`). */
export function pageUrls(rel) {
  const file = `/${rel.split(path.sep).join('/')}`
  if (file === '/index.html') return ['/', '/index.html']
  if (file.endsWith('/index.html')) {
    const dir = file.slice(0, -'/index.html'.length)
    return [dir, `${dir}/`, file]
  }
  return [file.slice(0, -'.html'.length), file]
}

// ---------------------------------------------------------------------------------------------------------------
// The `_headers` format: a path pattern on its own line, then indented `Name: value` lines (or `! Name` to detach a
// header set by an earlier rule, on Cloudflare Pages). `*` matches anything, `:name` one path segment.

export function formatHeaders(rules) {
  return rules.map(({ path: p, headers }) => [p, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n'
}

/** Parses a `_headers` file into rules `{ path, pattern, headers: [name, value | null][] }` (null: detach). */
export function parseHeaders(text) {
  const rules = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), pattern: patternRegExp(line.trim()), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`_headers: header line before any path: ${line.trim()}`)
    const detach = line.trim().match(/^!\s*(\S+)$/)
    if (detach) {
      rule.headers.push([detach[1], null])
      continue
    }
    const colon = line.indexOf(':')
    if (colon === -1) throw new Error(`_headers: not a header line: ${line.trim()}`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

function patternRegExp(pattern) {
  // Absolute-URL rules name a host: a local server cannot tell, so they never match here.
  if (!pattern.startsWith('/')) return null
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`)
}

/**
 * The headers the rules give a response, for the URL path(s) it answers (the request path, and for an error page
 * the page's own path, as nginx's error_page does). Rules apply in file order; a header set by two rules gets both
 * values, comma-separated, as on Cloudflare Pages. Returns [name, value] pairs, names as first written.
 */
export function headersFor(rules, ...paths) {
  const values = new Map()
  for (const rule of rules) {
    if (!rule.pattern || !paths.some((p) => rule.pattern.test(p))) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      if (value === null) values.delete(key)
      else if (values.has(key)) values.get(key)[1] += `, ${value}`
      else values.set(key, [name, value])
    }
  }
  return [...values.values()]
}

// ---------------------------------------------------------------------------------------------------------------

const nginxString = (s) => `"${s.replace(/["\\]/g, '\\$&')}"`

export async function run(outDir) {
  const pages = []
  const blocked = []
  for (const rel of htmlFiles(outDir)) {
    // TextDecoder decodes like the browser: BOM dropped, invalid bytes as U+FFFD.
    const html = new TextDecoder('utf-8').decode(fs.readFileSync(path.join(outDir, rel)))
    let hashes
    try {
      hashes = pageHashes(html)
    } catch (error) {
      throw new Error(`${rel}: ${error.message}`)
    }
    blocked.push(...hashes.blocked.map((what) => `${rel}: ${what}`))
    pages.push({ rel, urls: pageUrls(rel), ...hashes, csp: contentSecurityPolicy(hashes) })
  }
  if (blocked.length) {
    throw new Error(`inline event handlers or javascript: URLs would be blocked by the CSP:\n  ${blocked.slice(0, 20).join('\n  ')}`)
  }

  const pageRules = pages
    .flatMap((page) => page.urls.map((url) => ({ path: encodeURI(url), headers: [['Content-Security-Policy', page.csp]] })))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const rules = [{ path: '/*', headers: STATIC_HEADERS }, { path: IMMUTABLE_PATH, headers: IMMUTABLE_HEADERS }, ...pageRules]
  const header = [
    '# Written by scripts/build/headers.mjs from the exported HTML: do not edit (rebuild instead).',
    '# Every path gets the static security headers; each HTML page (at each URL it is served at) gets its own',
    '# Content-Security-Policy, which allows its inline scripts by hash.',
    '',
  ].join('\n')
  fs.writeFileSync(path.join(outDir, HEADERS_FILE), header + formatHeaders(rules))

  const byUrl = Object.fromEntries(
    pages
      .map((page) => [page.urls[0], { file: page.rel, scripts: page.scripts, styles: page.styles }])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )
  fs.writeFileSync(path.join(outDir, HASHES_FILE), `${JSON.stringify({ policy: contentSecurityPolicy(), pages: byUrl }, null, 2)}\n`)

  // nginx matches `$uri`, decoded: `/blog` before try_files, `/blog.html` after it, `/404.html` for error_page.
  const mapLines = pages
    .flatMap((page) => page.urls.map((url) => `${nginxString(url)} ${nginxString(page.csp)};`))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  fs.writeFileSync(
    path.join(outDir, NGINX_MAP_FILE),
    `# Written by scripts/build/headers.mjs: the Content-Security-Policy of each page, for deploy/nginx.conf.\n${mapLines.join('\n')}\n`,
  )

  const total = pages.reduce((sum, page) => sum + page.scripts.length, 0)
  const distinct = new Set(pages.flatMap((page) => page.scripts)).size
  const styles = new Set(pages.flatMap((page) => page.styles)).size
  const longest = Math.max(...pages.map((page) => `  Content-Security-Policy: ${page.csp}`.length))
  const notes = []
  // Cloudflare Pages documents at most 100 rules and 2,000 characters per line; Netlify has no such limit.
  if (rules.length > 100) notes.push(`${rules.length} rules: more than the 100 Cloudflare Pages reads`)
  if (longest > 2000) notes.push(`a ${longest}-character line: longer than the 2,000 Cloudflare Pages reads`)
  return (
    `${pages.length} pages, ${total} inline script hashes (${distinct} distinct), ${styles} inline style hashes ` +
    `(+${RUNTIME_STYLES.length} run-time), ` +
    `${rules.length} rules in ${HEADERS_FILE}, longest CSP line ${longest} characters${notes.length ? ` (warning: ${notes.join('; ')})` : ''}`
  )
}

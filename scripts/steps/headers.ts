// Each page's security policy, carried by the page itself, and the few headers a page cannot carry. Written by
// scripts/steps/finish-pages.ts, the build's last step; nothing may change the HTML after it, or the hashes would no
// longer match.
//
//   - The policy is a <meta http-equiv> as the first element of <head>, so that any static host enforces it (S3, a
//     plain bucket), not-found pages included. It allows inline scripts by hash, and only the kinds it knows
//     (INLINE_SCRIPT_KINDS): any other stops the build, naming the page, since allowing one is a decision, not a side
//     effect. Google's analytics script is allowed, by its one path, only on a page that can load it (data-ga-id):
//     a host allow-list would let anyone's tag container run.
//   - Each page starts with a UTF-8 byte order mark: the policy (about 1 KB of hashes) pushes <meta charset> past the
//     first 1024 bytes, where browsers look for it, and a host that sends text/html without a charset (S3's default)
//     would leave them guessing.
//   - out/_headers (Netlify, Cloudflare Pages) holds what a <meta> policy cannot, the same for every build
//     (HEADER_RULES); deploy/nginx.conf says the same.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { GA_ID } from '@/lib/data-attributes/layout'
import { INLINE_SCRIPT, INLINE_SCRIPTS } from '@/lib/data-attributes/page'
import { site } from '@/lib/site'
import { LOADER } from './defer-scripts'
import { isPayloadScript } from './flight'
import {
  applyEdits,
  attr,
  BOM,
  type Document,
  type Edit,
  type Element,
  elements,
  escapeAttr,
  find,
  parseHtml,
  readHtml,
  text,
  withoutBom,
} from './html'

export type HeaderPair = [name: string, value: string]
export interface HeaderRule {
  path: string
  pattern: RegExp | null
  /** A null value detaches the header (`! Name`). */
  headers: [name: string, value: string | null][]
}

export const HEADERS_FILE = '_headers'
export const POLICY_META = 'Content-Security-Policy'

/**
 * HTTPS only, for two years, subdomains included. `preload` asks browsers to ship the domain in their HTTPS-only list,
 * which takes months to leave: only when the company opts in (hstsPreload, lib/site.ts), never by default.
 */
export const strictTransportSecurity = (preload: boolean) => `max-age=63072000; includeSubDomains${preload ? '; preload' : ''}`

/** Sent with every response (`/*`): what a page cannot say in a <meta>. */
export const STATIC_HEADERS: HeaderPair[] = [
  // A <meta> policy cannot forbid framing; this header policy says only that, beside the page's own.
  ['Content-Security-Policy', "frame-ancestors 'none'"],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // `interest-cohort` is read by Chromium as an alias of `browsing-topics`: no interest profiling from this site.
  [
    'Permissions-Policy',
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), interest-cohort=(), magnetometer=(), microphone=(), payment=(), usb=()',
  ],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', strictTransportSecurity(site.hstsPreload)],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
]

/** Build output with a content hash in its name never changes. */
export const IMMUTABLE_PATH = '/_next/static/*'
export const IMMUTABLE_HEADERS: HeaderPair[] = [['Cache-Control', 'public, max-age=31536000, immutable']]

/**
 * What Google Analytics 4 needs (lib/browser/analytics.ts loads gtag.js after consent): its one script, by path (a source
 * with a path matches that path only, whatever the query), and the hosts it reports to.
 */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com/gtag/js'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
}

/**
 * <style> elements that client code adds at run time, allowed by hash on every page. next-themes, with
 * disableTransitionOnChange (components/layout/theme-provider.tsx), adds this one for a moment each time it applies
 * the theme, on every load too. headers.test.ts checks that the installed next-themes still writes exactly this.
 */
export const RUNTIME_STYLES = [
  '*,*::before,*::after{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}',
]

/**
 * A page's policy. 'wasm-unsafe-eval' lets the search (Pagefind) compile its WebAssembly; it allows no JavaScript
 * evaluation ('unsafe-eval' stays out). Style attributes written by React need style-src-attr 'unsafe-inline'.
 * No frame-ancestors: a <meta> policy cannot carry it (the browser ignores it there, with a console error), so it is
 * a header (STATIC_HEADERS).
 */
export function contentSecurityPolicy({
  scripts = [],
  styles = [],
  analytics = false,
}: { scripts?: string[]; styles?: string[]; analytics?: boolean } = {}) {
  const styleHashes = [...new Set([...styles, ...RUNTIME_STYLES.map(cspHash)])].sort()
  const google = (kind: keyof typeof ANALYTICS_SOURCES) => (analytics ? ANALYTICS_SOURCES[kind] : [])
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scripts, ...google('script')].join(' '),
    ['style-src', "'self'", ...styleHashes].join(' '),
    "style-src-attr 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...google('img')].join(' '),
    ['connect-src', "'self'", ...google('connect')].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    'upgrade-insecure-requests',
  ].join('; ')
}

/** `'sha256-…'` of a script or style text, as a CSP source: SHA-256 of its UTF-8 bytes, base64. */
export const cspHash = (value: string) => `'sha256-${crypto.createHash('sha256').update(value, 'utf8').digest('base64')}'`

/** The JavaScript MIME types of the HTML standard, and the other script types that run and that CSP checks. */
const EXECUTABLE_TYPE =
  /^((application|text)\/(x-)?(ecma|java)script|text\/(javascript1\.[0-5]|jscript|livescript)|module|importmap|speculationrules|)$/

/**
 * Whether an inline <script> runs, so its hash is needed (HTML "prepare the script element"): no or empty type, a
 * JavaScript MIME type, `module`, and the `importmap` / `speculationrules` types that CSP also checks. JSON-LD, the
 * deferred placeholders and other data blocks are never executed.
 */
export function isExecutableInline(attrs: Record<string, string>): boolean {
  if ('src' in attrs) return false
  const type = attrs.type ?? (attrs.language ? `text/${attrs.language}` : '')
  return EXECUTABLE_TYPE.test(type.trim().toLowerCase())
}

const attrsOf = (el: Element) => Object.fromEntries(el.attrs.map((a) => [a.name, a.value]))
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href'])

/** The inline scripts a page may carry, each recognised by what Next, next-themes or this site writes. */
export const INLINE_SCRIPT_KINDS: { kind: string; is: (el: Element, code: string) => boolean }[] = [
  // React's payload: `(self.__next_f=self.__next_f||[]).push([0])`, then `self.__next_f.push([1,"…"])` (./flight.ts),
  // each a script of its own, and nothing else: a statement appended to one would make it of no known kind.
  { kind: "Next's page data", is: (_, code) => isPayloadScript(code) },
  // Turbopack's list of the page's chunks, in <script id="_R_">.
  { kind: "Next's chunk list", is: (el, code) => attr(el, 'id') === '_R_' && code.startsWith('(globalThis["TURBOPACK"]') },
  { kind: 'the head script', is: (el) => attr(el, INLINE_SCRIPT.name) === INLINE_SCRIPTS.head },
  { kind: "next-themes' theme script", is: (el) => attr(el, INLINE_SCRIPT.name) === INLINE_SCRIPTS.theme },
  { kind: 'the deferred-scripts loader', is: (_, code) => code === LOADER },
]

/**
 * The CSP sources a page (its HTML, or its parsed document) needs for its inline scripts and styles (sorted, unique
 * `'sha256-…'` values), whether it may load analytics, and what no policy may allow: inline event handlers,
 * javascript: URLs and inline scripts of no known kind.
 */
export function pageHashes(page: string | Document) {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const blocked: string[] = []
  let analytics = false
  for (const el of elements(typeof page === 'string' ? readHtml(page) : page)) {
    for (const a of el.attrs) {
      const name = a.prefix ? `${a.prefix}:${a.name}` : a.name
      if (/^on[a-z]+$/.test(name)) blocked.push(`<${el.tagName} ${name}>`)
      else if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(a.value)) blocked.push(`<${el.tagName} ${name}="javascript:…">`)
      else if (name === GA_ID.name && a.value) analytics = true
    }
    if (el.tagName === 'script' && isExecutableInline(attrsOf(el))) {
      const code = text(el)
      if (INLINE_SCRIPT_KINDS.some(({ is }) => is(el, code))) scripts.add(cspHash(code))
      else blocked.push(`an inline script of no known kind (${JSON.stringify(code.slice(0, 60))}${code.length > 60 ? '…' : ''})`)
    } else if (el.tagName === 'style') styles.add(cspHash(text(el)))
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), blocked, analytics }
}

const isPolicyMeta = (el: Element) => el.tagName === 'meta' && attr(el, 'http-equiv')?.toLowerCase() === POLICY_META.toLowerCase()
const firstElement = (head: Element) => head.childNodes.find((node): node is Element => 'tagName' in node)

/**
 * The edit that makes `policy` the first element of <head> (replacing one already there), in `doc` parsed with
 * parseHtml (offsets into the text without its byte order mark).
 */
export function policyEdit(doc: Document, policy: string): Edit {
  const head = find(doc, 'head')
  const startTag = head?.sourceCodeLocation?.startTag
  if (!head || !startTag) throw new Error('no <head> tag to put the policy in')
  const meta = `<meta http-equiv="${POLICY_META}" content="${escapeAttr(policy)}"/>`
  const first = firstElement(head)
  return first && isPolicyMeta(first)
    ? { start: first.sourceCodeLocation!.startOffset, end: first.sourceCodeLocation!.endOffset, text: meta }
    : { start: startTag.endOffset, end: startTag.endOffset, text: meta }
}

/** The page with its policy as the first element of <head> (replacing one already there), and a byte order mark. */
export function withPolicy(html: string, policy: string): string {
  const source = withoutBom(html)
  return BOM + applyEdits(source, [policyEdit(parseHtml(source), policy)])
}

/** What is wrong with a page's policy: not the first element of <head>, or an inline script or style it does not allow. */
export function policyProblems(page: string | Document): string[] {
  const doc = typeof page === 'string' ? readHtml(page) : page
  const head = find(doc, 'head')
  const first = head && firstElement(head)
  if (!first || !isPolicyMeta(first)) return [`the first element of <head> is ${first ? `<${first.tagName}>` : 'missing'}, not its policy`]
  const directives = new Map(
    (attr(first, 'content') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, new Set(sources)] as const),
  )
  const { scripts, styles, blocked, analytics } = pageHashes(doc)
  const scriptSources = directives.get('script-src')
  const google = ANALYTICS_SOURCES.script.filter((source) => scriptSources?.has(source))
  return [
    ...scripts.filter((hash) => !scriptSources?.has(hash)).map((hash) => `an inline script (${hash}) is not in its policy`),
    ...styles.filter((hash) => !directives.get('style-src')?.has(hash)).map((hash) => `an inline style (${hash}) is not in its policy`),
    ...blocked.map((what) => `${what} cannot be allowed by a policy`),
    ...(google.length > 0 && !analytics ? [`its policy allows ${google.join(' ')}, but the page has no analytics`] : []),
  ]
}

// ---------------------------------------------------------------------------------------------------------------
// The `_headers` format: a path pattern on its own line, then indented `Name: value` lines (or `! Name` to detach a
// header set by an earlier rule, on Cloudflare Pages). `*` matches anything, `:name` one path segment.

export function formatHeaders(rules: readonly { path: string; headers: readonly HeaderPair[] }[]): string {
  return rules.map(({ path: p, headers }) => [p, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n'
}

/** Parses a `_headers` file into rules `{ path, pattern, headers: [name, value | null][] }` (null: detach). */
export function parseHeaders(source: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of source.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: trimmed, pattern: patternRegExp(trimmed), headers: [] })
      continue
    }
    const header = /^(?:!\s*(\S+)|([^:]+):(.*))$/.exec(trimmed)
    if (!header || rules.length === 0) {
      throw new Error(`_headers: ${rules.length === 0 ? 'header line before any path' : 'not a header line'}: ${trimmed}`)
    }
    rules.at(-1)!.headers.push(header[1] ? [header[1], null] : [header[2].trim(), header[3].trim()])
  }
  return rules
}

function patternRegExp(pattern: string): RegExp | null {
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
export function headersFor(rules: readonly HeaderRule[], ...paths: string[]): HeaderPair[] {
  const values = new Map<string, HeaderPair>()
  for (const { pattern, headers } of rules) {
    if (!pattern || !paths.some((p) => pattern.test(p))) continue
    for (const [name, value] of headers) {
      const key = name.toLowerCase()
      if (value === null) values.delete(key)
      else if (values.has(key)) values.get(key)![1] += `, ${value}`
      else values.set(key, [name, value])
    }
  }
  return [...values.values()]
}

/** The site-wide rules of out/_headers: the same for every build. Apple reads its app-site association file as JSON. */
export const HEADER_RULES: { path: string; headers: HeaderPair[] }[] = [
  { path: '/*', headers: STATIC_HEADERS },
  { path: IMMUTABLE_PATH, headers: IMMUTABLE_HEADERS },
  { path: '/.well-known/apple-app-site-association', headers: [['Content-Type', 'application/json']] },
  // The Markdown twins of pages (scripts/steps/markdown.ts): hosts that do not know the extension send them as binary.
  { path: '/*.md', headers: [['Content-Type', 'text/markdown; charset=utf-8']] },
]

// ---------------------------------------------------------------------------------------------------------------

/**
 * The build's stylesheets as CSP sources. With `experimental.inlineCss` (next.config.ts) Next writes each stylesheet a
 * page uses as a <style>, and a client-side navigation inserts the next page's <style> with the same text: every
 * page's policy allows every stylesheet of the build, not only its own.
 */
export const stylesheetHashes = (outDir: string): string[] => stylesheets(outDir).map(cspHash).sort()

/** The text of every stylesheet of the build (the `.css` files under out/_next/static). */
export function stylesheets(outDir: string): string[] {
  const dir = path.join(outDir, '_next', 'static')
  if (!fs.existsSync(dir)) return []
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((rel) => rel.endsWith('.css'))
  return files.map((rel) => fs.readFileSync(path.join(dir, rel), 'utf8'))
}

/** Writes out/_headers: the site-wide rules, the same for every build. */
export function writeHeadersFile(outDir: string): void {
  const header = [
    '# Written by scripts/steps/headers.ts: do not edit (rebuild instead). Every page carries its own',
    '# Content-Security-Policy in a <meta>; these are the headers a page cannot carry, the same for every page.',
    '',
  ].join('\n')
  fs.writeFileSync(path.join(outDir, HEADERS_FILE), header + formatHeaders(HEADER_RULES))
}

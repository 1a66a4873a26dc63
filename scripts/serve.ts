// Serves out/ the way a CDN with clean URLs does (Cloudflare Pages, Netlify):
//   /blog → blog.html, /blog/ or /blog.html or /blog/index.html → 308 to /blog,
//   an unknown path → the nearest 404.html walking up (/fr/x → fr/404.html), with status 404.
// With --headers, also sends the headers of out/_headers (scripts/steps/headers.ts) like the CDN does.
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { pathToFileURL } from 'node:url'
import { normalizePath } from '../lib/clean-url'
import { headersFor, parseHeaders } from './steps/headers'
import { cli } from './cli'

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href
// Its command line when run; imported (by the tests and the benches), the defaults.
const command = isMain
  ? cli(
      `tsx scripts/serve.ts [dir] [port] [--headers]
  dir        the export to serve (default: out)
  port       the port to listen on (default: $PORT, else 4321)
  --headers  also send the headers of <dir>/_headers, as the CDN does`,
      { headers: { type: 'boolean' } },
      true,
    )
  : undefined
const [dir, port, ...extra] = command?.positionals ?? []
if (extra.length > 0) command!.fail(`Unexpected argument "${extra[0]}"`)
const ROOT = path.resolve(dir || 'out')
const PORT = Number(port || process.env.PORT || 4321)
if (command && !(Number.isInteger(PORT) && PORT > 0 && PORT < 65536))
  command.fail(`The port must be a number from 1 to 65535, not "${port}"`)
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** Apple reads its app-site association file, which has no extension, as JSON. */
const APPLE_APP_SITE_ASSOCIATION = `${path.sep}.well-known${path.sep}apple-app-site-association`
const contentType = (file: string) =>
  file.endsWith(APPLE_APP_SITE_ASSOCIATION) ? 'application/json' : (TYPES[path.extname(file)] ?? 'application/octet-stream')

const isFile = (p: string) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false

/** A port nobody listens on now, for a server a test or a bench starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/**
 * Whether `p` is `root` or inside it. A prefix alone is not enough: `/work/out-old` starts with `/work/out`, and a
 * path such as `/..%2Fout-old/x` would otherwise reach that sibling folder.
 */
export const isInside = (root: string, p: string) => p === root || p.startsWith(root.endsWith(path.sep) ? root : root + path.sep)

/** The file of the export in `root` that a CDN with clean URLs serves at `urlPath` (`/blog` → blog.html), or null. */
export function resolveFile(urlPath: string, root = ROOT): string | null {
  const p = path.join(root, urlPath)
  if (!isInside(root, p)) return null
  for (const candidate of [p, `${p}.html`, path.join(p, 'index.html')]) if (isFile(candidate)) return candidate
  return null
}

function nearest404(urlPath: string): string | null {
  for (let dir = path.dirname(path.join(ROOT, urlPath)); isInside(ROOT, dir); dir = path.dirname(dir)) {
    if (isFile(path.join(dir, '404.html'))) return path.join(dir, '404.html')
  }
  return null
}

/** `withHeaders`: also send the headers of ROOT/_headers, which the build writes last (default: --headers). */
export function createServer({ withHeaders = command?.values.headers ?? false } = {}) {
  const headersFile = path.join(ROOT, '_headers')
  if (withHeaders && !isFile(headersFile)) throw new Error(`${headersFile} is missing: build the site first (npm run build)`)
  const rules = withHeaders ? parseHeaders(fs.readFileSync(headersFile, 'utf8')) : null
  return http.createServer((req, res) => {
    // The request's path as sent: `//host/x` is a path here, not another host (as new URL(path, base) would read it).
    const url = new URL(`http://localhost${req.url ?? '/'}`)
    let urlPath: string
    try {
      urlPath = decodeURIComponent(url.pathname)
    } catch {
      urlPath = '/\0invalid'
    }
    // The clean URL a CDN would redirect this path to.
    const clean = normalizePath(url.pathname)
    if (clean !== url.pathname && req.method !== 'POST') {
      res.writeHead(308, { location: clean + url.search }).end()
      return
    }
    const found = resolveFile(urlPath)
    const status = found ? 200 : 404
    const file = found ?? nearest404(urlPath)
    if (process.env.LOG) console.log(status, req.method, req.url)
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    // Text is sent gzipped to a browser that accepts it, as every CDN does (the field bench measures bytes on the wire).
    const type = contentType(file)
    const body =
      /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg)/.test(type) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
        ? gzipped(file)
        : null
    const headers: Record<string, string | number> = {
      'content-type': type,
      'content-length': body ? body.length : fs.statSync(file).size,
      ...(body && { 'content-encoding': 'gzip', vary: 'Accept-Encoding' }),
      'cache-control': file.includes(`${path.sep}_next${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    if (rules) {
      // A 404 also gets the rules of the page it shows (/fr/404.html), as nginx's error_page does.
      const paths = status === 404 ? [url.pathname, `/${path.relative(ROOT, file).split(path.sep).join('/')}`] : [url.pathname]
      for (const [name, value] of headersFor(rules, ...paths)) headers[name.toLowerCase()] = value
    }
    res.writeHead(status, headers)
    if (req.method === 'HEAD') res.end()
    else if (body) res.end(body)
    else fs.createReadStream(file).pipe(res)
  })
}

const gzipCache = new Map<string, Buffer>()
/** The file gzipped, once per file and modification. */
function gzipped(file: string): Buffer {
  const key = `${file}:${fs.statSync(file).mtimeMs}`
  if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(fs.readFileSync(file)))
  return gzipCache.get(key)!
}

if (isMain) {
  createServer().listen(PORT, '127.0.0.1', () => console.log(`Serving ${ROOT} at http://127.0.0.1:${PORT}`))
}

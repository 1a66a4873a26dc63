// docs/product.md#routes: a path ending in `.html` or `/index.html`, or with a trailing slash, is shown as the bare path.
// One rule for the preview server (scripts/serve.ts, which redirects like a CDN), the head script (lib/head-script.ts,
// which rewrites the address bar on hosts that do not; it carries this function's source, so it stands alone: no
// imports, no closures) and the CloudFront Function the README describes for S3.
//
// What it returns is always a path of this site: it starts with exactly one `/` and no `\`. A request for `//evil.example/`
// or `/\evil.example/` would otherwise become `//evil.example`, which a browser reads as another host: a redirect
// there is an open redirect. Leading slashes and backslashes collapse to one `/`; a percent-encoded slash stays encoded
// (never decoded here), so `/%2F%2Fevil.example` stays a path of this site.

/** `/blog.html`, `/blog/` → `/blog`; `/fr/index.html` → `/fr`; `/index.html` → `/`; `//host/x/` → `/host/x`. */
export function normalizePath(pathname: string): string {
  let path = '/' + pathname.replace(/^[\\/]+/, '').replace(/\\/g, '%5C')
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '')
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path || '/'
}

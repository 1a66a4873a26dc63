// docs/product.md#routes: a path ending in `.html` or `/index.html`, or with a trailing slash, is shown as the bare path.
// Plain JavaScript, so that both the preview server (scripts/serve.mjs, which redirects like a CDN) and the
// head script (lib/head-script.ts, which rewrites the address bar on hosts that do not) use this one rule.

/** `/blog.html`, `/blog/` → `/blog`; `/fr/index.html` → `/fr`; `/index.html` → `/`. */
export function normalizePath(pathname) {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '')
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return path || '/'
}

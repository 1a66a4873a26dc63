// A page's route data, fetched in one request when the visitor shows intent, and handed to Next's router when the
// navigation asks for it.
//
// Why not `router.prefetch`: in a static export, Next's prefetch is a chain of three round trips, each waiting for
// the one before: a HEAD request for the page's URL (to see whether a proxy redirects it), then the route's tree
// (`<page>/__next._tree.txt`), then its segments (`__next.$d$locale….txt`). On a 150 ms link that is about 650 ms
// from intent, and a click 300 ms after the pointer arrived still waited for most of it (docs/performance.md). A
// navigation to a page the router has no prefetch for fetches one file instead, `<page>.txt`, whose bytes are the
// same whatever the query Next adds (`?_rsc=…`, a cache key that only matters to a server). So intent fetches that
// file, and a wrapper around `fetch` answers the router's request for it with the response already on its way: one
// round trip between intent and a page that can render. [bet: navigation-request]
//
// The day Next drops the query in a static export (a change its own comment in fetch-server-response.js plans: in
// "export" mode the headers do nothing, and they and the cache-busting parameter are to be left out), the browser's
// cache does this alone and the wrapper can go.

/** The route data file of a page, as Next's router names it for a navigation: `/docs/x` → `/docs/x.txt`, `/` → `/index.txt`. */
export function routeDataFile(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.txt` : `${pathname}.txt`
}

type Fetch = typeof fetch

/** The URL a fetch is for, and whether it only reads (GET, or no method given). */
function readRequest(input: RequestInfo | URL, init: RequestInit | undefined, base: string): URL | null {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  if (method !== 'GET') return null
  return new URL(input instanceof Request ? input.url : String(input), base)
}

/**
 * Route data on intent: `prefetch(pathname)` starts fetching the page's route data file (each file once, again only
 * after a failure); `fetch` is a drop-in `fetch` that answers a GET of a file already asked for, on this origin, with
 * a copy of that response, and passes every other request on to `network`. A prefetch that failed, or answered
 * anything but 200, is not used: the request goes to the network, whose answer the router handles as it always does
 * (a failed one makes it load the page in full).
 */
export function routeDataPrefetcher(network: Fetch, origin: string) {
  const fetched = new Map<string, Promise<Response>>()
  return {
    prefetch(pathname: string) {
      const file = routeDataFile(pathname)
      if (fetched.has(file)) return
      const response = network(new URL(file, origin), { credentials: 'same-origin' })
      fetched.set(file, response)
      // A failed prefetch is forgotten, so that the navigation and the next intent ask the network again.
      response.then(
        (r) => r.ok || fetched.delete(file),
        () => fetched.delete(file),
      )
    },
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = readRequest(input, init, origin)
      const response = url?.origin === origin ? fetched.get(url.pathname) : undefined
      if (!response) return network(input, init)
      return response.then(
        (r) => (r.ok ? r.clone() : network(input, init)),
        () => network(input, init),
      )
    }) as Fetch,
  }
}

/**
 * Installs the prefetcher's `fetch` as the window's (Next's router calls the global `fetch` each time) and returns
 * `prefetch` and the clean-up, which puts the original back.
 */
export function installRouteData() {
  const original = window.fetch
  const prefetcher = routeDataPrefetcher(original.bind(window), window.location.origin)
  window.fetch = prefetcher.fetch
  return {
    prefetch: prefetcher.prefetch,
    dispose() {
      if (window.fetch === prefetcher.fetch) window.fetch = original
    },
  }
}

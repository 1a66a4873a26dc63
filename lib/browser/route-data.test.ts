import { describe, expect, it, vi } from 'vitest'
import { routeDataFile, routeDataPrefetcher } from './route-data'

const ORIGIN = 'https://track.example'

/** A network that answers each URL with its path, counting the requests; `fail` and `status` change its answers. */
function network({ fail = false, status = 200 } = {}) {
  const requests: string[] = []
  const answer = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`)
    if (fail) throw new TypeError('Failed to fetch')
    return new Response(`data of ${url.pathname}`, { status })
  })
  return { fetch: answer as unknown as typeof fetch, requests }
}

describe('routeDataFile', () => {
  it('names a page’s route data file as Next’s router asks for it in a navigation', () => {
    expect(routeDataFile('/docs/intro')).toBe('/docs/intro.txt')
    expect(routeDataFile('/fr')).toBe('/fr.txt')
    expect(routeDataFile('/')).toBe('/index.txt')
  })
})

describe('routeDataPrefetcher', () => {
  it('answers the router’s request for a prefetched file, whatever its query, with the bytes fetched on intent, once per file', async () => {
    const net = network()
    const { prefetch, fetch } = routeDataPrefetcher(net.fetch, ORIGIN)
    prefetch('/docs/intro')
    prefetch('/docs/intro')
    const first = await fetch(new URL('/docs/intro.txt?_rsc=abc', ORIGIN), { headers: { rsc: '1' } })
    const again = await fetch(`${ORIGIN}/docs/intro.txt?_rsc=def`)
    expect(await first.text()).toBe('data of /docs/intro.txt')
    expect(await again.text()).toBe('data of /docs/intro.txt')
    expect(net.requests).toEqual(['GET /docs/intro.txt'])
  })

  it('passes on to the network what was not prefetched, another origin, and anything but a GET', async () => {
    const net = network()
    const { prefetch, fetch } = routeDataPrefetcher(net.fetch, ORIGIN)
    prefetch('/blog')
    await fetch(`${ORIGIN}/docs/intro.txt?_rsc=a`)
    await fetch('https://elsewhere.example/blog.txt')
    await fetch(`${ORIGIN}/blog.txt`, { method: 'HEAD' })
    expect(net.requests).toEqual(['GET /blog.txt', 'GET /docs/intro.txt?_rsc=a', 'GET /blog.txt', 'HEAD /blog.txt'])
  })

  it('never hands over a failed prefetch: the request goes to the network, and the next intent fetches again', async () => {
    for (const [net, answered] of [
      [network({ fail: true }), (answer: Promise<Response>) => expect(answer).rejects.toThrow('Failed to fetch')],
      [network({ status: 404 }), async (answer: Promise<Response>) => expect((await answer).status).toBe(404)],
    ] as const) {
      const { prefetch, fetch } = routeDataPrefetcher(net.fetch, ORIGIN)
      prefetch('/blog')
      await answered(fetch(`${ORIGIN}/blog.txt?_rsc=x`))
      expect(net.requests).toEqual(['GET /blog.txt', 'GET /blog.txt?_rsc=x'])
      prefetch('/blog')
      expect(net.requests).toEqual(['GET /blog.txt', 'GET /blog.txt?_rsc=x', 'GET /blog.txt'])
    }
  })
})

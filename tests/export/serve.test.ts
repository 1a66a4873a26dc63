// The export served the way a CDN with clean URLs serves it (scripts/serve.ts, which the browser tests and
// `npm run preview` use): status codes, redirects, the per-language not-found pages, content types and the headers of
// out/_headers. Plain HTTP requests, no browser.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { attr, find, parseHtml } from '../../scripts/steps/html'
import { IMMUTABLE_HEADERS, STATIC_HEADERS } from '../../scripts/steps/headers'
import { createServer } from '../../scripts/serve'
import { typeset } from '../../lib/french-typography'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { textOf } from './export'

const server = createServer({ withHeaders: true })
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' })

it.each([
  ['/does-not-exist', 'en'],
  ['/fr/nexiste-pas', 'fr'],
  ['/blog/no-such-post', 'en'],
  ['/fr/blog/pas-d-article', 'fr'],
] as const)('an unknown path, %s, gets the %s not-found page with status 404', async (path, lang) => {
  const response = await get(path)
  expect(response.status).toBe(404)
  const doc = parseHtml(await response.text())
  expect(attr(find(doc, 'html')!, 'lang')).toBe(lang)
  expect(textOf(find(doc, 'h1')!)).toBe(typeset(lang, { en, fr }[lang].NotFound.title))
})

it.each([
  ['/index.html', '/'],
  ['/fr/index.html', '/fr'],
  ['/fr.html', '/fr'],
  ['/fr/', '/fr'],
  ['/blog.html?x=1', '/blog?x=1'],
])('%s redirects to %s', async (path, location) => {
  const response = await get(path)
  expect(response.status).toBe(308)
  expect(response.headers.get('location')).toBe(location)
})

it.each([
  ['/', 'text/html; charset=utf-8'],
  ['/fr/blog', 'text/html; charset=utf-8'],
  ['/og/index.png', 'image/png'],
  ['/og/fr/docs/intro.png', 'image/png'],
  ['/blog/rss.xml', 'application/xml; charset=utf-8'],
  ['/manifest.webmanifest', 'application/manifest+json'],
  ['/.well-known/apple-app-site-association', 'application/json'],
  ['/.well-known/assetlinks.json', 'application/json'],
])('%s is served as %s', async (path, type) => {
  const response = await get(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe(type)
})

it('every response carries the static security headers, and build files are cached for good', async () => {
  for (const path of ['/', '/fr/blog', '/manifest.webmanifest', '/fr/cette-page-n-existe-pas']) {
    const response = await get(path)
    for (const [name, value] of STATIC_HEADERS) expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
  }
  const home = parseHtml(await (await get('/')).text())
  // A chunk script of the page (deferred until the first paint: its address is in data-src).
  const chunk = attr(
    find(home, (el) => el.tagName === 'script' && attr(el, 'data-src') !== undefined)!,
    'data-src',
  )!
  expect(chunk).toMatch(/^\/_next\/static\//)
  const response = await get(chunk)
  expect(response.status).toBe(200)
  for (const [name, value] of IMMUTABLE_HEADERS) expect(response.headers.get(name)).toBe(value)
})

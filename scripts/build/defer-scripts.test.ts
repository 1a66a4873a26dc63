import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { deferScripts, LOADER, PLACEHOLDER_TYPE, run } from './defer-scripts.mjs'

const page = (body = '<main>Hello</main>') =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script>self.__next_f=[]</script></head>' +
  `<body>${body}<script src="/_next/static/chunks/c.js" async=""></script><script>self.__next_f.push([1])</script></body></html>`

describe('deferScripts', () => {
  it('turns every async chunk script into an inert placeholder, in order, and drops script preloads', () => {
    const html = deferScripts(page())
    expect(html).not.toMatch(/<script src="[^"]+" async=""/)
    expect(html).not.toContain('rel="preload" as="script"')
    expect([...html.matchAll(/data-src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ])
    expect(html.match(new RegExp(`<script type="${PLACEHOLDER_TYPE}" data-src="[^"]+"></script>`, 'g'))).toHaveLength(3)
  })

  it('leaves the stylesheet, the nomodule polyfills and the inline data scripts alone', () => {
    const html = deferScripts(page())
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>')
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(html).toContain('<script>self.__next_f=[]</script>')
    expect(html).toContain('<script>self.__next_f.push([1])</script>')
  })

  it('adds the loader once, as the last element of the body', () => {
    const html = deferScripts(page())
    expect(html.endsWith(`<script>${LOADER}</script></body></html>`)).toBe(true)
    expect(html.split(LOADER)).toHaveLength(2)
  })

  it('is idempotent and leaves pages without chunk scripts unchanged', () => {
    const once = deferScripts(page())
    expect(deferScripts(once)).toBe(once)
    const plain = '<html><head></head><body><p>No scripts</p></body></html>'
    expect(deferScripts(plain)).toBe(plain)
  })

  it('fails on a page with scripts but no </body>', () => {
    expect(() => deferScripts('<html><head><script src="/x.js" async=""></script></head>')).toThrow(/no <\/body>/)
  })
})

describe('the loader', () => {
  /** Runs the loader against a fake document holding placeholders; returns what it inserted and its timers. */
  function runLoader({ hidden = false, paintSupported = true } = {}) {
    const inserted: string[] = []
    const placeholders = ['/a.js', '/b.js'].map((src) => ({
      getAttribute: (name: string) => (name === 'data-src' ? src : null),
      replaceWith: (script: { src: string; async: boolean }) => inserted.push(`${script.src}${script.async ? ' async' : ''}`),
    }))
    const timers: (() => void)[] = []
    let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined
    const context = {
      document: {
        visibilityState: hidden ? 'hidden' : 'visible',
        querySelectorAll: (selector: string) => (selector === `script[type="${PLACEHOLDER_TYPE}"]` ? placeholders : []),
        createElement: () => ({ src: '', async: false }),
      },
      window: {} as Record<string, unknown>,
      PerformanceObserver: Object.assign(
        function (callback: typeof observer) {
          observer = callback
          return { observe() {} }
        },
        { supportedEntryTypes: paintSupported ? ['paint', 'largest-contentful-paint'] : ['navigation'] },
      ),
      setTimeout: (fn: () => void) => timers.push(fn),
    }
    context.window.PerformanceObserver = context.PerformanceObserver
    vm.runInNewContext(LOADER, context)
    const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) })
    return { inserted, timers, paint }
  }

  it('loads nothing before the first contentful paint, then every script once, in order', () => {
    const loader = runLoader()
    expect(loader.inserted).toEqual([])
    loader.paint('first-paint')
    loader.timers.slice(1).forEach((t) => t())
    expect(loader.inserted).toEqual([])
    loader.paint('first-contentful-paint')
    loader.timers.forEach((t) => t())
    expect(loader.inserted).toEqual(['/a.js async', '/b.js async'])
  })

  it('loads at once in a hidden tab, where nothing paints', () => {
    expect(runLoader({ hidden: true }).inserted).toEqual(['/a.js async', '/b.js async'])
  })

  it('loads at once where paint timing is not supported', () => {
    expect(runLoader({ paintSupported: false }).inserted).toEqual(['/a.js async', '/b.js async'])
  })

  it('loads after its deadline when no paint is reported', () => {
    const loader = runLoader()
    loader.timers[0]()
    expect(loader.inserted).toEqual(['/a.js async', '/b.js async'])
  })
})

describe('run', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('defers every page of the export and reports the count', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defer-'))
    fs.mkdirSync(path.join(dir, 'fr'))
    fs.writeFileSync(path.join(dir, 'index.html'), page())
    fs.writeFileSync(path.join(dir, 'fr', 'blog.html'), page())
    expect(await run(dir)).toBe('2 pages paint before loading their 6 chunk scripts')
    expect(fs.readFileSync(path.join(dir, 'fr', 'blog.html'), 'utf8')).toContain(LOADER)
  })
})

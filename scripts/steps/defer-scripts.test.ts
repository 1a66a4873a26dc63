import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferralProblems, deferScripts, LOADER, PLACEHOLDER_TYPE } from './defer-scripts'
import { attr, findAll, parseHtml, text } from './html'

const page = (body = '<main>Hello</main>', head = '') =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script>self.__next_f=[]</script>${head}</head>` +
  `<body>${body}<script src="/_next/static/chunks/c.js" async=""></script><script>self.__next_f.push([1])</script></body></html>`

/** The scripts of a page as a browser parses them: placeholders' data-src, live scripts' src, inline code. */
const scriptsOf = (html: string) =>
  findAll(parseHtml(html), 'script').map((el) =>
    attr(el, 'type') === PLACEHOLDER_TYPE
      ? `deferred ${attr(el, 'data-src')}`
      : attr(el, 'src')
        ? `live ${attr(el, 'src')}`
        : `inline ${text(el).slice(0, 24)}`,
  )

describe('deferScripts', () => {
  it('turns every async chunk script into an inert placeholder, in order, and drops script preloads [bet: chunk-scripts]', () => {
    const html = deferScripts(page())
    expect(scriptsOf(html)).toEqual([
      'deferred /_next/static/chunks/a.js',
      'deferred /_next/static/chunks/b.js',
      'live /_next/static/chunks/polyfills.js',
      'inline self.__next_f=[]',
      'deferred /_next/static/chunks/c.js',
      'inline self.__next_f.push([1])',
      `inline ${LOADER.slice(0, 24)}`,
    ])
    expect(findAll(parseHtml(html), (el) => el.tagName === 'link' && attr(el, 'rel') === 'preload')).toEqual([])
    expect(deferralProblems(html)).toEqual([])
  })

  it('changes nothing else, byte for byte', () => {
    const html = deferScripts(page())
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>')
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script>self.__next_f=[]</script>')
    expect(html.startsWith('<!DOCTYPE html><html><head><link rel="stylesheet"')).toBe(true)
  })

  it.each([
    ['attributes in another order', '<script async="" src="/_next/static/chunks/d.js"></script>'],
    ['a bare async attribute', '<script async src="/_next/static/chunks/d.js"></script>'],
    ['single quotes', "<script src='/_next/static/chunks/d.js' async=''></script>"],
    [
      'crossorigin and integrity',
      '<script src="/_next/static/chunks/d.js" crossorigin="anonymous" integrity="sha384-abc" async=""></script>',
    ],
    ['an explicit type', '<script type="text/javascript" src="/_next/static/chunks/d.js" async=""></script>'],
  ])('reads a chunk script written with %s, and keeps its other attributes for the real one', (_, tag) => {
    const html = deferScripts(page('<main>Hello</main>', tag))
    expect(scriptsOf(html)).toContain('deferred /_next/static/chunks/d.js')
    expect(deferralProblems(html)).toEqual([])
    if (tag.includes('integrity')) {
      const placeholder = findAll(parseHtml(html), (el) => attr(el, 'data-src') === '/_next/static/chunks/d.js')[0]
      expect([attr(placeholder, 'crossorigin'), attr(placeholder, 'integrity')]).toEqual(['anonymous', 'sha384-abc'])
    }
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

  it('stops on a chunk script it cannot defer safely, or a page without </body> [bet: chunk-scripts]', () => {
    expect(() => deferScripts(page('', '<script src="/_next/static/chunks/d.js" defer=""></script>'))).toThrow(
      '<script src="/_next/static/chunks/d.js"> is neither async nor nomodule',
    )
    expect(() => deferScripts('<html><head><script src="/_next/static/chunks/x.js" async=""></script></head>')).toThrow(/no <\/body>/)
  })

  it('stops rather than defer nothing: chunks under a basePath or another host, or React’s payload without chunks [bet: chunk-scripts]', () => {
    expect(() => deferScripts(page().replaceAll('src="/_next/static/', 'src="/base/_next/static/'))).toThrow(
      '<script src="/base/_next/static/chunks/a.js"> is a chunk of the app outside /_next/static/ (a basePath or an assetPrefix?)',
    )
    expect(() => deferScripts('<html><head></head><body><script>self.__next_f.push([1])</script></body></html>')).toThrow(
      "the page carries React's payload but no chunk script under /_next/static/ to defer",
    )
  })
})

describe('deferralProblems', () => {
  it('finds a chunk script left live, placeholders without their loader, and a loader before a placeholder', () => {
    expect(deferralProblems(page())).toEqual([
      '<script src="/_next/static/chunks/a.js"> is still live',
      '<script src="/_next/static/chunks/b.js"> is still live',
      '<script src="/_next/static/chunks/c.js"> is still live',
    ])
    const deferred = deferScripts(page())
    expect(deferralProblems(deferred.replace(`<script>${LOADER}</script>`, ''))).toEqual(['3 deferred scripts and 0 loaders'])
    const early = deferred.replace(`<script>${LOADER}</script>`, '').replace('<main>', `<script>${LOADER}</script><main>`)
    expect(deferralProblems(early)).toEqual(['the loader comes before a deferred script'])
  })
})

describe('the loader', () => {
  /** Each script once, in order, async, with the placeholder's other attributes. */
  const LOADED = ['/a.js async {"crossorigin":"anonymous"}', '/b.js async {"crossorigin":"anonymous"}']

  /** Runs the loader against a fake document holding placeholders; returns what it inserted and its timers. */
  function runLoader({ hidden = false, paintSupported = true } = {}) {
    const inserted: string[] = []
    const placeholders = ['/a.js', '/b.js'].map((src) => ({
      attributes: [
        { name: 'type', value: PLACEHOLDER_TYPE },
        { name: 'data-src', value: src },
        { name: 'crossorigin', value: 'anonymous' },
      ],
      getAttribute: (name: string) => (name === 'data-src' ? src : null),
      replaceWith: (script: { src: string; async: boolean; attributes: Record<string, string> }) =>
        inserted.push(`${script.src}${script.async ? ' async' : ''} ${JSON.stringify(script.attributes)}`),
    }))
    const timers: (() => void)[] = []
    let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined
    const context = {
      document: {
        visibilityState: hidden ? 'hidden' : 'visible',
        querySelectorAll: (selector: string) => (selector === `script[type="${PLACEHOLDER_TYPE}"]` ? placeholders : []),
        createElement: () => ({
          src: '',
          async: false,
          attributes: {} as Record<string, string>,
          setAttribute(name: string, value: string) {
            this.attributes[name] = value
          },
        }),
      },
      window: {} as Record<string, unknown>,
      Array,
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
    expect(loader.inserted).toEqual(LOADED)
  })

  it('loads at once in a hidden tab, where nothing paints', () => {
    expect(runLoader({ hidden: true }).inserted).toEqual(LOADED)
  })

  it('loads at once where paint timing is not supported', () => {
    expect(runLoader({ paintSupported: false }).inserted).toEqual(LOADED)
  })

  it('loads after its deadline when no paint is reported', () => {
    const loader = runLoader()
    loader.timers[0]()
    expect(loader.inserted).toEqual(LOADED)
  })
})

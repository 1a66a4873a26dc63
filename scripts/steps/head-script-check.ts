// The head script, run once at build in a context of its own (node:vm) with a few stand-ins for the browser's objects.
// lib/head-script.ts builds it from the source of functions as Turbopack and SWC compiled them (`Function#toString`),
// which holds only if the compiled functions stand alone: a helper the compiler injects (`_interop_require_default`,
// `__name`), or an import left in, would be a name the page does not define, and the script would throw in every
// visitor's browser before the first paint. Here it throws at build, naming the bet (docs/architecture.md,
// "head-script"). What the script does is tested on the exported string, in a browser-like DOM, by
// tests/export/head-script.test.ts; this only runs it, then once each of the listeners it sets.
import vm from 'node:vm'
import { bet } from './bets'
import { HEAD_SCRIPT_NAMES } from '@/lib/head-script'

/** An element with attributes, classes and a style, and nothing around it. */
class StandInElement {
  readonly attributes = new Map<string, string>()
  readonly classes = new Set<string>()
  readonly style: Record<string, string> = {}
  readonly isConnected = true
  readonly classList = {
    contains: (name: string) => this.classes.has(name),
    add: (...names: string[]) => names.forEach((name) => this.classes.add(name)),
    remove: (...names: string[]) => names.forEach((name) => this.classes.delete(name)),
  }
  constructor(private readonly selectors: string[] = []) {}
  setAttribute(name: string, value: unknown) {
    this.attributes.set(name, String(value))
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null
  }
  hasAttribute(name: string) {
    return this.attributes.has(name)
  }
  removeAttribute(name: string) {
    this.attributes.delete(name)
  }
  /** Itself for the selectors it was made to match, else nothing. */
  closest(selector: string) {
    return this.selectors.includes(selector) ? this : null
  }
  querySelector() {
    return null
  }
  querySelectorAll() {
    return []
  }
  focus() {}
  click() {}
}

type Listener = (event: unknown) => void

/** What is wrong with the head script `code` when it runs: nothing, or one line naming the bet. */
export function headScriptProblems(code: string): string[] {
  const html = new StandInElement()
  const listeners: { on: string; type: string; listener: Listener }[] = []
  const observers: Listener[] = []
  const stored = new Map<string, string>()
  const target = (on: string) => ({
    addEventListener: (type: string, listener: Listener) => listeners.push({ on, type, listener }),
    removeEventListener() {},
    dispatchEvent: () => true,
  })
  const window: Record<string, unknown> = {
    ...target('window'),
    document: {
      ...target('document'),
      documentElement: html,
      body: new StandInElement(),
      querySelector: () => null,
      querySelectorAll: () => [],
      getElementById: () => null,
    },
    location: { pathname: '/docs/intro.html', search: '', hash: '', href: 'https://example.invalid/docs/intro.html' },
    history: { state: null, replaceState() {}, pushState() {} },
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, String(value)),
      removeItem: (key: string) => void stored.delete(key),
    },
    MutationObserver: class {
      constructor(callback: Listener) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
    StorageEvent: class {
      constructor(
        readonly type: string,
        init: object,
      ) {
        Object.assign(this, init)
      }
    },
    DOMException,
  }
  window.window = window
  window.self = window
  const event = (init: object) => ({ preventDefault() {}, stopPropagation() {}, stopImmediatePropagation() {}, ...init })
  try {
    vm.runInNewContext(code, window, { filename: 'head-script.js', timeout: 1000 })
    if (!html.hasAttribute(HEAD_SCRIPT_NAMES.js)) throw new Error(`it did not mark <html> with ${HEAD_SCRIPT_NAMES.js}`)
    // Each listener once: a tap on the theme switch, the search shortcut, an attribute changed.
    const toggle = new StandInElement([`[${HEAD_SCRIPT_NAMES.themeToggle}]`])
    for (const { type, listener } of listeners) {
      if (type === 'click') listener(event({ target: toggle }))
      else if (type === 'keydown') listener(event({ key: '/', target: new StandInElement() }))
    }
    for (const observer of observers) observer([])
    return []
  } catch (error) {
    return [
      `the head script throws when run ${bet('head-script')}: ${(error as Error).name}: ${(error as Error).message}. ` +
        'A name it does not define is a helper or an import the compiler left in the functions lib/head-script.ts ' +
        "carries as source (they must stand alone), or a browser object scripts/steps/head-script-check.ts's stand-ins " +
        'lack (then add it there).',
    ]
  }
}

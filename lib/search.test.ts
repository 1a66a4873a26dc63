// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  excerptNodes,
  excerptParts,
  fillTemplate,
  nextActiveIndex,
  openSearch,
  type PagefindInstance,
  type PagefindResultData,
  SEARCH_DEBOUNCE_MS,
} from './search'
import { isSearchShortcut } from './search-shortcut.mjs'

describe('excerptParts', () => {
  it('splits an excerpt into text and highlighted matches', () => {
    expect(excerptParts('Tap <mark>Import</mark> then pick a <mark>file</mark>.')).toEqual([
      { text: 'Tap ', mark: false },
      { text: 'Import', mark: true },
      { text: ' then pick a ', mark: false },
      { text: 'file', mark: true },
      { text: '.', mark: false },
    ])
  })

  it('handles an excerpt without a match, a match at either end and empty marks', () => {
    expect(excerptParts('No match here')).toEqual([{ text: 'No match here', mark: false }])
    expect(excerptParts('<mark>Import</mark>')).toEqual([{ text: 'Import', mark: true }])
    expect(excerptParts('a <mark></mark>b')).toEqual([
      { text: 'a ', mark: false },
      { text: 'b', mark: false },
    ])
    expect(excerptParts('')).toEqual([])
  })

  it('decodes the characters Pagefind escapes, as text', () => {
    expect(excerptParts('if a &lt; b &amp;&amp; <mark>c</mark> &gt; d')).toEqual([
      { text: 'if a < b && ', mark: false },
      { text: 'c', mark: true },
      { text: ' > d', mark: false },
    ])
  })
})

describe('excerptNodes', () => {
  it('builds text nodes and <mark> elements', () => {
    const box = document.createElement('p')
    box.append(excerptNodes(document, 'Open <mark>Contacts</mark>, then tap <mark>Import</mark>.'))
    expect(box.textContent).toBe('Open Contacts, then tap Import.')
    expect(Array.from(box.querySelectorAll('mark'), (m) => m.textContent)).toEqual(['Contacts', 'Import'])
    expect(box.children).toHaveLength(2)
  })

  it('never turns page text into markup', () => {
    const box = document.createElement('p')
    box.append(excerptNodes(document, '&lt;img src=x onerror=alert(1)&gt; <mark>&lt;script&gt;alert(1)&lt;/script&gt;</mark>'))
    expect(box.querySelector('img, script')).toBeNull()
    expect(box.querySelector('mark')!.textContent).toBe('<script>alert(1)</script>')
    expect(box.textContent).toBe('<img src=x onerror=alert(1)> <script>alert(1)</script>')
  })

  it('keeps a stray tag in the excerpt as visible text', () => {
    const box = document.createElement('p')
    box.append(excerptNodes(document, '<b onclick="x()">bold</b>'))
    expect(box.children).toHaveLength(0)
    expect(box.textContent).toBe('<b onclick="x()">bold</b>')
  })
})

describe('nextActiveIndex', () => {
  it('moves down and up through the results, wrapping at both ends', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0)
    expect(nextActiveIndex(0, 'ArrowDown', 3)).toBe(1)
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0)
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2)
    expect(nextActiveIndex(1, 'ArrowUp', 3)).toBe(0)
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2)
  })

  it('has no active result when there are none, and ignores other keys', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 0)).toBe(-1)
    expect(nextActiveIndex(2, 'ArrowUp', 0)).toBe(-1)
    expect(nextActiveIndex(1, 'Home', 3)).toBe(1)
  })
})

describe('fillTemplate', () => {
  it('fills known placeholders and leaves the rest', () => {
    expect(fillTemplate('{count} results', { count: 4 })).toBe('4 results')
    expect(fillTemplate('No results for “{query}”', { query: '$& {count}' })).toBe('No results for “$& {count}”')
    expect(fillTemplate('{unknown}', {})).toBe('{unknown}')
  })
})

describe('isSearchShortcut', () => {
  const press = (init: KeyboardEventInit, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
    let result: boolean | undefined
    const listener = (e: Event) => (result = isSearchShortcut(e as KeyboardEvent))
    document.addEventListener('keydown', listener)
    target.dispatchEvent(event)
    document.removeEventListener('keydown', listener)
    return result
  }
  const field = (html: string) => {
    document.body.innerHTML = html
    return document.body.firstElementChild!
  }
  afterEach(() => (document.body.innerHTML = ''))

  it('opens on "/" outside text fields, Shift included (AZERTY)', () => {
    expect(press({ key: '/' })).toBe(true)
    expect(press({ key: '/', shiftKey: true })).toBe(true)
    expect(press({ key: '/' }, field('<button>Menu</button>'))).toBe(true)
    expect(press({ key: '/' }, field('<input type="checkbox">'))).toBe(true)
  })

  it('lets "/" be typed in text fields', () => {
    for (const html of [
      '<input>',
      '<input type="search">',
      '<input type="email">',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"><p>note</p></div>',
    ]) {
      const target = field(html)
      expect(press({ key: '/' }, target.querySelector('p') ?? target), html).toBe(false)
    }
  })

  it('opens on Ctrl+K and ⌘K, even from a text field', () => {
    expect(press({ key: 'k', ctrlKey: true })).toBe(true)
    expect(press({ key: 'k', metaKey: true })).toBe(true)
    expect(press({ key: 'K', ctrlKey: true }, field('<input>'))).toBe(true)
  })

  it('ignores other keys and combinations', () => {
    expect(press({ key: 'k' })).toBe(false)
    expect(press({ key: 'k', ctrlKey: true, shiftKey: true })).toBe(false)
    expect(press({ key: 'k', ctrlKey: true, altKey: true })).toBe(false)
    expect(press({ key: '/', ctrlKey: true })).toBe(false)
    expect(press({ key: '/', altKey: true })).toBe(false)
    expect(press({ key: '/', isComposing: true })).toBe(false)
    expect(press({ key: '/', repeat: true })).toBe(false)
  })

  it('ignores a key another handler has already used', () => {
    const target = field('<button>x</button>')
    target.addEventListener('keydown', (e) => e.preventDefault())
    expect(press({ key: '/' }, target)).toBe(false)
  })
})

// The dialog as components/layout/search-dialog.tsx renders it, without the styling.
const DIALOG = `
  <button data-action="open-search">Search</button>
  <main id="content" tabindex="-1"></main>
  <dialog data-search-dialog data-loading="Loading" data-error="Failed" data-no-results="No results for “{query}”"
    data-results-one="{count} result" data-results-other="{count} results" data-results-shown="{count} results, best {shown}.">
    <input data-search-input role="combobox" aria-expanded="false" aria-controls="search-results">
    <button type="button" data-search-close>Close</button>
    <p data-search-status role="status"></p>
    <div id="search-results" data-search-results role="listbox"></div>
    <div hidden data-search-prototype>
      <a role="option" aria-selected="false" tabindex="-1" href="/">
        <span data-slot="title"></span><span data-slot="section"></span><span data-slot="excerpt"></span>
      </a>
    </div>
  </dialog>`

const page = (n: number): PagefindResultData => ({
  url: `/docs/page-${n}`,
  excerpt: `Page ${n} about <mark>import</mark>ing &lt;contacts&gt;`,
  meta: { title: `Page ${n}`, section: 'Help' },
})

describe('openSearch (with a stand-in for Pagefind)', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    }
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  function setUp(count: number) {
    document.documentElement.lang = 'en'
    document.body.innerHTML = DIALOG
    const dialog = document.querySelector('dialog')!
    const input = dialog.querySelector('input')!
    const search = vi.fn(async (term: string) => ({
      results: Array.from({ length: term === 'nothing' ? 0 : count }, (_, i) => ({ data: async () => page(i + 1) })),
    }))
    const load = vi.fn(async () => ({ search }) as unknown as PagefindInstance)
    const navigate = vi.fn()
    const button = document.querySelector<HTMLButtonElement>('[data-action]')!
    button.focus()
    openSearch(dialog, { load, navigate })
    const type = async (value: string) => {
      input.value = value
      input.dispatchEvent(new Event('input'))
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10)
    }
    const key = (k: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
    const options = () => Array.from(dialog.querySelectorAll<HTMLAnchorElement>('#search-results [role="option"]'))
    return { dialog, input, search, load, navigate, button, type, key, options }
  }

  it('opens, debounces the query and shows title, section and highlighted excerpt', async () => {
    vi.useFakeTimers()
    const { dialog, input, search, type, options } = setUp(2)
    expect(dialog.open).toBe(true)
    expect(document.activeElement).toBe(input)
    input.value = 'imp'
    input.dispatchEvent(new Event('input'))
    await type('import')
    expect(search).toHaveBeenCalledTimes(1)
    expect(search).toHaveBeenCalledWith('import')
    expect(options()).toHaveLength(2)
    const [first] = options()
    expect(first.getAttribute('href')).toBe('/docs/page-1')
    expect(first.querySelector('[data-slot="title"]')!.textContent).toBe('Page 1')
    expect(first.querySelector('[data-slot="section"]')!.textContent).toBe('Help')
    expect(first.querySelector('mark')!.textContent).toBe('import')
    expect(first.querySelector('[data-slot="excerpt"]')!.textContent).toBe('Page 1 about importing <contacts>')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('2 results')
  })

  it('says when nothing matches, with the query as text', async () => {
    vi.useFakeTimers()
    const { dialog, type, options } = setUp(2)
    await type('nothing')
    expect(options()).toHaveLength(0)
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('No results for “nothing”')
  })

  it('shows the best results only, and says so', async () => {
    vi.useFakeTimers()
    const { dialog, type, options } = setUp(14)
    await type('import')
    expect(options()).toHaveLength(10)
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('14 results, best 10.')
  })

  it('moves the active result with the arrows and opens it with Enter', async () => {
    vi.useFakeTimers()
    const { dialog, input, type, key, options, navigate } = setUp(3)
    await type('import')
    key('ArrowDown')
    key('ArrowDown')
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1].id)
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    key('ArrowUp')
    key('ArrowUp')
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2].id)
    key('Enter')
    expect(navigate).toHaveBeenCalledWith('/docs/page-3')
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(document.getElementById('content'))
  })

  it('returns focus to the button when closed without choosing', async () => {
    vi.useFakeTimers()
    const { dialog, button, navigate } = setUp(1)
    dialog.close()
    expect(navigate).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
  })

  it('says so when Pagefind cannot load', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = DIALOG
    const dialog = document.querySelector('dialog')!
    openSearch(dialog, { load: () => Promise.reject(new Error('offline')) })
    const input = dialog.querySelector('input')!
    input.value = 'import'
    input.dispatchEvent(new Event('input'))
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10)
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('Failed')
  })
})

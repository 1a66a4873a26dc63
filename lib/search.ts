// Site search, as plain DOM code over the server-rendered <dialog data-search-dialog>
// (components/layout/search-dialog.tsx). lib/enhance.ts imports this module the first time the search is opened;
// it then loads Pagefind's script and the index of the page's language from /pagefind/, which the build
// writes (scripts/build/search-index.mjs). Page text and the query only ever reach the page as text nodes.
import {
  SEARCH_CLOSE,
  SEARCH_INPUT,
  SEARCH_MESSAGES,
  SEARCH_PROTOTYPE,
  SEARCH_RESULTS,
  SEARCH_STATUS,
  SLOT,
} from '@/lib/data-attributes/search'

/** The part of a Pagefind result this module reads. */
export interface PagefindResultData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
}
export interface PagefindInstance {
  init(): Promise<void>
  options(options: Record<string, unknown>): Promise<void>
  search(term: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>
}
interface PagefindModule {
  createInstance(options?: Record<string, unknown>): PagefindInstance
}

export const SEARCH_DEBOUNCE_MS = 150
export const MAX_RESULTS = 10
/** Words around the match in each result's excerpt. */
const EXCERPT_WORDS = 20

export interface ExcerptPart {
  text: string
  mark: boolean
}

// Pagefind escapes < and > in page text and wraps each match in <mark>…</mark>; nothing else is markup.
const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** Splits a Pagefind excerpt into plain text and highlighted matches, decoded, never parsed as HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let last = 0
  for (const match of excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    if (match.index > last) parts.push({ text: decode(excerpt.slice(last, match.index)), mark: false })
    if (match[1]) parts.push({ text: decode(match[1]), mark: true })
    last = match.index + match[0].length
  }
  if (last < excerpt.length) parts.push({ text: decode(excerpt.slice(last)), mark: false })
  return parts
}

/** The excerpt as text nodes and <mark> elements filled with textContent. */
export function excerptNodes(doc: Document, excerpt: string): DocumentFragment {
  const fragment = doc.createDocumentFragment()
  for (const part of excerptParts(excerpt)) {
    if (!part.mark) {
      fragment.append(doc.createTextNode(part.text))
      continue
    }
    const mark = doc.createElement('mark')
    mark.textContent = part.text
    fragment.append(mark)
  }
  return fragment
}

/** The active result after an arrow key, wrapping at both ends; -1 means none (focus stays in the field). */
export function nextActiveIndex(current: number, key: string, count: number): number {
  if (count === 0) return -1
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1
  return current
}

/** Fills `{name}` placeholders of a server-rendered message; the result is only ever used as text. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

const instances = new Map<string, Promise<PagefindInstance>>()

/** Pagefind for `lang`: its script is fetched once, and it picks the index of the current <html lang>. */
function loadPagefind(lang: string): Promise<PagefindInstance> {
  let instance = instances.get(lang)
  if (!instance) {
    // Built at runtime and ignored by the bundler: the file exists only in the exported site.
    const url = new URL('/pagefind/pagefind.js', window.location.href).href
    instance = import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url).then(async (pagefind: PagefindModule) => {
      const created = pagefind.createInstance()
      await created.options({ excerptLength: EXCERPT_WORDS })
      await created.init()
      return created
    })
    // A failed load (offline) is tried again on the next search.
    instance.catch(() => instances.delete(lang))
    instances.set(lang, instance)
  }
  return instance
}

export interface SearchOptions {
  /** Client-side navigation to a result; without it the browser follows the link. */
  navigate?: (href: string) => void
  /** Replaces Pagefind (tests). */
  load?: (lang: string) => Promise<PagefindInstance>
}

interface Controller {
  open(): void
}
const controllers = new WeakMap<HTMLDialogElement, Controller>()

/** Opens the search dialog, wiring it up the first time. */
export function openSearch(dialog: HTMLDialogElement, options: SearchOptions = {}) {
  let controller = controllers.get(dialog)
  if (!controller) {
    controller = attach(dialog, options)
    controllers.set(dialog, controller)
  }
  controller.open()
}

function attach(dialog: HTMLDialogElement, { navigate, load = loadPagefind }: SearchOptions): Controller {
  const input = dialog.querySelector<HTMLInputElement>(SEARCH_INPUT.selector())!
  const list = dialog.querySelector<HTMLElement>(SEARCH_RESULTS.selector())!
  const status = dialog.querySelector<HTMLElement>(SEARCH_STATUS.selector())!
  const prototype = dialog.querySelector<HTMLAnchorElement>(`${SEARCH_PROTOTYPE.selector()} [role="option"]`)!
  const message = (name: keyof typeof SEARCH_MESSAGES) => dialog.getAttribute(SEARCH_MESSAGES[name].name) ?? ''
  // Read at each use: a client-side switch of language may re-render this dialog in place.
  const lang = () => document.documentElement.lang || 'en'
  let results: HTMLAnchorElement[] = []
  /** The language of the results on screen: a switch of language without a reload makes them stale. */
  let resultsLang = ''
  let active = -1
  let run = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let opener: HTMLElement | null = null
  let navigating = false

  const say = (message: string) => {
    if (status.textContent !== message) status.textContent = message
  }
  const setActive = (index: number, scroll = true) => {
    active = index
    results.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)))
    const option = results[index]
    if (option) {
      input.setAttribute('aria-activedescendant', option.id)
      if (scroll) option.scrollIntoView?.({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }
  const show = (found: PagefindResultData[]) => {
    results = found.map((result, i) => {
      const option = prototype.cloneNode(true) as HTMLAnchorElement
      option.id = `search-result-${i}`
      option.href = result.url
      option.querySelector(SLOT.selector('title'))!.textContent = result.meta.title ?? result.url
      option.querySelector(SLOT.selector('section'))!.textContent = result.meta.section ?? ''
      option.querySelector(SLOT.selector('excerpt'))!.replaceChildren(excerptNodes(document, result.excerpt))
      return option
    })
    list.replaceChildren(...results)
    resultsLang = lang()
    input.setAttribute('aria-expanded', String(results.length > 0))
    setActive(-1)
  }
  const countMessage = (count: number) => {
    if (count > MAX_RESULTS) return fillTemplate(message('resultsShown'), { count, shown: MAX_RESULTS })
    const one = new Intl.PluralRules(lang()).select(count) === 'one'
    return fillTemplate(message(one ? 'resultsOne' : 'resultsOther'), { count })
  }

  const search = async () => {
    const id = ++run
    const term = input.value.trim()
    if (!term) {
      show([])
      say('')
      return
    }
    const pending = load(lang())
    const slow = setTimeout(() => id === run && say(message('loading')), 300)
    try {
      const found = await (await pending).search(term)
      const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()))
      if (id !== run) return
      show(data)
      say(data.length > 0 ? countMessage(found.results.length) : fillTemplate(message('noResults'), { query: term }))
    } catch {
      if (id === run) say(message('error'))
    } finally {
      clearTimeout(slow)
    }
  }

  const follow = (option: HTMLAnchorElement) => {
    const href = option.getAttribute('href') ?? '/'
    navigating = true
    dialog.close()
    if (navigate) navigate(href)
    else window.location.assign(href)
  }

  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void search(), SEARCH_DEBOUNCE_MS)
  })
  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive(nextActiveIndex(active, event.key, results.length))
    } else if (event.key === 'Enter') {
      // No result chosen with the arrows: Enter opens the best one.
      const option = results[active] ?? results[0]
      event.preventDefault()
      if (option) follow(option)
    }
  })
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]')
    // Modified clicks (new tab, new window) keep the browser's behaviour and the dialog open.
    if (!option || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    follow(option)
  })
  list.addEventListener('pointermove', (event) => {
    const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]')
    const index = option ? results.indexOf(option) : -1
    if (index >= 0 && index !== active) setActive(index, false)
  })
  dialog.querySelector(SEARCH_CLOSE.selector())?.addEventListener('click', () => dialog.close())
  // A click on the backdrop lands on the <dialog> itself: its content fills the box.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  dialog.addEventListener('close', () => {
    clearTimeout(timer)
    if (navigating) document.getElementById('content')?.focus({ preventScroll: true })
    else if (opener?.isConnected) opener.focus()
    navigating = false
    opener = null
  })

  return {
    open() {
      // Already open: the head script opened it at first paint (lib/early-controls.mjs), and the visitor may be typing.
      const wasOpen = dialog.open
      if (!wasOpen) {
        const focused = document.activeElement
        opener = focused instanceof HTMLElement && focused !== document.body ? focused : null
        dialog.showModal()
      }
      // Fetch Pagefind while the visitor types their first word.
      load(lang()).catch(() => {})
      input.focus()
      if (!wasOpen) input.select()
      if (input.value.trim() && (results.length === 0 || resultsLang !== lang())) void search()
    },
  }
}

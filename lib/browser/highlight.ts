// The words a visitor searched for, marked on the page a search result opened (its link carries them:
// HIGHLIGHT_PARAM, lib/browser/search.ts), and the page scrolled to the first of them at or after the section it opened.
// Fetched by lib/browser/enhance.ts only on such a page. Matching ignores case, accents and the kind of apostrophe, as the
// search does, and marks every word that starts with a searched word ("import" marks "imported"). The words then
// leave the address, so that a link copied from it is the page's own.
import { HIGHLIGHT_PARAM } from '@/lib/data-attributes/search'
import { SEARCH_HIGHLIGHT } from '@/lib/data-attributes/search-dialog'
import { fold } from '@/lib/browser/fold'

const SKIPPED = 'script, style, code, pre, kbd, mark, button, [data-pagefind-ignore]'

/**
 * The words marked: the first ten different ones of two to forty letters. The address is anyone's to write: a link
 * with thousands of words, or very long ones, would otherwise build a pattern that holds the page up for whoever opens
 * it. A search's own links carry a few words.
 */
export const MAX_TERMS = 10
export const MAX_TERM_LENGTH = 40

/** Marks, in the text under `root`, every word starting with one of `terms`; returns the marks in document order. */
export function markTerms(root: Element, terms: string[]): HTMLElement[] {
  const wanted: string[] = []
  for (const term of terms) {
    if (wanted.length === MAX_TERMS) break
    const folded = term.length <= MAX_TERM_LENGTH ? fold(term) : ''
    if (folded.length >= 2 && !wanted.includes(folded)) wanted.push(folded)
  }
  if (wanted.length === 0) return []
  const escaped = wanted.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length)
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})[\\p{L}\\p{N}'’-]*`, 'gu')
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIPPED) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  })
  const nodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
  const marks: HTMLElement[] = []
  for (const node of nodes) {
    const matches = [...fold(node.data).matchAll(pattern)]
    const inNode: HTMLElement[] = []
    // From the end, so that splitting the node leaves the earlier offsets valid.
    for (const match of matches.reverse()) {
      const word = node.splitText(match.index)
      word.splitText(match[0].length)
      const mark = root.ownerDocument.createElement('mark')
      mark.setAttribute(SEARCH_HIGHLIGHT.name, '')
      word.replaceWith(mark)
      mark.append(word)
      inNode.unshift(mark)
    }
    marks.push(...inNode)
  }
  return marks
}

/** Takes earlier marks away, leaving the text as it was. */
export function clearMarks(root: ParentNode) {
  for (const mark of root.querySelectorAll(`mark${SEARCH_HIGHLIGHT.selector()}`)) {
    const parent = mark.parentNode
    mark.replaceWith(...mark.childNodes)
    parent?.normalize()
  }
}

/** The element id a fragment names, decoded; a malformed one (`#%`) as it stands, as the browser reads it too. */
export function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch (error) {
    if (error instanceof URIError) return hash.slice(1)
    throw error
  }
}

/**
 * On a page opened from a search result: marks the words searched for in the page's article, scrolls to the first one
 * at or after the section the result opened (the first one otherwise), and takes the words out of the address.
 */
export function highlightSearchedWords() {
  const url = new URL(window.location.href)
  const terms = (url.searchParams.get(HIGHLIGHT_PARAM) ?? '').split(/\s+/).filter(Boolean)
  if (terms.length === 0) return
  const root = document.querySelector('[data-pagefind-body]') ?? document.getElementById('content')
  if (root) {
    clearMarks(root)
    const marks = markTerms(root, terms)
    const section = url.hash ? document.getElementById(fragmentId(url.hash)) : null
    const first = section
      ? (marks.find((mark) => section.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING) ?? marks[0])
      : marks[0]
    first?.scrollIntoView({ block: 'center' })
  }
  url.searchParams.delete(HIGHLIGHT_PARAM)
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

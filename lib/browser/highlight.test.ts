// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearMarks, fragmentId, highlightSearchedWords, markTerms, MAX_TERM_LENGTH, MAX_TERMS } from './highlight'

const scrollIntoView = Element.prototype.scrollIntoView
afterEach(() => {
  document.body.innerHTML = ''
  history.replaceState(null, '', '/')
  Element.prototype.scrollIntoView = scrollIntoView
})

describe('markTerms', () => {
  it('marks every word that starts with a searched word, whatever its case, accents or apostrophe', () => {
    document.body.innerHTML = '<article><p>Importer un événement, puis l’Évènement importé. <code>import x</code></p></article>'
    const marks = markTerms(document.querySelector('article')!, ['import', 'evenement', "l'evenement"])
    expect(marks.map((m) => m.textContent)).toEqual(['Importer', 'événement', 'l’Évènement', 'importé'])
    // Code is not prose; the text reads as before.
    expect(document.querySelector('code')!.innerHTML).toBe('import x')
    expect(document.querySelector('p')!.textContent).toBe('Importer un événement, puis l’Évènement importé. import x')
  })

  it('marks nothing for words of one letter, and clearMarks leaves the text as it was', () => {
    document.body.innerHTML = '<article><p>a b Contacts</p></article>'
    const article = document.querySelector('article')!
    expect(markTerms(article, ['a', 'b'])).toEqual([])
    markTerms(article, ['contact'])
    expect(article.querySelectorAll('mark')).toHaveLength(1)
    clearMarks(article)
    expect(article.innerHTML).toBe('<p>a b Contacts</p>')
  })
})

describe('highlightSearchedWords', () => {
  it('marks the words of the address, scrolls to the first after the section opened, and takes them out of the address', () => {
    document.body.innerHTML =
      '<article data-pagefind-body><p>Delete before</p><h2 id="steps">Steps</h2><p>Then delete it.</p><p>Delete again.</p></article>'
    const scrolled: string[] = []
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.parentElement!.textContent!)
    })
    history.replaceState({ kept: true }, '', '/docs/a?highlight=delete#steps')
    highlightSearchedWords()
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Delete', 'delete', 'Delete'])
    expect(scrolled).toEqual(['Then delete it.'])
    expect(location.pathname + location.search + location.hash).toBe('/docs/a#steps')
    expect(history.state).toEqual({ kept: true })
  })
})

describe('from an address anyone can write', () => {
  it('marks the first ten different words of two to forty letters, whatever else the address holds', () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i}z`)
    document.body.innerHTML = `<article><p>${words.join(' ')} ${'x'.repeat(41)}</p></article>`
    const terms = ['x'.repeat(41), 'a', ...words.slice(0, 3), ...words.slice(0, 3), ...words.slice(3), ...Array(5000).fill('nowhere')]
    const marks = markTerms(document.querySelector('article')!, terms)
    expect(marks.map((m) => m.textContent)).toEqual(words.slice(0, MAX_TERMS))
    expect(MAX_TERMS).toBe(10)
    expect(MAX_TERM_LENGTH).toBe(40)
  })

  it('marks the words of a page whose address has a malformed fragment, and leaves the fragment as it was', () => {
    document.body.innerHTML = '<article data-pagefind-body><p>Delete it.</p></article>'
    Element.prototype.scrollIntoView = vi.fn()
    history.replaceState(null, '', '/docs/a?highlight=delete#%')
    highlightSearchedWords()
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Delete'])
    expect(location.pathname + location.search + location.hash).toBe('/docs/a#%')
    expect(fragmentId('#%E2%82%AC-price')).toBe('€-price')
  })
})

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  excerptNodes,
  excerptParts,
  fillTemplate,
  MAX_RESULTS,
  nextActiveIndex,
  openSearch,
  queryWords,
  type PagefindInstance,
  type PagefindResultData,
  COVERAGE_POWER,
  isProblem,
  queryConcepts,
  rankedSearch,
  rerank,
  askingWords,
  scoreSections,
  vocabularyOf,
  SEARCH_DEBOUNCE_MS,
  sectionsToShow,
  TYPE_WEIGHTS,
  type Vocabulary,
  withHighlight,
} from './search'
import { isSearchShortcut } from './search-shortcut'
import { searchSynonyms } from '@/content/search-synonyms'
import { fold, wordsOf } from '@/lib/browser/fold'

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
    data-results-one="{count} result" data-results-other="{count} results" data-results-shown="{count} results, best {shown}."
    data-type-help="Help" data-type-blog="Blog" data-type-comparison="Comparisons">
    <input data-search-input role="combobox" aria-expanded="false" aria-controls="search-results">
    <button type="button" data-search-close>Close</button>
    <fieldset>
      <label><input type="radio" name="search-type" value="" checked data-search-type> All</label>
      <label><input type="radio" name="search-type" value="help" data-search-type> Help</label>
      <label><input type="radio" name="search-type" value="blog" data-search-type> Blog</label>
    </fieldset>
    <p data-search-status role="status"></p>
    <div id="search-results" data-search-results role="listbox"></div>
    <div hidden data-search-help><a href="/docs/intro">FAQ</a></div>
    <div hidden data-search-prototype>
      <a role="option" aria-selected="false" tabindex="-1" href="/">
        <span data-slot="title"></span><span data-slot="kind"></span><span data-slot="heading"></span><span data-slot="excerpt"></span>
      </a>
    </div>
  </dialog>`

/** A page as Pagefind describes it: its title and top, then a section "Steps", then "If something goes wrong". */
const page = (name: string): PagefindResultData => {
  const content = `Page ${name}. Welcome to the page. Steps Tap Import then pick the file. If something goes wrong Check the import file again.`
  const words = content.split(' ')
  return {
    url: `/docs/${name}`,
    excerpt: `${name} about <mark>import</mark>ing &lt;contacts&gt;`,
    meta: { title: `Page ${name}` },
    content,
    anchors: [
      { element: 'h2', id: 'steps', text: 'Steps', location: words.indexOf('Steps') },
      { element: 'h2', id: 'if-something-goes-wrong', text: 'If something goes wrong', location: words.indexOf('If') },
      { element: 'div', id: 'other', location: 1 },
    ],
  }
}
/**
 * The words of the same meaning, problem words and standard headings these tests rank with: the test's own, in the form
 * vocabularyOf() gives them, so that a writer's change to content/search-synonyms.ts leaves the ranking rules checked here.
 */
const headingKey = (heading: string) => wordsOf(heading).join(' ')
const vocabulary: Vocabulary = {
  synonyms: [
    ['delete', 'remove', 'erase'],
    ['contact', 'client', 'customer'],
    ['import', 'upload'],
  ],
  problemWords: ['not', 'doesnt', 'wrong', 'again'],
  troubleshootingHeading: headingKey('If something goes wrong'),
  standardHeadings: ['Good to know', 'What happens next', 'If something goes wrong'].map(headingKey),
}
const concepts = (query: string) => queryConcepts(query, vocabulary)

describe('sectionsToShow', () => {
  it('opens the page at the section that holds the words, and lists the others that do after it, in page order', () => {
    expect(sectionsToShow(page('a'), 2, concepts('import file'), vocabulary).map((s) => [s.url, s.heading])).toEqual([
      ['/docs/a#steps', 'Steps'],
      ['/docs/a#if-something-goes-wrong', 'If something goes wrong'],
    ])
    expect(sectionsToShow(page('a'), 0, concepts('import'), vocabulary)).toHaveLength(1)
  })

  it('leans to "If something goes wrong" for a question about something not working', () => {
    const [first] = sectionsToShow(page('a'), 0, concepts('import doesnt work'), vocabulary, isProblem('import doesnt work', vocabulary))
    expect(first.url).toBe('/docs/a#if-something-goes-wrong')
  })

  it('marks the words of the question in the excerpt', () => {
    const [first] = sectionsToShow(page('a'), 0, concepts('pick the file'), vocabulary)
    expect(first.excerpt.filter((part) => part.mark).map((part) => part.text)).toEqual(['pick', 'file.'])
  })

  it('opens a page that matched on its title or keywords only at its top, with Pagefind’s excerpt', () => {
    expect(sectionsToShow(page('a'), 2, concepts('zebra'), vocabulary)).toEqual([
      { title: 'Page a', url: '/docs/a', excerpt: excerptParts('a about <mark>import</mark>ing &lt;contacts&gt;') },
    ])
  })

  it('shows the index’s straight apostrophes as typographic ones', () => {
    const data = { ...page('a'), meta: { title: "L'appli" } }
    expect(sectionsToShow(data, 0, concepts('zebra'), vocabulary)[0].title).toBe('L’appli')
    expect(excerptParts("j'arrive à <mark>l'écran</mark>")).toEqual([
      { text: 'j’arrive à ', mark: false },
      { text: 'l’écran', mark: true },
    ])
  })
})

/**
 * A page made of sections: [element, heading, text]; the first, with no heading, is its top. Bold words that open a
 * sentence of the text (`**Refunds are handled by the store.**`) are its lead phrases, as the index lists them.
 */
const pageOf = (sections: [string, string, string][]): PagefindResultData => {
  const words: string[] = []
  const anchors: NonNullable<PagefindResultData['anchors']> = []
  for (const [element, heading, text] of sections) {
    if (heading) anchors.push({ element, id: heading.toLowerCase().replace(/\W+/g, '-'), text: heading, location: words.length })
    if (heading) words.push(...heading.split(' '))
    for (const [i, part] of text.split('**').entries()) {
      if (i % 2 === 1) anchors.push({ element: 'strong', id: `lead-${anchors.length}`, text: part, location: words.length })
      words.push(...part.split(' ').filter(Boolean))
    }
  }
  return { url: '/docs/p', excerpt: '', meta: { title: 'P' }, content: words.join(' '), anchors }
}
const best = (data: PagefindResultData, query: string, problem = false) => {
  const sections = scoreSections(data, concepts(query), vocabulary, problem, askingWords(query))
  return sections.reduce((top, s) => (s.score > top.score ? s : top)).heading
}

describe('scoreSections', () => {
  it('takes a heading’s words for what its section is about, and an h3 for part of its h2', () => {
    const data = pageOf([
      ['', '', 'Everything about invoices.'],
      ['h2', 'Send an invoice', 'Open it and tap the button.'],
      ['h3', 'By email', 'Type the address.'],
      ['h2', 'Archive an invoice', 'Swipe it to the left.'],
    ])
    expect(best(data, 'archive')).toBe('Archive an invoice')
    expect(best(data, 'send invoice by email')).toBe('By email')
    expect(scoreSections(data, concepts('send'), vocabulary).find((s) => s.heading === 'By email')?.parents).toEqual(['Send an invoice'])
  })

  it('does not take the words of a standard heading ("Good to know") for its subject', () => {
    const data = pageOf([
      ['', '', 'Everything about invoices.'],
      ['h2', 'Find a good invoice', 'Search for it.'],
      ['h2', 'Good to know', 'Invoices are kept for ten years.'],
    ])
    expect(best(data, 'good to know')).toBe('Find a good invoice')
  })
})

describe('scoreSections, lead phrases', () => {
  it('takes the bold words that open a paragraph under "Good to know" for what the paragraph is about', () => {
    const data = pageOf([
      ['', '', 'Everything about invoices.'],
      ['h2', 'Send an invoice', 'Tap Send. If the client asks for a refund, send a credit note.'],
      ['h2', 'Good to know', '**Refunds go through your bank.** Track never holds the money.'],
    ])
    expect(best(data, 'refund')).toBe('Good to know')
    const plain = pageOf([
      ['', '', 'Everything about invoices.'],
      ['h2', 'Send an invoice', 'Tap Send. If the client asks for a refund, send a credit note.'],
      ['h2', 'Good to know', 'Refunds go through your bank. Track never holds the money.'],
    ])
    expect(best(plain, 'refund')).toBe('Send an invoice')
  })

  it('takes a section’s first sentence for the task it helps with, after its heading', () => {
    const sections: [string, string, string][] = [
      ['', '', 'Everything about invoices.'],
      ['h2', 'Send an invoice', 'Tap Send. If the client asks for a refund, send a credit note.'],
      ['h2', 'Pay back a client', 'To refund a client, send a credit note. Tap Credit note.'],
    ]
    expect(best(pageOf(sections), 'refund')).toBe('Pay back a client')
    expect(best(pageOf([...sections, ['h2', 'Refunds', 'Tap Refund. The client gets a credit note.']]), 'refund')).toBe('Refunds')
  })
})

/** `data` with the words a writer gave the section under `heading` (sectionKeywords), where the index puts them. */
const withSectionKeywords = (data: PagefindResultData, heading: string, keywords: string): PagefindResultData => {
  const words = data.content!.split(' ')
  const anchor = data.anchors!.find((a) => a.text === heading)!
  const at = anchor.location + heading.split(' ').length
  words.splice(at, 0, ...keywords.split(' '))
  const shift = keywords.split(' ').length
  return {
    ...data,
    content: words.join(' '),
    anchors: [
      ...data.anchors!.map((a) => (a.location >= at ? { ...a, location: a.location + shift } : a)),
      { element: 'span', id: `keywords-${anchor.id}`, text: keywords, location: at },
    ],
  }
}

describe('scoreSections, section keywords', () => {
  const data = pageOf([
    ['', '', 'Everything about invoices.'],
    ['h2', 'Send an invoice', 'Tap Send and choose the client.'],
    ['h2', 'If something goes wrong', 'Check the address and send it again.'],
  ])

  it('takes the words a writer gave a section for what it is about, as its heading', () => {
    expect(best(data, 'invoice bounced')).toBe('Send an invoice')
    expect(best(withSectionKeywords(data, 'If something goes wrong', 'bounced, undelivered'), 'invoice bounced')).toBe(
      'If something goes wrong',
    )
  })

  it('leaves them out of the excerpt: the page never shows them', () => {
    const [first] = sectionsToShow(
      withSectionKeywords(data, 'If something goes wrong', 'bounced, undelivered'),
      0,
      concepts('bounced'),
      vocabulary,
    )
    expect(first.url).toBe('/docs/p#if-something-goes-wrong')
    expect(first.excerpt.map((part) => part.text).join('')).toBe('Check the address and send it again.')
  })
})

describe('scoreSections, words of the same meaning and questions', () => {
  const data = pageOf([
    ['', '', 'Everything about contacts.'],
    ['h2', 'Delete a contact', 'Tap Delete.'],
    ['h2', 'Remove a contact from a group', 'Tap the group.'],
    ['h2', 'What is kept', 'The deals of the contact.'],
  ])

  it('counts the customer’s own word above a word of the same meaning', () => {
    expect(best(data, 'remove a contact')).toBe('Remove a contact from a group')
    expect(best(data, 'delete a contact')).toBe('Delete a contact')
  })

  it('prefers a heading asked the way the question asks', () => {
    expect(askingWords('What is left, once I delete the contact?')).toEqual(['what', 'is'])
    const deals = pageOf([
      ['', '', 'Everything about contacts.'],
      ['h2', 'The deals of a contact', 'They stay.'],
      ['h2', 'What deals a contact keeps', 'All of them.'],
    ])
    expect(best(deals, 'contact deals')).toBe('The deals of a contact')
    expect(best(deals, 'what deals go with a contact')).toBe('What deals a contact keeps')
  })
})

describe('queryConcepts', () => {
  it('gives each meaningful word the words customers use for it', () => {
    const [remove, client] = queryConcepts('how do I remove a client', vocabulary)
    expect(remove).toEqual(expect.arrayContaining(['remove', 'delete', 'erase']))
    expect(client).toEqual(expect.arrayContaining(['client', 'contact', 'customer']))
  })

  it('reads the groups of content/search-synonyms.ts, in each language, whatever they hold', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const group of searchSynonyms[locale]) {
        for (const word of group.filter((w) => /^\p{L}{2,}$/u.test(w))) {
          const [concept] = queryConcepts(word, vocabularyOf(locale))
          expect(concept, `${locale}: ${word}`).toEqual(expect.arrayContaining(group.map(fold)))
        }
      }
    }
  })
})

describe('the words searched for, carried to the opened page', () => {
  it('are the meaningful words of the query, folded, once each', () => {
    expect(queryWords('Comment supprimer un contact, un Contact ?')).toEqual(['supprimer', 'contact'])
    expect(queryWords("j'arrive à importer l’événement")).toEqual(['arrive', 'importer', 'evenement'])
    expect(queryWords('how do I')).toEqual(['how', 'do'])
  })
  it('puts them in the link before its section', () => {
    expect(withHighlight('/docs/a#steps', ['close', 'deal'])).toBe('/docs/a?highlight=close+deal#steps')
    expect(withHighlight('/docs/a', ['close'])).toBe('/docs/a?highlight=close')
    expect(withHighlight('/docs/a#x', [])).toBe('/docs/a#x')
  })
})

describe('rankedSearch', () => {
  it('adds up each concept’s best word on a page, a page with more of the concepts and a help page first', async () => {
    const result = (name: string, score: number) => ({ id: name, score, data: async () => page(name) })
    const kinds: Record<string, string> = { help: 'help', blog: 'blog', both: 'help' }
    const scores: Record<string, Record<string, number>> = { delete: { help: 1, blog: 1.5 }, remove: { both: 0.5 }, client: { both: 0.4 } }
    const search = vi.fn(async (term: string | null, options?: { filters?: Record<string, string> }) => ({
      results:
        term === null
          ? Object.keys(kinds)
              .filter((name) => kinds[name] === options?.filters?.type)
              .map((name) => result(name, 0))
          : Object.entries(scores[term] ?? {}).map(([name, score]) => result(name, score)),
    }))
    const instance = { search } as unknown as PagefindInstance
    const ranked = await rankedSearch(instance, [['delete', 'remove'], ['client']], ['help', 'blog', 'comparison'])
    expect(ranked.map((r) => [r.result.id, r.type, r.concepts, r.score])).toEqual([
      ['both', 'help', [0, 1], TYPE_WEIGHTS.help * 0.9],
      ['help', 'help', [0], (TYPE_WEIGHTS.help * 1) / 2 ** COVERAGE_POWER],
      ['blog', 'blog', [0], (TYPE_WEIGHTS.blog * 1.5) / 2 ** COVERAGE_POWER],
    ])
    expect(await rankedSearch(instance, [['delete']], ['blog'])).toHaveLength(1)
  })

  it('keeps pages of equal score in the words’ order, not in the order their searches end', async () => {
    let releaseFirst = () => {}
    const firstEnds = new Promise<void>((resolve) => (releaseFirst = resolve))
    const result = (name: string) => ({ id: name, score: 1, data: async () => page(name) })
    const search = async (term: string | null, options?: { filters?: Record<string, string> }) => {
      // Both pages are help pages.
      if (term === null) return { results: options?.filters?.type === 'help' ? [result('a'), result('b')] : [] }
      // The first word's search ends last.
      if (term === 'first') await firstEnds
      else setTimeout(releaseFirst, 0)
      return { results: [result(term === 'first' ? 'a' : 'b')] }
    }
    const instance = { search } as unknown as PagefindInstance
    const ranked = await rankedSearch(instance, [['first', 'second']], ['help', 'blog', 'comparison'])
    expect(ranked.map((r) => r.result.id)).toEqual(['a', 'b'])
  })
})

describe('rerank', () => {
  it('puts first a page whose title or keywords hold the concepts', () => {
    const ranked = (id: string, score: number) => ({ result: { id } as never, type: 'help' as const, concepts: [0], score })
    const data = (title: string, keywords?: string) => ({ url: `/docs/${title}`, excerpt: '', meta: { title, keywords } })
    const order = rerank(
      [
        { ranked: ranked('a', 1), data: data('Reports') },
        { ranked: ranked('b', 0.6), data: data('Delete your account') },
        { ranked: ranked('c', 0.5), data: data('Account', 'close my account · erase') },
      ],
      concepts('erase account'),
    ).map((page) => page.ranked.result.id)
    expect(order).toEqual(['c', 'b', 'a'])
  })

  it('puts first a page with a heading that holds the concepts', () => {
    const ranked = (id: string, score: number) => ({ result: { id } as never, type: 'help' as const, concepts: [0], score })
    const data = (title: string, headings: string[]) => ({
      url: `/docs/${title}`,
      excerpt: '',
      meta: { title },
      anchors: headings.map((text, i) => ({ element: 'h3', id: `h${i}`, text, location: i * 10 })),
    })
    const order = rerank(
      [
        { ranked: ranked('a', 1), data: data('Activities', ['Add an activity', 'Free time']) },
        { ranked: ranked('b', 0.8), data: data('Questions', ['Is Track free?', 'Who is Track for?']) },
      ],
      concepts('is track free'),
    ).map((page) => page.ranked.result.id)
    expect(order).toEqual(['b', 'a'])
  })
})

describe('rerank, for posts', () => {
  const ranked = (id: string, type: 'help' | 'blog', score: number) => ({ result: { id } as never, type, concepts: [0, 1], score })
  const data = (title: string, heading: string, text: string) => ({
    url: `/x/${title}`,
    excerpt: '',
    meta: { title },
    content: `${heading} ${text}`,
    anchors: [{ element: 'h2', id: 'h', text: heading, location: 0 }],
  })
  const order = (post: ReturnType<typeof data>) =>
    rerank(
      [
        {
          ranked: ranked('help', 'help', 1),
          data: data('Lost deals', 'Mark a deal as lost', 'Swipe the deal to Lost. A client who found you too expensive may come back.'),
        },
        { ranked: ranked('post', 'blog', TYPE_WEIGHTS.blog * 0.9), data: post },
      ],
      concepts('too expensive'),
      vocabulary,
    ).map((page) => page.ranked.result.id)

  it('lets a post whose section names the question stand with the help pages', () => {
    expect(
      order(data('Negotiate', 'Answering objections', 'When a client says it is too expensive, ask what they compare it with.')),
    ).toEqual(['post', 'help'])
  })

  it('keeps a post that only mentions the words behind, as its kind says', () => {
    expect(order(data('Negotiate', 'Prepare', 'Know your price. Some clients find everything too expensive.'))).toEqual(['help', 'post'])
  })
})

describe('the excerpt of a result', () => {
  it('is the sentence of the section that holds the most of the question, the customer’s words marked', () => {
    const data = pageOf([
      ['', '', 'Everything about reminders.'],
      [
        'h2',
        'Add a reminder',
        'Open the activity. To be reminded to call a client back tomorrow, turn on Reminder and pick the time. Tap Save.',
      ],
    ])
    const [first] = sectionsToShow(data, 0, concepts('remind me to call a client'), vocabulary)
    expect(first.excerpt.map((part) => part.text).join('')).toBe(
      'To be reminded to call a client back tomorrow, turn on Reminder and pick the time.',
    )
    expect(first.excerpt.filter((part) => part.mark).map((part) => part.text)).toEqual(['reminded', 'call', 'client', 'Reminder'])
  })
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

  /** `count` help pages, none of the other kinds (`nothing` finds none at all). */
  function setUp(count: number) {
    document.documentElement.lang = 'en'
    document.body.innerHTML = DIALOG
    const dialog = document.querySelector('dialog')!
    const input = dialog.querySelector<HTMLInputElement>('[data-search-input]')!
    const pages = Array.from({ length: count }, (_, i) => ({
      id: `page-${i + 1}`,
      score: count - i,
      data: async () => page(`page-${i + 1}`),
    }))
    const search = vi.fn(async (term: string | null, options?: { filters?: Record<string, string> }) => ({
      results: term === null ? (options?.filters?.type === 'help' ? pages : []) : term === 'nothing' ? [] : pages,
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
    const main = () => options().filter((o) => !o.hasAttribute('data-sub-result'))
    const help = () => dialog.querySelector<HTMLElement>('[data-search-help]')!
    return { dialog, input, search, load, navigate, button, type, key, options, main, help }
  }

  it('says a failed search in the dialog and in the console, and searches again on the next query', async () => {
    vi.useFakeTimers()
    const { dialog, search, load, type, main } = setUp(2)
    // One instance for the session, as loadPagefind keeps it: what failed must not stay failed.
    const instance = await load()
    load.mockImplementation(async () => instance)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    search.mockRejectedValueOnce(new Error('index chunk failed'))
    await type('import')
    expect(dialog.querySelector('[data-search-status]')?.textContent).toBe('Failed')
    expect(errors).toHaveBeenCalledWith('Search: the search failed', expect.objectContaining({ message: 'index chunk failed' }))
    await type('import file')
    expect(main().length).toBeGreaterThan(0)
    errors.mockRestore()
  })

  it('opens, debounces the query and shows each page at its best section, with its kind, heading and highlighted excerpt', async () => {
    vi.useFakeTimers()
    const { dialog, input, search, type, options, main } = setUp(4)
    expect(dialog.open).toBe(true)
    expect(document.activeElement).toBe(input)
    input.value = 'imp'
    input.dispatchEvent(new Event('input'))
    await type('import')
    // The kinds of the pages once, then each word of the query's concept.
    expect(search.mock.calls.filter(([term]) => term === null)).toHaveLength(3)
    expect(main()).toHaveLength(4)
    const [first, second] = options()
    expect(first.getAttribute('href')).toBe('/docs/page-1?highlight=import#steps')
    expect(first.querySelector('[data-slot="title"]')!.textContent).toBe('Page page-1')
    expect(first.querySelector('[data-slot="kind"]')!.textContent).toBe('Help')
    expect(first.querySelector('[data-slot="heading"]')!.textContent).toBe('Steps')
    expect(first.querySelector('mark')!.textContent).toBe('Import')
    // The page's other matching section, under it.
    expect(second.hasAttribute('data-sub-result')).toBe(true)
    expect(second.getAttribute('href')).toBe('/docs/page-1?highlight=import#if-something-goes-wrong')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('4 results')
  })

  it('says when nothing matches, with the query as text, and shows where else to look', async () => {
    vi.useFakeTimers()
    const { dialog, type, options, help } = setUp(2)
    await type('import')
    expect(help().hidden).toBe(false)
    await type('nothing')
    expect(options()).toHaveLength(0)
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('No results for “nothing”')
    expect(help().hidden).toBe(false)
  })

  it('shows where else to look with few results only', async () => {
    vi.useFakeTimers()
    const { type, help } = setUp(5)
    await type('import')
    expect(help().hidden).toBe(true)
  })

  it('narrows to one kind of page', async () => {
    vi.useFakeTimers()
    const { dialog, type } = setUp(2)
    await type('import')
    const blog = dialog.querySelector<HTMLInputElement>('input[value="blog"]')!
    blog.checked = true
    blog.dispatchEvent(new Event('change'))
    await vi.advanceTimersByTimeAsync(10)
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('No results for “import”')
  })

  it('shows the best results only, and says so', async () => {
    vi.useFakeTimers()
    const { dialog, type, main } = setUp(14)
    await type('import')
    expect(main()).toHaveLength(MAX_RESULTS)
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe(`14 results, best ${MAX_RESULTS}.`)
  })

  it('moves the active result with the arrows and opens it with Enter', async () => {
    vi.useFakeTimers()
    const { dialog, input, type, key, options, navigate } = setUp(1)
    await type('import')
    expect(options()).toHaveLength(2)
    key('ArrowDown')
    key('ArrowDown')
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1].id)
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    key('ArrowUp')
    key('ArrowUp')
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1].id)
    key('Enter')
    expect(navigate).toHaveBeenCalledWith('/docs/page-1?highlight=import#if-something-goes-wrong')
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
    const input = dialog.querySelector<HTMLInputElement>('[data-search-input]')!
    input.value = 'import'
    input.dispatchEvent(new Event('input'))
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10)
    expect(dialog.querySelector('[data-search-status]')!.textContent).toBe('Failed')
  })
})

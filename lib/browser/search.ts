// Site search, as plain DOM code over the server-rendered <dialog data-search-dialog>
// (components/layout/search-dialog.tsx). lib/browser/enhance.ts imports this module the first time the search is opened;
// it then loads Pagefind's script and the index of the page's language from /pagefind/, which the build
// writes (scripts/steps/search-index.ts). Page text and the query only ever reach the page as text nodes.
//
// What it does with Pagefind's results, so that a customer's question lands on its answer:
//   - a question is a few meaningful words among others ("how do I get rid of a client"): Pagefind would want a page
//     with every word, so each meaningful word is searched alone and a page's scores add up, the pages with more of
//     the words first (COVERAGE_POWER);
//   - one search per kind of page (help, blog, comparison: the `type` filter of the index), ranked together by
//     Pagefind's score weighted by kind, because a how-to question is answered by a help page more often than by a
//     post (TYPE_WEIGHTS); the radio buttons narrow to one kind. The weights are tuned with `npm run bench:search`;
//   - each page shown once, opening at the section that answers (scoreSections): the words of the question in its
//     heading first, the rarer on the page the better, the customer's own words above words of the same meaning, with
//     a few other matching sections under the first pages;
//   - each link carries the words searched for (HIGHLIGHT_PARAM), which the opened page marks;
//   - with no result or few, the dialog shows where else to look (the FAQ, the help categories, support).
import { HIGHLIGHT_PARAM, SEARCH_CLOSE, SEARCH_INPUT } from '@/lib/data-attributes/search'
import {
  LEAD_ELEMENT,
  SECTION_KEYWORDS,
  SEARCH_HELP,
  SEARCH_MESSAGES,
  SEARCH_PROTOTYPE,
  SEARCH_RESULTS,
  SEARCH_STATUS,
  SEARCH_SUB_RESULT,
  SEARCH_TYPE,
  SLOT,
} from '@/lib/data-attributes/search-dialog'

import { problemWords, searchSynonyms, standardHeadings, troubleshootingHeading } from '@/content/search-synonyms'
import { fold, sameWord, wordsOf } from '@/lib/browser/fold'
import type { Locale } from '@/lib/i18n'

export type SearchType = 'help' | 'blog' | 'comparison'
export const SEARCH_TYPES: readonly SearchType[] = ['help', 'blog', 'comparison']
/** How much a match counts, by the kind of page it is on. */
export const TYPE_WEIGHTS: Record<SearchType, number> = { help: 1, comparison: 0.3, blog: 0.3 }
/** How much a page that holds only some of the concepts is held back: its score times (share of them) ** this. */
export const COVERAGE_POWER = 1
/** The best pages are looked at again with their title and keywords, which say what a page is for. */
const RERANKED = 16
/** A page whose title holds a concept, or whose keywords do, gains this share of its score per concept. */
export const TITLE_WEIGHT = 1
export const KEYWORDS_WEIGHT = 2
/** A page one of whose sections names a concept as its task (heading, first sentence) gains this share of its score per concept. */
export const HEADINGS_WEIGHT = 1
/** How fast a post's or comparison's kind stops holding it back as one of its sections names more of the question. */
export const TASK_TYPE_POWER = 4

/** Words that carry no meaning of their own in a question, in English and French ("how do I…", « comment je… »). */
const STOP_WORDS = new Set(
  [
    'a an and are as at be but by can could do does doing did for from get got had has have how i if in into is it its me my',
    'no not of on or our should so that the their them then there these this to too us was we what when where which who why',
    'will with would you your im ive dont cant isnt',
    'au aux avec ce ces cet cette comment dans de des du elle en est et il ils je la le les leur leurs lui ma mais me mes moi',
    'mon ne nos notre nous on ou par pas pour pourquoi quand que quel quelle quels qui sa se ses son sur ta te tes toi ton tu',
    'un une vos votre vous est-ce faut peut peux puis veux',
  ]
    .join(' ')
    .split(' '),
)

/**
 * The words that ask a question ("what", « quoi »): a heading that holds one of the question's ("What is deleted" for
 * "what gets erased if…") is written as its answer. Other stop words ("the", « le ») say nothing.
 */
const QUESTION_WORDS = new Set(
  'what which who when where why how can does is will que quoi quel quelle quels quelles qui quand ou pourquoi comment puis peut est'.split(
    ' ',
  ),
)

/** The question words of a query, folded. */
export const askingWords = (query: string) => [...new Set(wordsOf(query).filter((word) => QUESTION_WORDS.has(word)))]

/** The part of a Pagefind result this module reads. */
export interface PagefindResultData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  /** The page's indexed text: its words, split on white space, are what `location`s count. */
  content?: string
  /** The elements with an id, where they start in the text: its headings start its sections. */
  anchors?: { element: string; id: string; text?: string; location: number }[]
}
export interface PagefindResult {
  id: string
  score: number
  data(): Promise<PagefindResultData>
}
export interface PagefindInstance {
  init(): Promise<void>
  options(options: Record<string, unknown>): Promise<void>
  search(term: string | null, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>
}
export interface PagefindModule {
  createInstance(options?: Record<string, unknown>): PagefindInstance
}

export const SEARCH_DEBOUNCE_MS = 150
/** Pages listed at most. */
export const MAX_RESULTS = 8
/** Other matching sections listed under each of the first pages. */
const EXTRA_SECTIONS = 2
const PAGES_WITH_EXTRA_SECTIONS = 3
/** Up to this many results, the dialog also shows where else to look. */
export const FEW_RESULTS = 2
/** Words around the match in each result's excerpt. */
const EXCERPT_WORDS = 20
/** Pagefind's options for the dialog: excerpt length, and the weights of the title and keywords over the text. */
export const PAGEFIND_OPTIONS = { excerptLength: EXCERPT_WORDS, ranking: { metaWeights: { title: 5, keywords: 3 } } }

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
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * The typographic apostrophe back in a text from the index: the index holds it straight, so that Pagefind splits
 * words on it (scripts/steps/search-index.ts); the pages print ’.
 */
export const curlyApostrophes = (text: string) => text.replace(/(?<=\p{L})'(?=\p{L}|$)/gu, '’')

/** Splits a Pagefind excerpt into plain text and highlighted matches, decoded, never parsed as HTML. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let last = 0
  for (const match of excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    if (match.index > last) parts.push({ text: curlyApostrophes(decode(excerpt.slice(last, match.index))), mark: false })
    if (match[1]) parts.push({ text: curlyApostrophes(decode(match[1])), mark: true })
    last = match.index + match[0].length
  }
  if (last < excerpt.length) parts.push({ text: curlyApostrophes(decode(excerpt.slice(last))), mark: false })
  return parts
}

/** The excerpt as text nodes and <mark> elements filled with textContent. */
export const excerptNodes = (doc: Document, excerpt: string) => partsToNodes(doc, excerptParts(excerpt))

/** Excerpt parts as text nodes and <mark> elements filled with textContent: never parsed as HTML. */
export function partsToNodes(doc: Document, parts: ExcerptPart[]): DocumentFragment {
  const fragment = doc.createDocumentFragment()
  for (const part of parts) {
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

/** The meaningful words of a query, folded: two letters or more, the stop words left out (unless nothing else is left). */
export function queryWords(query: string): string[] {
  const words = wordsOf(query).filter((word) => word.length >= 2)
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return [...new Set(meaningful.length > 0 ? meaningful : words)]
}

/** A customer's vocabulary in one language (content/search-synonyms.ts), folded as the search compares words. */
export interface Vocabulary {
  synonyms: readonly (readonly string[])[]
  problemWords: readonly string[]
  troubleshootingHeading: string
  /** The headings every help page may have ("Good to know"): their words say nothing of what their section is about. */
  standardHeadings: readonly string[]
}

/** A heading as the search compares headings: its words, folded, whatever its spaces and punctuation. */
const headingKey = (heading: string) => wordsOf(heading).join(' ')

export function vocabularyOf(lang: string): Vocabulary {
  const locale: Locale = lang === 'fr' ? 'fr' : 'en'
  return {
    synonyms: searchSynonyms[locale].map((group) => group.map(fold)),
    problemWords: problemWords[locale].map(fold),
    troubleshootingHeading: headingKey(troubleshootingHeading[locale]),
    standardHeadings: standardHeadings[locale].map(headingKey),
  }
}

/** Each meaningful word of a query with the words of the same meaning ("remove" → delete, erase…): one concept each. */
export function queryConcepts(query: string, vocabulary: Vocabulary): string[][] {
  return queryWords(query).map((word) => [
    ...new Set([word, ...vocabulary.synonyms.filter((group) => group.some((other) => sameWord(other, word))).flat()]),
  ])
}

/** Whether a query says something does not work: it then looks for the "If something goes wrong" section. */
export const isProblem = (query: string, vocabulary: Vocabulary) => wordsOf(query).some((word) => vocabulary.problemWords.includes(word))

export interface RankedResult {
  result: PagefindResult
  type: SearchType
  /** The query's concepts the page holds, by their index. */
  concepts: number[]
  /** Its concepts' best scores added up, weighted by its kind and by the share of the concepts it holds. */
  score: number
}

/**
 * Pagefind's results for one word, kept for the session: a question's words are searched one by one, and the words
 * of the next question a visitor types are mostly the same.
 */
const wordResults = new WeakMap<PagefindInstance, Map<string, Promise<PagefindResult[]>>>()
function searchWord(instance: PagefindInstance, word: string): Promise<PagefindResult[]> {
  let cache = wordResults.get(instance)
  if (!cache) wordResults.set(instance, (cache = new Map()))
  let results = cache.get(word)
  if (!results) {
    results = instance.search(word).then((found) => found.results)
    results.catch(() => cache.delete(word))
    cache.set(word, results)
  }
  return results
}

/** A page's data, loaded once: what this module reads of it does not depend on the search that found it. */
const pageData = new WeakMap<PagefindResult, Promise<PagefindResultData>>()
const pagesById = new Map<string, Promise<PagefindResultData>>()
export function dataOf(result: PagefindResult): Promise<PagefindResultData> {
  let data = pageData.get(result) ?? pagesById.get(result.id)
  if (!data) {
    data = result.data()
    data.catch(() => pagesById.delete(result.id))
    pagesById.set(result.id, data)
  }
  pageData.set(result, data)
  return data
}

/** The kind of each page of the index (a search by filter alone), looked up once per language. */
const kindsOf = new WeakMap<PagefindInstance, Promise<Map<string, SearchType>>>()
function pageKinds(instance: PagefindInstance): Promise<Map<string, SearchType>> {
  let kinds = kindsOf.get(instance)
  if (!kinds) {
    kinds = Promise.all(
      SEARCH_TYPES.map(async (type) => (await instance.search(null, { filters: { type } })).results.map((r) => [r.id, type] as const)),
    ).then((lists) => new Map(lists.flat()))
    // A failed look-up (a chunk of the index that did not load) is tried again by the next search.
    kinds.catch(() => kindsOf.delete(instance))
    kindsOf.set(instance, kinds)
  }
  return kinds
}

/**
 * The pages of `types` that hold any of the concepts, best first: each word of each concept is searched alone (a
 * page needs none of the others), a concept scores its best word on the page, and the scores add up.
 */
export async function rankedSearch(
  instance: PagefindInstance,
  concepts: string[][],
  types: readonly SearchType[],
): Promise<RankedResult[]> {
  const kinds = await pageKinds(instance)
  // The words are searched at once, and their results read in the words' order, never in the order the searches
  // end: pages of equal score then keep one order wherever the search runs (Pagefind in a worker, or not).
  const searched = await Promise.all(
    concepts.flatMap((words, concept) => words.map(async (word) => ({ concept, results: await searchWord(instance, word) }))),
  )
  const found = new Map<string, { result: PagefindResult; type: SearchType; best: number[] }>()
  for (const { concept, results } of searched) {
    for (const result of results) {
      const type = kinds.get(result.id)
      if (!type || !types.includes(type)) continue
      const entry = found.get(result.id) ?? { result, type, best: concepts.map(() => 0) }
      entry.best[concept] = Math.max(entry.best[concept], result.score)
      found.set(result.id, entry)
    }
  }
  return [...found.values()]
    .map(({ result, type, best }) => {
      const held = best.flatMap((score, concept) => (score > 0 ? [concept] : []))
      const total = best.reduce((sum, score) => sum + score, 0)
      return { result, type, concepts: held, score: TYPE_WEIGHTS[type] * total * (held.length / concepts.length) ** COVERAGE_POWER }
    })
    .sort((a, b) => b.score - a.score)
}

/** Whether a text holds a concept: one of its words is a form of one of the concept's words. */
const textHolds = (text: string, concept: string[]) => wordsOf(text).some((word) => concept.some((wanted) => sameWord(word, wanted)))

/**
 * What each section of a page says it is for: its heading and its first sentence (the one that names the task it
 * helps with), for the sections whose heading is its own ("Good to know" and the other standard headings say nothing
 * of theirs).
 */
function sectionTasks(data: PagefindResultData, vocabulary?: Vocabulary): string[] {
  const words = (data.content ?? '').split(/[\r\n\s]+/g)
  const keywords = sectionKeywordsOf(data)
  const headings = (data.anchors ?? []).filter((a) => /^h\d$/i.test(a.element) && a.text?.trim()).sort((a, b) => a.location - b.location)
  return headings.flatMap((a, i) => {
    if (vocabulary?.standardHeadings.includes(headingKey(a.text!))) return []
    const r = { heading: a.text!, start: a.location, end: headings[i + 1]?.location ?? words.length }
    const [from, to] = firstSentence(data, r, keywords)
    return [`${a.text} ${words.slice(from, to).join(' ')}`]
  })
}

/**
 * The pages ranked again now that their data is known: a concept in a page's title, or in the keywords its writer
 * gave it (words customers use for what it explains), says the page is about it; the concepts one of its sections
 * names as its task (its heading and first sentence) say it has a section about them ("Is Track free?" for "is there
 * any cost to use track"). A post or a comparison page, held back by its kind (TYPE_WEIGHTS), is held back less the
 * more of the question one of its sections names: a post whose section answers it ("Answering ‘it’s too
 * expensive’") stands with the help pages.
 */
export function rerank(pages: { ranked: RankedResult; data: PagefindResultData }[], concepts: string[][], vocabulary?: Vocabulary) {
  const share = (text: string | undefined) => (text ? concepts.filter((concept) => textHolds(text, concept)).length / concepts.length : 0)
  return pages
    .map((page) => {
      const task = Math.max(0, ...sectionTasks(page.data, vocabulary).map(share))
      const kind = TYPE_WEIGHTS[page.ranked.type]
      const weight = (kind + (1 - kind) * task ** TASK_TYPE_POWER) / kind
      return {
        ...page,
        score:
          page.ranked.score *
          weight *
          (1 + TITLE_WEIGHT * share(page.data.meta.title) + KEYWORDS_WEIGHT * share(page.data.meta.keywords) + HEADINGS_WEIGHT * task),
      }
    })
    .sort((a, b) => b.score - a.score)
}

export interface Section {
  /** The page's title. */
  title: string
  /** The heading of the section, when it is not the top of the page. */
  heading?: string
  url: string
  excerpt: ExcerptPart[]
}

/** How sections are weighed against each other (tuned with `npm run bench:search -- --node`, checked with `npm run bench:search`). */
export const SECTION_WEIGHTS = {
  /** A concept in a section's heading counts this much more than in its text. */
  heading: 6,
  /** A concept in the heading of the section it belongs to (the h2 above an h3) counts this much. */
  parentHeading: 1,
  /**
   * A concept in a lead phrase of a section under a standard heading ("Good to know": the bold words that open one of
   * its paragraphs or list items, "**Refunds are handled by Apple or Google.**") counts this much: the heading says
   * nothing of the section, the lead phrase names what its paragraph is about.
   */
  lead: 1.5,
  /**
   * A concept among the words the writer gave a section (`sectionKeywords` in a help page's front matter: customers'
   * words for what it explains, which the page does not use) counts this much, as its heading would.
   */
  keywords: 6,
  /**
   * A word of the same meaning (content/search-synonyms.ts) counts this share of the customer's own word: "remove a
   * service" is about a section that says "remove" more surely than one that says "delete".
   */
  synonym: 0.5,
  /**
   * A concept in the first sentence of a section (the one that names the task it helps with: "To call a client back
   * tomorrow, add an activity with a reminder") counts this much: with the heading, it says what the section is for.
   */
  firstSentence: 1.5,
  /**
   * A section under a standard heading ("Good to know", "What happens next", "If something goes wrong") answers what
   * comes around a task, not the task: its score times this, unless the question says something does not work and the
   * section is the troubleshooting one.
   */
  standard: 1,
  /** A heading asked the way the question asks ("What is deleted" for "what gets erased…?") adds this. */
  askedAlike: 1,
  /** The top of a page introduces all its sections: what it holds counts this much. */
  pageTop: 0.3,
  /** A question that says something does not work: the troubleshooting section's score times this, plus this. */
  problemTimes: 2,
  problemPlus: 1,
}

const holds = (words: string[], concept: string[]) => words.some((word) => concept.some((wanted) => sameWord(word, wanted)))

/** The longest excerpt a result shows, in words: the answering sentence, or the part of it around its matches. */
const SENTENCE_WORDS = 32

/** Whether a word of the page ends a sentence (or the lead-in of a list: "To call a client back:"). */
const endsSentence = (word: string) => /[.!?:…]["”»)]*$/.test(word)

/**
 * The excerpt of a section: the sentence that answers, the one holding the most of the question's concepts (then the
 * most matching words, then the first), the customer's words marked; a long sentence shows its part around the
 * matches.
 */
function excerptOf(pageWords: string[], folded: string[][], start: number, end: number, concepts: string[][]): ExcerptPart[] {
  const conceptsAt = (i: number) => concepts.flatMap((concept, c) => (holds(folded[i], concept) ? [c] : []))
  const sentences: [number, number][] = []
  for (let from = start, i = start; i < end; i++) {
    if (endsSentence(pageWords[i]) || i === end - 1) {
      sentences.push([from, i + 1])
      from = i + 1
    }
  }
  let best: { range: [number, number]; concepts: number; words: number } | undefined
  for (const range of sentences) {
    const held = new Set<number>()
    let words = 0
    for (let i = range[0]; i < range[1]; i++) {
      const found = conceptsAt(i)
      if (found.length) words++
      for (const c of found) held.add(c)
    }
    if (!best || held.size > best.concepts || (held.size === best.concepts && words > best.words))
      best = { range, concepts: held.size, words }
  }
  let [from, to] = best?.range ?? [start, Math.min(end, start + SENTENCE_WORDS)]
  if (to - from > SENTENCE_WORDS) {
    // The window of the sentence with the most matches.
    let most = -1
    let at = from
    for (let w = from; w <= to - SENTENCE_WORDS; w++) {
      let count = 0
      for (let i = w; i < w + SENTENCE_WORDS; i++) if (conceptsAt(i).length) count++
      if (count > most) [most, at] = [count, w]
    }
    ;[from, to] = [at, at + SENTENCE_WORDS]
  }
  const parts: ExcerptPart[] = []
  for (let i = from; i < to; i++) {
    const text = curlyApostrophes(pageWords[i])
    const mark = conceptsAt(i).length > 0
    const last = parts.at(-1)
    if (last && last.mark === mark && !mark) last.text += ` ${text}`
    else parts.push(...(last ? [{ text: ' ', mark: false }] : []), { text, mark })
  }
  return parts.filter((part, i, all) => !(part.text === ' ' && all[i - 1] && !all[i - 1].mark && !all[i + 1]?.mark))
}

export interface ScoredSection {
  heading?: string
  id: string
  /** 2 for an h2…; 1 for the top of the page. */
  level: number
  /** Where it starts and ends among the page's words (split on white space, as Pagefind counts them). */
  start: number
  end: number
  /** The headings of the sections it belongs to (the h2 above an h3), nearest first. */
  parents: string[]
  score: number
}

/** The anchors of the words a writer gave a section (SECTION_KEYWORDS), which sit just after its heading. */
const sectionKeywordsOf = (data: PagefindResultData) =>
  (data.anchors ?? []).filter((a) => a.element === SECTION_KEYWORDS.element && a.id.startsWith(SECTION_KEYWORDS.idPrefix) && a.text?.trim())

/** The page's words as Pagefind counts them (split on white space), and the words each holds as the search compares them. */
const pageText = (data: PagefindResultData) => {
  const words = (data.content ?? '').split(/[\r\n\s]+/g)
  return { words, folded: words.map(wordsOf) }
}

/** Where a section's text starts among the page's words: after its heading, and after its keywords (never shown). */
function bodyStart(r: Pick<ScoredSection, 'heading' | 'start' | 'end'>, keywords: ReturnType<typeof sectionKeywordsOf>): number {
  const headingWords = r.heading ? r.heading.split(/\s+/).length : 0
  const keywordWords = keywords
    .filter((a) => a.location === r.start + headingWords)
    .reduce((sum, a) => sum + a.text!.trim().split(/\s+/).length, 0)
  return Math.min(r.start + headingWords + keywordWords, r.end)
}

/** The longest a first sentence is read, in words: a section that opens with a list has none worth the name. */
const FIRST_SENTENCE_WORDS = 40

/** A section's first sentence, as word positions `[from, to)`: up to the first word ending a sentence or a lead-in. */
function firstSentence(
  data: PagefindResultData,
  r: Pick<ScoredSection, 'heading' | 'start' | 'end'>,
  keywords: ReturnType<typeof sectionKeywordsOf>,
): [number, number] {
  const words = (data.content ?? '').split(/[\r\n\s]+/g)
  const from = bodyStart(r, keywords)
  const last = Math.min(r.end, from + FIRST_SENTENCE_WORDS)
  for (let i = from; i < last; i++) if (endsSentence(words[i])) return [from, i + 1]
  return [from, last]
}

/**
 * The sections of a page, the top first, each with how well it answers the concepts. A section's score adds, for each
 * concept it holds, one share (six in its heading, one in the heading of the h2 it is part of, one and a half in a lead
 * phrase of a section under a standard heading: "Good to know" has no subject of its own, each of its bold lead phrases
 * names one, "**Refunds are handled by Apple or Google.**"), halved when it holds
 * only a word of the same meaning, divided by the number of the page's sections that hold it, so that the words that
 * set a section apart count ("google play" in one section beats "business coach", which is everywhere). A heading
 * asked the way the question asks ("What…", « Ce qui… ») counts a little; the top of the page counts less, since it
 * introduces every section; a question about something not working leans to "If something goes wrong". The words of
 * the standard headings ("Good to know") say nothing of their section, so they count as its text only.
 */
export function scoreSections(
  data: PagefindResultData,
  concepts: string[][],
  vocabulary: Vocabulary,
  problem = false,
  asking: readonly string[] = [],
  weights = SECTION_WEIGHTS,
  folded = pageText(data).folded,
): ScoredSection[] {
  const anchors = (data.anchors ?? []).filter((a) => /^h\d$/i.test(a.element) && a.text?.trim()).sort((a, b) => a.location - b.location)
  const leads = (data.anchors ?? []).filter((a) => a.element === LEAD_ELEMENT && a.text?.trim())
  const keywords = sectionKeywordsOf(data)
  const ranges: ScoredSection[] = [{ id: '', level: 1, start: 0, end: anchors[0]?.location ?? folded.length, parents: [], score: 0 }]
  anchors.forEach((a, i) => {
    const level = Number(a.element.slice(1))
    const parents: string[] = []
    for (let k = ranges.length - 1, below = level; k > 0 && below > 2; k--) {
      if (ranges[k].level < below) {
        parents.push(ranges[k].heading!)
        below = ranges[k].level
      }
    }
    ranges.push({ heading: a.text!, id: a.id, level, start: a.location, end: anchors[i + 1]?.location ?? folded.length, parents, score: 0 })
  })
  const topical = (heading: string | undefined) =>
    heading && !vocabulary.standardHeadings.includes(headingKey(heading)) ? wordsOf(heading) : []
  // How surely some words hold each concept: 1 for the customer's own word (in any form), `synonym` for another of its
  // meaning, 0 for neither.
  const holding = (words: string[]) =>
    concepts.map((concept) => (holds(words, concept.slice(0, 1)) ? 1 : holds(words, concept) ? weights.synonym : 0))
  const most = (lists: number[][]) => concepts.map((_, c) => Math.max(0, ...lists.map((list) => list[c])))
  const perWord = folded.map(holding)
  const inText = ranges.map((r) => most(perWord.slice(r.start, r.end)))
  const inHeading = ranges.map((r) => holding(topical(r.heading)))
  const inParents = ranges.map((r) => holding(r.parents.flatMap(topical)))
  /** The concepts held by the anchors of `list` (lead phrases, a section's keywords) that stand in the section `r`. */
  const inAnchors = (list: typeof leads, r: ScoredSection) =>
    most(list.filter((a) => a.location >= r.start && a.location < r.end).map((a) => holding(wordsOf(a.text!))))
  const inLeads = ranges.map((r) => (r.heading && topical(r.heading).length === 0 ? inAnchors(leads, r) : concepts.map(() => 0)))
  const inKeywords = ranges.map((r) => inAnchors(keywords, r))
  // A standard section opens with lead phrases (weighed above), not with a sentence naming its task.
  const inFirst = ranges.map((r) => {
    if (r.heading && topical(r.heading).length === 0) return concepts.map(() => 0)
    const [from, to] = firstSentence(data, r, keywords)
    return most(perWord.slice(from, to))
  })
  const sectionsHolding = concepts.map((_, c) => ranges.filter((_, k) => inHeading[k][c] || inParents[k][c] || inText[k][c]).length)
  ranges.forEach((r, k) => {
    r.score = concepts.reduce((sum, _, c) => {
      const weight = Math.max(
        weights.heading * inHeading[k][c],
        weights.parentHeading * inParents[k][c],
        weights.lead * inLeads[k][c],
        weights.keywords * inKeywords[k][c],
        weights.firstSentence * inFirst[k][c],
        inText[k][c],
      )
      return sum + weight / Math.max(1, sectionsHolding[c])
    }, 0)
    if (topical(r.heading).some((word) => asking.includes(word))) r.score += weights.askedAlike
    if (!r.heading) r.score *= weights.pageTop
    const troubleshooting = r.heading !== undefined && headingKey(r.heading) === vocabulary.troubleshootingHeading
    if (problem && troubleshooting) r.score = r.score * weights.problemTimes + weights.problemPlus
    else if (r.heading && topical(r.heading).length === 0) r.score *= weights.standard
  })
  return ranges
}

/**
 * The sections of a page to list: the one that answers best first (the page opens there, scoreSections), then up to
 * `extra` others that hold a concept, in page order. A page that matched on its title or keywords only opens at its
 * top.
 */
export function sectionsToShow(
  data: PagefindResultData,
  extra: number,
  concepts: string[][],
  vocabulary: Vocabulary,
  problem = false,
  asking: readonly string[] = [],
  weights = SECTION_WEIGHTS,
): Section[] {
  const title = curlyApostrophes(data.meta.title ?? data.url)
  const { words: pageWords, folded } = pageText(data)
  const ranges = scoreSections(data, concepts, vocabulary, problem, asking, weights, folded)
  const keywords = sectionKeywordsOf(data)
  const shown = ranges.map((_, k) => k).filter((k) => ranges[k].end > ranges[k].start)
  const section = (k: number): Section => {
    const r = ranges[k]
    const url = r.id ? `${data.url}#${r.id}` : data.url
    // The excerpt starts after the heading, which the result shows on its own line, and after the section's keywords,
    // which the page never shows.
    const from = Math.min(bodyStart(r, keywords), r.end - 1)
    return { title, heading: r.heading && curlyApostrophes(r.heading), url, excerpt: excerptOf(pageWords, folded, from, r.end, concepts) }
  }
  if (shown.every((k) => ranges[k].score === 0)) return [{ title, url: data.url, excerpt: excerptParts(data.excerpt) }]
  const best = shown.reduce((top, k) => (ranges[k].score > ranges[top].score ? k : top), shown[0])
  const others = shown
    .filter((k) => k !== best && ranges[k].score > 0)
    .sort((a, b) => ranges[b].score - ranges[a].score)
    .slice(0, extra)
  return [section(best), ...others.sort((a, b) => a - b).map(section)]
}

/** A result's link with the words searched for: `/docs/x#y` → `/docs/x?highlight=close+deal#y`. */
export function withHighlight(url: string, terms: string[]): string {
  if (terms.length === 0) return url
  const hash = url.indexOf('#')
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)]
  const params = new URLSearchParams({ [HIGHLIGHT_PARAM]: terms.join(' ') })
  return `${base}${base.includes('?') ? '&' : '?'}${params}${fragment}`
}

export interface PageResults {
  /** The best pages, each with the sections to list (the first is where it opens). */
  pages: { type: SearchType; sections: Section[] }[]
  /** How many pages hold any of the query's words. */
  found: number
}

/** What the dialog lists for a query: the best pages of `types`, ranked, each with its sections. */
export async function searchPages(
  instance: PagefindInstance,
  query: string,
  types: readonly SearchType[],
  vocabulary: Vocabulary,
): Promise<PageResults> {
  const concepts = queryConcepts(query, vocabulary)
  const problem = isProblem(query, vocabulary)
  const asking = askingWords(query)
  const ranked = await rankedSearch(instance, concepts, types)
  const candidates = ranked.slice(0, RERANKED)
  const data = await Promise.all(candidates.map((page) => dataOf(page.result)))
  const top = rerank(
    candidates.map((page, i) => ({ ranked: page, data: data[i] })),
    concepts,
    vocabulary,
  ).slice(0, MAX_RESULTS)
  return {
    pages: top.map(({ ranked: page, data: pageData }, i) => ({
      type: page.type,
      sections: sectionsToShow(pageData, i < PAGES_WITH_EXTRA_SECTIONS ? EXTRA_SECTIONS : 0, concepts, vocabulary, problem, asking),
    })),
    found: ranked.length,
  }
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
      await created.options(PAGEFIND_OPTIONS)
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
  const help = dialog.querySelector<HTMLElement>(SEARCH_HELP.selector())
  const prototype = dialog.querySelector<HTMLAnchorElement>(`${SEARCH_PROTOTYPE.selector()} [role="option"]`)!
  const typeChoices = Array.from(dialog.querySelectorAll<HTMLInputElement>(`input${SEARCH_TYPE.selector()}`))
  const message = (name: keyof typeof SEARCH_MESSAGES) => dialog.getAttribute(SEARCH_MESSAGES[name].name) ?? ''
  const typeLabel: Record<SearchType, () => string> = {
    help: () => message('typeHelp'),
    blog: () => message('typeBlog'),
    comparison: () => message('typeComparison'),
  }
  // Read at each use: a client-side switch of language may re-render this dialog in place.
  const lang = () => document.documentElement.lang || 'en'
  const chosenTypes = (): readonly SearchType[] => {
    const value = typeChoices.find((choice) => choice.checked)?.value
    return SEARCH_TYPES.includes(value as SearchType) ? [value as SearchType] : SEARCH_TYPES
  }
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
  const option = (section: Section, type: SearchType, terms: string[], sub: boolean) => {
    const element = prototype.cloneNode(true) as HTMLAnchorElement
    element.id = `search-result-${results.length}`
    element.href = withHighlight(section.url, terms)
    if (sub) element.setAttribute(SEARCH_SUB_RESULT.name, '')
    element.querySelector(SLOT.selector('title'))!.textContent = section.title
    element.querySelector(SLOT.selector('kind'))!.textContent = typeLabel[type]()
    const heading = element.querySelector(SLOT.selector('heading'))!
    heading.textContent = section.heading ?? ''
    heading.toggleAttribute('hidden', !section.heading)
    element.querySelector(SLOT.selector('excerpt'))!.replaceChildren(partsToNodes(document, section.excerpt))
    results.push(element)
    return element
  }
  const show = (pages: { type: SearchType; sections: Section[] }[], query: string) => {
    results = []
    const terms = queryWords(query)
    for (const { type, sections } of pages) sections.forEach((section, i) => option(section, type, terms, i > 0))
    list.replaceChildren(...results)
    list.setAttribute('data-query', query)
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
      show([], '')
      help?.setAttribute('hidden', '')
      say('')
      return
    }
    const pending = load(lang())
    const slow = setTimeout(() => id === run && say(message('loading')), 300)
    try {
      const instance = await pending
      const { pages, found } = await searchPages(instance, term, chosenTypes(), vocabularyOf(lang()))
      if (id !== run) return
      show(pages, term)
      help?.toggleAttribute('hidden', found > FEW_RESULTS)
      say(found > 0 ? countMessage(found) : fillTemplate(message('noResults'), { query: term }))
    } catch (error) {
      // The visitor reads that the search failed; the console says why, for whoever looks into it.
      console.error('Search: the search failed', error)
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

  const searchSoon = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void search(), SEARCH_DEBOUNCE_MS)
  }
  input.addEventListener('input', searchSoon)
  for (const choice of typeChoices) choice.addEventListener('change', () => void search())
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
  // A link of the "where else to look" list closes the dialog as it opens.
  help?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) {
      navigating = true
      dialog.close()
    }
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
      // Already open: the head script opened it at first paint (lib/early-controls.ts), and the visitor may be typing.
      const wasOpen = dialog.open
      if (!wasOpen) {
        const focused = document.activeElement
        opener = focused instanceof HTMLElement && focused !== document.body ? focused : null
        dialog.showModal()
      }
      // Fetch Pagefind while the visitor types their first word.
      // Fetched ahead only: a failure is the next search's to report (it loads again and says so).
      load(lang()).catch(() => {})
      input.focus()
      if (!wasOpen) input.select()
      if (input.value.trim() && (results.length === 0 || resultsLang !== lang())) void search()
    },
  }
}

// `npm run bench:search:replay`: the questions of `npm run bench:search`, answered by the dialog's own ranking
// (lib/search.ts, searchPages) in Node, on Pagefind's answers recorded once from the export. The same table in a few
// seconds instead of minutes, to try a change of lib/search.ts or content/search-synonyms.ts; `npm run bench:search`
// stays the measure.
import fs from 'node:fs'
import path from 'node:path'
import { searchSynonyms } from '../content/search-synonyms'
import { fold } from '../lib/fold'
import {
  queryConcepts,
  SEARCH_TYPES,
  searchPages,
  vocabularyOf,
  type PagefindInstance,
  type PagefindResultData,
  type SearchType,
} from '../lib/search'
import { cli } from './cli'
import { type Answer, loadQuestions, report } from './search-ask'
import { atHelpCentres } from './site'

const { values } = cli(
  `npm run bench:search:replay [-- --record] [--dir out] [--file f] [--misses] [--json f]
  --record  serve the export (--dir, default out/) and record, in Chromium, every page of the index and Pagefind's
            results for each word the questions and the synonyms may search (again after a change of content, or when
            the replay names words it has no results for); without it, replay the recording
  --file    the recording (default .cache/search-replay.json)
  --misses  list the questions whose page is not in the first three, or not opened at its section
  --json    also write each answer there`,
  {
    record: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'out' },
    file: { type: 'string', default: '.cache/search-replay.json' },
    json: { type: 'string' },
    misses: { type: 'boolean', default: false },
  },
)

type Lang = 'en' | 'fr'
interface Recording {
  /** Each page of the index by its id, with its kind. */
  pages: Record<Lang, Record<string, PagefindResultData & { type: SearchType }>>
  /** Pagefind's results for each word: [page id, score]. */
  words: Record<Lang, Record<string, [string, number][]>>
}

const questions = loadQuestions()

/** The words the dialog may search for the questions: their concepts' words and every synonym. */
function wordsToRecord(lang: Lang): string[] {
  const words = new Set(searchSynonyms[lang].flat().map(fold))
  for (const q of questions.filter((question) => question.lang === lang))
    for (const concept of queryConcepts(q.question, vocabularyOf(lang))) concept.forEach((word) => words.add(word))
  return [...words]
}

async function record(): Promise<Recording> {
  const recording: Recording = { pages: { en: {}, fr: {} }, words: { en: {}, fr: {} } }
  await atHelpCentres(path.resolve(values.dir), async (page, lang) => {
    const got = await page.evaluate(
      async ({ types, words }) => {
        // The options of lib/search.ts (loadPagefind), so that the scores are the dialog's.
        const pagefind = await import(/* @vite-ignore */ '/pagefind/pagefind.js' as string)
        await pagefind.options({ excerptLength: 20, ranking: { metaWeights: { title: 5, keywords: 3 } } })
        await pagefind.init()
        const pages: Record<string, unknown> = {}
        for (const type of types)
          for (const result of (await pagefind.search(null, { filters: { type } })).results)
            pages[result.id] = { ...(await result.data()), type }
        const results: Record<string, [string, number][]> = {}
        for (const word of words)
          results[word] = (await pagefind.search(word)).results.map((r: { id: string; score: number }) => [r.id, r.score])
        return { pages, results }
      },
      { types: [...SEARCH_TYPES], words: wordsToRecord(lang) },
    )
    recording.pages[lang] = got.pages as Recording['pages'][Lang]
    recording.words[lang] = got.results
  })
  return recording
}

/** A stand-in for Pagefind that answers from the recording; the words it has no results for are collected. */
function replayed(recording: Recording, lang: Lang, missing: Set<string>): PagefindInstance {
  const result = (id: string, score: number) => ({ id, score, data: async () => recording.pages[lang][id] })
  return {
    init: async () => {},
    options: async () => {},
    search: async (term, options) => {
      if (term === null) {
        const type = options?.filters?.type
        return {
          results: Object.keys(recording.pages[lang])
            .filter((id) => recording.pages[lang][id].type === type)
            .map((id) => result(id, 0)),
        }
      }
      const found = recording.words[lang][term]
      if (!found) missing.add(`${lang}:${term}`)
      return { results: (found ?? []).map(([id, score]) => result(id, score)) }
    },
  }
}

if (values.record) {
  const recording = await record()
  fs.mkdirSync(path.dirname(values.file), { recursive: true })
  fs.writeFileSync(values.file, JSON.stringify(recording))
  console.log(`recorded ${Object.keys(recording.pages.en).length + Object.keys(recording.pages.fr).length} pages to ${values.file}`)
} else {
  if (!fs.existsSync(values.file)) throw new Error(`no recording at ${values.file}: run npm run bench:search:replay -- --record`)
  const recording = JSON.parse(fs.readFileSync(values.file, 'utf8')) as Recording
  const missing = new Set<string>()
  const answers: Answer[] = []
  for (const lang of ['en', 'fr'] as const) {
    const instance = replayed(recording, lang, missing)
    for (const question of questions.filter((q) => q.lang === lang)) {
      const { pages } = await searchPages(instance, question.question, SEARCH_TYPES, vocabularyOf(lang))
      answers.push({ question, hrefs: pages.flatMap((page) => page.sections.map((section) => section.url)) })
    }
  }
  console.log(report(answers, values.misses))
  if (missing.size) console.log(`\nNo recorded results for ${[...missing].join(', ')}: record again (--record).`)
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(answers, null, 1)}\n`)
}

// How well the search answers customers: the questions of bench/search-questions.json (their words, both languages),
// asked of the export's own Pagefind with the dialog's ranking, in Node (bench/search-node.ts). A floor on the share
// whose answering page is among the first three results, on every fourth question of each language (a quarter of the
// time; the same quarter on every run). `npm run bench:search` asks them all in the dialog, in a browser, and prints the whole
// table (first, first three, opened at the right section); the dialog itself is tested in tests/e2e/search.spec.ts.
import { expect, it } from 'vitest'
import { loadQuestions, summarize } from '../../bench/search-ask'
import { askInNode } from '../../bench/search-node'
import { OUT } from './export'

/** Below this share of answering pages in the first three results, in either language, the suite fails. */
const TOP3_FLOOR = 0.85

it(`at least ${TOP3_FLOOR * 100} % of the customers' questions find their answer in the first three results, in each language`, async () => {
  const questions = loadQuestions().filter((_, i) => i % 4 === 0)
  const answers = await askInNode(OUT, questions)
  for (const lang of ['en', 'fr'] as const) {
    const asked = questions.filter((q) => q.lang === lang)
    const summary = summarize(answers.filter((a) => a.question.lang === lang))
    expect(asked.length, `${lang}: questions asked`).toBeGreaterThan(20)
    expect(summary.questions).toBe(asked.length)
    expect(summary.top3, `${lang}: first ${summary.first}, first three ${summary.top3}, section ${summary.section}`).toBeGreaterThanOrEqual(
      TOP3_FLOOR,
    )
  }
}, 120_000)

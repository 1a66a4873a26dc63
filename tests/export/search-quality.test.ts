// How well the search answers customers: the questions of bench/search-questions.json (their words, both languages),
// asked of the export's own Pagefind with the dialog's ranking, in Node (bench/search-node.ts). Floors on the share
// whose answering page is among the first three results, and on the share opened at the section that answers, on
// every fourth question of each language (a quarter of the time; the same quarter on every run). `npm run
// bench:search` asks them all in the dialog, in a browser, and prints the whole table per set; the dialog itself is
// tested in tests/e2e/search.spec.ts.
// A writer who renames or removes a page or a heading makes the questions that pointed there stale, not the search
// worse; so does an English page waiting for its French twin (its French URL shows the English text, which the French
// index leaves out). Those questions are left out here (and named), and bench:search lists them as misses until the
// questions or the translation catch up.
import { expect, it } from 'vitest'
import { loadQuestions, summarize } from '../../bench/search-ask'
import { askInNode } from '../../bench/search-node'
import { generated } from '../../scripts/steps/markdown'
import { fileAt, idsOf, OUT } from './export'

/** The help pages and posts written in their language, by URL (`/fr/docs/intro`). */
const written = new Set([...generated('Doc'), ...generated('Post')].map((page) => `${page.locale === 'fr' ? '/fr' : ''}${page.path}`))

/** Below this share of answering pages in the first three results, in either language, the suite fails. */
const TOP3_FLOOR = 0.85
/** Below this share of results opening at the answering section, in either language, the suite fails. */
const SECTION_FLOOR = 0.6

it(`in each language, at least ${TOP3_FLOOR * 100} % of the customers' questions find their page in the first three results, and ${SECTION_FLOOR * 100} % open at its section`, async () => {
  const sampled = loadQuestions().filter((_, i) => i % 4 === 0)
  const current = (q: (typeof sampled)[number]) => {
    const file = fileAt(q.page)
    return written.has(q.page) && file !== null && (q.section === '' || idsOf(file).has(q.section))
  }
  const questions = sampled.filter(current)
  const stale = sampled.filter((q) => !current(q)).map((q) => `${q.page}#${q.section}`)
  const answers = await askInNode(OUT, questions)
  for (const lang of ['en', 'fr'] as const) {
    const asked = questions.filter((q) => q.lang === lang)
    const summary = summarize(answers.filter((a) => a.question.lang === lang))
    expect(
      asked.length,
      `${lang}: questions asked (left out, their page or section gone or not translated: ${stale.join(', ') || 'none'})`,
    ).toBeGreaterThan(20)
    expect(summary.questions).toBe(asked.length)
    const figures = `${lang}: first ${summary.first}, first three ${summary.top3}, section ${summary.section}`
    expect(summary.top3, figures).toBeGreaterThanOrEqual(TOP3_FLOOR)
    expect(summary.section, figures).toBeGreaterThanOrEqual(SECTION_FLOOR)
  }
}, 120_000)

// How well the search answers customers: the questions of bench/search-questions.json (their words, both languages),
// typed into the site's own dialog. npm test keeps a floor on the share whose answering page is among the first three
// results, on every fourth question of each language (a quarter of the time; the same quarter on every run);
// `npm run bench:search` asks them all and prints the whole table (first, first three, opened at the right section).
import { askAll, loadQuestions, summarize } from '../../bench/search-ask'
import { expect, test } from './fixtures'
import { behavioursReady } from './site'

/** Below this share of answering pages in the first three results, in either language, the suite fails. */
const TOP3_FLOOR = 0.85

for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: at least ${TOP3_FLOOR * 100} % of the customers' questions find their answer in the first three results`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const questions = loadQuestions()
      .filter((q) => q.lang === lang)
      .filter((_, i) => i % 4 === 0)
    await page.goto(lang === 'fr' ? '/fr/docs' : '/docs')
    await behavioursReady(page)
    const summary = summarize(await askAll(page, questions))
    testInfo.annotations.push({ type: 'search', description: JSON.stringify(summary) })
    expect(summary.questions).toBe(questions.length)
    expect(summary.top3, `first ${summary.first}, first three ${summary.top3}, section ${summary.section}`).toBeGreaterThanOrEqual(
      TOP3_FLOOR,
    )
  })
}

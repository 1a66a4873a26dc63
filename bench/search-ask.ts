// Questions customers ask, typed into the site's own search dialog in a real browser, and how well the results
// answer them. Shared by `npm run bench:search` (bench/search.ts: the table) and the floor npm test keeps
// (tests/export/search-quality.test.ts, which asks in Node: bench/search-node.ts). The questions are data anyone can extend: bench/search-questions.json.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { table } from './cli'

/** The sets a question can belong to, by when it was written (Question.set). */
export const QUESTION_SETS = ['before', 'after', 'after-2', 'held-out', 'held-out-2', 'held-out-3', 'held-out-4'] as const
export type QuestionSet = (typeof QUESTION_SETS)[number]
/** The sets a change of the search may be tuned on (`npm run bench:search -- --tuning`); the others are held out. */
export const TUNING_SETS: readonly QuestionSet[] = ['before', 'after', 'after-2']

export interface Question {
  lang: 'en' | 'fr'
  /** As a customer types it: their words, not the page's. */
  question: string
  /** The page that answers, in the question's language: a help page or a post, `/docs/…`, `/fr/blog/…`. */
  page: string
  /** The id of the heading whose section answers, or '' for the top of the page. */
  section: string
  /**
   * `before`: written before the search was tuned (they measure it honestly); `after`: added since; `after-2`: added for
   * issue 42, written from the help pages and posts (posts had no tuning question) in customers' words, on other
   * sections than `held-out-3` where two could be told apart, and tuned on like `after`; `held-out`: written
   * and measured before a round of tuning, and never tuned on afterwards (they tell whether a change generalises);
   * `held-out-2`: a second such set, written from the pages (posts included) before the search read sections by the
   * task they help with, and never tuned on either; `held-out-3`: a third, written from the help pages and posts in
   * customers' words before the search read a section by its words against the question's (issue 42), without running
   * the search while writing them, and never tuned on; `held-out-4`: a fourth, written for issue 42 from the help pages,
   * the FAQ and the posts (about a fifth answered by a post), in customers' words on tasks, problems, prices, privacy
   * and data, by someone who chose each answering section from the page and never ran the search on them.
   */
  set: QuestionSet
}

export const QUESTIONS_FILE = path.join(import.meta.dirname, 'search-questions.json')

/** The questions of the data file, checked: a malformed entry stops the run, naming it. */
export function loadQuestions(file = QUESTIONS_FILE): Question[] {
  const questions = JSON.parse(fs.readFileSync(file, 'utf8')) as Question[]
  questions.forEach((q, i) => {
    const problems = [
      ...(['en', 'fr'].includes(q.lang) ? [] : ['lang is not en or fr']),
      ...(typeof q.question === 'string' && q.question.trim() ? [] : ['no question']),
      ...(typeof q.page === 'string' && (q.lang === 'fr' ? /^\/fr\/(docs|blog)\// : /^\/(docs|blog)\//).test(q.page)
        ? []
        : ['page is not a help page or post of its language']),
      ...(typeof q.section === 'string' ? [] : ['section is not a heading id or ""']),
      ...(QUESTION_SETS.includes(q.set) ? [] : [`set is not ${QUESTION_SETS.join(', ')}`]),
    ]
    if (problems.length) throw new Error(`${file}, question ${i + 1} (${JSON.stringify(q.question)}): ${problems.join('; ')}`)
  })
  return questions
}

export interface Answer {
  question: Question
  /** The results the dialog listed, in order: their links, as the dialog gives them. */
  hrefs: string[]
}

const dialog = (page: Page) => page.locator('dialog[data-search-dialog]')

/**
 * Opens the search dialog on `page` (already at a page of the questions' language) and types each question in turn,
 * collecting the links of the results shown. Waits on the dialog's state, never on time: the results list says which
 * query it shows (`data-query`, lib/browser/search.ts).
 */
export async function askAll(page: Page, questions: Question[]): Promise<Answer[]> {
  await page.keyboard.press('Control+k')
  const field = dialog(page).getByRole('combobox')
  await field.waitFor()
  const answers: Answer[] = []
  for (const question of questions) {
    await field.fill(question.question)
    await page.waitForFunction(
      (query) => document.querySelector('dialog[data-search-dialog] [data-search-results]')?.getAttribute('data-query') === query,
      question.question.trim(),
    )
    const hrefs = await dialog(page)
      .locator('[data-search-results] [role="option"]')
      .evaluateAll((options) => options.map((o) => o.getAttribute('href') ?? ''))
    answers.push({ question, hrefs })
  }
  return answers
}

/** The page and section a result opens: `/docs/x?h=a#b` → `{ page: '/docs/x', section: 'b' }`. */
export function target(href: string): { page: string; section: string } {
  const url = new URL(href, 'http://site')
  return { page: url.pathname, section: decodeURIComponent(url.hash.slice(1)) }
}

export interface Score {
  /** The answering page is the first result. */
  first: boolean
  /** It is among the first three pages listed. */
  top3: boolean
  /** Its first result opens at the answering section (the top of the page for '' ). */
  section: boolean
}

export function score({ question, hrefs }: Answer): Score {
  const targets = hrefs.map(target)
  const pages = [...new Set(targets.map((t) => t.page))]
  const own = targets.find((t) => t.page === question.page)
  return {
    first: pages[0] === question.page,
    top3: pages.slice(0, 3).includes(question.page),
    section: own !== undefined && own.section === question.section,
  }
}

/** Shares (0–1) of the answers scoring each way. */
export function summarize(answers: Answer[]) {
  const scores = answers.map(score)
  const share = (key: keyof Score) => (scores.length ? scores.filter((s) => s[key]).length / scores.length : 0)
  return { questions: answers.length, first: share('first'), top3: share('top3'), section: share('section') }
}

/** Each set's name in the table: every set has one, so a new set gets its rows. */
const SET_LABELS: Record<QuestionSet, string> = {
  before: 'written before',
  after: 'written after',
  'after-2': 'written after 2',
  'held-out': 'held out',
  'held-out-2': 'held out 2',
  'held-out-3': 'held out 3',
  'held-out-4': 'held out 4',
}

/** The table of shares per language and set, then, with `misses`, each question not answered, with what came first. */
export function report(answers: Answer[], misses = false): string {
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`
  const groups: [string, Partial<Question>][] = [
    ['en', { lang: 'en' }],
    ['fr', { lang: 'fr' }],
    ...QUESTION_SETS.flatMap((set) =>
      (['en', 'fr'] as const).map((lang): [string, Partial<Question>] => [`${lang}, ${SET_LABELS[set]}`, { lang, set }]),
    ),
    ['all', {}],
  ]
  const rows = groups.flatMap(([label, where]) => {
    const group = answers.filter(({ question }) => Object.entries(where).every(([k, v]) => question[k as keyof Question] === v))
    if (group.length === 0) return []
    const s = summarize(group)
    return [[label, s.questions, percent(s.first), percent(s.top3), percent(s.section)]]
  })
  const lines = ['', table(['questions', 'n', 'first', 'top 3', 'section'], rows)]
  if (misses) {
    lines.push('\nMisses (not in the first three, or not at its section):')
    for (const answer of answers.filter((a) => !score(a).top3 || !score(a).section)) {
      const shown = [...new Set(answer.hrefs.map(target).map((t) => `${t.page}${t.section ? `#${t.section}` : ''}`))].slice(0, 3)
      const { lang, question, page, section } = answer.question
      lines.push(`  ${lang} "${question}" → ${page}#${section}\n      got: ${shown.join(' | ') || '(nothing)'}`)
    }
  }
  return lines.join('\n')
}

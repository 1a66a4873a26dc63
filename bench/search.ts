// `npm run bench:search`: the questions of bench/search-questions.json (customers' words, both languages), typed into
// the site's search dialog in Chromium against the export served as a CDN serves it. Reports, per language and for
// the questions written before the search was tuned, the share whose answering page comes first, is among the first
// three, and opens at the section that answers; then the misses, with what came first instead.
import fs from 'node:fs'
import path from 'node:path'
import { cli } from './cli'
import { type Answer, askAll, loadQuestions, score, summarize, target } from './search-ask'
import { launchChromium, serveExport } from './site'

const { values } = cli(
  `npm run bench:search [-- --dir out] [--json results.json] [--misses]
  --dir     the export to search (default out/)
  --json    also write each answer there
  --misses  list the questions whose page is not in the first three, or not opened at its section`,
  { dir: { type: 'string', default: 'out' }, json: { type: 'string' }, misses: { type: 'boolean', default: false } },
)

const { origin, close } = await serveExport(path.resolve(values.dir))
const questions = loadQuestions()
const browser = await launchChromium()
const answers: Answer[] = []
try {
  for (const lang of ['en', 'fr'] as const) {
    const page = await browser.newPage()
    await page.goto(`${origin}${lang === 'fr' ? '/fr/docs' : '/docs'}`)
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-behaviours'))
    answers.push(
      ...(await askAll(
        page,
        questions.filter((q) => q.lang === lang),
      )),
    )
    await page.close()
  }
} finally {
  await browser.close()
  close()
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`.padStart(6)
const rows: [string, Answer[]][] = [
  ['en', answers.filter((a) => a.question.lang === 'en')],
  ['fr', answers.filter((a) => a.question.lang === 'fr')],
  ['en, written before', answers.filter((a) => a.question.lang === 'en' && a.question.set === 'before')],
  ['fr, written before', answers.filter((a) => a.question.lang === 'fr' && a.question.set === 'before')],
  ['en, written after', answers.filter((a) => a.question.lang === 'en' && a.question.set === 'after')],
  ['fr, written after', answers.filter((a) => a.question.lang === 'fr' && a.question.set === 'after')],
  ['all', answers],
]
console.log(`\n${'questions'.padEnd(20)} ${'n'.padStart(4)}  ${'first'.padStart(6)}  ${'top 3'.padStart(6)}  ${'section'.padStart(7)}`)
for (const [label, group] of rows) {
  const s = summarize(group)
  console.log(
    `${label.padEnd(20)} ${String(s.questions).padStart(4)}  ${percent(s.first)}  ${percent(s.top3)}  ${percent(s.section).padStart(7)}`,
  )
}
if (values.misses) {
  console.log('\nMisses (not in the first three, or not at its section):')
  for (const answer of answers) {
    const s = score(answer)
    if (s.top3 && s.section) continue
    const shown = [
      ...new Set(
        answer.hrefs.map((h) => {
          const t = target(h)
          return `${t.page}${t.section ? `#${t.section}` : ''}`
        }),
      ),
    ].slice(0, 3)
    console.log(
      `  ${answer.question.lang} "${answer.question.question}" → ${answer.question.page}#${answer.question.section}\n      got: ${shown.join(' | ') || '(nothing)'}`,
    )
  }
}
if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(answers, null, 1)}\n`)

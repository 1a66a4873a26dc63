// `npm run bench:search`: the questions of bench/search-questions.json (customers' words, both languages), typed into
// the site's search dialog in Chromium against the export served as a CDN serves it. Reports, per language and for
// the questions written before the search was tuned, the share whose answering page comes first, is among the first
// three, and opens at the section that answers; then the misses, with what came first instead.
import fs from 'node:fs'
import path from 'node:path'
import { cli } from './cli'
import { type Answer, askAll, loadQuestions, report } from './search-ask'
import { atHelpCentres } from './site'

const { values } = cli(
  `npm run bench:search [-- --dir out] [--json results.json] [--misses]
  --dir     the export to search (default out/)
  --json    also write each answer there
  --misses  list the questions whose page is not in the first three, or not opened at its section`,
  { dir: { type: 'string', default: 'out' }, json: { type: 'string' }, misses: { type: 'boolean', default: false } },
)

const questions = loadQuestions()
const answers: Answer[] = (
  await atHelpCentres(path.resolve(values.dir), async (page, lang) => {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-behaviours'))
    return askAll(
      page,
      questions.filter((q) => q.lang === lang),
    )
  })
).flat()

console.log(report(answers, values.misses))
if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(answers, null, 1)}\n`)

// `npm run bench:search`: the questions of bench/search-questions.json (customers' words, both languages), typed into
// the site's search dialog in Chromium against the export served as a CDN serves it. Reports, per language and for
// the questions written before the search was tuned, the share whose answering page comes first, is among the first
// three, and opens at the section that answers; then the misses, with what came first instead. With `--node`, the same
// questions are asked in Node of the export's own Pagefind with the dialog's ranking (bench/search-node.ts): the
// table in seconds rather than minutes, for trying a change of lib/browser/search.ts or content/search-synonyms.ts; the
// browser run stays the measure.
import fs from 'node:fs'
import path from 'node:path'
import { cli } from '../scripts/cli'
import { type Answer, askAll, loadQuestions, QUESTION_SETS, report, TUNING_SETS } from './search-ask'
import { askInNode } from './search-node'
import { atHelpCentres } from './site'

const { values, fail, subset } = cli(
  `npm run bench:search [-- --dir out] [--node] [--json results.json] [--misses] [--tuning | --sets a,b]
  --dir     the export to search (default out/)
  --node    ask in Node, without the browser (seconds instead of minutes)
  --json    also write each answer there
  --misses  list the questions whose page is not in the first three, or not opened at its section
  --tuning  the sets a change of the search may be tuned on only (${TUNING_SETS.join(', ')}): never look at the held-out ones
            while tuning, or they stop telling whether a change works on questions nobody tuned it on
  --sets    only the questions of these sets (${QUESTION_SETS.join(', ')}): a held-out set measured on its own,
            without showing the others' figures`,
  {
    dir: { type: 'string', default: 'out' },
    node: { type: 'boolean', default: false },
    json: { type: 'string' },
    misses: { type: 'boolean', default: false },
    tuning: { type: 'boolean', default: false },
    sets: { type: 'string' },
  },
)

if (values.tuning && values.sets) fail('--tuning and --sets each choose the sets: give one of them')
const sets = values.tuning ? TUNING_SETS : values.sets === undefined ? QUESTION_SETS : subset('sets', values.sets, QUESTION_SETS)
const questions = loadQuestions().filter((q) => sets.includes(q.set))
const answers: Answer[] = values.node
  ? await askInNode(path.resolve(values.dir), questions)
  : (
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

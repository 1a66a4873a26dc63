// `npm run translations`: for every help page, post, data entry and namespace of interface strings with text in both
// languages, whether its French text is translated, missing or outdated (scripts/translation-status.ts says how it
// tells).
import fs from 'node:fs'
import path from 'node:path'
import { cli } from './cli'
import { allEntries, CHECKED_FILE, gitHistory, hashOf, readChecked, type Status, statusOf } from './translation-status'

const { values } = cli(
  `npm run translations [-- --pending] [--strict] [--checked <id>]
  --pending       list only what is missing or outdated
  --strict        exit with 1 when anything is missing or outdated
  --checked <id>  mark a French text checked against its English text as it is now (an id as listed, or a file)`,
  { pending: { type: 'boolean' }, strict: { type: 'boolean' }, checked: { type: 'string' } },
)
const root = process.cwd()
const entries = allEntries(root)
const checked = readChecked(root)

if (values.checked !== undefined) {
  const wanted = values.checked
  // A file path names its page: content/docs/fr/intro.mdx → docs/intro.
  const id = wanted
    .replace(/^content\//, '')
    .replace(/^(docs|blog)\/(en|fr)\//, '$1/')
    .replace(/\.mdx$/, '')
  const entry = entries.find((e) => e.id === id)
  if (!entry) {
    console.error(
      `No page or entry "${wanted}": give an id as \`npm run translations\` lists it (docs/intro, categories.ts › …, messages › Home).`,
    )
    process.exit(2)
  }
  checked[entry.id] = hashOf(entry.english)
  const sorted = Object.fromEntries(Object.entries(checked).sort(([a], [b]) => a.localeCompare(b)))
  fs.writeFileSync(path.join(root, CHECKED_FILE), `${JSON.stringify(sorted, null, 2)}\n`)
  console.log(`Marked ${entry.id} checked against its English text as it is now (${CHECKED_FILE}); commit that file.`)
  process.exit(0)
}

const history = gitHistory(root)
const reports = statusOf(entries, history, checked)
const MARK: Record<Status, string> = { translated: '✓', missing: '✗ missing ', outdated: '✗ outdated' }
const counts = { translated: 0, missing: 0, outdated: 0 }
for (const { entry, status, details } of reports) {
  counts[status] += 1
  if (status === 'translated' && values.pending) continue
  const where = entry.parts[0].french?.file ?? entry.parts[0].english.file.replace('/en/', '/fr/')
  console.log(`${MARK[status]}  ${entry.id}${status === 'translated' ? '' : `  (${where})`}`)
  for (const detail of details) console.log(`      ${detail}`)
}
if (!history) console.log('\nNo git history here (a shallow clone?): outdated texts cannot be told apart, only missing ones.')
console.log(
  `\n${reports.length} texts with English and French: ${counts.translated} translated, ${counts.missing} missing, ${counts.outdated} outdated.`,
)
if (counts.missing + counts.outdated > 0) {
  console.log('How to translate, or mark a French text still right: content/README.md, "Translating".')
  if (values.strict) process.exitCode = 1
}

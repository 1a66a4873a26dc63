// `npm run check:launch`: everything still to settle before the site goes live (lib/launch-checklist.ts). Prints each
// value left at its sample with where to change it and what it is for; exits with 1 while any remains.
import { competitors } from '@/content/competitors'
import { reviews } from '@/content/reviews'
import { launchChecklist } from '@/lib/launch-checklist'
import { supplied } from '@/lib/site'
import fs from 'node:fs'

// The deployment values, as the build reads them: the environment, then .env.local, then .env.
for (const file of ['.env.local', '.env']) if (fs.existsSync(file)) process.loadEnvFile(file)

const items = launchChecklist({ supplied, env: process.env, reviews, competitors, today: new Date().toISOString().slice(0, 10) })
if (items.length === 0) {
  console.log('Ready to go live: every value the company supplies is confirmed, and every comparison page was checked this year.')
} else {
  console.log(`Before going live, ${items.length} values are still samples or unchecked:\n`)
  for (const item of items) console.log(`  ✗ ${item.where} = ${item.value}\n      ${item.about}`)
  console.log(
    '\nMark a value confirmed in lib/site.ts (confirmed() instead of sample()) once the company has supplied it; README, "Before going live".',
  )
  process.exitCode = 1
}

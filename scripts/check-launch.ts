// `npm run check:launch`: everything still to settle before the site goes live (lib/launch-checklist.ts). Prints each
// value left at its sample with where to change it, what it is for and what a production build does about it; exits
// with 1 while any remains. `npm run build:production` runs the same list as its release gate (scripts/release-gate.ts).
import { pathToFileURL } from 'node:url'
import { authors } from '@/content/authors'
import { competitors } from '@/content/competitors'
import { reviews } from '@/content/reviews'
import { roadmap } from '@/content/roadmap'
import { KIND_LABELS, launchChecklist, type LaunchItem } from '@/lib/launch-checklist'
import { today } from '@/lib/roadmap'
import { supplied } from '@/lib/site'
import { loadEnv } from './env'

/** The launch checklist of this checkout, with the deployment values as the build reads them. */
export function currentLaunchItems(): LaunchItem[] {
  // Loaded as the build loads them (scripts/env.ts): the environment first, then .env.local, then .env…
  loadEnv()
  return launchChecklist({ supplied, authors, env: process.env, reviews, competitors, roadmap, today: today() })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const items = currentLaunchItems()
  if (items.length === 0) {
    console.log(
      'Ready to go live: every value the company supplies is confirmed, every comparison page was checked this year, and no roadmap target has passed.',
    )
  } else {
    console.log(`Before going live, ${items.length} values are still samples or unchecked:\n`)
    for (const item of items) console.log(`  ✗ ${item.where} = ${item.value}\n      ${item.about}\n      ${KIND_LABELS[item.kind]}`)
    console.log('\nMark a value confirmed (confirmed() instead of sample()) once the company has supplied it; README, "Before going live".')
    process.exitCode = 1
  }
}

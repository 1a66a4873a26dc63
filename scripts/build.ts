// `npm run build`: the whole static export into out/, stage by stage (the list, with what each does, is in
// scripts/stages.ts), then how long each stage took and the export's size in bytes and files.
// First, the deployment values are loaded once, as Next loads them (scripts/env.ts: the host's environment, then
// .env.local, then .env…), and the site's address they give is printed: every stage reads that one address.
//
// `npm run build:production` (--production) first passes the release gate (scripts/release-gate.ts: nothing sample
// left, every translation there and up to date, unless allowed with --allow-launch-items or
// --allow-pending-translations), then builds with TRACK_RELEASE=production: no page shows a sample value
// (lib/supplied.ts).
import fs from 'node:fs'
import path from 'node:path'
import { cli } from './cli'
import { loadEnv } from './env'
import { passReleaseGate } from './release-gate'
import { runStages, STAGES, StageFailure, stageTable } from './stages'
import { ALLOW_LAUNCH_ITEMS, ALLOW_PENDING_TRANSLATIONS } from '@/lib/release-gate'
import { site } from '@/lib/site'

const { values, fail } = cli(
  `tsx scripts/build.ts [--skip-content] [--production [--${ALLOW_LAUNCH_ITEMS}] [--${ALLOW_PENDING_TRANSLATIONS}]]
  --skip-content                the content stage is skipped: .contentlayer/ was just built (npm test)
  --production                  the company's build (npm run build:production): the release gate first, no sample shown
  --${ALLOW_LAUNCH_ITEMS}          with --production: go live with launch items left, their samples withheld
  --${ALLOW_PENDING_TRANSLATIONS}  with --production: go live with French texts missing or outdated, English first`,
  {
    'skip-content': { type: 'boolean' },
    production: { type: 'boolean' },
    [ALLOW_LAUNCH_ITEMS]: { type: 'boolean' },
    [ALLOW_PENDING_TRANSLATIONS]: { type: 'boolean' },
  },
)
const production = values.production ?? false
const allowLaunchItems = values[ALLOW_LAUNCH_ITEMS] ?? false
const allowPendingTranslations = values[ALLOW_PENDING_TRANSLATIONS] ?? false
if (!production && (allowLaunchItems || allowPendingTranslations))
  fail(`--${ALLOW_LAUNCH_ITEMS} and --${ALLOW_PENDING_TRANSLATIONS} go with --production`)
const OUT = path.resolve('out')
const from = loadEnv().sourceOf('NEXT_PUBLIC_SITE_URL')
console.log(
  `Site address: ${site.url} (${process.env.NEXT_PUBLIC_SITE_URL ? `NEXT_PUBLIC_SITE_URL in ${from}` : `the sample: NEXT_PUBLIC_SITE_URL is empty in ${from}`})`,
)
// The commands started below (next build, next-sitemap) get the loaded values, and the address as checked.
const env: NodeJS.ProcessEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  ...process.env,
  NEXT_PUBLIC_SITE_URL: site.url,
  ...(production && { TRACK_RELEASE: 'production' }),
}

if (production) {
  console.log('Release gate (npm run build:production):')
  if (!passReleaseGate({ allowLaunchItems, allowPendingTranslations })) process.exit(1)
}

const started = Date.now()
try {
  const timings = await runStages(
    STAGES.filter((stage) => !(stage.content && values['skip-content'])),
    { outDir: OUT, env },
  )
  console.log(`\nBuild stages${production ? ' (production)' : ''}:\n${stageTable(timings, Date.now() - started)}`)
} catch (error) {
  if (!(error instanceof StageFailure)) throw error
  console.error(`\n${error.message}`)
  process.exit(1)
}

// What a host receives: uploads, cache fills and preview deployments pay for every byte and file.
const files = fs.readdirSync(OUT, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
const bytes = files.reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0)
console.log(`
Export: ${(bytes / 1e6).toFixed(1)} MB in ${files.length} files (out/)`)

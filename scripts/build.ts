// `npm run build`: the whole static export into out/, stage by stage, then how long each stage took.
// First, the deployment values are loaded once, as Next loads them (scripts/env.ts: the host's environment, then
// .env.local, then .env…), and the site's address they give is printed: every stage below reads that one address.
//   content      Contentlayer turns content/ into typed data in .contentlayer/ (skipped with --skip-content, when
//                `npm test` has just built it)
//   next build   Next.js prerenders every page of app/[locale] into out/en/… and out/fr/…
//   move         English moves to bare paths (scripts/postexport.ts)
//   sitemap      next-sitemap writes sitemap.xml and robots.txt
//   then the post-build steps of scripts/steps/ (social cards, search index, Markdown twins, finish pages)
// and, last, the export's size in bytes and files.
// docs/architecture.md says what each stage assumes about Next's output and which test guards it.
//
// `npm run build:production` (--production) first passes the release gate (scripts/release-gate.ts: nothing sample
// left, every translation there and up to date, unless allowed with --allow-launch-items or
// --allow-pending-translations), then builds with TRACK_RELEASE=production: no page shows a sample value
// (lib/supplied.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import * as sitemapData from './steps/sitemap-data'
import { cli } from './cli'
import { loadEnv } from './env'
import { POST_BUILD_STEPS } from './postbuild'
import { moveDefaultLocale } from './postexport'
import { passReleaseGate } from './release-gate'
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
const bin = (name: string) => path.join('node_modules', '.bin', name)
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

function command(name: string, commandArgs: string[]) {
  return () => {
    const run = spawnSync(bin(name), commandArgs, { stdio: 'inherit', env })
    if (run.status !== 0) throw new Error(`${name} ${commandArgs.join(' ')} failed (exit ${run.status ?? run.signal})`)
  }
}

if (production) {
  console.log('Release gate (npm run build:production):')
  if (!passReleaseGate({ allowLaunchItems, allowPendingTranslations })) process.exit(1)
}

type Stage = [name: string, run: () => unknown]
const stages: Stage[] = [
  ...(values['skip-content'] ? [] : [['content', command('contentlayer2', ['build'])] as Stage]),
  ['next build', command('next', ['build'])],
  ['move English to bare paths', () => moveDefaultLocale(OUT)],
  ['sitemap data', () => sitemapData.run(OUT)],
  ['sitemap', command('next-sitemap', ['--config', 'next-sitemap.config.js'])],
  ...POST_BUILD_STEPS.map((step): Stage => [step.name, () => step.run(OUT)]),
]

const timings: [string, number][] = []
const started = Date.now()
for (const [name, run] of stages) {
  const stageStarted = Date.now()
  try {
    const summary = await run()
    if (summary) console.log(`${name}: ${summary}`)
  } catch (error) {
    console.error(`\n✗ build stage "${name}" failed:\n${(error as Error).message}`)
    process.exit(1)
  }
  timings.push([name, Date.now() - stageStarted])
}
const width = Math.max(...timings.map(([name]) => name.length))
console.log(
  `\nBuild stages${production ? ' (production)' : ''}:\n${timings.map(([name, ms]) => `  ${name.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s`).join('\n')}`,
)
console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`)

// What a host receives: uploads, cache fills and preview deployments pay for every byte and file.
const files = fs.readdirSync(OUT, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
const bytes = files.reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0)
console.log(`
Export: ${(bytes / 1e6).toFixed(1)} MB in ${files.length} files (out/)`)

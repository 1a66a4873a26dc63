// `npm run build`: the whole static export into out/, stage by stage, then how long each stage took.
//   content      Contentlayer turns content/ into typed data in .contentlayer/ (skipped with --skip-content, when
//                `npm test` has just built it)
//   next build   Next.js prerenders every page of app/[locale] into out/en/… and out/fr/…
//   move         English moves to bare paths (scripts/postexport.mjs)
//   sitemap      next-sitemap writes sitemap.xml and robots.txt
//   then the post-build steps of scripts/build/ (social cards, search index, deferred scripts, security headers)
// docs/architecture.md says what each stage assumes about Next's output and which test guards it.
// Usage: node scripts/build.mjs [--skip-content]
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { moveDefaultLocale } from './postexport.mjs'
import { POST_BUILD_STEPS } from './postbuild.mjs'

const OUT = path.resolve('out')
const bin = (name) => path.join('node_modules', '.bin', name)

function command(name, args) {
  return () => {
    const run = spawnSync(bin(name), args, { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env } })
    if (run.status !== 0) throw new Error(`${name} ${args.join(' ')} failed (exit ${run.status ?? run.signal})`)
  }
}

const stages = [
  ...(process.argv.includes('--skip-content') ? [] : [['content', command('contentlayer2', ['build'])]]),
  ['next build', command('next', ['build'])],
  ['move English to bare paths', () => moveDefaultLocale(OUT)],
  ['sitemap', command('next-sitemap', ['--config', 'next-sitemap.config.js'])],
  ...POST_BUILD_STEPS.map((step) => [step.name, () => step.run(OUT)]),
]

const timings = []
const started = Date.now()
for (const [name, run] of stages) {
  const stageStarted = Date.now()
  try {
    const summary = await run()
    if (summary) console.log(`${name}: ${summary}`)
  } catch (error) {
    console.error(`\n✗ build stage "${name}" failed:\n${error.message}`)
    process.exit(1)
  }
  timings.push([name, Date.now() - stageStarted])
}
const width = Math.max(...timings.map(([name]) => name.length))
console.log(
  `\nBuild stages:\n${timings.map(([name, ms]) => `  ${name.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s`).join('\n')}`,
)
console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`)

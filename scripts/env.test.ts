// The deployment values as the build loads them (scripts/env.ts), in a process of its own: loading changes process.env
// for good, as it does in the build.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** What a build started in `dir` with `env` reads: each variable's value and where it came from. */
function loaded(env: Record<string, string>) {
  // An ES module, as the build is.
  const script = path.join(dir, 'load.mts')
  fs.writeFileSync(
    script,
    `import { loadEnv } from ${JSON.stringify(path.resolve('scripts/env.ts'))}
const loaded = loadEnv()
console.log(JSON.stringify(['NEXT_PUBLIC_SITE_URL', 'NEXT_PUBLIC_GA_ID'].map((name) => [process.env[name] ?? null, loaded.sourceOf(name)])))`,
  )
  // A shell with none of the test runner's variables (its NODE_ENV=test would skip .env.local, as Next does).
  const shell = Object.fromEntries(Object.entries({ PATH: process.env.PATH, HOME: process.env.HOME, ...env })) as NodeJS.ProcessEnv
  const output = execFileSync(path.resolve('node_modules/.bin/tsx'), [script], { cwd: dir, env: shell, encoding: 'utf8' })
  return JSON.parse(output) as [string | null, string | null][]
}

it('reads the environment first, then .env.local, then .env, as next build does', () => {
  fs.writeFileSync(path.join(dir, '.env'), 'NEXT_PUBLIC_SITE_URL=https://www.sample.example\nNEXT_PUBLIC_GA_ID=\n')
  expect(loaded({})).toEqual([
    ['https://www.sample.example', '.env'],
    ['', '.env'],
  ])
  fs.writeFileSync(path.join(dir, '.env.local'), 'NEXT_PUBLIC_SITE_URL=https://www.local.example\n')
  expect(loaded({})).toEqual([
    ['https://www.local.example', '.env.local'],
    ['', '.env'],
  ])
  expect(loaded({ NEXT_PUBLIC_SITE_URL: 'https://www.host.example', NEXT_PUBLIC_GA_ID: 'G-1' })).toEqual([
    ['https://www.host.example', 'the environment'],
    ['G-1', 'the environment'],
  ])
})

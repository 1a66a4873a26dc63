// A deployer who writes the site's address in .env.local, as README ("Configuration", "Going live") tells them to, and
// runs `npm run build`, gets an export that names that address wherever it names the site, and never the sample .env
// ships: the build loads the deployment values once, as Next does (scripts/env.ts), and every stage reads the one
// address (siteUrl() in lib/site.ts). Next.js reads .env.local by itself: a stage that read the environment another
// way would stop the build (the social cards compare each page's card with the address they read) or, worse, name the
// sample in the sitemap, robots.txt, llms.txt or the Markdown twins.
//
// Cost: one build of a copy of the project (scripts/project-copy.ts), the only way to see Next's pages and every
// later stage read the same file; nothing else runs on it (the static checks of an export are writer-changes.test.ts's
// concern). It reuses what npm test has made before it starts: the content (.contentlayer/, built in the suite's first
// stage; built here when missing), Turbopack's cache (TRACK_TURBOPACK_CACHE) and the repository's social cards
// (SOCIAL_CARDS_SHARED_CACHE: a card shows a title, never the address, so none is drawn again). Measured on a 2-core
// machine with those caches: 30 s for the whole file alone (the build 24 s: next build 10, finish pages 5, search
// index 3, cards 2), 80 s while other builds ran on the machine.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SAMPLE_SITE_URL } from '../../lib/site'
import { attr, find, readHtml } from '../../scripts/steps/html'
import { copyProject, removeProjectCopy } from '../../scripts/project-copy'

const ROOT = process.cwd()
const SITE = 'https://www.example.org'
let dir = ''
let build = { code: -1, output: '' }
/** Every check reads the export: a build that stopped fails each of them with its reason, not with a missing file. */
const expectBuilt = () => expect(build.code, `npm run build with the address in .env.local failed:\n${build.output.slice(-4000)}`).toBe(0)

/** A deployer's shell: none of the variables the test runner sets (vitest's NODE_ENV=test would skip .env.local, as Next does), nor npm's. */
function deployerEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !/^(npm_|NEXT_|__NEXT)/.test(name)),
  ) as NodeJS.ProcessEnv
  return { ...env, INIT_CWD: dir, PWD: dir, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1', TRACK_TYPES_CHECKED: '1' }
}

async function run(bin: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(dir, 'node_modules/.bin', bin), args, {
      cwd: dir,
      env,
      maxBuffer: 64 << 20,
    })
    return { code: 0, output: `${stdout}\n${stderr}` }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: `${failed.stdout}\n${failed.stderr}` }
  }
}

const exported = (file: string) => fs.readFileSync(path.join(dir, 'out', file), 'utf8')

beforeAll(async () => {
  dir = copyProject(ROOT, 'env-local')
  // The deployer's one change: the address in .env.local; .env keeps the sample.
  fs.writeFileSync(path.join(dir, '.env.local'), `NEXT_PUBLIC_SITE_URL=${SITE}\n`)
  expect(fs.readFileSync(path.join(dir, '.env'), 'utf8')).toContain(`NEXT_PUBLIC_SITE_URL=${SAMPLE_SITE_URL}`)

  const env = deployerEnv()
  const content = path.join(ROOT, '.contentlayer')
  if (fs.existsSync(path.join(content, 'generated'))) fs.cpSync(content, path.join(dir, '.contentlayer'), { recursive: true })
  else {
    const built = await run('contentlayer2', ['build'], env)
    if (built.code !== 0) throw new Error(`contentlayer2 build failed in the copy:\n${built.output.slice(-4000)}`)
  }
  const turbopackCache = process.env.TRACK_TURBOPACK_CACHE
  if (turbopackCache) fs.cpSync(turbopackCache, path.join(dir, '.next', 'cache', 'turbopack'), { recursive: true })
  build = await run('tsx', ['scripts/build.ts', '--skip-content'], {
    ...env,
    SOCIAL_CARDS_SHARED_CACHE: path.join(ROOT, '.cache/social-cards'),
  })
}, 300_000)

afterAll(() => {
  if (dir) removeProjectCopy(dir)
})

it('builds, saying which address it builds for and where that came from', () => {
  expectBuilt()
  expect(build.output).toContain(`Site address: ${SITE} (NEXT_PUBLIC_SITE_URL in .env.local)`)
})

it('names the address of .env.local in the pages, their cards, the sitemap, robots.txt, llms.txt and the Markdown twins', () => {
  expectBuilt()
  const home = readHtml(exported('index.html'))
  const canonical = find(home, (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical')
  const card = find(home, (el) => el.tagName === 'meta' && attr(el, 'property') === 'og:image')
  expect(canonical && attr(canonical, 'href')).toBe(SITE)
  expect(card && attr(card, 'content')).toMatch(new RegExp(`^${SITE}/og/.+\\.png$`))
  expect(fs.existsSync(path.join(dir, 'out', new URL(attr(card!, 'content')!).pathname))).toBe(true)
  expect(exported('sitemap.xml')).toContain(`<loc>${SITE}</loc>`)
  expect(exported('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  expect(exported('llms.txt')).toContain(`(${SITE}/docs/intro.md)`)
  expect(exported('docs/intro.md')).toContain(`${SITE}/docs/intro`)
})

it('names the sample address nowhere in the export', () => {
  expectBuilt()
  const out = path.join(dir, 'out')
  const text = /\.(html|txt|xml|md|json|js)$/
  const files = (fs.readdirSync(out, { recursive: true }) as string[]).filter((file) => text.test(file))
  expect(files.length).toBeGreaterThan(100)
  expect(files.filter((file) => fs.readFileSync(path.join(out, file), 'utf8').includes(SAMPLE_SITE_URL))).toEqual([])
})

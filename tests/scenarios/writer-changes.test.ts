// A writer's day never turns the suite red, and the company's production build lets nothing sample through.
// On a git copy of the project (scripts/project-copy.ts: the working tree committed on top of the repository's
// history), a writer commits, as content/README.md tells them to:
//   - a new help page in both languages, its French written with ordinary spaces and straight apostrophes, numbers
//     and times included, and a Callout title;
//   - a new post in English only (the French can follow);
//   - a typo introduced, then fixed, in an English page that has a French twin;
//   - a roadmap item whose target quarter ended yesterday: the day is faked with TRACK_TODAY (lib/roadmap.ts).
// The content build, the content tests and `npm run translations` pass; `npm run build:production` stops on the
// configuration as shipped, listing what to settle, then, with the company's values filled in, builds with the
// default configuration (no analytics): the static checks pass on that export, whose French page has its French
// spaces, whose French twin of the edited page says its English changed, whose roadmap says the target has passed,
// and which shows no sample anywhere.
// Whatever else the content holds (pages pending, outdated, English-only or new), every check is about the pages the
// writer changed, or a rule every page follows.
// Last, a shallow clone of that project dates no page with its newest commit, and says why in one line.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviews } from '../../content/reviews'
import { SHALLOW_CLONE_WARNING } from '../../lib/git-history'
import { supplied } from '../../lib/site'
import { attr, find, readHtml, text } from '../../scripts/steps/html'
import { copyProject, git, removeProjectCopy } from '../../scripts/project-copy'

const ROOT = process.cwd()
const SITE = 'https://www.example.com'
const NEW_DOC = 'manage-contacts/writer-test-merge-duplicates'
const NEW_POST = 'writer-test-english-first'
const NEW_ROADMAP_ITEM = 'writer-test-target-passed'
/** The writer's day: the day after a quarter ended (the first day of the quarter after today's). */
const QUARTER_START = (() => {
  const now = new Date()
  const quarter = Math.floor(now.getUTCMonth() / 3)
  return {
    passed: `${now.getUTCFullYear()}-Q${quarter + 1}`,
    today: new Date(Date.UTC(now.getUTCFullYear(), quarter * 3 + 3, 1)).toISOString().slice(0, 10),
  }
})()
/** Every command of the writer's day runs on that day, and the writer's commits are dated that day. */
const DAY = { TRACK_TODAY: QUARTER_START.today }
let clock = Math.floor(Date.parse(`${QUARTER_START.today}T09:00:00Z`) / 1000)
let dir = ''
/** The English page whose typo is fixed, and its French twin. */
let edited = ''
/** The social account the company leaves as a sample, which its production build withholds. */
let withheld = ''

interface GeneratedPage {
  locale: string
  path: string
  translationOutdated: boolean
  draft?: boolean
}

interface Run {
  code: number
  output: string
}
/** Runs a command of node_modules/.bin in the copy; resolves with its exit code and everything it printed. */
async function run(bin: string, args: string[], env: Record<string, string> = {}, cwd = dir): Promise<Run> {
  // Contentlayer finds the project in INIT_CWD, then PWD, before the working directory.
  const options = { cwd, maxBuffer: 64 << 20, env: { ...process.env, FORCE_COLOR: '0', INIT_CWD: cwd, PWD: cwd, ...DAY, ...env } }
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(cwd, 'node_modules/.bin', bin), args, options)
    return { code: 0, output: `${stdout}\n${stderr}` }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: `${failed.stdout}\n${failed.stderr}` }
  }
}
const expectPassed = (result: Run, what: string) => expect(result.code, `${what} failed:\n${result.output.slice(-4000)}`).toBe(0)

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
/** Commits everything as the writer, a minute after the commit before. */
const commit = (message: string) => {
  clock += 60
  git(dir, ['add', '-A'])
  git(dir, ['commit', '--quiet', '-m', message], clock)
}
const exported = (url: string) => fs.readFileSync(path.join(dir, 'out', `${url === '/' ? 'index' : url.slice(1)}.html`), 'utf8')

/** Every exported page of the copy, as text. */
function exportedPages(): { file: string; html: string }[] {
  const out = path.join(dir, 'out')
  return (fs.readdirSync(out, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next'))
    .map((file) => ({ file, html: fs.readFileSync(path.join(out, file), 'utf8') }))
}

beforeAll(() => {
  dir = copyProject(ROOT, 'writer', { history: true, date: clock })
  // npm test passes a copy of Turbopack's cache taken before its own build began (scripts/test.ts): the build below
  // compiles from it in a third of the time, to the same export.
  const turbopackCache = process.env.TRACK_TURBOPACK_CACHE
  if (turbopackCache) fs.cpSync(turbopackCache, path.join(dir, '.next', 'cache', 'turbopack'), { recursive: true })

  const category = 'manage-contacts'
  write(
    `content/docs/en/${NEW_DOC}.mdx`,
    `---\ntitle: Tidy up two cards for one person\ndescription: What to do when the same person appears twice in your contacts, and how to keep one card.\nsidebar_position: 90\ncategory: ${category}\n---\n\nSometimes one person ends up on two cards. Keep the fuller one and delete the other.\n\n## Keep one card\n\n1. Open both cards and compare them.\n2. Copy what is missing into the one you keep.\n3. Delete the other card.\n`,
  )
  write(
    `content/docs/fr/${NEW_DOC}.mdx`,
    `---\ntitle: Ranger deux fiches pour une même personne\ndescription: Que faire quand la même personne apparaît deux fois dans vos contacts, et comment garder une seule fiche.\nsidebar_position: 90\ncategory: ${category}\n---\n\nIl arrive qu'une personne ait deux fiches : gardez la plus complète et supprimez l'autre. Pourquoi ? Parce que « deux fiches » brouillent l'historique !\n\nUne affaire de 2 000 € à 20 % de remise, prévue à 9 h 30, reste sur la fiche que vous gardez.\n\n## Garder une seule fiche\n\n1. Ouvrez les deux fiches et comparez-les.\n2. Recopiez ce qui manque dans celle que vous gardez.\n3. Supprimez l'autre fiche.\n\n<Callout type="tip" title="L'autre fiche ?">\nVérifiez-la avant de la supprimer.\n</Callout>\n`,
  )
  commit('A new help page, in English and French')

  const author = read('content/authors.ts').match(/id: '([^']+)'/)![1]
  const tag = read('content/tags.ts').match(/slug: '([^']+)'/)![1]
  const day = new Date(clock * 1000).toISOString().slice(0, 10)
  write(
    `content/blog/en/${NEW_POST}.mdx`,
    `---\ntitle: Writing first in English\ndescription: A post published in English first, its French version to follow a few days later.\ndate: ${day}\nauthors: [${author}]\ntags: [${tag}]\n---\n\nThis post is in English first. The French version follows.\n`,
  )
  commit('A new post, in English first')

  // The English page of a French twin no translation mark covers, with a word that can take a typo.
  const marks = JSON.parse(read('content/translations-checked.json')) as Record<string, string>
  const english = (fs.readdirSync(path.join(dir, 'content/docs/en'), { recursive: true }) as string[])
    .map((file) =>
      file
        .split(path.sep)
        .join('/')
        .replace(/\.mdx$/, ''),
    )
    .filter((slug) => slug !== NEW_DOC && fs.existsSync(path.join(dir, `content/docs/fr/${slug}.mdx`)) && !marks[`docs/${slug}`])
    .sort()
  edited = english.find((slug) => / the /.test(read(`content/docs/en/${slug}.mdx`).split('---').slice(2).join('---')))!
  const file = `content/docs/en/${edited}.mdx`
  const original = read(file)
  const body = original.indexOf('---', 3)
  write(file, original.slice(0, body) + original.slice(body).replace(' the ', ' teh '))
  commit('A typo')
  write(file, original)
  commit('The typo fixed')

  // A roadmap item planned for the quarter that ended yesterday, first in the list.
  const roadmap = read('content/roadmap.ts')
  const start = 'export const roadmap: RoadmapItem[] = ['
  expect(roadmap).toContain(start)
  const item = `{ id: '${NEW_ROADMAP_ITEM}', status: 'planned', quarter: '${QUARTER_START.passed}', title: { en: 'Writer test', fr: 'Test de rédaction' }, description: { en: 'A plan.', fr: 'Un projet.' } },`
  write('content/roadmap.ts', roadmap.replace(start, `${start}\n  ${item}`))
  commit('A roadmap item')
}, 60_000)

afterAll(() => {
  if (dir) removeProjectCopy(dir)
})

describe('the writer’s changes pass the relevant checks', () => {
  it('the content builds and the content tests pass', async () => {
    const content = await run('contentlayer2', ['build'])
    expectPassed(content, 'contentlayer2 build')
    expect(content.output).not.toContain('Content errors')
    expectPassed(
      await run('vitest', ['run', '--project', 'unit', '--project', 'unit-isolated', 'content/', 'lib/content.test.ts']),
      'the content tests',
    )
  }, 120_000)

  it('npm run translations lists the post and the page waiting for French, and passes', async () => {
    const translations = await run('tsx', ['scripts/translations.ts', '--pending'])
    expectPassed(translations, 'npm run translations')
    expect(translations.output).toMatch(new RegExp(`✗ missing +blog/${NEW_POST}`))
    expect(translations.output).toMatch(new RegExp(`✗ outdated +docs/${edited}`))
  }, 60_000)
})

describe('the production build', () => {
  let build: Run

  it('stops while samples are left, listing every launch item, the legal notice and the passed roadmap target among them', async () => {
    const gate = await run('tsx', ['scripts/build.ts', '--production'], { NEXT_PUBLIC_SITE_URL: '' })
    expect(gate.code).toBe(1)
    expect(gate.output).toContain('✗ The production build cannot start')
    for (const field of ['appStoreUrl', 'supportEmail']) expect(gate.output).toContain(`lib/site.ts › ${field}`)
    const legal = Object.keys(supplied.publisher).filter(
      (field) => supplied.publisher[field as keyof typeof supplied.publisher].status === 'sample',
    )
    for (const field of legal) expect(gate.output).toContain(`lib/site.ts › publisher.${field}`)
    expect(gate.output).toContain('.env › NEXT_PUBLIC_SITE_URL')
    expect(gate.output).toContain(`content/roadmap.ts › ${NEW_ROADMAP_ITEM}.quarter = "${QUARTER_START.passed}"`)
    expect(gate.output).not.toContain('Build stages')
  }, 60_000)

  it('builds once the company’s values are filled in, the writer’s English-first post and samples allowed on purpose', async () => {
    // The company's values: every required one confirmed, every comparison checked; the testimonials and one
    // social account left as samples, which a production build withholds.
    // The withheld account is one whose address no other page names (an author's profile may share it).
    const site = read('lib/site.ts').replace(/\bsample(<[^>]*>)?\(/g, 'confirmed$1(')
    withheld = [...site.matchAll(/href: confirmed\('([^']+)'/g)]
      .map((m) => m[1])
      .find((href) => !read('content/authors.ts').includes(href))!
    expect(withheld, 'a social account no author links to').toBeDefined()
    write('lib/site.ts', site.replace(`href: confirmed('${withheld}'`, `href: sample('${withheld}'`))
    write('content/authors.ts', read('content/authors.ts').replace(/\bsample\(/g, 'confirmed('))
    write(
      'content/competitors.ts',
      read('content/competitors.ts').replace(/checkedOn: ''/g, `checkedOn: '${new Date().toISOString().slice(0, 10)}'`),
    )
    commit('The company’s values')
    build = await run('tsx', ['scripts/build.ts', '--production', '--allow-pending-translations', '--allow-launch-items'], {
      NEXT_PUBLIC_SITE_URL: SITE,
      NEXT_PUBLIC_GA_ID: '',
      TRACK_TYPES_CHECKED: '1',
      // The cards the repository's build has drawn by the time this build draws its own (scripts/steps/og-images.ts):
      // on a fresh clone, the two builds run side by side and would each draw them all.
      SOCIAL_CARDS_SHARED_CACHE: path.join(ROOT, '.cache/social-cards'),
    })
    expectPassed(build, 'npm run build:production')
    expect(build.output).toContain('⚠ pending translations allowed by --allow-pending-translations')
    expect(build.output).toMatch(/⚠ \d+ launch items allowed by --allow-launch-items/)
    expect(build.output).toContain(`blog/${NEW_POST}`)
  }, 300_000)

  it('passes the static checks', async () => {
    // The search floor is left out: it measures the search on the repository's questions and help pages, which npm
    // test checks on its own export; these checks are the site's rules, which the writer's changes must meet.
    const checks = ['run', '--project', 'export', '--exclude', 'tests/export/search-quality.test.ts']
    expectPassed(await run('vitest', checks, { NEXT_PUBLIC_SITE_URL: SITE, TRACK_RELEASE: 'production' }), 'the static checks')
  }, 120_000)

  it('sets the French page’s spaces and apostrophes as French typography wants', () => {
    const article = text(find(readHtml(exported(`/fr/docs/${NEW_DOC}`)), 'article')!)
    for (const typeset of [
      'fiches\u00a0: gardez',
      'l’autre',
      'Pourquoi\u202f?',
      '«\u00a0deux fiches\u00a0»',
      'l’historique\u202f!',
      '2\u202f000\u00a0€ à 20\u202f% de remise, prévue à 9\u00a0h\u00a030',
      'L’autre fiche\u202f?',
    ]) {
      expect(article).toContain(typeset)
    }
    expect(article).not.toMatch(/fiches :|l'autre|Pourquoi \?|2 000|20 %|9 h|L'autre/)
  })

  it('shows the “English changed” notice on the French twin of the edited page, and exactly on the pages git finds outdated', () => {
    const notice = (html: string) => find(readHtml(html), (el) => attr(el, 'data-testid') === 'outdated-notice')
    const link = find(notice(exported(`/fr/docs/${edited}`))!, 'a')
    expect(link && attr(link, 'href')).toBe(`/docs/${edited}`)
    // Other French pages may be outdated too (a writer's English edit waits for its French): the rule is one notice
    // on each page whose French text is older than its English one, by the content build's reading of git.
    const outdated = ['Doc', 'Post'].flatMap((type) =>
      (JSON.parse(fs.readFileSync(path.join(dir, '.contentlayer/generated', type, '_index.json'), 'utf8')) as GeneratedPage[])
        .filter((page) => page.locale === 'fr' && page.translationOutdated && !page.draft)
        .map((page) => `fr${page.path}.html`),
    )
    expect(outdated).toContain(`fr/docs/${edited}.html`)
    expect(
      exportedPages()
        .filter((page) => notice(page.html))
        .map((page) => page.file)
        .sort(),
    ).toEqual(outdated.sort())
  })

  it('says on the roadmap, in both languages, that the target quarter of the writer’s item has passed', () => {
    for (const url of ['/roadmap', '/fr/roadmap']) {
      const item = find(readHtml(exported(url)), (el) => attr(el, 'id') === NEW_ROADMAP_ITEM)
      const target = item && find(item, (el) => attr(el, 'data-target') !== undefined)
      expect(target && attr(target, 'data-target'), url).toBe('passed')
    }
  })

  it('shows no sample: no sample testimonial, no withheld social account', () => {
    const samples = [
      ...reviews.filter((r) => r.status === 'sample').flatMap((r) => [r.quote.en, r.quote.fr].map((quote) => quote.slice(0, 40))),
      withheld,
    ]
    const found = exportedPages().flatMap((page) =>
      samples.filter((text) => page.html.includes(text)).map((text) => `${page.file}: ${text}`),
    )
    expect(found).toEqual([])
  })

  it('in the default configuration (no analytics id), has no consent banner, no cookie settings, no Google in any policy', () => {
    const analytics = (html: string) => {
      const doc = readHtml(html)
      const policy = find(doc, (el) => el.tagName === 'meta' && attr(el, 'http-equiv') === 'Content-Security-Policy')
      return (
        find(doc, (el) => attr(el, 'data-consent-banner') !== undefined || attr(el, 'data-needs') === 'consent') !== undefined ||
        /google/i.test((policy && attr(policy, 'content')) ?? '')
      )
    }
    expect(exportedPages().length).toBeGreaterThan(100)
    expect(
      exportedPages()
        .filter((page) => analytics(page.html))
        .map((page) => page.file),
    ).toEqual([])
  })
})

describe('in a shallow clone (the default checkout of most CI and hosting services)', () => {
  let shallow = ''
  let content: Run
  afterAll(() => {
    if (shallow) removeProjectCopy(shallow)
  })

  it('the content build says in one line that git cannot date the pages, and how to fix it', async () => {
    shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'track-shallow-'))
    fs.rmdirSync(shallow)
    git(dir, ['clone', '--quiet', '--depth', '1', `file://${dir}`, shallow])
    fs.symlinkSync(path.join(dir, 'node_modules'), path.join(shallow, 'node_modules'))
    content = await run('contentlayer2', ['build'], {}, shallow)
    expectPassed(content, 'contentlayer2 build in a shallow clone')
    expect(content.output.split('\n').filter((line) => line.includes('Shallow git clone'))).toEqual([SHALLOW_CLONE_WARNING])
    expect(SHALLOW_CLONE_WARNING).toContain('git fetch --unshallow')
  }, 120_000)

  it('no page takes the newest commit’s date as its own: a front matter date or none', () => {
    const newest = git(shallow, ['log', '-1', '--format=%cI']).trim()
    const generated = (type: string) =>
      JSON.parse(fs.readFileSync(path.join(shallow, '.contentlayer/generated', type, '_index.json'), 'utf8')) as {
        lastModified: string
        lastUpdated?: string
        date?: string
        translationOutdated: boolean
      }[]
    for (const doc of generated('Doc')) expect(doc.lastModified).toBe(doc.lastUpdated ?? '')
    for (const post of generated('Post')) expect(post.lastModified).toBe([post.date!, post.lastUpdated ?? ''].sort().at(-1))
    expect([...generated('Doc'), ...generated('Post')].filter((item) => item.lastModified === newest)).toEqual([])
    expect([...generated('Doc'), ...generated('Post')].filter((item) => item.translationOutdated)).toEqual([])
  })

  it('npm run translations says it cannot tell outdated texts there', async () => {
    const translations = await run('tsx', ['scripts/translations.ts'], {}, shallow)
    expectPassed(translations, 'npm run translations in a shallow clone')
    expect(translations.output).toContain('outdated texts cannot be told apart')
  }, 60_000)
})

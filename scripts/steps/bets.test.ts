// The bets on Next.js's and React's internals: one row each in docs/architecture.md, with the versions of scripts/steps/bets.ts,
// each named by a test that guards it, each verified with what is installed.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Bet, BETS, betsNamed, betTable, installedVersions, versionNotice } from './bets'
import { fixtureVersions } from './flight-fixture'

/** Source and test files of the project, by extension, outside what is generated or installed. */
function projectFiles(dir: string, test: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => !/(^|[\\/])(node_modules|fixtures)([\\/]|$)/.test(rel) && test(rel))
    .map((rel) => path.join(dir, rel))
}
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file)
const code = ['scripts', 'tests', 'lib', 'components', 'app'].flatMap((dir) => projectFiles(dir, (file) => /\.tsx?$/.test(file)))

describe('the table of bets in docs/architecture.md', () => {
  const rows = betTable(fs.readFileSync('docs/architecture.md', 'utf8'))

  it('has one row for each bet of scripts/steps/bets.ts, in its order', () => {
    expect(rows.map(({ id }) => id)).toEqual(Object.keys(BETS))
  })

  it('gives each row the versions it was verified with, as scripts/steps/bets.ts does, and what the build checks and what guards it', () => {
    for (const { id, verified, build, guards } of rows) {
      const { next, react } = BETS[id as Bet]
      expect(verified, id).toBe(`Next ${next}, React ${react}`)
      expect(build, id).not.toBe('')
      expect(guards, id).toMatch(/\.(test|spec)\.ts/)
    }
  })
})

it('each `[bet: …]` in the code and the tests names a row of the table', () => {
  const named = code.flatMap((file) => betsNamed(fs.readFileSync(file, 'utf8')).map((id) => ({ file, id })))
  expect(named.length, 'bets named').toBeGreaterThan(Object.keys(BETS).length)
  expect(named.filter(({ id }) => !(id in BETS)).map(({ file, id }) => `${file}: ${id}`)).toEqual([])
})

it('each bet is named by a test, so that a failure after an upgrade says which bet broke (npm run check:upgrade)', () => {
  const tested = new Set(code.filter(isTest).flatMap((file) => betsNamed(fs.readFileSync(file, 'utf8'))))
  expect(Object.keys(BETS).filter((id) => !tested.has(id))).toEqual([])
})

describe('versions', () => {
  const installed = installedVersions()

  it('reads the installed Next.js and the React it bundles', () => {
    expect(installed.next).toMatch(/^\d+\.\d+\.\d+/)
    expect(installed.react).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('every bet was verified with what is installed: after an upgrade, check each row again and raise its versions', () => {
    const stale = (Object.entries(BETS) as [Bet, typeof installed][]).filter(
      ([, verified]) => verified.next !== installed.next || verified.react !== installed.react,
    )
    expect(
      stale.map(([id, v]) => `${id}: verified with next ${v.next}, React ${v.react}`),
      `next ${installed.next} and React ${installed.react} are installed: npm run check:upgrade and npm test say which rows of docs/architecture.md ("Bets on Next.js and React internals") still hold`,
    ).toEqual([])
  })

  it('the flight tests’ real page was written by what is installed (npx tsx scripts/steps/flight-fixture.ts after a build)', () => {
    expect(fixtureVersions()).toEqual(installed)
  })

  it('the build says nothing when the versions are the verified ones, and names the bets left to check when not', () => {
    expect(versionNotice(BETS['css-in-payload'])).toBeUndefined()
    const notice = versionNotice({ next: '17.0.0', react: '20.0.0' })
    expect(notice).toContain(
      `next 17.0.0 with React 20.0.0: ${Object.keys(BETS).length} bets on their internals were verified with other versions`,
    )
    expect(notice).toContain('css-in-payload')
  })
})

it('reads the bets a text names, one or several in a tag', () => {
  expect(betsNamed('x [bet: route-data] y [bet: inline-css, css-in-payload] [bet: route-data] [bet: <id>]')).toEqual([
    'route-data',
    'inline-css',
    'css-in-payload',
  ])
})

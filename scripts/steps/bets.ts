// The bets the build makes on Next.js's and React's internals: what it assumes of their output or behaviour that no
// public API states. docs/architecture.md ("Bets on Next.js and React internals") gives each a row: what is assumed,
// the versions it was verified with, what the build checks, and the tests that guard what it means. A build error and
// a test that guards a bet name its row as `[bet: <id>]` (several: `[bet: <id>, <id>]`), so that a failure after an
// upgrade says which assumption broke: `npm run check:upgrade -- next@<version>` prints those rows.
//
// A bet is verified with a version of Next.js and of the React that Next.js bundles (the App Router renders and
// hydrates with that copy, next/dist/compiled/react*, not with the project's react and react-dom packages). When a row
// is checked again on a new version (the rehearsal passes, and its guards still test what they say), its versions
// here and in its row are raised; scripts/steps/bets.test.ts fails while they differ from what is installed.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export interface Versions {
  next: string
  /** The React Next.js bundles (its `version` export), not the project's react package. */
  react: string
}

const NEXT_16_4_5: Versions = { next: '16.4.5', react: '19.3.0-canary-278794d7-20261002' }

/** Each bet, by its row's id in docs/architecture.md, with the versions it was last verified with. */
export const BETS = {
  'export-layout': NEXT_16_4_5,
  'segment-files': NEXT_16_4_5,
  'route-data': NEXT_16_4_5,
  'payload-scripts': NEXT_16_4_5,
  'flight-rows': NEXT_16_4_5,
  'inline-css': NEXT_16_4_5,
  'css-in-payload': NEXT_16_4_5,
  'style-adopted': NEXT_16_4_5,
  'script-text': NEXT_16_4_5,
  'chunk-scripts': NEXT_16_4_5,
  'inline-script-kinds': NEXT_16_4_5,
  'head-script': NEXT_16_4_5,
  'sitemap-manifests': NEXT_16_4_5,
  'navigation-request': NEXT_16_4_5,
} satisfies Record<string, Versions>

export type Bet = keyof typeof BETS

/** How a build error or a test title names the rows it is about. */
export const bet = (...ids: Bet[]) => `[bet: ${ids.join(', ')}]`

/** Every row a text names (`[bet: <id>]`, `[bet: <id>, <id>]`), in order, each once. */
export function betsNamed(text: string): string[] {
  const ids = [...text.matchAll(/\[bet: ([a-z-]+(?:, [a-z-]+)*)\]/g)].flatMap((m) => m[1].split(', '))
  return [...new Set(ids)]
}

export interface BetRow {
  id: string
  assumes: string
  verified: string
  build: string
  guards: string
}

/** The rows of the table under "## Bets on Next.js and React internals" in `markdown` (docs/architecture.md). */
export function betTable(markdown: string): BetRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Bets on Next.js and React internals'))
  if (!section) throw new Error('docs/architecture.md has no section "Bets on Next.js and React internals"')
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [id, assumes, verified, build, guards] = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim())
      return { id: id.replaceAll('`', ''), assumes, verified, build, guards }
    })
}

/** The versions installed in the project at `root`; `unknown` where one cannot be read. */
export function installedVersions(root = process.cwd()): Versions {
  const require = createRequire(path.join(root, 'package.json'))
  const read = (what: () => unknown) => {
    try {
      const value = what()
      return typeof value === 'string' ? value : 'unknown'
    } catch {
      return 'unknown' // not installed, or laid out differently: the check says so
    }
  }
  return {
    next: read(() => (JSON.parse(fs.readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: unknown }).version),
    // The copy the App Router runs, by the path Next.js 16 keeps it at.
    react: read(() => (require('next/dist/compiled/react') as { version: unknown }).version),
  }
}

/** The bets last verified with other versions than `installed`. */
export function unverifiedBets(installed: Versions): Bet[] {
  return (Object.entries(BETS) as [Bet, Versions][])
    .filter(([, verified]) => verified.next !== installed.next || verified.react !== installed.react)
    .map(([id]) => id)
}

/** One line for the build's output: nothing to say, or which bets an upgrade left to check again. */
export function versionNotice(installed: Versions): string | undefined {
  const unverified = unverifiedBets(installed)
  if (unverified.length === 0) return undefined
  return (
    `⚠ next ${installed.next} with React ${installed.react}: ${unverified.length} bets on their internals were verified with other ` +
    `versions (${unverified.join(', ')}). docs/architecture.md ("Bets on Next.js and React internals") says what each assumes; ` +
    '`npm test`, or `npm run check:upgrade -- next@<version>` before the upgrade, says which still hold'
  )
}

// The real payload the flight tests read (scripts/steps/flight.test.ts), beside their hand-made ones: one page as Next.js
// wrote it, React's payload inside, and that page's route data, copied from the last build's .next/server/app (the
// files the export copies into out/, before any step of the build changes them), with the versions that wrote them.
// The page is the localized not-found page: the smallest with the whole layout (navbar, footer, head script, the
// stylesheet inline). The files are verbatim output, never edited by hand: what they hold is Next's, React's and
// next-themes' code (next-themes' inline theme script has an empty catch of its own), not the project's.
//
// `npx tsx scripts/steps/flight-fixture.ts` after `npm run build` captures it again: after an upgrade of Next.js, so
// that the tests read what the new version writes (scripts/steps/bets.test.ts fails until then), and in the copy that
// `npm run check:upgrade` builds.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { installedVersions, type Versions } from './bets'

export const FIXTURE_DIR = path.join('scripts', 'steps', 'fixtures', 'flight')
/** The fixture's files, relative to the project's root. */
export const FIXTURE = {
  page: path.join(FIXTURE_DIR, 'page.html'),
  routeData: path.join(FIXTURE_DIR, 'page.txt'),
  versions: path.join(FIXTURE_DIR, 'versions.json'),
}
/** Where Next's build leaves the page and its route data (the export copies them to out/en/404.html and .txt). */
const SOURCE = {
  page: path.join('.next', 'server', 'app', 'en', '404.html'),
  routeData: path.join('.next', 'server', 'app', 'en', '404.rsc'),
}

/** Copies the page and its route data from the last build of the project at `root`; returns the versions captured. */
export function captureFlightFixture(root = process.cwd()): Versions {
  for (const file of Object.values(SOURCE)) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`flight fixture: no ${file}: run npm run build first`)
  }
  fs.mkdirSync(path.join(root, FIXTURE_DIR), { recursive: true })
  fs.copyFileSync(path.join(root, SOURCE.page), path.join(root, FIXTURE.page))
  fs.copyFileSync(path.join(root, SOURCE.routeData), path.join(root, FIXTURE.routeData))
  const versions = installedVersions(root)
  fs.writeFileSync(path.join(root, FIXTURE.versions), `${JSON.stringify(versions, null, 2)}\n`)
  return versions
}

export const fixtureVersions = (root = process.cwd()) => JSON.parse(fs.readFileSync(path.join(root, FIXTURE.versions), 'utf8')) as Versions

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { next, react } = captureFlightFixture()
  console.log(`flight fixture: ${FIXTURE.page} and ${FIXTURE.routeData}, written by next ${next} with React ${react}`)
}

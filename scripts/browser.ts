// Finds a Chromium to drive: $CHROMIUM_PATH, then Playwright's own download, then Debian's. The browser tests take
// Debian's headless-only build when it is installed (package chromium-headless-shell, what Playwright itself runs
// headless tests in): it skips the full browser's display pipeline, and the browser tests took about a fifth less time
// in it (templates and search specs, 2 cores, alternated: 106 s against 129 s). The benchmarks measure what a visitor
// lives through, so they drive the full browser.
import fs from 'node:fs'
import { chromium } from '@playwright/test'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Debian's headless-only Chromium (package chromium-headless-shell). */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

interface Options {
  /** Throw when none is found (default), or return undefined. */
  required?: boolean
  /** For tests: Debian's headless-only build first, when installed. */
  headlessShell?: boolean
}

export function chromiumPath(options?: Options & { required?: true }): string
export function chromiumPath(options: Options & { required: false }): string | undefined
export function chromiumPath({ required = true, headlessShell = false }: Options = {}): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    // Playwright names its own download's path whether or not it was ever downloaded.
    chromium.executablePath(),
    headlessShell ? DEBIAN_HEADLESS_SHELL : undefined,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]
  const found = candidates.find((p) => p && fs.existsSync(p))
  if (!found && required) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: sudo apt-get install chromium-headless-shell for the tests, chromium for the benchmarks) or set CHROMIUM_PATH to a Chrome/Chromium binary.',
    )
  }
  return found
}

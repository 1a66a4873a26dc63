// Finds a Chromium to drive: $CHROMIUM_PATH, then Playwright's own download, then Debian's /usr/bin/chromium.
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

function playwrightChromium(): string | undefined {
  try {
    const p = chromium.executablePath()
    return p && fs.existsSync(p) ? p : undefined
  } catch {
    return undefined
  }
}

export function chromiumPath(options?: { required?: true }): string
export function chromiumPath(options: { required: false }): string | undefined
export function chromiumPath({ required = true }: { required?: boolean } = {}): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    playwrightChromium(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]
  const found = candidates.find((p) => p && fs.existsSync(p))
  if (!found && required) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chrome/Chromium binary.',
    )
  }
  return found
}

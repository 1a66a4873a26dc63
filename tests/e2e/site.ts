// Helpers shared by the end-to-end tests: the list of exported pages, and a page wrapper that
// records console errors and failed requests.
import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

export const OUT = path.resolve('out')

/** Every HTML page of the export as its public URL path (`blog.html` → `/blog`), 404 pages apart. */
export function exportedPages(): string[] {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '_next' && entry.name !== 'pagefind') walk(full)
      } else if (entry.name.endsWith('.html')) {
        const rel = path.relative(OUT, full).split(path.sep).join('/')
        if (rel === '_not-found.html' || /(^|\/)404\.html$/.test(rel)) continue
        const url = `/${rel.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`
        pages.push(url === '/' ? '/' : url.replace(/\/$/, ''))
      }
    }
  }
  walk(OUT)
  return pages.sort()
}

export const localeOf = (urlPath: string) => (urlPath === '/fr' || urlPath.startsWith('/fr/') ? 'fr' : 'en')

export interface Problems {
  console: string[]
  requests: string[]
}

/** Collects console errors, uncaught exceptions and failed (4xx/5xx or aborted) requests of a page. */
export function watchProblems(page: Page, { allow404 = false } = {}): Problems {
  const problems: Problems = { console: [], requests: [] }
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    const text = msg.text()
    // The 404 page's own document status is logged by Chromium as a resource error.
    if (allow404 && /status of 404/.test(text)) return
    problems.console.push(text)
  })
  page.on('pageerror', (error) => problems.console.push(`pageerror: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400 && !(allow404 && response.request().resourceType() === 'document')) {
      problems.requests.push(`${response.status()} ${response.url()}`)
    }
  })
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? ''
    // Chromium reports HEAD fetches (Next's prefetch probe) and requests cut short by a navigation as aborted.
    if (failure.includes('ERR_ABORTED')) return
    problems.requests.push(`${failure} ${request.url()}`)
  })
  return problems
}

export async function expectNoProblems(problems: Problems) {
  expect(problems.console, 'console errors').toEqual([])
  expect(problems.requests, 'failed requests').toEqual([])
}

/**
 * Waits until the layout's behaviours (lib/enhance.ts: menus, navbar hiding, progress bar, banners, search), which
 * load when the browser is first idle after hydration, are attached.
 */
export async function behavioursReady(page: Page) {
  await expect(page.locator('html[data-behaviours]')).toBeAttached()
}

/** Marks the window so a test can tell a client-side navigation (marker kept) from a full load (marker gone). */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true))
}
export async function windowIsMarked(page: Page) {
  return page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa === true)
}

/** Declines analytics so the consent banner does not cover the page (the banner has its own tests). */
export async function declineAnalytics(page: Page) {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('track-analytics-consent', 'denied')
    } catch {}
  })
}

/** Records Content-Security-Policy violations from the first script on, and console errors about a policy. */
export async function watchPolicies(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener(
      'securitypolicyviolation',
      (e) => w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`.trim()),
      true,
    )
  })
  const consoleErrors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content.Security.Policy|Permissions.Policy/i.test(msg.text())) consoleErrors.push(msg.text())
  })
  return consoleErrors
}

/** Lets hydration and the work it starts run (violations are reported in tasks of their own). */
export const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 2000 })))

export async function expectNoViolations(page: Page, consoleErrors: string[]) {
  await settle(page)
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), 'CSP violations').toEqual([])
  expect(consoleErrors, 'console errors about a policy').toEqual([])
}

/** The page's policy: scripts only from the site, by hash and from the analytics host; nothing eval'd, no framing. */
export function expectStrictPolicy(policy: string | undefined) {
  expect(policy, 'Content-Security-Policy header').toBeTruthy()
  const directives: Record<string, string[]> = Object.fromEntries(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
  expect(directives['default-src']).toEqual(["'self'"])
  expect(directives['script-src']).toContain("'self'")
  expect(directives['script-src']).not.toContain("'unsafe-inline'")
  expect(directives['script-src']).not.toContain("'unsafe-eval'")
  expect(directives['script-src'].filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0)
  expect(directives['object-src']).toEqual(["'none'"])
  expect(directives['frame-ancestors']).toEqual(["'none'"])
  expect(directives['base-uri']).toEqual(["'self'"])
}

// Helpers shared by the browser tests: waits on the page's own state (never on time), and watchers for console
// errors, failed requests and Content-Security-Policy violations.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type axe from 'axe-core'

/** The page has hydrated: React runs and internal links navigate client-side (components/layout/site-behaviour.tsx). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]'), 'the page hydrated').toBeAttached()
}

/**
 * The layout's behaviours (lib/browser/enhance.ts: menus, navbar hiding, progress bar, banners, prefetch) are attached; they
 * load once the page has hydrated and the browser is idle.
 */
export async function behavioursReady(page: Page) {
  await expect(page.locator('html[data-behaviours]'), 'the behaviours are attached').toBeAttached()
}

/** Resolves when the page's main thread is idle: the work a change started (effects, observers) has run. */
export const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 2000 })))

/** Resolves after the browser has rendered two more frames: scroll handlers and observers have seen the last change. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

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

/** Marks the window so a test can tell a client-side navigation (marker kept) from a full load (marker gone). */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true))
}
export async function windowIsMarked(page: Page) {
  return page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa === true)
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

export async function expectNoViolations(page: Page, consoleErrors: string[]) {
  // Violations are reported in tasks of their own: let the page's pending work run first.
  await pageIdle(page)
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), 'CSP violations').toEqual([])
  expect(consoleErrors, 'console errors about a policy').toEqual([])
}

/** The policy a page carries in its <head> (scripts/steps/headers.ts), which must be the first element there. */
export async function pagePolicy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const first = document.head.firstElementChild
    return first?.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy' ? first.getAttribute('content') : null
  })
}

/** The page's policy: scripts only from the site, by hash and from the analytics host; nothing eval'd, no plugins. */
export function expectStrictPolicy(policy: string | null | undefined) {
  expect(policy, 'Content-Security-Policy, first in <head>').toBeTruthy()
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
  expect(directives['base-uri']).toEqual(["'self'"])
}

/** WCAG 2.2 AA, as axe tags it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's minified build: the page compiles it in a quarter less time than `axe.source`, the unminified one (430 against
 * 560 ms a page, measured on a help page and the home page).
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * No axe violation (WCAG 2.2 AA; axe's experimental rules apart) on the page, or inside `include`, each named with the
 * elements at fault. axe is injected once per document through the DevTools protocol (the page's policy does not
 * apply to it) and run in the page: several runs on one page (themes, widths) cost a fraction of a fresh injection each.
 */
export async function expectNoAxeViolations(page: Page, what: string, include?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const { run } = (window as unknown as { axe: typeof axe }).axe
      // resultTypes: only violations get their details worked out, not the thousands of passing checks (axe's own
      // advice for speed); the verdict is the same.
      const result = await run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return result.violations
        .filter((v) => !v.tags.includes('experimental'))
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    },
    { tags: WCAG_TAGS, include },
  )
  expect(violations, `axe violations (${what})`).toEqual([])
}

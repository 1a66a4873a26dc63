// The upgrade rehearsal's reading of what failed: each failing check mapped to the rows of the bets it names.
import fs from 'node:fs'
import { expect, it } from 'vitest'
import { betTable } from './steps/bets'
import { outputFailure, packagesFor, playwrightFailures, report, vitestFailures } from './check-upgrade'

const rows = betTable(fs.readFileSync('docs/architecture.md', 'utf8'))

it('reads the failed tests of a vitest report, with the bets their title or error names', () => {
  const vitest = {
    testResults: [
      {
        name: '/tmp/copy/tests/export/weights.test.ts',
        assertionResults: [
          {
            fullName: 'the stylesheet travels once [bet: css-in-payload, route-data]',
            status: 'failed',
            failureMessages: ['expected […]'],
          },
          { fullName: 'every page runs at most 140 KB', status: 'passed', failureMessages: [] },
          { fullName: 'every page’s HTML is at most 55 KB gzip', status: 'failed', failureMessages: ['/fr: 61 KB'] },
        ],
      },
      {
        name: '/tmp/copy/scripts/steps/flight.test.ts',
        assertionResults: [
          {
            fullName: 'a real page › reads as rows',
            status: 'failed',
            failureMessages: ['Error: not a React payload at byte 3 [bet: flight-rows]'],
          },
        ],
      },
    ],
  }
  expect(vitestFailures('export', vitest)).toEqual([
    {
      stage: 'export',
      what: 'weights.test.ts › the stylesheet travels once [bet: css-in-payload, route-data]',
      bets: ['css-in-payload', 'route-data'],
    },
    { stage: 'export', what: 'weights.test.ts › every page’s HTML is at most 55 KB gzip', bets: [] },
    { stage: 'export', what: 'flight.test.ts › a real page › reads as rows', bets: ['flight-rows'] },
  ])
})

it('reads the failed and flaky tests of a Playwright report, nested suites included', () => {
  const playwright = {
    suites: [
      {
        title: 'shell.spec.ts',
        file: 'shell.spec.ts',
        specs: [],
        suites: [
          {
            title: 'routing',
            specs: [
              {
                title: 'client-side navigation [bet: style-adopted]',
                tests: [{ status: 'unexpected', results: [{ error: { message: 'x' } }] }],
              },
              { title: 'the skip link', tests: [{ status: 'expected' }] },
              { title: 'the progress bar', tests: [{ status: 'flaky' }] },
            ],
          },
        ],
      },
    ],
  }
  expect(playwrightFailures('browser', playwright)).toEqual([
    { stage: 'browser', what: 'shell.spec.ts › routing › client-side navigation [bet: style-adopted]', bets: ['style-adopted'] },
    { stage: 'browser', what: 'shell.spec.ts › routing › the progress bar (flaky)', bets: [] },
  ])
})

it('reads the bets a failed build names in its output', () => {
  const build =
    'finish pages: 1 problems:\n  /blog.html: the page carries /a.css inline, and its React payload renders no stylesheet [bet: css-in-payload]. If…'
  expect(outputFailure('build', `next build…\n✗ build stage "finish pages" failed:\n${build}`).bets).toEqual(['css-in-payload'])
})

it('prints each bet that broke with what it assumes and what broke it, then what failed naming none', () => {
  const text = report(
    [
      { stage: 'build', what: 'finish pages: /blog.html … [bet: css-in-payload]', bets: ['css-in-payload'] },
      { stage: 'export', what: 'weights.test.ts › the stylesheet travels once', bets: ['css-in-payload', 'route-data'] },
      { stage: 'browser', what: 'home.spec.ts › the carousel', bets: [] },
    ],
    rows,
  )
  expect(text).toMatch(/^Bets that broke \(docs\/architecture\.md, "Bets on Next\.js and React internals"\): css-in-payload, route-data\n/)
  expect(text).toContain('✗ css-in-payload (verified with Next ')
  expect(text).toContain(`  assumes: ${rows.find((row) => row.id === 'css-in-payload')!.assumes}`)
  expect(text).toContain(
    '  - build: finish pages: /blog.html … [bet: css-in-payload]\n  - export: weights.test.ts › the stylesheet travels once',
  )
  expect(text).toContain('✗ route-data')
  expect(text).toContain(
    "Failed without naming a bet (1: a change of Next's public behaviour, or of the project's own code):\n  - browser: home.spec.ts › the carousel",
  )
  expect(report([], rows)).toBe('No bet broke: every stage passed.')
})

it('installs next with the packages of its family the project depends on, at the same version where the registry has it', () => {
  const manifest = { dependencies: { next: '16.4.5', '@next/env': '16.4.5' }, devDependencies: { 'eslint-config-next': '16.4.5' } }
  expect(packagesFor('16.5.0', manifest)).toEqual({
    install: ['next@16.5.0', 'eslint-config-next@16.5.0', '@next/env@16.5.0'],
    kept: [],
  })
  expect(packagesFor('16.5.0', { dependencies: { next: '16.4.5' } })).toEqual({ install: ['next@16.5.0'], kept: [] })
  // A canary published without an eslint-config-next of its own.
  expect(packagesFor('16.5.0-canary.38', manifest, (name) => name !== 'eslint-config-next')).toEqual({
    install: ['next@16.5.0-canary.38', '@next/env@16.5.0-canary.38'],
    kept: ['eslint-config-next'],
  })
})

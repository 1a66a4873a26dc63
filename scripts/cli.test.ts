// The command lines of scripts/ and bench/: an unknown or misspelt option stops the command with its usage, never
// ignored (a misspelt --production would otherwise build the site with its samples).
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { expect, it, vi } from 'vitest'
import { cli } from './cli'
import { stubProperty } from '../tests/stub-property'

const USAGE = 'tsx example.ts [--runs N] [--pages a,b] [--quick]'
const OPTIONS = { runs: { type: 'string', default: '3' }, pages: { type: 'string' }, quick: { type: 'boolean' } } as const

/** `cli` on `args`: what it returns, or the exit code it stopped with and what it printed. */
function run(args: string[], check?: (parsed: ReturnType<typeof cli<typeof OPTIONS>>) => unknown) {
  stubProperty(process, 'argv', { value: ['node', 'example.ts', ...args], writable: true })
  const printed: string[] = []
  vi.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text))
  vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text))
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw Object.assign(new Error('exit'), { code })
  })
  try {
    const parsed = cli(USAGE, OPTIONS)
    return { value: check ? check(parsed) : parsed.values, code: undefined, printed: printed.join('\n') }
  } catch (error) {
    return { value: undefined, code: (error as { code?: number }).code, printed: printed.join('\n') }
  } finally {
    vi.restoreAllMocks()
  }
}

it('reads the options it is given, with their defaults', () => {
  expect(run(['--quick', '--pages', 'home,doc']).value).toEqual({ runs: '3', pages: 'home,doc', quick: true })
})

it('stops on an unknown or misspelt option, with the usage, exit 2', () => {
  const result = run(['--quikc'])
  expect(result.code).toBe(2)
  expect(result.printed).toContain("Unknown option '--quikc'")
  expect(result.printed).toContain(USAGE)
})

it('prints the usage on --help, exit 0', () => {
  expect(run(['--help'])).toMatchObject({ code: 0, printed: USAGE })
})

it('checks counts and lists, naming the option and the value', () => {
  expect(run(['--runs', '0'], ({ values, count }) => count('runs', values.runs)).printed).toContain(
    '--runs takes a whole number of at least 1, not "0"',
  )
  expect(run(['--runs', '5'], ({ values, count }) => count('runs', values.runs)).value).toBe(5)
  const pages = (args: string[]) => run(args, ({ values, subset }) => subset('pages', values.pages, ['home', 'doc'] as const))
  expect(pages(['--pages', 'doc']).value).toEqual(['doc'])
  expect(pages(['--pages', 'doc,blog'])).toMatchObject({
    code: 2,
    printed: expect.stringContaining('unknown "blog" (choose from home, doc)'),
  })
})

it('the build stops on a misspelt option before any stage starts', () => {
  // Run from the temporary folder: had the option been ignored, the build would fail at once there (no Next to run),
  // never build the repository.
  const root = process.cwd()
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'scripts', 'build.ts'), '--prodution'], {
    cwd: os.tmpdir(),
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
    encoding: 'utf8',
  })
  expect(build.stderr).toContain("Unknown option '--prodution'")
  expect(build.status).toBe(2)
  expect(build.stdout).not.toContain('Build stages')
})

// What the build's caches key their entries by (./step-cache.ts): a step's code is every project file it imports and
// every package they use, so that a change to any of them makes every entry again.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { codeHash, codeInputs, importsOf, packageVersions, StepCache } from './step-cache'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'step-cache-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), text)
}
const lock = (versions: Record<string, string>) =>
  JSON.stringify({
    lockfileVersion: 3,
    packages: {
      '': {},
      'node_modules/a': { version: versions.a, dependencies: { b: '^1' } },
      'node_modules/b': { version: versions.b },
      'node_modules/a/node_modules/b': { version: versions.nestedB },
      'node_modules/unused': { version: '1.0.0' },
    },
  })

it('reads the imports of a module, whatever their form, and not those of its comments', () => {
  expect(
    importsOf(`// import x from 'in-a-comment'
import fs from 'node:fs'
import type { T } from './types'
import { type U, v } from '@/lib/v'
import './side-effect'
export { w } from "./w"
export * from './all'
const later = await import('./later')
const text = 'import nothing from here'`),
  ).toEqual([
    { specifier: 'node:fs', typeOnly: false },
    { specifier: './types', typeOnly: true },
    { specifier: '@/lib/v', typeOnly: false },
    { specifier: './side-effect', typeOnly: false },
    { specifier: './w', typeOnly: false },
    { specifier: './all', typeOnly: false },
    { specifier: './later', typeOnly: false },
  ])
})

it('hashes the step, every project file it imports and the packages they use, with their dependencies', () => {
  write('step.ts', "import { b } from './b'\nimport a from 'a'\nimport type { T } from './types'\n")
  write('b.ts', "import messages from '@/messages/en.json'\nexport const b = 1\n")
  write('messages/en.json', '{"a":"A"}')
  write('types.ts', 'export type T = 1\n')
  write('package-lock.json', lock({ a: '1.0.0', b: '1.0.0', nestedB: '1.1.0' }))
  const step = path.join(root, 'step.ts')
  const inputs = codeInputs([step], root)
  expect([...inputs.files.keys()].map((file) => path.relative(root, file))).toEqual(['step.ts', 'b.ts', 'messages/en.json'])
  expect(inputs.packages).toEqual(['a'])
  // Node's resolution: a's own b, nested under it, not the top-level one.
  expect(packageVersions(['a'], path.join(root, 'package-lock.json'))).toEqual([
    'node_modules/a/node_modules/b@1.1.0',
    'node_modules/a@1.0.0',
  ])

  const hash = () => codeHash([step], { root })
  const first = hash()
  expect(hash()).toBe(first)
  write('types.ts', 'export type T = 2\n')
  expect(hash(), 'a type-only import runs no code').toBe(first)
  write('messages/en.json', '{"a":"B"}')
  const second = hash()
  expect(second, 'a message changed').not.toBe(first)
  write('package-lock.json', lock({ a: '1.0.0', b: '1.0.0', nestedB: '1.2.0' }))
  expect(hash(), 'a dependency of a package upgraded').not.toBe(second)
  const third = hash()
  write('package-lock.json', lock({ a: '1.0.0', b: '2.0.0', nestedB: '1.2.0' }))
  expect(hash(), 'a package the step does not use').toBe(third)
})

it('stops when an import is no file of the project or a package the lock does not list', () => {
  write('broken.ts', "import { x } from './missing'\n")
  expect(() => codeHash([path.join(root, 'broken.ts')], { root })).toThrow('broken.ts imports ./missing, which is no file of the project')
  write('unlisted.ts', "import x from 'not-installed'\n")
  expect(() => codeHash([path.join(root, 'unlisted.ts')], { root })).toThrow('not-installed is imported but')
})

it('keeps what it made under its input and code, reads it back, and keeps only what the last build used', () => {
  const dir = path.join(root, 'cache')
  let calls = 0
  const make = (value: string) => () => {
    calls++
    return { value }
  }
  for (const compress of [false, true]) {
    const first = new StepCache(dir, 'code 1', compress)
    expect(first.get({ page: 'a' }, make('A'))).toEqual({ value: 'A' })
    expect(first.get({ page: 'b' }, make('B'))).toEqual({ value: 'B' })
    const second = new StepCache(dir, 'code 1', compress)
    expect(second.get({ page: 'a' }, make('not made'))).toEqual({ value: 'A' })
    expect(second.summary()).toMatch(/^0 made, 1 from .*cache\/$/)
    second.prune()
    expect(fs.readdirSync(dir)).toHaveLength(1)
    const other = new StepCache(dir, 'code 2', compress)
    expect(other.get({ page: 'a' }, make('A again'))).toEqual({ value: 'A again' })
    fs.rmSync(dir, { recursive: true })
  }
  expect(calls).toBe(6)
})

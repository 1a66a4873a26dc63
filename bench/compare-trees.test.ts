import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { compareTrees, firstDifference, listFiles, pathHasBuildId, replaceBuildIds } from './compare-trees'

let root = ''

/** Two fixture folders, A and B, from { relativePath: content } maps. */
function fixture(a: Record<string, string | Buffer>, b: Record<string, string | Buffer>): [string, string] {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-trees-'))
  return (
    [
      ['a', a],
      ['b', b],
    ] as const
  ).map(([name, files]) => {
    const dir = path.join(root, name)
    fs.mkdirSync(dir)
    for (const [rel, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), content)
    }
    return dir
  }) as [string, string]
}

afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

const site = {
  'index.html': '<h1>Home</h1>',
  'blog/post.html': '<h1>Post</h1>',
  'og/post.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
}

it('lists nested files with / separators, sorted', () => {
  const [a] = fixture(site, {})
  expect(listFiles(a)).toEqual(['blog/post.html', 'index.html', 'og/post.png'])
})

it('finds two identical trees identical', () => {
  const [a, b] = fixture(site, site)
  expect(compareTrees(a, b)).toEqual({ onlyInA: [], onlyInB: [], different: [], ignored: [], normalised: [], compared: 3, identical: true })
})

it('reports files present on one side only and files whose bytes differ', () => {
  const [a, b] = fixture(
    { ...site, 'old.html': 'x' },
    { ...site, 'blog/post.html': '<h1>Post!</h1>', 'og/post.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 3]), 'docs/new.html': 'y' },
  )
  const result = compareTrees(a, b)
  expect(result.onlyInA).toEqual(['old.html'])
  expect(result.onlyInB).toEqual(['docs/new.html'])
  expect(result.different).toEqual(['blog/post.html', 'og/post.png'])
  expect(result.compared).toBe(3)
  expect(result.identical).toBe(false)
})

it('ignores files whose path carries a build id, and replaces the build id inside contents', () => {
  const [a, b] = fixture(
    {
      '_next/static/BUILD-A/_buildManifest.js': 'a',
      '_next/static/chunks/app.js': 'same chunk',
      'index.html': '<script>{"b":"BUILD-A"}</script>',
      'index.txt': 'b:BUILD-A',
    },
    {
      '_next/static/BUILD-B/_buildManifest.js': 'b',
      '_next/static/chunks/app.js': 'same chunk',
      'index.html': '<script>{"b":"BUILD-B"}</script>',
      'index.txt': 'b:BUILD-B',
    },
  )
  expect(compareTrees(a, b).identical).toBe(false)
  const result = compareTrees(a, b, { ignore: pathHasBuildId('BUILD-A', 'BUILD-B'), normalise: replaceBuildIds('BUILD-A', 'BUILD-B') })
  expect(result.ignored).toEqual(['_next/static/BUILD-A/_buildManifest.js', '_next/static/BUILD-B/_buildManifest.js'])
  expect(result.normalised).toEqual(['index.html', 'index.txt'])
  expect(result.compared).toBe(3)
  expect(result.identical).toBe(true)
})

it('still reports a real difference next to a normalised build id', () => {
  const [a, b] = fixture({ 'index.html': 'BUILD-A <p>one</p>' }, { 'index.html': 'BUILD-B <p>two</p>' })
  const result = compareTrees(a, b, { normalise: replaceBuildIds('BUILD-A', 'BUILD-B') })
  expect(result.different).toEqual(['index.html'])
})

it('normalises the build id without altering the other bytes of a binary file', () => {
  const bytes = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00]), Buffer.from('ID-1'), Buffer.from([0xc3, 0x28])])
  const out = Buffer.from(replaceBuildIds('ID-1', 'ID-2', 'X')(bytes, 'f.bin', 'a'))
  expect([...out]).toEqual([0xff, 0xfe, 0x00, 0x58, 0xc3, 0x28])
})

it('only ignores paths with a build id segment', () => {
  const ignore = pathHasBuildId('abc123')
  expect(ignore('_next/static/abc123/_ssgManifest.js')).toBe(true)
  expect(ignore('_next/static/chunks/xyz.js')).toBe(false)
})

it('locates the first difference', () => {
  expect(firstDifference(Buffer.from('same'), Buffer.from('same'))).toBeNull()
  expect(firstDifference(Buffer.from('abcdef'), Buffer.from('abcXef'), 2)).toEqual({ offset: 3, a: 'bcde', b: 'bcXe' })
  expect(firstDifference(Buffer.from('abc'), Buffer.from('abcd'))?.offset).toBe(3)
})

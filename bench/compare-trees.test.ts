import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { compareTrees, firstDifference, listFiles } from './compare-trees'

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
  expect(compareTrees(a, b)).toEqual({ onlyInA: [], onlyInB: [], different: [], compared: 3, identical: true })
})

// The trees are this test's own fixtures (fixture() below), not the site's content.
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

it('locates the first difference', () => {
  expect(firstDifference(Buffer.from('same'), Buffer.from('same'))).toBeNull()
  expect(firstDifference(Buffer.from('abcdef'), Buffer.from('abcXef'), 2)).toEqual({ offset: 3, a: 'bcde', b: 'bcXe' })
  expect(firstDifference(Buffer.from('abc'), Buffer.from('abcd'))?.offset).toBe(3)
})

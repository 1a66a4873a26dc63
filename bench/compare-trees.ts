// Compares two folders file by file: two exports of the same commit, for `npm run check:determinism`.
import fs from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, as sorted '/'-separated paths relative to it. */
export const listFiles = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((rel) => fs.statSync(path.join(dir, rel)).isFile())
    .map((rel) => rel.split(path.sep).join('/'))
    .sort()

/** The files only in A, only in B, and in both with different bytes. */
export function compareTrees(dirA: string, dirB: string) {
  const [inA, inB] = [dirA, dirB].map((dir) => new Set(listFiles(dir)))
  const both = [...inA].filter((rel) => inB.has(rel))
  const different = both.filter((rel) => !fs.readFileSync(path.join(dirA, rel)).equals(fs.readFileSync(path.join(dirB, rel))))
  const onlyInA = [...inA].filter((rel) => !inB.has(rel))
  const onlyInB = [...inB].filter((rel) => !inA.has(rel))
  const identical = onlyInA.length + onlyInB.length + different.length === 0
  return { onlyInA, onlyInB, different, compared: both.length, identical }
}

/** The first byte offset where two buffers differ, with a little context from each. */
export function firstDifference(a: Buffer, b: Buffer, context = 60) {
  let i = 0
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++
  if (i === a.length && a.length === b.length) return null
  const around = (buffer: Buffer) => buffer.subarray(Math.max(0, i - context), i + context).toString('utf8')
  return { offset: i, a: around(a), b: around(b) }
}

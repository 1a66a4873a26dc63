// Compares two folders file by file: two exports of the same commit, for `npm run check:determinism`.
import fs from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, as sorted '/'-separated paths relative to it. */
export const listFiles = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((rel) => fs.statSync(path.join(dir, rel)).isFile())
    .map((rel) => rel.split(path.sep).join('/'))
    .sort()

export type Normalise = (content: Buffer, rel: string, side: 'a' | 'b') => Buffer

/**
 * The files only in A, only in B, and in both with different bytes. `ignore`: files left out (on either side, listed
 * in `ignored`); `normalise`: applied to each file's bytes before comparing (`normalised`: the files it changed).
 */
export function compareTrees(dirA: string, dirB: string, options: { ignore?: (rel: string) => boolean; normalise?: Normalise } = {}) {
  const [a, b] = [dirA, dirB].map(listFiles)
  const ignored = [...new Set([...a, ...b].filter((rel) => options.ignore?.(rel)))].sort()
  const [inA, inB] = [a, b].map((files) => new Set(files.filter((rel) => !ignored.includes(rel))))
  const both = [...inA].filter((rel) => inB.has(rel))
  const normalised: string[] = []
  const different = both.filter((rel) => {
    const [x, y] = [dirA, dirB].map((dir) => fs.readFileSync(path.join(dir, rel)))
    if (!options.normalise) return !x.equals(y)
    const [nx, ny] = [options.normalise(x, rel, 'a'), options.normalise(y, rel, 'b')]
    if (!nx.equals(x) || !ny.equals(y)) normalised.push(rel)
    return !nx.equals(ny)
  })
  const onlyInA = [...inA].filter((rel) => !inB.has(rel))
  const onlyInB = [...inB].filter((rel) => !inA.has(rel))
  const identical = onlyInA.length + onlyInB.length + different.length === 0
  return { onlyInA, onlyInB, different, ignored, normalised, compared: both.length, identical }
}

/** Replaces each side's build id by a placeholder. The id is ASCII: a latin1 round trip keeps every other byte. */
export const replaceBuildIds =
  (idA: string, idB: string, placeholder = '__BUILD_ID__'): Normalise =>
  (content, _rel, side) => {
    const [id, text] = [side === 'a' ? idA : idB, content.toString('latin1')]
    return text.includes(id) ? Buffer.from(text.replaceAll(id, placeholder), 'latin1') : content
  }

/** Files whose path carries one of the build ids (`_next/static/<buildId>/…`). */
export const pathHasBuildId =
  (...ids: string[]) =>
  (rel: string) =>
    rel.split('/').some((part) => ids.some((id) => part.includes(id)))

/** The first byte offset where two buffers differ, with a little context from each. */
export function firstDifference(a: Buffer, b: Buffer, context = 60) {
  let i = 0
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++
  if (i === a.length && a.length === b.length) return null
  const around = (buffer: Buffer) => buffer.subarray(Math.max(0, i - context), i + context).toString('utf8')
  return { offset: i, a: around(a), b: around(b) }
}

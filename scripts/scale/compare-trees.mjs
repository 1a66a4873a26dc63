// Compares two folders file by file (two exports of the same commit, for `npm run check:determinism`).
import fs from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, as a sorted list of '/'-separated paths relative to `dir`. */
export function listFiles(dir) {
  const files = []
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(rel)
      else files.push(rel)
    }
  }
  walk('')
  return files.sort()
}

/**
 * @param {string} dirA
 * @param {string} dirB
 * @param {{ ignore?: (relPath: string) => boolean, normalise?: (content: Buffer, relPath: string, side: 'a' | 'b') => Buffer | string }} [options]
 *   `ignore`: files left out of the comparison (on either side). `normalise`: applied to each file's bytes before comparing.
 * @returns {{ onlyInA: string[], onlyInB: string[], different: string[], ignored: string[], normalised: string[], compared: number, identical: boolean }}
 *   `normalised`: files whose bytes `normalise` changed on at least one side.
 */
export function compareTrees(dirA, dirB, { ignore = () => false, normalise } = {}) {
  const ignored = new Set()
  const keep = (list) =>
    list.filter((rel) => {
      if (!ignore(rel)) return true
      ignored.add(rel)
      return false
    })
  const filesA = keep(listFiles(dirA))
  const filesB = keep(listFiles(dirB))
  const setA = new Set(filesA)
  const setB = new Set(filesB)
  const onlyInA = filesA.filter((f) => !setB.has(f))
  const onlyInB = filesB.filter((f) => !setA.has(f))
  const different = []
  const normalised = []
  let compared = 0
  for (const rel of filesA) {
    if (!setB.has(rel)) continue
    compared++
    let a = fs.readFileSync(path.join(dirA, rel))
    let b = fs.readFileSync(path.join(dirB, rel))
    if (normalise) {
      const na = Buffer.from(normalise(a, rel, 'a'))
      const nb = Buffer.from(normalise(b, rel, 'b'))
      if (!na.equals(a) || !nb.equals(b)) normalised.push(rel)
      a = na
      b = nb
    }
    if (!a.equals(b)) different.push(rel)
  }
  return {
    onlyInA,
    onlyInB,
    different,
    ignored: [...ignored].sort(),
    normalised,
    compared,
    identical: onlyInA.length === 0 && onlyInB.length === 0 && different.length === 0,
  }
}

/** A `normalise` function replacing each side's build id by a placeholder. The id is ASCII, so a latin1
 *  round trip replaces it without touching any other byte, even in binary files. */
export function replaceBuildIds(buildIdA, buildIdB, placeholder = '__BUILD_ID__') {
  return (content, _rel, side) => {
    const id = side === 'a' ? buildIdA : buildIdB
    const text = content.toString('latin1')
    return text.includes(id) ? Buffer.from(text.replaceAll(id, placeholder), 'latin1') : content
  }
}

/** An `ignore` function for files whose path carries one of the build ids (`_next/static/<buildId>/…`). */
export function pathHasBuildId(...buildIds) {
  return (rel) => rel.split('/').some((part) => buildIds.some((id) => part.includes(id)))
}

/** First byte offset where two buffers differ, with a little context from each, for the report. */
export function firstDifference(a, b, context = 60) {
  const length = Math.min(a.length, b.length)
  let i = 0
  while (i < length && a[i] === b[i]) i++
  if (i === length && a.length === b.length) return null
  const slice = (buf) => buf.subarray(Math.max(0, i - context), i + context).toString('utf8')
  return { offset: i, a: slice(a), b: slice(b) }
}

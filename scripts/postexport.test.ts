import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { moveDefaultLocale, removeSegmentFiles } from './postexport'

let dir = ''
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A scratch export holding `files` (path → content). */
function exportWith(files: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postexport-'))
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), content)
  }
  return dir
}

const english = {
  'en.html': '<html>',
  'en.txt': 'home payload',
  'en/__next._full.txt': 'home payload',
  'en/__next._tree.txt': 'tree',
  'en/404.html': '<html>',
  'en/blog.html': '<html>',
  'en/blog.txt': 'blog payload',
  'en/blog/__next._full.txt': 'blog payload',
  'en/blog/__next.$d$locale.blog.__PAGE__.txt': 'segment',
  'en/blog/how-to-negotiate.html': '<html>',
  'en/blog/how-to-negotiate.txt': 'post payload',
  'en/blog/how-to-negotiate/__next.$d$locale.txt': 'layout segment',
  'fr.txt': 'accueil',
  'fr/__next._tree.txt': 'tree',
  'fr/blog.txt': 'blog fr',
  'fr/blog/__next._full.txt': 'blog fr',
  '_not-found.html': '<html>',
  '_not-found.txt': 'not found payload',
  '_not-found/__next._tree.txt': 'tree',
}

it('moves English to bare paths, and removes the generic not-found page and the per-segment route data nobody requests [bet: export-layout, segment-files]', () => {
  const out = exportWith(english)
  expect(moveDefaultLocale(out)).toMatch(/7 route data files no client code requests removed/)
  expect(fs.readFileSync(path.join(out, 'index.txt'), 'utf8')).toBe('home payload')
  expect(fs.readFileSync(path.join(out, 'blog/how-to-negotiate.txt'), 'utf8')).toBe('post payload')
  // A page's folder that held only its route data goes; one that holds other pages stays, with them.
  expect(fs.existsSync(path.join(out, 'blog/how-to-negotiate'))).toBe(false)
  expect(fs.existsSync(path.join(out, 'blog/how-to-negotiate.html'))).toBe(true)
  expect(fs.readdirSync(path.join(out, 'fr'))).toEqual(['blog.txt'])
  const left = fs.readdirSync(out, { recursive: true, encoding: 'utf8' })
  expect(left.filter((rel) => path.basename(rel).startsWith('__next.'))).toEqual([])
  for (const rel of ['en', '_not-found.html', '_not-found.txt', '_not-found']) expect(fs.existsSync(path.join(out, rel)), rel).toBe(false)
})

it('stops, naming the file, when a per-segment file belongs to no page [bet: segment-files]', () => {
  expect(() => removeSegmentFiles(exportWith({ 'docs/__next._full.txt': 'b' }))).toThrow(
    'docs/__next._full.txt belongs to no page: there is no docs.txt beside its folder',
  )
  fs.rmSync(dir, { recursive: true })
  const out = exportWith({ 'blog.txt': 'a', 'blog/__next._tree.txt': 'tree', 'docs/__next._tree.txt': 'tree' })
  expect(() => removeSegmentFiles(out)).toThrow('docs/__next._tree.txt belongs to no page')
})

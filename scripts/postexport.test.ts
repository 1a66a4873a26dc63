import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { moveDefaultLocale, removeFullPayloads } from './postexport'

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
  'en/404.html': '<html>',
  'en/blog.txt': 'blog payload',
  'en/blog/__next._full.txt': 'blog payload',
  'en/blog/__next.$d$locale.blog.__PAGE__.txt': 'segment',
  'fr/blog.txt': 'blog fr',
  'fr/blog/__next._full.txt': 'blog fr',
  '_not-found.html': '<html>',
  '_not-found.txt': 'not found payload',
  '_not-found/__next._tree.txt': 'tree',
}

it('moves English to bare paths, removes the generic not-found page and the full payloads nobody requests, each the same as its route’s own [bet: export-layout, full-payload]', () => {
  const out = exportWith(english)
  expect(moveDefaultLocale(out)).toMatch(/3 unrequested copies of route payloads removed/)
  expect(fs.readFileSync(path.join(out, 'index.txt'), 'utf8')).toBe('home payload')
  expect(fs.existsSync(path.join(out, 'blog/__next.$d$locale.blog.__PAGE__.txt'))).toBe(true)
  for (const rel of [
    '__next._full.txt',
    'blog/__next._full.txt',
    'fr/blog/__next._full.txt',
    'en',
    '_not-found.html',
    '_not-found.txt',
    '_not-found',
  ])
    expect(fs.existsSync(path.join(out, rel)), rel).toBe(false)
})

it('stops, naming the file, when a full payload is not its route’s own, or has none [bet: full-payload]', () => {
  expect(() => removeFullPayloads(exportWith({ 'blog.txt': 'a', 'blog/__next._full.txt': 'b' }))).toThrow(
    'blog/__next._full.txt is not the same as blog.txt',
  )
  fs.rmSync(dir, { recursive: true })
  expect(() => removeFullPayloads(exportWith({ 'docs/__next._full.txt': 'b' }))).toThrow(
    'docs/__next._full.txt is not the same as docs.txt',
  )
})

it('stops when prefetch files name the locale by its value, or none names $d$locale [bet: prefetch-naming]', () => {
  expect(() => moveDefaultLocale(exportWith({ ...english, 'en/docs/__next.en.docs.__PAGE__.txt': '' }))).toThrow(
    'docs/__next.en.docs.__PAGE__.txt names the locale by its value "en"',
  )
  fs.rmSync(dir, { recursive: true })
  const withoutParameter = Object.fromEntries(Object.entries(english).filter(([rel]) => !rel.includes('$d$locale')))
  expect(() => moveDefaultLocale(exportWith(withoutParameter))).toThrow('names the [locale] segment as $d$locale')
})

// The preview server's file lookup (scripts/serve.ts), which the build's link check uses too (scripts/steps/verify.ts):
// only files inside the export are served. Its answers over HTTP, on the real export: tests/export/serve.test.ts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { isInside, resolveFile } from './serve'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const out = path.join(dir, 'out')
for (const file of ['out/blog.html', 'out/docs/index.html', 'out-old/secret.html']) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), 'x')
}

it('serves the files of the export by their clean URLs', () => {
  expect(resolveFile('/blog', out)).toBe(path.join(out, 'blog.html'))
  expect(resolveFile('/docs', out)).toBe(path.join(out, 'docs/index.html'))
  expect(resolveFile('/nope', out)).toBeNull()
})

it('serves nothing outside the export, not even from a sibling folder whose name starts with its own', () => {
  expect(resolveFile('/../out-old/secret', out)).toBeNull()
  expect(resolveFile('/../out-old/secret.html', out)).toBeNull()
  expect(isInside(out, `${out}-old`)).toBe(false)
  expect(isInside(out, out)).toBe(true)
  expect(isInside(out, path.join(out, 'fr', '404.html'))).toBe(true)
})

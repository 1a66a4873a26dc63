// French pages follow French typography (content/README.md): a no-break space before : ; ? ! and inside « »,
// and typographic apostrophes. Code, URLs and MDX tags are left out of the check.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

function frenchFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return frenchFiles(full)
    return full.includes(`${path.sep}fr${path.sep}`) && e.name.endsWith('.mdx') ? [full] : []
  })
}

const prose = (text: string) =>
  text
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, '')
    .replace(/https?:\/\/\S+/g, '')

it('French MDX uses no-break spaces and typographic apostrophes', () => {
  const problems: string[] = []
  const files = frenchFiles('content')
  expect(files.length, 'French MDX files found').toBeGreaterThan(10)
  for (const file of files) {
    prose(fs.readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        if (/ [:;?!](\s|$)|« | »|'/.test(line)) problems.push(`${file}:${i + 1}: ${line.trim().slice(0, 80)}`)
      })
  }
  expect(problems).toEqual([])
})

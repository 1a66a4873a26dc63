// French pages follow French typography (content/README.md): a no-break space before : ; ? ! and inside « », and
// typographic apostrophes. It applies to the MDX pages and to the French strings of the data files (competitors,
// roadmap, tags…); messages/ has its own check. Code, URLs and MDX tags are left out of the check.
import { expect, it } from 'vitest'
import { contentFiles, contentLines, proseOf } from '@/tests/content-text'

const BREAKABLE_SPACE_OR_STRAIGHT_QUOTE = / [:;?!](\s|$)|« | »|'/

it('French MDX and French data strings use no-break spaces and typographic apostrophes', () => {
  const files = contentFiles().filter((file) => file.startsWith('content/'))
  expect(files.filter((f) => f.includes('/fr/')).length, 'French MDX files found').toBeGreaterThan(10)
  expect(files, 'data files read').toContain('content/roadmap.ts')
  let fence = false // inside a ``` code block, which is code, not French
  const problems = contentLines(files)
    .filter((line) => {
      if (line.text.startsWith('```')) fence = !fence
      return !fence && !line.text.startsWith('```') && line.locale === 'fr'
    })
    .filter((line) => BREAKABLE_SPACE_OR_STRAIGHT_QUOTE.test(proseOf(line.text)))
    .map(({ file, line, text }) => `${file}:${line}: ${text.trim().slice(0, 80)}`)
  expect(problems).toEqual([])
})

import { expect, it } from 'vitest'
import { extractToc } from './toc'

it('lists h2 and h3 only, with GitHub-style ids that match rehype-slug, duplicates numbered', () => {
  const mdx = `Intro paragraph.

## Import from a **CSV** file

### On iPhone

#### Too deep

## Good to know

\`\`\`
## not a heading (code)
\`\`\`

### On iPhone

<Callout type="tip">

## Inside a callout

</Callout>
`
  expect(extractToc(mdx)).toEqual([
    { id: 'import-from-a-csv-file', text: 'Import from a CSV file', depth: 2 },
    { id: 'on-iphone', text: 'On iPhone', depth: 3 },
    { id: 'good-to-know', text: 'Good to know', depth: 2 },
    { id: 'on-iphone-1', text: 'On iPhone', depth: 3 },
    { id: 'inside-a-callout', text: 'Inside a callout', depth: 2 },
  ])
})

it('keeps accents in French ids', () => {
  expect(extractToc('## En cas de problème\n\n### Bon à savoir')).toEqual([
    { id: 'en-cas-de-problème', text: 'En cas de problème', depth: 2 },
    { id: 'bon-à-savoir', text: 'Bon à savoir', depth: 3 },
  ])
})

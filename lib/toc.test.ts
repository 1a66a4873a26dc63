import { compile } from '@mdx-js/mdx'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import { expect, it } from 'vitest'
import remarkFrenchTypography from './remark-french-typography'
import { rehypeCollectToc, type TocItem } from './toc'

/** The table of contents of `mdx` compiled as contentlayer.config.ts compiles a page, at `path`. */
async function tocOfPage(mdx: string, path = 'docs/en/page.mdx') {
  const tocs: TocItem[][] = []
  await compile(
    { value: mdx, path },
    { remarkPlugins: [remarkGfm, remarkFrenchTypography], rehypePlugins: [rehypeSlug, rehypeCollectToc((items) => tocs.push(items))] },
  )
  expect(tocs).toHaveLength(1)
  return tocs[0]
}

it('lists h2 and h3 only, with the ids rehype-slug gives them, duplicates numbered', async () => {
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
  expect(await tocOfPage(mdx)).toEqual([
    { id: 'import-from-a-csv-file', text: 'Import from a CSV file', depth: 2 },
    { id: 'on-iphone', text: 'On iPhone', depth: 3 },
    { id: 'good-to-know', text: 'Good to know', depth: 2 },
    { id: 'on-iphone-1', text: 'On iPhone', depth: 3 },
    { id: 'inside-a-callout', text: 'Inside a callout', depth: 2 },
  ])
})

it('keeps accents in French ids, and gives the text as the French page shows it', async () => {
  expect(await tocOfPage('## En cas de problème\n\n### Bon à savoir\n\n## Pourquoi ?', 'docs/fr/page.mdx')).toEqual([
    { id: 'en-cas-de-problème', text: 'En cas de problème', depth: 2 },
    { id: 'bon-à-savoir', text: 'Bon à savoir', depth: 3 },
    { id: 'pourquoi', text: 'Pourquoi\u202f?', depth: 2 },
  ])
})

it('gives an empty table to a page without h2 or h3', async () => {
  expect(await tocOfPage('Just a paragraph.\n\n# A title\n\n#### Deep')).toEqual([])
})

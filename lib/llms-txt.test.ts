import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { NO_BREAK_SPACE as NBSP } from '@/lib/french-typography'
import { llmsFullTxt, llmsTxt, PAGE_SEPARATOR } from './llms-txt'
import { markdownPage, mdxToMarkdown } from './markdown-twin'

const SITE = 'https://www.track-crm.app'
const summary = 'Track is a free CRM app for iPhone and Android phones,\nfor people who sell on the move.'

describe('llmsTxt', () => {
  it('writes the llmstxt.org format: H1, summary, details, sections of links, Optional last', () => {
    const text = llmsTxt({
      siteName: 'Track',
      summary,
      details: 'Help pages come in English and French.',
      sections: [
        {
          title: 'Help',
          entries: [
            { title: 'Add a deal', url: `${SITE}/docs/manage-deals/add-a-deal.md`, description: 'Record a sale you are working on.' },
            { title: 'FAQ', url: `${SITE}/docs/intro.md`, description: '' },
          ],
        },
        {
          title: 'Blog',
          entries: [{ title: 'How to negotiate', url: `${SITE}/blog/how-to-negotiate.md`, description: 'Hold your price.' }],
        },
      ],
      optional: [{ title: 'Roadmap', url: `${SITE}/roadmap`, description: 'What comes next.' }],
    })
    expect(text).toBe(`# Track

> Track is a free CRM app for iPhone and Android phones, for people who sell on the move.

Help pages come in English and French.

## Help

- [Add a deal](${SITE}/docs/manage-deals/add-a-deal.md): Record a sale you are working on.
- [FAQ](${SITE}/docs/intro.md)

## Blog

- [How to negotiate](${SITE}/blog/how-to-negotiate.md): Hold your price.

## Optional

- [Roadmap](${SITE}/roadmap): What comes next.
`)
  })

  it('puts each description on one line, keeps French no-break spaces, and escapes brackets in titles', () => {
    const text = llmsTxt({
      siteName: 'Track',
      summary: 'Un CRM.',
      sections: [
        {
          title: 'Aide',
          entries: [
            { title: 'Tarifs [2026]', url: `${SITE}/fr/docs/a (b).md`, description: `Bon à savoir${NBSP}:\n  tout\r\nsur une ligne.` },
          ],
        },
      ],
    })
    expect(text).toContain(`- [Tarifs \\[2026\\]](${SITE}/fr/docs/a%20%28b%29.md): Bon à savoir${NBSP}: tout sur une ligne.\n`)
    const list = (unified().use(remarkParse).use(remarkGfm).parse(text) as Root).children.find((node) => node.type === 'list')!
    expect(list.children[0].children[0]).toMatchObject({
      type: 'paragraph',
      children: [{ type: 'link', url: `${SITE}/fr/docs/a%20%28b%29.md` }, {}],
    })
    expect(toString(list)).toBe(`Tarifs [2026]: Bon à savoir${NBSP}: tout sur une ligne.`)
  })

  it('leaves out a section with no entries and the Optional section when there is nothing optional', () => {
    expect(llmsTxt({ siteName: 'Track', summary: 'A CRM.', sections: [{ title: 'Blog', entries: [] }] })).toBe('# Track\n\n> A CRM.\n')
  })

  it('refuses what the format cannot hold', () => {
    const entry = { title: 'FAQ', url: `${SITE}/docs/intro.md`, description: '' }
    expect(() =>
      llmsTxt({ siteName: 'Track', summary: 'A CRM.', sections: [{ title: 'Help', entries: [{ ...entry, url: '/docs/intro.md' }] }] }),
    ).toThrow(/absolute URL/)
    expect(() => llmsTxt({ siteName: 'Track', summary: 'A CRM.', sections: [{ title: 'Optional', entries: [entry] }] })).toThrow(/optional/)
    expect(() => llmsTxt({ siteName: 'Track', summary: 'A CRM.', details: '## More', sections: [] })).toThrow(/headings/)
    expect(() => llmsTxt({ siteName: 'Track', summary: ' ', sections: [] })).toThrow(/summary/)
    expect(() =>
      llmsTxt({ siteName: 'Track', summary: 'A CRM.', sections: [{ title: 'Help', entries: [{ ...entry, title: '' }] }] }),
    ).toThrow(/title/)
  })
})

describe('llmsFullTxt', () => {
  const options = {
    locale: 'en' as const,
    siteUrl: SITE,
    supportEmail: 'support@track-crm.app',
    calloutTitles: { info: 'Note', tip: 'Tip', warning: 'Warning' },
  }
  const twin = (slug: string, title: string, mdx: string) =>
    markdownPage({
      title,
      description: `About ${title.toLowerCase()}.`,
      url: `${SITE}/docs/${slug}`,
      body: mdxToMarkdown(mdx, { ...options, pagePath: `/docs/${slug}` }),
    })

  it('writes the summary, then every twin in full, separated by --- lines', () => {
    const pages = [twin('a', 'Add a deal', '## Steps\n\n1. Tap **+**.\n\n---\n\nDone.'), twin('b', 'Delete a deal', 'Open it.')]
    expect(llmsFullTxt({ siteName: 'Track', summary, pages })).toBe(`# Track

> Track is a free CRM app for iPhone and Android phones, for people who sell on the move.

---

# Add a deal

> About add a deal.

Source: <${SITE}/docs/a>

## Steps

1. Tap **+**.

***

Done.

---

# Delete a deal

> About delete a deal.

Source: <${SITE}/docs/b>

Open it.
`)
  })

  it('can be split back into its pages on the separator lines', () => {
    const pages = [twin('a', 'A', 'One.'), twin('b', 'B', '## Two\n\nText.'), twin('c', 'C', 'Three.')]
    const [head, ...split] = llmsFullTxt({ siteName: 'Track', summary, pages }).split(`\n\n${PAGE_SEPARATOR}\n\n`)
    expect(head).toMatch(/^# Track\n\n> /)
    expect(split.map((page) => `${page.trimEnd()}\n`)).toEqual(pages)
  })

  it('refuses a page that does not start with its title, or that holds a separator line', () => {
    expect(() => llmsFullTxt({ siteName: 'Track', summary, pages: ['No title.'] })).toThrow(/# Title/)
    expect(() => llmsFullTxt({ siteName: 'Track', summary, pages: ['# A\n\n```\n---\n```\n'] })).toThrow(/"# A" has a line "---"/)
  })
})

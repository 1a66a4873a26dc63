import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { createTranslator } from 'next-intl'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { type Competitor, criteria } from '@/content/competitors'
import { getCompetitors } from '@/lib/competitors'
import { NARROW_NO_BREAK_SPACE as NNBSP, NO_BREAK_SPACE as NBSP } from '@/lib/french-typography'
import type { Locale } from '@/lib/i18n'
import { typesetFrenchTree } from '@/lib/remark-french-typography'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import {
  absoluteUrl,
  comparisonMarkdown,
  htmlToMarkdown,
  markdownPage,
  mdxToMarkdown,
  stripFrontMatter,
  type TwinOptions,
} from './markdown-twin'

const SITE = 'https://www.track-crm.app'
const EMAIL = 'support@track-crm.app'
const MESSAGES = { en, fr }
const calloutTitles = (locale: Locale) => {
  const { note, tip, warning } = MESSAGES[locale].Mdx
  return { info: note, tip, warning }
}
const options = (overrides: Partial<TwinOptions> = {}): TwinOptions => ({
  locale: 'en',
  siteUrl: SITE,
  pagePath: '/docs/manage-deals/add-a-deal',
  supportEmail: EMAIL,
  calloutTitles: calloutTitles(overrides.locale ?? 'en'),
  ...overrides,
})
const toMarkdown = (mdx: string, overrides: Partial<TwinOptions> = {}) => mdxToMarkdown(mdx, options(overrides))

const parseMarkdown = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root
const headingsOf = (tree: Root) => {
  const headings: string[] = []
  visit(tree, 'heading', (node: Heading) => {
    headings.push(`${'#'.repeat(node.depth)} ${toString(node)}`)
  })
  return headings
}
const nodeTypes = (tree: Root) => {
  const types = new Set<string>()
  visit(tree, (node) => {
    types.add(node.type)
  })
  return types
}
const urlsOf = (tree: Root) => {
  const urls: string[] = []
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url)
  })
  return urls
}

describe('mdxToMarkdown', () => {
  it('keeps headings, numbered steps, bold, inline code and tables as they are', () => {
    const mdx = `Add a deal from the **Deals** tab.

## Add a deal

1. Open **Deals**.
2. Tap **+**, then type \`Kitchen refit\`.

### Fields

| Field | Required |
|---|---|
| Title | Yes |
| Value | No |
`
    expect(toMarkdown(mdx)).toBe(`Add a deal from the **Deals** tab.

## Add a deal

1. Open **Deals**.
2. Tap **+**, then type \`Kitchen refit\`.

### Fields

| Field | Required |
| - | - |
| Title | Yes |
| Value | No |
`)
  })

  it('writes a callout as a blockquote opened by its title in bold', () => {
    const mdx = `<Callout type="tip" title="Good to know">
Text of the box. **Markdown** works here.

A second paragraph.
</Callout>`
    expect(toMarkdown(mdx)).toBe(`> **Good to know**
>
> Text of the box. **Markdown** works here.
>
> A second paragraph.
`)
  })

  it('gives a callout without a title the default title of its type, info when it has no type', () => {
    expect(toMarkdown('<Callout type="warning">\nCareful.\n</Callout>')).toBe('> **Warning**\n>\n> Careful.\n')
    expect(toMarkdown('<Callout>\nFor the record.\n</Callout>')).toBe('> **Note**\n>\n> For the record.\n')
    expect(toMarkdown('<Callout type="tip">\nTry it.\n</Callout>', { locale: 'fr' })).toBe('> **Astuce**\n>\n> Try it.\n')
  })

  it('writes a callout typed on one line like any other', () => {
    expect(toMarkdown('<Callout type="tip" title="Quick">Tap **+**.</Callout>')).toBe('> **Quick**\n>\n> Tap **+**.\n')
  })

  it('refuses a callout it cannot show as the page does', () => {
    expect(() => toMarkdown('<Callout type="danger">\nBoom.\n</Callout>')).toThrow(/type="danger"/)
    expect(() => toMarkdown('<Callout title={name}>\nX.\n</Callout>')).toThrow(/plain string/)
    expect(() => toMarkdown('<Callout tilte="Typo">\nX.\n</Callout>')).toThrow(/unknown attribute "tilte"/)
    expect(() => toMarkdown('Before <Callout>inside</Callout> after.')).toThrow(/inside a line of text/)
  })

  it('writes <SupportEmail /> as a mailto link, in a sentence or on its own line', () => {
    expect(toMarkdown('Write to <SupportEmail /> any time.')).toBe(`Write to [${EMAIL}](mailto:${EMAIL}) any time.\n`)
    expect(toMarkdown('<SupportEmail />')).toBe(`[${EMAIL}](mailto:${EMAIL})\n`)
  })

  it('makes site links and images absolute, anchors on the page itself, and leaves other sites alone', () => {
    const mdx = `See [deals](/docs/manage-deals/add-a-deal), [en français](/fr/docs/intro#securite), [below](#what-the-quote-shows),
[Pipedrive](https://www.pipedrive.com/en/pricing), [write](mailto:hello@example.com) and [the app][app].

![The pipeline](/images/pipeline.png)

[app]: /app
`
    const tree = parseMarkdown(toMarkdown(mdx))
    expect(urlsOf(tree)).toEqual([
      `${SITE}/docs/manage-deals/add-a-deal`,
      `${SITE}/fr/docs/intro#securite`,
      `${SITE}/docs/manage-deals/add-a-deal#what-the-quote-shows`,
      'https://www.pipedrive.com/en/pricing',
      'mailto:hello@example.com',
      `${SITE}/images/pipeline.png`,
      `${SITE}/app`,
    ])
  })

  it('typesets French prose, but not code, link targets or a bare URL', () => {
    const mdx = `Touchez **Modifier** : c'est fait ! Voir « [l'aide](/fr/docs/intro#c'est-quoi) » et \`a : b\`.

\`\`\`
Nom : Dupont ; ok ?
\`\`\`

https://example.com/a:b
`
    const markdown = toMarkdown(mdx, { locale: 'fr', pagePath: '/fr/docs/intro' })
    expect(markdown).toContain(
      `Touchez **Modifier**${NBSP}: c’est fait${NNBSP}! Voir «${NBSP}[l’aide](${SITE}/fr/docs/intro#c'est-quoi)${NBSP}»`,
    )
    expect(markdown).toContain('`a : b`')
    expect(markdown).toContain('Nom : Dupont ; ok ?')
    expect(markdown).toContain('[https://example.com/a:b](https://example.com/a:b)')
  })

  it('typesets a French callout title, and leaves English alone', () => {
    expect(toMarkdown('<Callout title="Bon à savoir : l\'essentiel">\nOui.\n</Callout>', { locale: 'fr' })).toBe(
      `> **Bon à savoir${NBSP}: l’essentiel**\n>\n> Oui.\n`,
    )
    expect(toMarkdown("Tap **Save** : it's done !")).toBe("Tap **Save** : it's done !\n")
  })

  it('throws on any other component, naming it, rather than losing what it shows', () => {
    expect(() => toMarkdown('Intro.\n\n<Video id="abc" />')).toThrow(/Unknown MDX component <Video> \(line 3\)/)
    expect(() => toMarkdown('A <Badge>new</Badge> feature.')).toThrow(/<Badge>/)
    expect(() => toMarkdown('<Callout>\n<Tabs />\n</Callout>')).toThrow(/<Tabs>/)
    expect(() => toMarkdown('Total: {1 + 1}')).toThrow(/expression \{1 \+ 1\}/)
    expect(() => toMarkdown("import { X } from './x'\n\nText.")).toThrow(/import\/export/)
  })

  it('strips front matter when the source still has it', () => {
    const source = '---\ntitle: Add a deal\ndescription: x\n---\n\n## Steps\n'
    expect(stripFrontMatter(source)).toBe('\n## Steps\n')
    expect(toMarkdown(source)).toBe('## Steps\n')
    expect(stripFrontMatter('Text\n\n---\n\nMore')).toBe('Text\n\n---\n\nMore')
  })

  it('writes thematic breaks as *** (a line --- separates pages in llms-full.txt)', () => {
    expect(toMarkdown('One.\n\n---\n\nTwo.')).toBe('One.\n\n***\n\nTwo.\n')
  })

  it('returns Markdown that parses back to the same headings, with no HTML', () => {
    const mdx = `Intro.

## Import from a **CSV** file

<Callout type="tip">
Save the file as UTF-8.
</Callout>

### On iPhone

Write &lt;Company&gt; in the first row.

## If something goes wrong
`
    const source = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(mdx) as Root
    const output = parseMarkdown(toMarkdown(mdx))
    expect(headingsOf(output)).toEqual(headingsOf(source))
    expect(headingsOf(output)).toEqual(['## Import from a CSV file', '### On iPhone', '## If something goes wrong'])
    expect(nodeTypes(output).has('html')).toBe(false)
    expect(toString(output)).toContain('Write <Company> in the first row.')
  })

  it('refuses a site URL with a path or a page path without a slash', () => {
    expect(() => toMarkdown('Hi.', { siteUrl: `${SITE}/` })).toThrow(/siteUrl/)
    expect(() => toMarkdown('Hi.', { pagePath: 'docs/intro' })).toThrow(/pagePath/)
  })
})

describe('absoluteUrl', () => {
  const page = `${SITE}/fr/docs/intro`
  it('resolves every kind of relative target against the page, and keeps absolute ones', () => {
    expect(absoluteUrl('/docs/x', page)).toBe(`${SITE}/docs/x`)
    expect(absoluteUrl('#en-cas-de-problème', page)).toBe(`${SITE}/fr/docs/intro#en-cas-de-problème`)
    expect(absoluteUrl('?q=1', page)).toBe(`${SITE}/fr/docs/intro?q=1`)
    expect(absoluteUrl('share-database', page)).toBe(`${SITE}/fr/docs/share-database`)
    expect(absoluteUrl('//cdn.example.com/a.png', page)).toBe('https://cdn.example.com/a.png')
    expect(absoluteUrl('https://example.com/a', page)).toBe('https://example.com/a')
    expect(absoluteUrl('mailto:a@b.c', page)).toBe('mailto:a@b.c')
  })
})

describe('markdownPage', () => {
  it('writes the title, the description, the source and the date, then the body', () => {
    const twin = markdownPage({
      title: 'Delete a deal',
      description: 'Remove a deal you no longer need,\nand know what happens to its quote.',
      url: `${SITE}/docs/manage-deals/delete-a-deal`,
      lastModified: '2026-03-01T09:30:00+01:00',
      body: '\nOpen the deal.\n\n## Steps\n\n1. Tap **Edit**.\n',
    })
    expect(twin).toBe(`# Delete a deal

> Remove a deal you no longer need, and know what happens to its quote.

Source: <${SITE}/docs/manage-deals/delete-a-deal>

Last updated: 2026-03-01

Open the deal.

## Steps

1. Tap **Edit**.
`)
  })

  it('leaves out the description and the date when there are none', () => {
    expect(markdownPage({ title: 'FAQ', description: '', url: `${SITE}/docs/intro`, body: 'Hi.' })).toBe(
      `# FAQ\n\nSource: <${SITE}/docs/intro>\n\nHi.\n`,
    )
    expect(markdownPage({ title: 'FAQ', description: '', url: `${SITE}/docs/intro`, lastModified: new Date('2026-01-02'), body: '' })).toBe(
      `# FAQ\n\nSource: <${SITE}/docs/intro>\n\nLast updated: 2026-01-02\n`,
    )
  })

  it('keeps the no-break spaces of French typography while folding line breaks', () => {
    const twin = markdownPage({ title: `Bon à savoir${NBSP}: tout`, description: `Oui${NNBSP}!\nEt non.`, url: `${SITE}/fr/x`, body: '' })
    expect(twin).toBe(`# Bon à savoir${NBSP}: tout\n\n> Oui${NNBSP}! Et non.\n\nSource: <${SITE}/fr/x>\n`)
  })

  it('escapes Markdown in the title and description, so they stay text', () => {
    const tree = parseMarkdown(markdownPage({ title: '5 *tips* [new]', description: '1. Not a list', url: `${SITE}/blog/x`, body: '' }))
    expect(headingsOf(tree)).toEqual(['# 5 *tips* [new]'])
    expect(tree.children[1]).toMatchObject({ type: 'blockquote', children: [{ type: 'paragraph' }] })
  })

  it('refuses a relative URL, a missing title and a date it cannot read', () => {
    expect(() => markdownPage({ title: 'X', description: '', url: '/docs/x', body: '' })).toThrow(/absolute/)
    expect(() => markdownPage({ title: ' ', description: '', url: `${SITE}/x`, body: '' })).toThrow(/title/)
    expect(() => markdownPage({ title: 'X', description: '', url: `${SITE}/x`, lastModified: 'March', body: '' })).toThrow(/March/)
  })
})

describe('comparisonMarkdown', () => {
  /**
   * Promo messages of the test's own for what it quotes word for word, so that rewording the site's (messages/*.json)
   * or a competitor's text (content/competitors.ts) leaves these checks standing; the keys it does not quote are the site's.
   */
  const PROMO: Record<Locale, Record<string, unknown>> = {
    en: {
      ...en.Promo,
      heading: '{name} or Track: compare',
      notStated: 'Not on {name}’s pages: see Sources',
      checkedOn: 'Checked on {date} against {name}’s pages, under <sources>Sources</sources>.',
      notChecked: 'Not checked against {name}’s pages yet: see <sources>Sources</sources>.',
      moveSteps: {
        export: 'Export your contacts from {name} as a CSV file.',
        import: 'In Track, open <b>Contacts</b>, then <b>Import contacts</b> (<link>step by step</link>).',
        deals: 'Add your open deals in <b>Deals</b>.',
        close: 'Keep {name} until you are done.',
      },
      offerTitle: 'Track’s offer for {name} users',
      codeLabel: 'Your code:',
      offerNote: 'The offer applies to the Business coach.',
    },
    fr: {
      ...fr.Promo,
      heading: '{name} ou Track : comparer',
      notStated: 'Pas dans les pages de {name} : voir les sources',
      checkedOn: 'Vérifié en {date} sur les pages de {name}, dans les <sources>sources</sources>.',
      notChecked: 'Pas encore vérifié : voir les <sources>sources</sources>.',
      moveSteps: {
        export: 'Exportez vos contacts de {name} en fichier CSV.',
        import: 'Dans Track, ouvrez <b>Contacts</b>, puis <b>Importer des contacts</b> (<link>pas à pas</link>).',
        deals: 'Ajoutez vos affaires en cours dans <b>Affaires</b>.',
        close: 'Gardez {name} le temps de tout reprendre.',
      },
    },
  }
  const twinOf = (competitor: Competitor, locale: Locale, messages: Record<string, unknown> = { Promo: PROMO[locale] }) => {
    const translator = createTranslator({ locale, messages: messages as typeof en, namespace: 'Promo' })
    const t = (key: string, values?: Parameters<typeof translator.markup>[1]) =>
      translator.markup(key as Parameters<typeof translator.markup>[0], values)
    return {
      t,
      twin: comparisonMarkdown({ competitor, t, locale, siteUrl: SITE, supportEmail: EMAIL, calloutTitles: calloutTitles(locale) }),
    }
  }
  const SOURCE = 'https://www.example.com/acme/pricing'
  /** A competitor of the test's own: one documented cell per criterion but `offline`, which none of its pages states. */
  const acme: Competitor = {
    // The real entry's shape, whatever fields it has; every field the twin reads is the test's.
    ...getCompetitors()[0],
    id: 'acme',
    name: 'Acme',
    tagline: { en: 'A tagline.', fr: 'Un slogan.' },
    suits: { en: 'A visual pipeline for teams.', fr: 'Un pipeline visuel pour les équipes.' },
    saving: { en: 'Run the trial on real work.', fr: 'Faites l’essai sur un vrai dossier.' },
    switching: { en: 'What you gain and lose.', fr: 'Ce que vous gagnez et perdez.' },
    comparison: Object.fromEntries(
      criteria.map((criterion) => [
        criterion,
        criterion === 'offline' ? null : { en: `Acme: ${criterion}`, fr: `Acme : ${criterion}`, source: SOURCE },
      ]),
    ) as Competitor['comparison'],
    sources: [{ about: { en: 'Plans and prices', fr: 'Formules et prix' }, url: SOURCE }],
    checkedOn: '',
    offer: undefined,
  }
  const pageUrl = `${SITE}/acme-discount-promo-code`
  const rowOf = (criterion: (typeof criteria)[number]) => 1 + criteria.indexOf(criterion)

  it('has the sections of the page, in its order, with its message strings', () => {
    const { twin, t } = twinOf(acme, 'en')
    const tree = parseMarkdown(twin)
    const name = 'Acme'
    expect(headingsOf(tree)).toEqual([
      `# ${t('heading', { name })}`,
      `## ${t('suitsTitle', { name })}`,
      `## ${t('compareTitle', { name })}`,
      `## ${t('savingTitle', { name })}`,
      `## ${t('switchingTitle', { name })}`,
      `### ${t('moveTitle')}`,
      `## ${t('sourcesTitle')}`,
    ])
    expect(twin.startsWith(`# Acme or Track: compare\n\n> A tagline.\n\nSource: <${pageUrl}>\n\n`)).toBe(true)
    for (const text of [t('noCode', { name }), t('sourcesIntro', { name }), 'A visual pipeline', 'Run the trial on real work']) {
      expect(twin).toContain(text)
    }
    expect(nodeTypes(tree).has('html')).toBe(false)
  })

  it('writes the table as the page shows it, a null cell sending the reader to the sources', () => {
    const { twin } = twinOf(acme, 'en')
    const table = parseMarkdown(twin).children.find((node) => node.type === 'table')!
    const rows = table.children.map((row) => row.children.map((cell) => toString(cell)))
    expect(rows[0]).toEqual([en.Promo.criterion, 'Acme', 'Track'])
    expect(rows.map((row) => row[0])).toEqual([en.Promo.criterion, ...criteria.map((criterion) => en.Promo.criteria[criterion])])
    expect(rows[rowOf('offline')]).toEqual([en.Promo.criteria.offline, 'Not on Acme’s pages: see Sources', en.Promo.track.offline])
    expect(twin).toContain(`[Not on Acme’s pages: see Sources](${pageUrl}#sources)`)
    expect(rows[rowOf('freePlan')][1]).toBe('Acme: freePlan')
  })

  it('says when the facts were checked, or that plans change, under the table', () => {
    expect(twinOf(acme, 'en').twin).toContain(`Not checked against Acme’s pages yet: see [Sources](${pageUrl}#sources).\n\n## `)
    expect(twinOf({ ...acme, checkedOn: '2026-03-15' }, 'en').twin).toContain(
      `Checked on March 2026 against Acme’s pages, under [Sources](${pageUrl}#sources).`,
    )
  })

  it('lists the steps to move with their links, and the sources with what each backs up', () => {
    const { twin } = twinOf(acme, 'en')
    expect(twin).toContain(`1. Export your contacts from Acme as a CSV file.
2. In Track, open **Contacts**, then **Import contacts** ([step by step](${SITE}/docs/manage-contacts/add-a-contact-import)).
3. Add your open deals in **Deals**.
4. Keep Acme until you are done.`)
    expect(twin.endsWith(`- [Plans and prices](${SOURCE})\n`)).toBe(true)
  })

  it('shows an offer when the company supplies one', () => {
    const offer = { code: 'ACME-2026', benefit: { en: 'Three months of the Business coach.', fr: 'Trois mois de Coach business.' } }
    const { twin } = twinOf({ ...acme, offer }, 'en')
    expect(twin).toContain(
      `## Track’s offer for Acme users\n\nThree months of the Business coach.\n\nYour code: \`ACME-2026\`\n\nThe offer applies to the Business coach.\n\n## `,
    )
    expect(twinOf(acme, 'en').twin).not.toContain('Your code')
  })

  it('keeps a name with Markdown characters literal in rich messages', () => {
    const { twin } = twinOf({ ...acme, name: 'monday.com *CRM*' }, 'en')
    expect(twin).toContain('1. Export your contacts from monday.com \\*CRM\\* as a CSV file.')
    expect(toString(parseMarkdown(twin))).toContain('Export your contacts from monday.com *CRM* as a CSV file.')
  })

  it('writes the French page under /fr, typeset, with French links', () => {
    const { twin } = twinOf({ ...acme, checkedOn: '2026-03-15' }, 'fr')
    expect(twin.startsWith(`# Acme ou Track${NBSP}: comparer\n`)).toBe(true)
    expect(twin).toContain(`Source: <${SITE}/fr/acme-discount-promo-code>`)
    expect(twin).toContain(`Vérifié en mars 2026 sur les pages de Acme, dans les [sources](${SITE}/fr/acme-discount-promo-code#sources).`)
    expect(twin).toContain(`([pas à pas](${SITE}/fr/docs/manage-contacts/add-a-contact-import))`)
    expect(twin).toContain(`Pas dans les pages de Acme${NBSP}: voir les sources`)
    expect(twin).toContain(`Acme${NBSP}: freePlan`)
  })

  it('writes every comparison page in both languages with only absolute links', () => {
    for (const competitor of getCompetitors()) {
      for (const locale of ['en', 'fr'] as const) {
        const tree = parseMarkdown(twinOf(competitor, locale, MESSAGES[locale]).twin)
        expect(nodeTypes(tree).has('html')).toBe(false)
        for (const url of urlsOf(tree)) expect(url, `${competitor.id} (${locale})`).toMatch(/^(https?:\/\/|mailto:)/)
      }
    }
  })
})

describe('every help page and post', () => {
  const files = ['content/docs', 'content/blog'].flatMap((dir) =>
    (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.mdx')).map((file) => path.join(dir, file)),
  )

  it('finds the content', () => {
    expect(files.length).toBeGreaterThan(20)
  })

  it.each(files)('%s converts with no JSX left, every heading kept and every link absolute', (file) => {
    const match = /^content\/(docs|blog)\/(en|fr)\/(.+)\.mdx$/.exec(file.split(path.sep).join('/'))
    expect(match, file).not.toBeNull()
    const [, kind, locale, slug] = match as unknown as [string, string, Locale, string]
    const source = matter(fs.readFileSync(file, 'utf8')).content
    const markdown = mdxToMarkdown(source, options({ locale, pagePath: `${locale === 'fr' ? '/fr' : ''}/${kind}/${slug}` }))

    expect(markdown).not.toMatch(/(?<!\\)<\/?[A-Za-z]/)
    const output = parseMarkdown(markdown)
    expect(nodeTypes(output).has('html')).toBe(false)

    const sourceTree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(source) as Root
    if (locale === 'fr') typesetFrenchTree(sourceTree)
    expect(headingsOf(output)).toEqual(headingsOf(sourceTree))

    for (const url of urlsOf(output)) expect(url).toMatch(new RegExp(`^(${SITE}/|https?://|mailto:)`))
    expect(urlsOf(output).filter((url) => url.startsWith(SITE)).length).toBeGreaterThanOrEqual(
      urlsOf(sourceTree).filter((url) => /^[/#]/.test(url)).length,
    )
  })
})

describe('htmlToMarkdown', () => {
  const options = { siteUrl: 'https://www.example.com', pagePath: '/fr/roadmap' }
  const page = (main: string) =>
    `<!DOCTYPE html><html><head><title>x</title></head><body><nav><a href="/">Home</a></nav><main>${main}</main></body></html>`

  it('gives what a reader of the page’s <main> reads, without its h1, links made absolute', () => {
    const markdown = htmlToMarkdown(
      page(
        '<header><h1>Feuille de route</h1><p>Ce que fait l’appli.</p></header>' +
          '<section><h2>Déjà disponible <span>3 fonctionnalités</span></h2><ul><li><h3>Contacts</h3><p>Voir <a href="/fr/docs/intro#faq">l’aide<span class="sr-only">(ouvre un autre site)</span></a>.</p></li></ul></section>' +
          '<p data-no-script="">Le calculateur a besoin de JavaScript.</p><div data-needs="vat"><label>Montant</label><input value="1"><button>Copier</button></div>' +
          '<div role="img" aria-label="Un écran"><span>Affaires</span></div><svg><text>dessin</text></svg><p hidden>caché</p><p aria-hidden="true">décor</p>' +
          '<table><thead><tr><th>Taux</th><th>Usage</th></tr></thead><tbody><tr><td>20 %</td><td>Normal</td></tr></tbody></table>',
      ),
      options,
    )
    expect(markdown).toBe(
      [
        'Ce que fait l’appli.',
        '',
        '## Déjà disponible 3 fonctionnalités',
        '',
        '- ### Contacts',
        '',
        '  Voir [l’aide](https://www.example.com/fr/docs/intro#faq).',
        '',
        '| Taux | Usage |',
        '| - | - |',
        '| 20 % | Normal |',
        '',
      ].join('\n'),
    )
  })

  it('refuses a page without <main>, or whose <main> has no h1 or two', () => {
    expect(() => htmlToMarkdown('<html><body><h1>x</h1></body></html>', options)).toThrow('/fr/roadmap: the page has no <main>')
    expect(() => htmlToMarkdown(page('<h1>a</h1><h2>b</h2><h1>c</h1>'), options)).toThrow("/fr/roadmap: the page's <main> has 2 h1")
    expect(() => htmlToMarkdown(page('<h2>b</h2>'), options)).toThrow("/fr/roadmap: the page's <main> has 0 h1")
  })
})

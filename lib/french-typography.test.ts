import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { typesetFrench, typesetLocalized, typesetMessages, typographyFaults } from './french-typography'
import remarkFrenchTypography from './remark-french-typography'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('typesetFrench', () => {
  it.each([
    ['Ouvrez Track : une fois', `Ouvrez Track${NBSP}: une fois`],
    ['Pourquoi ? Comment ! Ensuite ; enfin', `Pourquoi${NNBSP}? Comment${NNBSP}! Ensuite${NNBSP}; enfin`],
    ['le bouton « Enregistrer »', `le bouton «${NBSP}Enregistrer${NBSP}»`],
    ['le bouton «Enregistrer»', `le bouton «${NBSP}Enregistrer${NBSP}»`],
    ["l'appli, aujourd'hui", 'l’appli, aujourd’hui'],
    ["ouvrez l'", 'ouvrez l’'],
    ['deux  espaces\n: ici', `deux  espaces${NBSP}: ici`],
    ['20 % de remise', `20${NNBSP}% de remise`],
    [`20${NBSP}% de remise`, `20${NNBSP}% de remise`],
    ['2 000 € HT', `2${NNBSP}000${NBSP}€ HT`],
    [`1${NBSP}250 000 clients`, `1${NNBSP}250${NNBSP}000 clients`],
    ['à 9 h ou à 18 h 30, pas 2 heures', `à 9${NBSP}h ou à 18${NBSP}h${NBSP}30, pas 2 heures`],
    ['en 2026 300 clients', 'en 2026 300 clients'],
    ['Objectif : T1 2027', `Objectif${NBSP}: T1 2027`],
    ['2 000,50 €', `2${NNBSP}000,50${NBSP}€`],
  ])('%j → %j', (input, expected) => expect(typesetFrench(input)).toBe(expected))

  it('adds nothing where no space was typed before : ; ? ! (times, URLs), and changes typeset text no more', () => {
    for (const text of [
      'https://track.example/fr',
      '10:30',
      'Pourquoi?',
      `déjà${NBSP}: fait`,
      `«${NBSP}mot${NBSP}»`,
      '20%',
      '9h30',
      '3,14 159',
    ]) {
      expect(typesetFrench(text)).toBe(text)
    }
    const once = typesetFrench("« l'appli » : oui ? non ! 2 000 € à 20 % vers 9 h 30")
    expect(typesetFrench(once)).toBe(once)
  })

  it('leaves the apostrophes that quote ICU syntax alone', () => {
    expect(typesetFrench("Tapez '{'nom'}'")).toBe("Tapez '{'nom'}'")
  })
})

describe('typesetLocalized and typesetMessages', () => {
  it('typesets the French side of every { en, fr } pair, however deep, and nothing else', () => {
    const data = [{ id: 'a : b', title: { en: 'Why ?', fr: 'Pourquoi ?' }, items: [{ label: { en: "it's", fr: "c'est" } }] }]
    expect(typesetLocalized(data)).toEqual([
      { id: 'a : b', title: { en: 'Why ?', fr: `Pourquoi${NNBSP}?` }, items: [{ label: { en: "it's", fr: 'c’est' } }] },
    ])
  })

  it('typesets every string of a messages tree', () => {
    expect(typesetMessages({ Nav: { faq: 'FAQ ?', n: { deep: "l'aide" } } })).toEqual({
      Nav: { faq: `FAQ${NNBSP}?`, n: { deep: 'l’aide' } },
    })
  })
})

describe('remarkFrenchTypography', () => {
  /** The page's text nodes, code and JSX attributes after the plugin, one per line. */
  const run = (mdx: string, path = 'docs/fr/intro') => {
    const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(mdx)
    // As Contentlayer runs it: the file's path in the file's data.
    unified()
      .use(remarkFrenchTypography)
      .runSync(tree, { data: { rawDocumentData: { flattenedPath: path } } })
    const seen: string[] = []
    visit(tree, (node) => {
      if ('value' in node && typeof node.value === 'string') seen.push(node.value)
      if ('url' in node) seen.push(`url ${node.url}`)
      if ('attributes' in node) for (const a of node.attributes) if ('name' in a) seen.push(`${a.name}=${String(a.value)}`)
    })
    return seen.join('\n')
  }

  it('typesets the prose of a French page', () => {
    expect(run("Ouvrez **Réglages** : c'est prêt ?")).toBe(`Ouvrez \nRéglages\n${NBSP}: c’est prêt${NNBSP}?`)
  })

  it('typesets a Callout’s title and an image’s alternative text, and no other attribute', () => {
    const out = run(`<Callout type="a : b" title="L'adresse compte">\nOui\n</Callout>\n\n![Le bouton « Ajouter »](/a.png)`)
    expect(out).toContain('type=a : b')
    expect(out).toContain('title=L’adresse compte')
    const tree = unified().use(remarkParse).use(remarkMdx).parse('![Le bouton « Ajouter »](/a.png)')
    unified()
      .use(remarkFrenchTypography)
      .runSync(tree, { data: { rawDocumentData: { flattenedPath: 'docs/fr/intro' } } })
    const alts: string[] = []
    visit(tree, 'image', (node) => void alts.push(node.alt ?? ''))
    expect(alts).toEqual([`Le bouton «${NBSP}Ajouter${NBSP}»`])
  })

  it('leaves code, link targets, other attributes, bare URLs and English passages as typed', () => {
    const mdx = [
      "Tapez `a : b` puis [l'aide ?](/fr/docs/intro?x=1) ou https://example.org/a?b .",
      '',
      '<Callout title="En cas de problème ?">',
      'Texte : oui',
      '</Callout>',
      '',
      '<span lang="en">Tap **Save** : done</span> ici : oui',
      '',
      '```',
      "code : l'exemple",
      '```',
    ].join('\n')
    const out = run(mdx).split('\n')
    expect(out).toEqual(
      expect.arrayContaining([
        'a : b',
        'url /fr/docs/intro?x=1',
        `l’aide${NNBSP}?`,
        'https://example.org/a?b',
        `title=En cas de problème${NNBSP}?`,
        `Texte${NBSP}: oui`,
        ' : done',
        ` ici${NBSP}: oui`,
        "code : l'exemple",
      ]),
    )
  })

  it('leaves English pages alone', () => {
    expect(run("It's ready : yes ?", 'docs/en/intro')).toBe("It's ready : yes ?")
  })
})

describe('typographyFaults', () => {
  it('names each fault and shows where it is', () => {
    expect(typographyFaults("Ouvrez Track : c'est « prêt »")).toEqual([
      { problem: 'an ordinary space before ":" (French wants a no-break space, U+00A0)', context: "Ouvrez Track⟦ :⟧ c'est « prêt »" },
      { problem: 'an ordinary space inside « » (French wants a no-break space, U+00A0)', context: "Ouvrez Track : c'est ⟦« ⟧prêt »" },
      { problem: 'an ordinary space inside « » (French wants a no-break space, U+00A0)', context: "vrez Track : c'est « prêt⟦ »⟧" },
      { problem: 'a straight apostrophe (French wants ’)', context: "Ouvrez Track : c⟦'⟧est « prêt »" },
    ])
    expect(typographyFaults(typesetFrench("Ouvrez Track : c'est « prêt »"))).toEqual([])
  })

  it('names ordinary spaces in numbers: before % or €, between thousands, in a time', () => {
    const problems = (text: string) => typographyFaults(text).map((f) => f.problem.split(' (')[0])
    expect(problems('20 % sur 2 000 € à 9 h')).toEqual([
      'an ordinary space before "%" or "€"',
      'an ordinary space before "%" or "€"',
      'an ordinary space between groups of thousands',
      'an ordinary space in a time such as "9 h"',
    ])
    expect(typographyFaults(typesetFrench('20 % sur 2 000 € à 9 h'))).toEqual([])
    expect(problems('en 2026 300 clients, 2 heures')).toEqual([])
  })
})

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
  ])('%j → %j', (input, expected) => expect(typesetFrench(input)).toBe(expected))

  it('adds nothing where no space was typed before : ; ? ! (times, URLs), and changes typeset text no more', () => {
    for (const text of ['https://track.example/fr', '10:30', 'Pourquoi?', `déjà${NBSP}: fait`, `«${NBSP}mot${NBSP}»`]) {
      expect(typesetFrench(text)).toBe(text)
    }
    const once = typesetFrench("« l'appli » : oui ? non !")
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

  it('leaves code, link targets, attributes, bare URLs and English passages as typed', () => {
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
        'title=En cas de problème ?',
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
})

import { expect, it } from 'vitest'
import en from './en.json'
import fr from './fr.json'

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
const values = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)))

it('French has exactly the English keys', () => {
  expect(keys(fr).sort()).toEqual(keys(en).sort())
})

it('French follows French typography: no-break space before : ; ? ! and inside « », no straight apostrophe', () => {
  const bad = values(fr).filter((v) => / [:;?!»]|« |'/.test(v.replace(/\{[^}]*\}/g, '')))
  expect(bad).toEqual([])
})

/** Keys whose text is the same word in both languages. */
const SAME_IN_BOTH = new Set(['Blog.pagination', 'Blog.pageN', 'Blog.pageTitle', 'Docs.docsCount', 'Promo.sourcesTitle'])

it('no French string is left in English', () => {
  const get = (tree: Tree, key: string) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], tree) as string
  const same = keys(en).filter((k) => {
    const text = get(en, k)
    return text === get(fr, k) && !SAME_IN_BOTH.has(k) && /[a-z]{4,}/.test(text.replace(/\{[^}]*\}/g, '')) && !PROPER_NAMES.test(text)
  })
  expect(same).toEqual([])
})

const PROPER_NAMES = /^(Track|FAQ|Blog|Cookies|Contacts|English|Français|Pipeline|App Store|Google Play|LinkedIn|[A-Z][a-z]+ [A-Z]\.)$/

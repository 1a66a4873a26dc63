import { expect, it } from 'vitest'
import en from './en.json'
import fr from './fr.json'
import { sameInBothLanguages } from './same-in-both-languages'

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))

it('French has exactly the English keys', () => {
  expect(keys(fr).sort()).toEqual(keys(en).sort())
})

it('no French string is left in English (apart from proper names and loanwords: ./same-in-both-languages.ts)', () => {
  const get = (tree: Tree, key: string) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], tree) as string
  const same = keys(en).filter((k) => get(en, k) === get(fr, k) && !sameInBothLanguages(k, get(en, k)))
  expect(same).toEqual([])
})

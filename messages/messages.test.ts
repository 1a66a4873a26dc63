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

it('no French string is left in English', () => {
  const same = keys(en).filter((k) => {
    const get = (t: Tree) => k.split('.').reduce<Tree | string>((n, p) => (n as Tree)[p], t) as string
    return (
      get(en) === get(fr) &&
      /[a-z]{4,}/.test(get(en)) &&
      !/^(Track|FAQ|Blog|Cookies|Contacts|English|Français|Pipeline|App Store|Google Play|Claire M\.|Julien R\.|Sofia L\.|LinkedIn)$/.test(
        get(en),
      ) &&
      !get(en).startsWith('{')
    )
  })
  expect(same).toEqual([])
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DataAttribute } from './define'
import { ACTION } from './layout'
import { SEARCH_MESSAGES } from './search-dialog'

const isAttribute = (value: unknown): value is DataAttribute<`data-${string}`> =>
  typeof value === 'object' && value !== null && 'name' in value && 'selector' in value
/** Every attribute declared in lib/data-attributes/, those grouped in an object (SEARCH_MESSAGES) included. */
const MODULES = Object.values(import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./define.ts'], { eager: true }))
const ALL_DATA_ATTRIBUTES = MODULES.flatMap((module) => Object.values(module))
  .flatMap((value) => (isAttribute(value) ? [value] : typeof value === 'object' && value ? Object.values(value).filter(isAttribute) : []))
  .map((attribute): string => attribute.name)

/** The files whose CSS spells data-* attributes: the global stylesheet and the components' class names. */
function styledFiles(): string[] {
  const files = ['app/globals.css']
  for (const dir of ['app', 'components']) {
    for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (file.endsWith('.tsx') && !file.endsWith('.test.tsx')) files.push(path.join(dir, file))
    }
  }
  return files
}

describe('the data-* attributes that markup, behaviour code and CSS share', () => {
  it('gives each one a prop, a selector and a name', () => {
    expect(ACTION.prop('open-search')).toEqual({ 'data-action': 'open-search' })
    expect(ACTION.selector('open-search')).toBe('[data-action="open-search"]')
    expect(SEARCH_MESSAGES.noResults.selector()).toBe('[data-no-results]')
    expect(ALL_DATA_ATTRIBUTES.length).toBeGreaterThan(30)
    expect(new Set(ALL_DATA_ATTRIBUTES).size).toBe(ALL_DATA_ATTRIBUTES.length)
  })

  it('declares every attribute the CSS spells (selectors in app/globals.css, Tailwind data-[…] and [html[data-…]_&] classes)', () => {
    const spelled = new Map<string, string>()
    for (const file of styledFiles()) {
      const source = fs.readFileSync(file, 'utf8')
      for (const [, name] of source.matchAll(/\[(data-[a-z-]+)/g)) spelled.set(name, file)
      for (const [, name] of source.matchAll(/\bdata-\[([a-z-]+)/g)) spelled.set(`data-${name}`, file)
    }
    expect(spelled.size).toBeGreaterThan(5)
    const undeclared = [...spelled].filter(([name]) => !ALL_DATA_ATTRIBUTES.includes(name)).map(([name, file]) => `${name} (${file})`)
    expect(undeclared).toEqual([])
  })
})

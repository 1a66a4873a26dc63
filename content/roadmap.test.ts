// The roadmap's data file follows its rules whatever its items and their quarters: a quarter that has passed is a
// launch item (lib/launch-checklist.ts) and a note on the page (lib/roadmap.ts), never a failure here.
import { expect, it } from 'vitest'
import { locales } from '@/lib/i18n'
import { quarterEnd } from '@/lib/roadmap'
import { roadmap } from './roadmap'

it('has unique, URL-safe ids', () => {
  const ids = roadmap.map((item) => item.id)
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
})

it('gives shipped items no date, and upcoming items a target quarter written like 2027-Q1', () => {
  for (const item of roadmap) {
    if (item.status === 'shipped') expect(item.quarter, item.id).toBeUndefined()
    else expect(() => quarterEnd(item.quarter ?? ''), item.id).not.toThrow()
  }
})

it('is complete in every language', () => {
  for (const item of roadmap) {
    for (const locale of locales) {
      expect(item.title[locale].trim(), `${item.id} title ${locale}`).not.toBe('')
      expect(item.description[locale].trim(), `${item.id} description ${locale}`).not.toBe('')
    }
  }
})

it('links to French pages from French text and English pages from English text', () => {
  const links = (text: string) => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1])
  for (const item of roadmap) {
    for (const href of links(item.description.en)) expect(href, item.id).not.toMatch(/^\/fr(\/|$)/)
    for (const href of links(item.description.fr)) expect(href, item.id).toMatch(/^\/fr\//)
  }
})

import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'
import { locales } from '@/lib/i18n'
import { roadmap } from './roadmap'

/** The day of the commit being tested (today outside git): a target quarter before it has passed. */
function commitDay(): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return new Date().toISOString().slice(0, 10)
  }
}
/** `2027-Q2` → its last day, `2027-06-30`. */
const quarterEnd = (quarter: string) => {
  const [year, q] = quarter.split('-Q').map(Number)
  return new Date(Date.UTC(year, q * 3, 0)).toISOString().slice(0, 10)
}

it('has unique, URL-safe ids', () => {
  const ids = roadmap.map((item) => item.id)
  expect(new Set(ids).size).toBe(ids.length)
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
})

it('gives shipped items no date, and upcoming items a target quarter that has not passed at this commit', () => {
  const today = commitDay()
  for (const item of roadmap) {
    if (item.status === 'shipped') {
      expect(item.quarter, item.id).toBeUndefined()
    } else {
      expect(item.quarter, item.id).toMatch(/^\d{4}-Q[1-4]$/)
      const over = quarterEnd(item.quarter!) < today
      expect(over, `${item.id}: ${item.quarter} ended before this commit (${today}): move it on, or mark it shipped`).toBe(false)
    }
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

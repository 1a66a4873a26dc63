// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { buildAtom, buildRss, escapeXml, type FeedInfo } from './feed'

const info: FeedInfo = {
  title: 'Le blog de Track | Track',
  description: 'Conseils & astuces <pour> les "indépendants"',
  url: 'https://example.org/fr/blog',
  feedUrl: 'https://example.org/fr/blog/rss.xml',
  language: 'fr',
  entries: [
    {
      title: 'Négocier',
      description: 'Sans baisser son prix',
      url: 'https://example.org/fr/blog/how-to-negotiate',
      date: '2025-09-09T00:00:00.000Z',
      authors: ['L’équipe'],
      categories: ['Vente'],
    },
    {
      title: 'Réseau',
      description: 'Votre réseau',
      url: 'https://example.org/fr/blog/your-network',
      date: '2026-06-16T00:00:00.000Z',
      authors: ['A', 'B'],
      categories: [],
    },
  ],
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml')

it('escapes the five XML characters', () => {
  expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;')
})

it('builds valid RSS 2.0 with every entry, dated by the newest post', () => {
  const doc = parse(buildRss(info))
  expect(doc.querySelector('parsererror')).toBeNull()
  expect(doc.querySelector('channel > title')?.textContent).toBe(info.title)
  expect(doc.querySelector('channel > description')?.textContent).toBe(info.description)
  expect(Array.from(doc.querySelectorAll('item > link')).map((l) => l.textContent)).toEqual(info.entries.map((e) => e.url))
  expect(doc.querySelector('lastBuildDate')?.textContent).toBe('Tue, 16 Jun 2026 00:00:00 GMT')
  expect(doc.querySelectorAll('item')[1].getElementsByTagName('dc:creator')).toHaveLength(2)
})

it('builds valid Atom 1.0 with every entry', () => {
  const doc = parse(buildAtom(info))
  expect(doc.querySelector('parsererror')).toBeNull()
  expect(doc.documentElement.getAttribute('xml:lang')).toBe('fr')
  expect(doc.querySelectorAll('entry')).toHaveLength(2)
  expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-06-16T00:00:00.000Z')
  expect(doc.querySelector('entry > category')?.getAttribute('term')).toBe('Vente')
})

it('gives each Atom entry the date it last changed, and the feed the newest of them', () => {
  const edited: FeedInfo = { ...info, entries: [{ ...info.entries[0], updated: '2026-08-01T10:00:00+02:00' }, info.entries[1]] }
  const doc = parse(buildAtom(edited))
  expect([...doc.querySelectorAll('entry > updated')].map((u) => u.textContent)).toEqual([
    '2026-08-01T08:00:00.000Z',
    '2026-06-16T00:00:00.000Z',
  ])
  expect([...doc.querySelectorAll('entry > published')].map((u) => u.textContent)[0]).toBe('2025-09-09T00:00:00.000Z')
  expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-08-01T08:00:00.000Z')
  expect(parse(buildRss(edited)).querySelector('lastBuildDate')?.textContent).toBe('Sat, 01 Aug 2026 08:00:00 GMT')
})

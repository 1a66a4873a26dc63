// Translation status on a small git repository made for each test: pages, a data file and interface strings,
// committed at set times so that "changed after" is certain.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { allEntries, gitHistory, hashOf, type Report, statusOf } from './translation-status'

let root = ''
let clock = Date.parse('2026-01-01T00:00:00Z') / 1000

function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
}
function commit(files: Record<string, string>) {
  write(files)
  clock += 60
  const date = `${clock} +0000`
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: root, env })
  git('add', '-A')
  git('commit', '-q', '-m', 'change')
}

const category = (en: string, fr: string) =>
  `export const categories = [\n  {\n    id: 'deals',\n    label: { en: '${en}', fr: '${fr}' },\n    description: { en: 'Follow sales', fr: 'Suivez vos ventes' },\n  },\n]\n`
const messages = (hello: string, bye: string) => `{\n  "Home": {\n    "hello": "${hello}",\n    "bye": "${bye}"\n  }\n}\n`

function setUp() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'))
  execFileSync('git', ['init', '-q'], { cwd: root })
  commit({
    'content/docs/en/intro.mdx': 'Hello',
    'content/docs/fr/intro.mdx': 'Bonjour',
    'content/docs/en/deals/add.mdx': 'Add a deal',
    'content/docs/fr/deals/add.mdx': 'Ajouter une affaire',
    'content/blog/en/news.mdx': 'News',
    'content/categories.ts': category('Deals', 'Affaires'),
    'messages/en.json': messages('Hello', 'Bye'),
    'messages/fr.json': messages('Bonjour', 'Au revoir'),
  })
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const statuses = (checked: Record<string, string> = {}) =>
  Object.fromEntries(
    statusOf(allEntries(root), gitHistory(root), checked).map((r: Report) => [r.entry.id, [r.status, ...r.details].join(' ')]),
  )

it('lists every page, data pair and namespace: translated, or missing when the French twin does not exist', () => {
  setUp()
  expect(statuses()).toEqual({
    'docs/deals/add': 'translated',
    'docs/intro': 'translated',
    'blog/news': 'missing',
    'categories.ts › categories.deals.label': 'translated',
    'categories.ts › categories.deals.description': 'translated',
    'messages › Home': 'translated',
  })
})

it('calls a French text outdated when its English text changed in a later commit, or is changed and not committed', () => {
  setUp()
  commit({ 'content/docs/en/intro.mdx': 'Hello there', 'content/categories.ts': category('Sales', 'Affaires') })
  write({ 'messages/en.json': messages('Hello', 'Goodbye') })
  const found = statuses()
  expect(found['docs/intro']).toBe('outdated')
  expect(found['docs/deals/add']).toBe('translated')
  // Data files compare pair by pair, the interface strings key by key.
  expect(found['categories.ts › categories.deals.label']).toBe('outdated')
  expect(found['categories.ts › categories.deals.description']).toBe('translated')
  expect(found['messages › Home']).toBe('outdated Home.bye: English changed since')
})

it('reads a data file or the interface strings deleted in one commit and written again in a later one', () => {
  setUp()
  for (const file of ['content/categories.ts', 'messages/en.json', 'messages/fr.json']) fs.rmSync(path.join(root, file))
  commit({})
  commit({
    'content/categories.ts': category('Deals', 'Affaires'),
    'messages/en.json': messages('Hello', 'Bye'),
    'messages/fr.json': messages('Bonjour', 'Au revoir'),
  })
  expect(statuses()['categories.ts › categories.deals.label']).toBe('translated')
  commit({ 'content/categories.ts': category('Sales', 'Affaires'), 'messages/en.json': messages('Hello', 'Goodbye') })
  const found = statuses()
  expect(found['categories.ts › categories.deals.label']).toBe('outdated')
  expect(found['messages › Home']).toBe('outdated Home.bye: English changed since')
})

it('is translated again once the French twin is updated, or marked checked against the English text as it is now', () => {
  setUp()
  commit({ 'content/docs/en/intro.mdx': 'Hello there', 'content/docs/en/deals/add.mdx': 'Add a new deal' })
  commit({ 'content/docs/fr/intro.mdx': 'Bonjour à tous' })
  const english = allEntries(root).find((e) => e.id === 'docs/deals/add')!.english
  expect(statuses({ 'docs/deals/add': hashOf(english) })).toMatchObject({ 'docs/intro': 'translated', 'docs/deals/add': 'translated' })
  // The mark lapses when the English text changes again.
  commit({ 'content/docs/en/deals/add.mdx': 'Add a deal in two taps' })
  expect(statuses({ 'docs/deals/add': hashOf(english) })['docs/deals/add']).toBe('outdated')
})

it('tells only missing texts without git history', () => {
  setUp()
  commit({ 'content/docs/en/intro.mdx': 'Hello there' })
  const reports = statusOf(allEntries(root), null, {})
  expect(reports.filter((r) => r.status !== 'translated').map((r) => `${r.entry.id} ${r.status}`)).toEqual(['blog/news missing'])
})

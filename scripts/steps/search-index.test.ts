import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { htmlToIndex, type IndexWords, pageUrl, run } from './search-index'

describe('pageUrl', () => {
  it('gives the clean URL the site shows', () => {
    expect(pageUrl('index.html')).toBe('/')
    expect(pageUrl('fr.html')).toBe('/fr')
    expect(pageUrl('fr/index.html')).toBe('/fr')
    expect(pageUrl('docs/intro.html')).toBe('/docs/intro')
    expect(pageUrl(path.join('fr', 'blog', 'how-to-negotiate.html'))).toBe('/fr/blog/how-to-negotiate')
    expect(pageUrl('docs/reindex.html')).toBe('/docs/reindex')
  })
})

const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head><title>t</title></head><body>${body}</body></html>`
const article = (type: string, title: string, text: string) =>
  `<nav>Menu Features Blog</nav><article data-pagefind-body data-pagefind-filter="type:${type}"><h1 data-pagefind-meta="title">${title}</h1><h2 id="steps">Steps<a href="#steps">#</a></h2><p>${text}</p><div data-pagefind-ignore>Share on LinkedIn</div></article>`

describe('htmlToIndex', () => {
  it('gives Pagefind the page with straight apostrophes in its article and its keywords as metadata, nothing else changed', () => {
    const html = page('fr', `<p>L’accueil</p>${article('help', 'L’appli', 'J’arrive à l’écran « Contacts ».')}`)
    const indexed = htmlToIndex(html, ['fermer', 'j’ai un doublon'])
    expect(indexed).toContain('<p>L’accueil</p>')
    expect(indexed).toContain('<h1 data-pagefind-meta="title">L\'appli</h1>')
    expect(indexed).toContain("J'arrive à l'écran « Contacts ».")
    expect(indexed).toContain(`<div hidden data-pagefind-meta="keywords">fermer · j'ai un doublon</div><article data-pagefind-body`)
    expect(htmlToIndex(html)).not.toContain('keywords')
  })

  it('gives an id to the bold words that open a paragraph or a list item, so that Pagefind lists them as anchors', () => {
    const body =
      '<ul><li><strong>Refunds go through the store.</strong> Ask it.</li><li>Tap <strong>Save</strong>.</li></ul><p> <strong>Lead.</strong> Text.</p>'
    const indexed = htmlToIndex(page('en', article('help', 'Page', body)))
    expect(indexed).toContain('<li><strong id="lead-1">Refunds go through the store.</strong> Ask it.</li>')
    expect(indexed).toContain('<li>Tap <strong>Save</strong>.</li>')
    expect(indexed).toContain('<p> <strong id="lead-2">Lead.</strong> Text.</p>')
  })

  it('puts a section’s keywords, hidden and with an id, just after its heading, and names a heading it cannot find', () => {
    const html = page('fr', article('help', 'Page', 'Texte.'))
    expect(htmlToIndex(html, [], { steps: ['j’ai un doublon', 'fusionner'] })).toContain(
      '<h2 id="steps">Steps<a href="#steps">#</a></h2><span hidden id="keywords-steps">j\'ai un doublon, fusionner</span><p>Texte.</p>',
    )
    expect(htmlToIndex(html)).not.toContain('keywords-')
    expect(() => htmlToIndex(html, [], { stpes: ['doublon'] })).toThrow('sectionKeywords: no heading with the id "stpes"')
  })

  it('edits a finished page, which starts with a byte order mark, at the right places', () => {
    const html = page('fr', article('help', 'L’appli', '<strong>À savoir.</strong> J’arrive.'))
    expect(htmlToIndex(`\ufeff${html}`)).toBe(htmlToIndex(html))
    expect(htmlToIndex(html)).toContain('<p><strong id="lead-1">À savoir.</strong> J\'arrive.</p>')
  })

  it('names a page without an indexed article', () => {
    expect(() => htmlToIndex(page('en', '<p>Home</p>'))).toThrow('no element with data-pagefind-body')
  })
})

/** The pages Pagefind stored, decoded from its gzipped fragments. */
function fragments(
  dir: string,
): { url: string; content: string; meta: Record<string, string>; filters: Record<string, string[]>; language?: string }[] {
  const folder = path.join(dir, 'pagefind', 'fragment')
  return fs.readdirSync(folder).map((name) => {
    const json = gunzipSync(fs.readFileSync(path.join(folder, name)))
      .toString('utf8')
      .replace(/^pagefind_dcd/, '')
    return { ...JSON.parse(json), language: name.split('_')[0] }
  })
}

describe('run', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('indexes the docs and posts only, one index per language, under their clean URLs', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    const files: Record<string, string> = {
      'index.html': page('en', '<h1>Home</h1><p>Import everything</p>'),
      'docs/intro.html': page('en', article('help', 'Import contacts', 'Tap Import contacts in the Contacts tab.')),
      'blog/how-to-negotiate.html': page('en', article('blog', 'How to negotiate', 'Never lower your price first.')),
      'fr/docs/intro.html': page('fr', article('help', 'Importer des contacts', 'Touchez Importer des contacts.')),
      'fr.html': page('fr', '<h1>Accueil</h1>'),
      '_next/static/x.html': page('en', article('help', 'Build output', 'Never indexed.')),
    }
    for (const [file, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), html)
    }
    const keywords = new Map([['/docs/intro', { keywords: ['bring in', 'upload'], sectionKeywords: { steps: ['spreadsheet'] } }]])
    const summary = await run(dir, { keywords })
    expect(summary).toMatch(/^indexed 3 pages \(en 2, fr 1\) into pagefind\/: \d+ files, \d+ KB$/)

    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'))
    expect(Object.keys(entry.languages)).toEqual(['en', 'fr'])
    const pages = fragments(dir)
    expect(pages.map((p) => `${p.language} ${p.url}`).sort()).toEqual(['en /blog/how-to-negotiate', 'en /docs/intro', 'fr /fr/docs/intro'])
    const intro = pages.find((p) => p.url === '/docs/intro')!
    expect(intro.meta).toMatchObject({ title: 'Import contacts', keywords: 'bring in · upload' })
    expect(intro.filters).toEqual({ type: ['help'] })
    expect(intro.content).not.toMatch(/Menu|Share on|#/)
    expect(intro.content).toContain('spreadsheet')
    // Only what the site's search loads is shipped: no ready-made UI, no index for pages without a language.
    const shipped = fs.readdirSync(path.join(dir, 'pagefind'))
    expect(shipped).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind', 'wasm.fr.pagefind']))
    expect(shipped.filter((name) => /ui|highlight|unknown/.test(name))).toEqual([])
  }, 30_000)

  it('gives the same files for the same pages', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    // Several values of the type filter: Pagefind writes them in a different order on every run.
    for (const [file, lang, type] of [
      ['docs/a.html', 'en', 'help'],
      ['fr/docs/a.html', 'fr', 'help'],
      ['fr/blog/b.html', 'fr', 'blog'],
      ['fr/c-discount-promo-code.html', 'fr', 'comparison'],
      ['docs/b.html', 'en', 'help'],
      ['blog/c.html', 'en', 'blog'],
      ['d-discount-promo-code.html', 'en', 'comparison'],
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), page(lang, article(type, `Page ${file}`, `Words about ${file}.`)))
    }
    const keywords = new Map<string, IndexWords>()
    const listing = () =>
      fs
        .readdirSync(path.join(dir, 'pagefind'), { recursive: true })
        .map(String)
        .sort()
        .map((name) => {
          const full = path.join(dir, 'pagefind', name)
          return fs.statSync(full).isFile() ? `${name} ${fs.readFileSync(full).toString('base64').length}` : name
        })
    await run(dir, { keywords })
    const first = listing()
    const entry = fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')
    await run(dir, { keywords })
    expect(listing()).toEqual(first)
    expect(fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')).toBe(entry)
  }, 30_000)

  it('fails when no page is marked for the index', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    fs.writeFileSync(path.join(dir, 'index.html'), page('en', '<h1>Home</h1>'))
    await expect(run(dir, { keywords: new Map() })).rejects.toThrow(/no page carries data-pagefind-body/)
  }, 30_000)

  it('names a page whose indexed article says no kind the dialog knows', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    fs.writeFileSync(path.join(dir, 'x.html'), page('en', article('guide', 'A guide', 'Text.')))
    await expect(run(dir, { keywords: new Map() })).rejects.toThrow('x.html\'s indexed article has data-pagefind-filter "type:guide"')
  }, 30_000)

  it('names a page whose section keywords name a heading it does not have', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    fs.writeFileSync(path.join(dir, 'x.html'), page('en', article('help', 'A page', 'Text.')))
    await expect(run(dir, { keywords: new Map([['/x', { sectionKeywords: { nowhere: ['word'] } }]]) })).rejects.toThrow(
      'search-index: x.html: sectionKeywords: no heading with the id "nowhere"',
    )
  }, 30_000)
})

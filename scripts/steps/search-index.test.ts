import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { attr, find } from './html'
import { htmlToIndex, type PageToFind, pageUrl, readPage, run } from './search-index'

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
  it('gives Pagefind a document of the page’s language holding its article alone, with straight apostrophes and its keywords and description as metadata', () => {
    const html = page(
      'fr',
      `<p>L’accueil</p>${article('help', 'L’appli', 'J’arrive à l’écran « Contacts ».')}<footer>Pied</footer>`,
    ).replace('<title>t</title>', '<title>t</title><meta name="description" content="L’écran d’accueil &amp; plus">')
    const indexed = htmlToIndex(html, ['fermer', 'j’ai un doublon'])
    expect(indexed).toMatch(/^<!DOCTYPE html><html lang="fr"><head><\/head><body><div hidden data-pagefind-meta="keywords">/)
    expect(indexed).not.toMatch(/accueil<\/p>|Menu|Pied/)
    expect(indexed).toContain('<h1 data-pagefind-meta="title">L\'appli</h1>')
    expect(indexed).toContain("J'arrive à l'écran « Contacts ».")
    expect(indexed).toContain(
      `<div hidden data-pagefind-meta="keywords">fermer · j'ai un doublon</div><div hidden data-pagefind-meta="description">L'écran d'accueil &amp; plus</div><article data-pagefind-body`,
    )
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
      '<h2 id="steps">Steps<a href="#steps">#</a></h2><span hidden="" id="keywords-steps">j\'ai un doublon, fusionner</span><p>Texte.</p>',
    )
    expect(htmlToIndex(page('en', article('help', 'Page', '')).replace('<p></p>', ''), [], { steps: ['merge'] })).toContain(
      '<span hidden="" id="keywords-steps">merge</span><div data-pagefind-ignore',
    )
    expect(htmlToIndex(html)).not.toContain('keywords-')
    expect(() => htmlToIndex(html, [], { stpes: ['doublon'] })).toThrow('sectionKeywords: no heading with the id "stpes"')
  })

  it('reads a finished page, which starts with a byte order mark, as the page without it', () => {
    const html = page('fr', article('help', 'L’appli', '<strong>À savoir.</strong> J’arrive.'))
    expect(htmlToIndex(`\ufeff${html}`)).toBe(htmlToIndex(html))
    expect(htmlToIndex(html)).toContain('<p><strong id="lead-1">À savoir.</strong> J\'arrive.</p>')
  })

  it('names a page without an indexed article', () => {
    expect(() => htmlToIndex(page('en', '<p>Home</p>'))).toThrow('no element with data-pagefind-body')
  })
})

describe('readPage', () => {
  it('parses a page only as far as the end of its article: what follows is never read', () => {
    const read = readPage(page('en', `${article('help', 'Page', 'Text.')}<footer id="after">Footer</footer><script>payload</script>`))!
    expect(attr(read.article, 'data-pagefind-filter')).toBe('type:help')
    let root = read.article.parentNode!
    while ('parentNode' in root && root.parentNode) root = root.parentNode
    expect(find(root, (el) => attr(el, 'id') === 'after')).toBeUndefined()
    expect(readPage(page('en', '<p>No article. data-pagefind-body is only named here.</p>'))).toBeUndefined()
  })

  it('takes the description from the head, or from after the article when it is there', () => {
    const described = (where: 'head' | 'body') =>
      page('en', article('help', 'Page', 'Text.'))
        .replace(
          '<title>t</title>',
          where === 'head' ? '<title>t</title><meta name="description" content="In the head">' : '<title>t</title>',
        )
        .replace('</body>', where === 'body' ? '<meta name="description" content="After the article"></body>' : '</body>')
    expect(readPage(described('head'))!.description).toBe('In the head')
    expect(readPage(described('body'))!.description).toBe('After the article')
    expect(readPage(page('en', article('help', 'Page', 'Text.')))!.description).toBeUndefined()
  })

  it('gives Pagefind the metadata and filters set before the article, and refuses them on an element around it', () => {
    const before = '<meta data-pagefind-meta="image[content]" content="/og/page.png"><span data-pagefind-filter="audience">teams</span>'
    const indexed = htmlToIndex(page('en', `${before}<nav>Menu</nav>${article('help', 'Page', 'Text.')}`))
    expect(indexed).toContain(`<body>${before}<article data-pagefind-body`)
    expect(() => readPage(page('en', `<main data-pagefind-weight="2">${article('help', 'Page', 'Text.')}</main>`))).toThrow(
      '<main>, around the indexed article, has data-pagefind-weight',
    )
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
    const pages = new Map<string, PageToFind>([
      ['/docs/intro', { type: 'help', keywords: ['bring in', 'upload'], sectionKeywords: { steps: ['spreadsheet'] } }],
      ['/blog/how-to-negotiate', { type: 'blog' }],
      ['/fr/docs/intro', { type: 'help' }],
    ])
    const summary = await run(dir, { pages })
    expect(summary).toMatch(/^indexed 3 pages \(en 2, fr 1\) into pagefind\/: \d+ files, \d+ KB$/)

    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'))
    expect(Object.keys(entry.languages)).toEqual(['en', 'fr'])
    const stored = fragments(dir)
    expect(stored.map((p) => `${p.language} ${p.url}`).sort()).toEqual(['en /blog/how-to-negotiate', 'en /docs/intro', 'fr /fr/docs/intro'])
    const intro = stored.find((p) => p.url === '/docs/intro')!
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
    const pages = new Map<string, PageToFind>()
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
      pages.set(pageUrl(file), { type: type as PageToFind['type'] })
    }
    const listing = () =>
      fs
        .readdirSync(path.join(dir, 'pagefind'), { recursive: true })
        .map(String)
        .sort()
        .map((name) => {
          const full = path.join(dir, 'pagefind', name)
          return fs.statSync(full).isFile() ? `${name} ${fs.readFileSync(full).toString('base64').length}` : name
        })
    await run(dir, { pages })
    const first = listing()
    const entry = fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')
    await run(dir, { pages })
    expect(listing()).toEqual(first)
    expect(fs.readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')).toBe(entry)
  }, 30_000)

  it('fails when no page is marked for the index', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    fs.writeFileSync(path.join(dir, 'index.html'), page('en', '<h1>Home</h1>'))
    await expect(run(dir, { pages: new Map() })).rejects.toThrow(/no page carries data-pagefind-body/)
  }, 30_000)

  it('names a page whose indexed article says no kind the dialog knows', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    fs.writeFileSync(path.join(dir, 'x.html'), page('en', article('guide', 'A guide', 'Text.')))
    await expect(run(dir, { pages: new Map() })).rejects.toThrow('x.html\'s indexed article has data-pagefind-filter "type:guide"')
  }, 30_000)

  it('names a page whose section keywords name a heading it does not have', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    fs.writeFileSync(path.join(dir, 'x.html'), page('en', article('help', 'A page', 'Text.')))
    await expect(run(dir, { pages: new Map([['/x', { type: 'help', sectionKeywords: { nowhere: ['word'] } }]]) })).rejects.toThrow(
      'search-index: x.html: sectionKeywords: no heading with the id "nowhere"',
    )
  }, 30_000)

  it('names the pages meant to be found that the index misses, and those it holds that are not', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    const files: Record<string, string> = {
      'docs/a.html': page('en', article('help', 'A', 'Text.')),
      'blog/b.html': page('en', article('blog', 'B', 'Text.')),
      // A page waiting for its translation: the English text at its French URL, not marked for the index.
      'fr/docs/a.html': page('fr', '<article lang="en"><h1>A</h1><p>Text.</p></article>'),
    }
    for (const [file, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), html)
    }
    const pages = new Map<string, PageToFind>([
      ['/docs/a', { type: 'help' }],
      ['/blog/b', { type: 'help' }],
      ['/docs/c', { type: 'help' }],
    ])
    const failure = run(dir, { pages })
    await expect(failure).rejects.toThrow('/blog/b: a help page, indexed as blog\n/docs/c: a help page, not indexed')
    pages.delete('/blog/b')
    pages.delete('/docs/c')
    await expect(run(dir, { pages })).rejects.toThrow('/blog/b: indexed as blog, yet no help page, post or comparison page of its language')
  }, 30_000)
})

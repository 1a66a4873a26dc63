// Social cards: a 1200×630 PNG per exported page, in the page's language, written to out/og/<page path>.png
// (home: og/index.png, French home: og/fr.png). lib/metadata.ts points og:image and twitter:image at the
// same paths (socialImagePath). Rendered with the satori + resvg that Next.js ships (next/og's Node
// entry) and its bundled Geist font, so the build needs no extra package and no network.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ImageResponse } from 'next/dist/compiled/@vercel/og/index.node.js'
import { htmlFiles } from './html-files.mjs'

export const WIDTH = 1200
export const HEIGHT = 630
const OG_DIR = fileURLToPath(new URL('../../node_modules/next/dist/compiled/@vercel/og/', import.meta.url))
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const COLORS = { accent: '#1d4ed8', text: '#0f172a', muted: '#334155' }
const TITLE_SUFFIX = ' | Track'
/** public/og/default.png, the site's card for pages without one (404): a page must never overwrite it. */
const DEFAULT_CARD = 'og/default.png'

const taglines = {}
/** The site's tagline in a language, from messages/<locale>.json (the home page's title). */
const tagline = (locale) =>
  (taglines[locale] ??= JSON.parse(fs.readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8')).Metadata.tagline)

/** The section line of each card, by language. The home page (and any page that is its own section) shows the tagline. */
export const SECTIONS = {
  en: {
    docs: 'Help centre',
    blog: 'Blog',
    comparison: 'Comparison',
    vat: 'VAT calculator',
    roadmap: 'Roadmap',
    app: 'The app',
    legal: 'Legal',
    platforms: 'iPhone & Android',
  },
  fr: {
    docs: 'Centre d’aide',
    blog: 'Blog',
    comparison: 'Comparatif',
    vat: 'Calculateur de TVA',
    roadmap: 'Feuille de route',
    app: 'L’appli',
    legal: 'Informations légales',
    platforms: 'iPhone et Android',
  },
}

const SECTION_RULES = [
  [/^\/docs(\/|$)/, 'docs'],
  [/^\/blog(\/|$)/, 'blog'],
  [/^\/[^/]+-discount-promo-code$/, 'comparison'],
  [/^\/vat-calculator$/, 'vat'],
  [/^\/roadmap$/, 'roadmap'],
  [/^\/(app|get|download)$/, 'app'],
  [/^\/(privacy|terms)$/, 'legal'],
]

/** The section shown above the title, from the locale-free path (`/docs/intro` → "Help centre"); the tagline elsewhere. */
export function sectionFor(locale, pagePath) {
  const strings = SECTIONS[locale] ?? SECTIONS.en
  const rule = SECTION_RULES.find(([pattern]) => pattern.test(pagePath))
  return rule ? strings[rule[1]] : tagline(locale in SECTIONS ? locale : 'en')
}

/** The public URL path of an exported HTML file, relative to out/: `index.html` → `/`, `fr/blog.html` → `/fr/blog`. */
export function urlPathOfHtml(relFile) {
  const url = `/${relFile.split(path.sep).join('/')}`.replace(/\.html$/, '').replace(/\/index$/, '')
  return url === '' ? '/' : url
}

/** The card of a URL path, relative to out/: `/` → `og/index.png`, `/fr` → `og/fr.png`, `/fr/blog/x` → `og/fr/blog/x.png`. */
export const cardFileOfUrlPath = (urlPath) => (urlPath === '/' ? 'og/index.png' : `og${urlPath}.png`)

/** `/fr/blog/x` → `/blog/x` for a French page; English lives at bare paths. */
export function stripLocale(urlPath, locale) {
  if (locale === 'en') return urlPath
  if (urlPath === `/${locale}`) return '/'
  return urlPath.startsWith(`/${locale}/`) ? urlPath.slice(locale.length + 1) : urlPath
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
export const decodeHtml = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? match
    return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)))
  })

const textOf = (html) =>
  decodeHtml(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, (space) => (space === '\u00a0' ? space : ' '))
    .trim()

/**
 * What a card shows, from a page's HTML: its language, and its title — the og:title without " | Track"
 * (the home page's og:title is "Track | tagline", so the home card takes the page's <h1> and the tagline as its section).
 */
export function readPage(html) {
  const locale = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en'
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1]
  const raw = ogTitle ?? /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  let title = decodeHtml(raw)
  if (title.endsWith(TITLE_SUFFIX)) title = title.slice(0, -TITLE_SUFFIX.length)
  else if (title.startsWith('Track | ')) {
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
    title = h1 ? textOf(h1) : title.slice('Track | '.length)
  }
  return { locale, title: title.trim() }
}

// Geist has no narrow or thin no-break space (French typography): satori would fetch a fallback font
// from the network for them, so they become no-break spaces; any other missing character is dropped.
const fontData = fs.readFileSync(path.join(OG_DIR, 'Geist-Regular.ttf'))
const fontChars = cmapCodePoints(fontData)
export function fitToFont(text) {
  return [...text.replace(/[\u202f\u2009\u2007]/g, '\u00a0')].filter((char) => fontChars.has(char.codePointAt(0))).join('')
}

/** The code points a TrueType font maps (cmap formats 4 and 12), to keep satori off the network. */
function cmapCodePoints(font) {
  const points = new Set()
  const tables = font.readUInt16BE(4)
  let cmap = 0
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'cmap') cmap = font.readUInt32BE(20 + 16 * i)
  const subtables = font.readUInt16BE(cmap + 2)
  for (let i = 0; i < subtables; i++) {
    const start = cmap + font.readUInt32BE(cmap + 8 + 8 * i)
    const format = font.readUInt16BE(start)
    if (format === 4) {
      const segments = font.readUInt16BE(start + 6) / 2
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(start + 14 + 2 * s)
        const first = font.readUInt16BE(start + 16 + 2 * segments + 2 * s)
        for (let c = first; c <= end && c !== 0xffff; c++) points.add(c)
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(start + 12)
      for (let g = 0; g < groups; g++) {
        const first = font.readUInt32BE(start + 16 + 12 * g)
        const end = font.readUInt32BE(start + 20 + 12 * g)
        for (let c = first; c <= end; c++) points.add(c)
      }
    }
  }
  return points
}

const logo = `data:image/svg+xml;base64,${fs.readFileSync(path.join(ROOT, 'public', 'icon.svg')).toString('base64')}`
const h = (type, style, ...children) => ({ type, props: { style, children: children.length > 1 ? children : children[0] } })

/** Longer titles get a smaller size so that they fit in four lines at most. */
function titleSize(title) {
  if (title.length <= 28) return 84
  if (title.length <= 56) return 70
  if (title.length <= 90) return 58
  return 48
}

/** The card as a satori element tree (plain objects: no React needed). */
export function cardElement({ locale, title, section }) {
  const strings = SECTIONS[locale] ?? SECTIONS.en
  const size = titleSize(title)
  return h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px 64px',
      backgroundImage: 'linear-gradient(135deg, #eaf1ff, #ffffff 60%)',
      color: COLORS.text,
      fontFamily: 'geist',
    },
    h(
      'div',
      { display: 'flex', flexDirection: 'column' },
      h('div', { width: 72, height: 8, borderRadius: 4, backgroundColor: COLORS.accent, marginBottom: 28 }),
      h('div', { display: 'flex', fontSize: 36, color: COLORS.accent, WebkitTextStroke: `0.6px ${COLORS.accent}` }, fitToFont(section)),
    ),
    h(
      'div',
      {
        display: 'block',
        maxWidth: 1040,
        fontSize: size,
        lineHeight: 1.15,
        lineClamp: 4,
        WebkitTextStroke: `${(size / 40).toFixed(2)}px ${COLORS.text}`,
      },
      fitToFont(title),
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'center' },
      { type: 'img', props: { src: logo, width: 64, height: 64, style: { marginRight: 22 } } },
      h('div', { display: 'flex', fontSize: 34, color: COLORS.text, WebkitTextStroke: `0.8px ${COLORS.text}` }, 'Track'),
      h('div', { display: 'flex', fontSize: 34, color: COLORS.muted, marginLeft: 12 }, fitToFont(`·\u00a0${strings.platforms}`)),
    ),
  )
}

/** One card as PNG bytes. */
export async function renderCard(card) {
  const response = new ImageResponse(cardElement(card), { width: WIDTH, height: HEIGHT })
  return Buffer.from(await response.arrayBuffer())
}

/** The card of an exported page (its HTML file relative to out/): where it goes and what it shows. */
export function cardOfPage(relFile, html) {
  const { locale, title } = readPage(html)
  const urlPath = urlPathOfHtml(relFile)
  const card = cardFileOfUrlPath(urlPath)
  if (card === DEFAULT_CARD) throw new Error(`og-images: the page ${urlPath} would overwrite the site's default card`)
  let section = sectionFor(locale, stripLocale(urlPath, locale))
  // A page that is its own section (the help centre, the blog, the VAT calculator…) shows the tagline instead.
  if (section.toLowerCase() === title.toLowerCase()) section = tagline(locale in SECTIONS ? locale : 'en')
  return { card, locale, title, section }
}

const NOT_PAGES = new Set(['_not-found', '404', '_not-found.html', '404.html'])
/** Every exported HTML page of outDir, relative to it, apart from Next's files, the search index and the 404 pages. */
const htmlPages = (outDir) =>
  htmlFiles(outDir, ['_next', 'pagefind']).filter((file) => !file.split('/').some((part) => NOT_PAGES.has(part)))

export async function run(outDir) {
  const pages = htmlPages(outDir)
  // satori lays out on the main thread while the rasteriser works off it: a few cards in flight keep both cores busy.
  const queue = [...pages]
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { card, ...content } = cardOfPage(file, await fsp.readFile(path.join(outDir, file), 'utf8'))
      const png = await renderCard(content)
      await fsp.mkdir(path.dirname(path.join(outDir, card)), { recursive: true })
      await fsp.writeFile(path.join(outDir, card), png)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return `${pages.length} social cards`
}

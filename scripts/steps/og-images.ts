// Post-build step: the social cards. Every page names its card in its own <meta property="og:image"> (lib/metadata.ts,
// socialImagePath); this step draws that card, 1200×630, in the page's language, and writes it where the page says.
// Drawn with next/og's ImageResponse (satori + resvg, Next's public API) in the Geist font of the `geist` package,
// so the build needs no network. The section line's words come from messages/<locale>.json (namespace SocialCard).
//
// A card's PNG depends only on what it shows and on how cards are drawn: it is kept in .cache/social-cards/ under a
// hash of both, and a second build copies it instead of drawing it again (CI may keep that folder between runs).
// SOCIAL_CARDS_SHARED_CACHE names another checkout's folder to copy from as well, read when this step runs and never
// written or pruned: the suite's scenarios build a copy of the project beside the repository's own build, and take
// the cards that build has drawn by then.
//
// What it assumes, and checks: every page but the not-found pages has an og:image on the site, under /og/; a page
// whose canonical URL is another page's (/blog/page/1) shares that page's card. It fails naming the page otherwise,
// and when a page's card is missing once the step is done.
import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type React from 'react'
import * as fontkit from 'fontkit'
import { ImageResponse } from 'next/og.js'
import sharp from 'sharp'
import { typesetMessages } from '@/lib/french-typography'
import { splitLocale } from '@/lib/i18n'
import { siteUrl } from '@/lib/site'
import en from '@/messages/en.json'
import fr from '@/messages/fr.json'
import { attr, collapse, type Document, find, htmlFiles, parseUntil, text } from './html'
import { pageUrl } from './search-index'
import { packageVersions } from './step-cache'

/** What a page's card shows, and where it goes. */
export interface Card {
  urlPath: string
  /** The card's path under out/ (`og/docs/intro.png`). */
  file: string
  /** The page's own card (not one it shares with the page its canonical URL names). */
  own: boolean
  locale: string
  title: string
  section: string
}
type Messages = typeof en

export const WIDTH = 1200
export const HEIGHT = 630
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const CACHE_DIR = path.join(ROOT, '.cache', 'social-cards')
const COLORS = { accent: '#1d4ed8', text: '#0f172a', muted: '#334155' }
const TITLE_SEPARATOR = ' | '
const SITE_NAME = 'Track'

/** messages/<locale>.json as the pages show them, French typeset (English for a language without its file). */
const MESSAGES: Record<string, Messages> = { en, fr: typesetMessages(fr) }
const messages = (locale: string): Messages => MESSAGES[locale] ?? en

const SECTION_RULES: [RegExp, keyof Messages['SocialCard']][] = [
  [/^\/docs(\/|$)/, 'docs'],
  [/^\/blog(\/|$)/, 'blog'],
  [/^\/[^/]+-discount-promo-code$/, 'comparison'],
  [/^\/vat-calculator$/, 'vat'],
  [/^\/roadmap$/, 'roadmap'],
  [/^\/(app|get|download)$/, 'app'],
  [/^\/(privacy|terms)$/, 'legal'],
]

/** The section line of a page, from its locale-free path (`/docs/intro` → "Help centre"); elsewhere, the site's tagline. */
export function sectionFor(locale: string, pagePath: string): string {
  const rule = SECTION_RULES.find(([pattern]) => pattern.test(pagePath))
  return rule ? messages(locale).SocialCard[rule[1]] : messages(locale).Metadata.tagline
}

const metaContent = (doc: Document, property: string) => {
  const el = find(doc, (e) => e.tagName === 'meta' && attr(e, 'property') === property)
  return el && attr(el, 'content')
}

/** The not-found pages (shown for any unknown URL) have no card of their own. */
const NOT_FOUND_PAGE = /(^|\/)404\.html$/

/**
 * What the card of an exported page shows and where it goes, read from the page: its language, its og:image, its
 * canonical URL, and its title (the og:title without " | Track"; the home page, whose og:title is "Track | tagline",
 * takes its h1). Returns null for a not-found page; throws for any other page without an og:image.
 */
export function cardOfPage(relFile: string, html: string, site: string): Card | null {
  if (NOT_FOUND_PAGE.test(relFile)) return null
  // What a card shows is in the head (and, for a few pages, the first h1): the rest of the page is never parsed.
  const doc = parseUntil(html, (e) => e.tagName === 'head').document
  const urlPath = pageUrl(relFile)
  const image = metaContent(doc, 'og:image')
  if (!image) throw new Error(`social cards: ${urlPath} has no <meta property="og:image">: give it metadata with createMetadata()`)
  const card = new URL(image)
  if (card.origin !== new URL(site).origin) {
    throw new Error(
      `social cards: ${urlPath} names its card on ${card.origin}, but this build is for ${site} (NEXT_PUBLIC_SITE_URL): the export was made with another site address than the one these steps read`,
    )
  }
  if (!card.pathname.startsWith('/og/')) throw new Error(`social cards: ${urlPath} names ${image} as its card: expected ${site}/og/….png`)
  const canonical = find(doc, (e) => e.tagName === 'link' && attr(e, 'rel') === 'canonical')
  const own = !canonical || new URL(attr(canonical, 'href')!).pathname === urlPath
  const locale = attr(find(doc, 'html')!, 'lang') ?? 'en'
  let title = metaContent(doc, 'og:title') ?? text(find(doc, 'title') ?? doc)
  if (title.endsWith(`${TITLE_SEPARATOR}${SITE_NAME}`)) title = title.slice(0, -`${TITLE_SEPARATOR}${SITE_NAME}`.length)
  else if (title.startsWith(`${SITE_NAME}${TITLE_SEPARATOR}`)) {
    const { document, element: h1 } = parseUntil(html, (e) => e.tagName === 'h1')
    title = collapse(text(h1 ?? document))
  }
  title = collapse(title)
  let section = sectionFor(locale, splitLocale(urlPath).path)
  // A page that is its own section (the help centre, the blog, the VAT calculator…) shows the tagline instead.
  if (section.toLowerCase() === title.toLowerCase()) section = messages(locale).Metadata.tagline
  return { urlPath, file: card.pathname.slice(1), own, locale, title, section }
}

// Geist has no narrow or thin no-break space (French typography): satori would fetch a fallback font from the network
// for them, so they become no-break spaces; any other character the font lacks is dropped.
const fontData = fs.readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('geist/font')), 'fonts/geist-sans/Geist-Regular.ttf'),
)
const font = fontkit.create(fontData) as fontkit.Font
export function fitToFont(value: string): string {
  return [...value.replace(/[\u202f\u2009\u2007]/g, '\u00a0')].filter((char) => font.hasGlyphForCodePoint(char.codePointAt(0)!)).join('')
}

const logoSvg = fs.readFileSync(path.join(ROOT, 'public', 'icon.svg'))
const logo = `data:image/svg+xml;base64,${logoSvg.toString('base64')}`
interface Box {
  type: string
  props: Record<string, unknown>
}
const h = (type: string, style: Record<string, unknown>, ...children: (Box | string)[]): Box => ({
  type,
  props: { style, children: children.length > 1 ? children : children[0] },
})

/** Longer titles get a smaller size so that they fit in four lines at most. */
function titleSize(title: string): number {
  if (title.length <= 28) return 84
  if (title.length <= 56) return 70
  if (title.length <= 90) return 58
  return 48
}

/** The card as a satori element tree (plain objects: no React needed). */
export function cardElement({ locale, title, section }: Pick<Card, 'locale' | 'title' | 'section'>): Box {
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
      fontFamily: 'Geist',
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
      h('div', { display: 'flex', fontSize: 34, color: COLORS.text, WebkitTextStroke: `0.8px ${COLORS.text}` }, SITE_NAME),
      h(
        'div',
        { display: 'flex', fontSize: 34, color: COLORS.muted, marginLeft: 12 },
        fitToFont(`·\u00a0${messages(locale).SocialCard.platforms}`),
      ),
    ),
  )
}

/**
 * One card as PNG bytes: drawn in full colour, then stored with a palette of 256 colours, dithered. A card is a pale
 * gradient, text and the logo: it looks the same, in 40 % of the bytes (about 25 KB instead of 62; the export is
 * 6.5 MB lighter, docs/performance.md). sharp is the library Next itself installs to process images. Its palette
 * search at effort 5 rather than 7 takes a quarter less time, for 1 % more bytes and the same colours to 0.2 dB.
 */
export async function renderCard(card: Pick<Card, 'locale' | 'title' | 'section'>): Promise<Buffer> {
  // satori takes plain element objects as React elements; ImageResponse's type asks for a ReactElement.
  const response = new ImageResponse(cardElement(card) as unknown as React.ReactElement, {
    width: WIDTH,
    height: HEIGHT,
    fonts: [{ name: 'Geist', data: fontData, weight: 400, style: 'normal' }],
  })
  return sharp(Buffer.from(await response.arrayBuffer()))
    .png({ palette: true, compressionLevel: 9, effort: 5 })
    .toBuffer()
}

/**
 * How cards are drawn: this file, the font and the logo, the words every card shows (the SocialCard messages: the
 * platforms line), and the installed versions of what lays out, rasterises, compresses and reads the font (next's
 * satori and resvg, sharp, fontkit, with their dependencies: ./step-cache.ts). A change to any of them draws every
 * card again.
 */
const DRAWING = crypto
  .createHash('sha256')
  .update(fs.readFileSync(fileURLToPath(import.meta.url)))
  .update(fontData)
  .update(logoSvg)
  .update(JSON.stringify(Object.values(MESSAGES).map((m) => m.SocialCard)))
  .update(packageVersions(['next', 'sharp', 'fontkit']).join('\n'))
  .digest('hex')

/** The cache key of a card: what it shows and how it is drawn. */
export const cardKey = ({ locale, title, section }: Pick<Card, 'locale' | 'title' | 'section'>) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify({ drawing: DRAWING, locale, title, section }))
    .digest('hex')
    .slice(0, 32)

export async function run(
  outDir: string,
  {
    site = siteUrl(),
    cacheDir = CACHE_DIR,
    sharedCacheDir = process.env.SOCIAL_CARDS_SHARED_CACHE,
  }: { site?: string; cacheDir?: string; sharedCacheDir?: string } = {},
) {
  const pages: Card[] = []
  for (const file of htmlFiles(outDir, ['_next', 'pagefind'])) {
    const card = cardOfPage(file, await fsp.readFile(path.join(outDir, file), 'utf8'), site)
    if (card) pages.push(card)
  }
  const drawn = new Map<string, Card>()
  for (const card of pages.filter((c) => c.own)) {
    const other = drawn.get(card.file)
    if (other) throw new Error(`social cards: ${card.urlPath} and ${other.urlPath} both name ${card.file} as their own card`)
    drawn.set(card.file, card)
  }

  await fsp.mkdir(cacheDir, { recursive: true })
  const cacheFile = (card: Card) => path.join(cacheDir, `${cardKey(card)}.png`)
  // Each cache entry is drawn once (two cards may show the same thing), unless it is there already.
  const toDraw = new Map([...drawn.values()].map((card) => [cacheFile(card), card]))
  for (const file of toDraw.keys()) if (fs.existsSync(file)) toDraw.delete(file)
  let shared = 0
  if (sharedCacheDir) {
    for (const file of toDraw.keys()) {
      try {
        // Written whole, as a drawn card is: a build stopped halfway leaves no broken card for the next one.
        await fsp.copyFile(path.join(sharedCacheDir, path.basename(file)), `${file}.tmp`)
        await fsp.rename(`${file}.tmp`, file)
        toDraw.delete(file)
        shared++
      } catch (error) {
        // Not drawn there (yet), or pruned by that build meanwhile: drawn here.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
  }
  // satori lays out on the main thread while the rasteriser works off it: a few cards in flight keep both cores busy.
  const queue = [...toDraw]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await fsp.writeFile(`${next[0]}.tmp`, await renderCard(next[1]))
      await fsp.rename(`${next[0]}.tmp`, next[0])
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  for (const card of drawn.values()) {
    await fsp.mkdir(path.dirname(path.join(outDir, card.file)), { recursive: true })
    await fsp.copyFile(cacheFile(card), path.join(outDir, card.file))
  }
  // The cache keeps the cards of this build only, so it does not grow with every change of a title.
  const kept = new Set([...drawn.values()].map((card) => path.basename(cacheFile(card))))
  for (const name of await fsp.readdir(cacheDir)) if (!kept.has(name)) await fsp.rm(path.join(cacheDir, name), { force: true })

  const missing = pages.filter((card) => !fs.existsSync(path.join(outDir, card.file)))
  if (missing.length > 0) {
    throw new Error(`social cards: ${missing.map((c) => `${c.urlPath} names /${c.file}, which is not in the export`).join('; ')}`)
  }
  const from = `${drawn.size - toDraw.size} from ${path.relative(ROOT, cacheDir)}/${shared > 0 ? ` (${shared} copied from ${sharedCacheDir})` : ''}`
  return `${drawn.size} cards for ${pages.length} pages: ${toDraw.size} drawn, ${from}`
}

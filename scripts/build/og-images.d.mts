export interface Card {
  locale: string
  title: string
  section: string
}
export interface PageCard extends Card {
  /** The page's URL path. */
  urlPath: string
  /** Where the card goes, relative to out/ (from the page's og:image). */
  file: string
  /** False when the page's canonical URL is another page's, whose card it shares. */
  own: boolean
}
export declare const WIDTH: number
export declare const HEIGHT: number
export declare const CACHE_DIR: string
export declare function sectionFor(locale: string, pagePath: string): string
export declare function stripLocale(urlPath: string, locale: string): string
export declare function urlPathOfHtml(relFile: string): string
export declare function cardOfPage(relFile: string, html: string, site: string): PageCard | null
export declare function fitToFont(text: string): string
export declare function cardElement(card: Card): unknown
export declare function renderCard(card: Card): Promise<Buffer>
export declare function cardKey(card: Card): string
export declare function run(outDir: string, options?: { site?: string; cacheDir?: string }): Promise<string>

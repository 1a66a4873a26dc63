export interface Card {
  locale: string
  title: string
  section: string
}
export declare const WIDTH: number
export declare const HEIGHT: number
export declare const SECTIONS: Record<'en' | 'fr', Record<string, string>>
export declare function sectionFor(locale: string, pagePath: string): string
export declare function urlPathOfHtml(relFile: string): string
export declare function cardFileOfUrlPath(urlPath: string): string
export declare function stripLocale(urlPath: string, locale: string): string
export declare function decodeHtml(text: string): string
export declare function readPage(html: string): { locale: string; title: string }
export declare function cardOfPage(relFile: string, html: string): Card & { card: string }
export declare function fitToFont(text: string): string
export declare function cardElement(card: Card): unknown
export declare function renderCard(card: Card): Promise<Buffer>
export declare function run(outDir: string): Promise<string>

export type HeaderPair = [name: string, value: string]
export interface HeaderRule {
  path: string
  pattern: RegExp | null
  /** A null value detaches the header (`! Name`). */
  headers: [name: string, value: string | null][]
}
export interface InlineElement {
  tag: 'script' | 'style'
  attrs: Record<string, string>
  text: string
}

export declare const HEADERS_FILE: string
export declare const HASHES_FILE: string
export declare const NGINX_MAP_FILE: string
export declare const STATIC_HEADERS: HeaderPair[]
export declare const IMMUTABLE_PATH: string
export declare const IMMUTABLE_HEADERS: HeaderPair[]
export declare const RUNTIME_STYLES: string[]
export declare function contentSecurityPolicy(hashes?: { scripts?: string[]; styles?: string[] }): string
export declare function cspHash(text: string): string
export declare function inlineElements(html: string): { elements: InlineElement[]; blocked: string[] }
export declare function isExecutableInline(attrs: Record<string, string>): boolean
export declare function pageHashes(html: string): { scripts: string[]; styles: string[]; blocked: string[] }
export declare function pageUrls(rel: string): string[]
export declare function formatHeaders(rules: { path: string; headers: HeaderPair[] }[]): string
export declare function parseHeaders(text: string): HeaderRule[]
export declare function headersFor(rules: HeaderRule[], ...paths: string[]): HeaderPair[]
export declare function run(outDir: string): Promise<string>

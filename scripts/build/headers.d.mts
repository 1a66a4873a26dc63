export type HeaderPair = [name: string, value: string]
export interface HeaderRule {
  path: string
  pattern: RegExp | null
  /** A null value detaches the header (`! Name`). */
  headers: [name: string, value: string | null][]
}

export declare const HEADERS_FILE: string
export declare const POLICY_META: string
export declare const STATIC_HEADERS: HeaderPair[]
export declare const IMMUTABLE_PATH: string
export declare const IMMUTABLE_HEADERS: HeaderPair[]
export declare const HEADER_RULES: { path: string; headers: HeaderPair[] }[]
export declare const RUNTIME_STYLES: string[]
export declare function contentSecurityPolicy(hashes?: { scripts?: string[]; styles?: string[] }): string
export declare function cspHash(text: string): string
/** The build's stylesheets (every .css file under out/_next/static) as CSP sources: every page allows each of them inline. */
export declare function stylesheetHashes(outDir: string): string[]
export declare function isExecutableInline(attrs: Record<string, string>): boolean
export declare function pageHashes(html: string): { scripts: string[]; styles: string[]; blocked: string[] }
/** The page with its policy as the first element of <head> (replacing one already there), and a byte order mark. */
export declare function withPolicy(html: string, policy: string): string
/** What is wrong with a page's policy: not first in <head>, or an inline script or style it does not allow. */
export declare function policyProblems(html: string): string[]
/** The same, for a page already parsed. */
export declare function policyProblemsOf(doc: import('./html.mjs').Document): string[]
export declare function formatHeaders(rules: { path: string; headers: HeaderPair[] }[]): string
export declare function parseHeaders(text: string): HeaderRule[]
export declare function headersFor(rules: HeaderRule[], ...paths: string[]): HeaderPair[]
export declare function run(outDir: string): Promise<string>

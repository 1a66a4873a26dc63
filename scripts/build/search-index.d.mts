export declare const SEARCH_DIR: string
/** `docs/intro.html` → `/docs/intro`, `fr/index.html` → `/fr`, `index.html` → `/`. */
export declare function pageUrl(relativeFile: string): string
/** Indexes `outDir` into `outDir/pagefind/`; returns a one-line summary. */
export declare function run(outDir: string): Promise<string>

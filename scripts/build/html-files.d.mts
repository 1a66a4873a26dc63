/** Every `.html` file under outDir (relative, `/`-separated, sorted), apart from those in the top-level folders named in `skip` (default `['_next']`). */
export declare function htmlFiles(outDir: string, skip?: string[]): string[]

export declare const PLACEHOLDER_TYPE: string
/** The inline loader that swaps the placeholders for the real scripts after the first contentful paint. */
export declare const LOADER: string
/** The page with its chunk scripts deferred, or unchanged when it has none (or was already done). */
export declare function deferScripts(html: string): string
/** What is wrong with a page once its scripts are deferred: live chunk scripts, a missing or misplaced loader. */
export declare function deferralProblems(html: string): string[]
/** The same, for a page already parsed. */
export declare function deferralProblemsOf(doc: import('./html.mjs').Document): string[]
/** Defers the scripts of every HTML page in `outDir`, then checks each; returns a one-line summary. */
export declare function run(outDir: string): Promise<string>

/** What is wrong with one exported page (its text as read from disk). */
export declare function pageProblems(outDir: string, html: string): string[]
/** Every problem of every page of `outDir`, each prefixed with the page. */
export declare function exportProblems(outDir: string): string[]
export declare function run(outDir: string): Promise<string>

/** bench:field --json rows of two runs → Markdown lines: a table per measure, cells `before → after (change)`. */
export declare function compare(before: Record<string, unknown>[], after: Record<string, unknown>[]): string[]

/** `/blog.html`, `/blog/` → `/blog`; `/fr/index.html` → `/fr`; `/index.html` → `/`. */
export declare function normalizePath(pathname: string): string

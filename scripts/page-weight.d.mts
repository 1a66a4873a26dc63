/** First-load JavaScript per page, KB gzip. */
export declare const JS_BUDGET_KB: number
/** A page's weights in KB gzip (level 9): JavaScript run on load, scripts only preloaded, linked CSS, the HTML. */
export declare function pageWeights(
  outDir: string,
  file: string,
): { js: number; scripts: number; preload: number; css: number; html: number }

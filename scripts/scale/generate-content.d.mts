export declare const SYNTHETIC_POST_PREFIX: string
export declare const SYNTHETIC_DOC_FOLDER: string
export declare function seededRandom(seed: number): () => number
export declare function frenchTypography(text: string): string
export declare function readContentIds(root: string): { tags: string[]; authors: string[]; categories: string[] }
export interface GeneratedFile {
  /** Relative to the project root, e.g. `content/blog/en/synthetic-post-0001.mdx`. */
  path: string
  text: string
}
export declare function generateContent(options: {
  posts: number
  docs?: number
  tags: readonly string[]
  authors: readonly string[]
  categories: readonly string[]
  locales?: readonly string[]
  seed?: number
}): GeneratedFile[]
export declare function writeContent(root: string, files: GeneratedFile[]): number

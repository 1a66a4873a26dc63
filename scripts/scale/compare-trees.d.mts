export type Normalise = (content: Buffer, relPath: string, side: 'a' | 'b') => Buffer | string
export interface TreeComparison {
  onlyInA: string[]
  onlyInB: string[]
  different: string[]
  ignored: string[]
  normalised: string[]
  compared: number
  identical: boolean
}
export declare function listFiles(dir: string): string[]
export declare function compareTrees(
  dirA: string,
  dirB: string,
  options?: { ignore?: (relPath: string) => boolean; normalise?: Normalise },
): TreeComparison
export declare function replaceBuildIds(buildIdA: string, buildIdB: string, placeholder?: string): Normalise
export declare function pathHasBuildId(...buildIds: string[]): (relPath: string) => boolean
export declare function firstDifference(a: Buffer, b: Buffer, context?: number): { offset: number; a: string; b: string } | null

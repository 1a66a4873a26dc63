// The deployment values (NEXT_PUBLIC_SITE_URL and the others of README, "Configuration"), loaded once into
// process.env the way `next build` loads them, by Next's own package (@next/env): the host's environment first, then
// .env.production.local, .env.local, .env.production and .env, a value already set never overridden (under
// NODE_ENV=test, .env.test.local and .env.test instead of the local and production files, as Next does).
// scripts/build.ts loads them before any step, so every step, and every command it starts, reads the same values:
// `next build` finds them loaded (@next/env marks process.env) and reads no file again, next-sitemap gets them from its
// environment. The site's address is then read in one place, siteUrl() in lib/site.ts.
// Its default export: the package is CommonJS whose names Node's ES module loader cannot see.
import nextEnv from '@next/env'

export interface LoadedEnv {
  /** The files read, in the order they count (the first to set a value wins). */
  files: string[]
  /** Where a variable's value comes from: "the environment", a file's name, or null when unset. */
  sourceOf(name: string): string | null
}

export function loadEnv(dir = process.cwd()): LoadedEnv {
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(dir, false, {
    info: () => {},
    // @next/env logs a file it cannot read or parse, and goes on without it: here that stops the command.
    error: (message: string, error: unknown) => {
      throw new Error(`${message}: ${error instanceof Error ? error.message : String(error)}`)
    },
  })
  return {
    files: loadedEnvFiles.map((file) => file.path),
    sourceOf(name) {
      if (nextEnv.initialEnv?.[name] !== undefined) return 'the environment'
      return loadedEnvFiles.find((file) => file.env[name] !== undefined)?.path ?? null
    },
  }
}

// A command line read with node:util's parseArgs, for every command of scripts/ and bench/: strict (an unknown or
// misspelt option stops the command instead of being ignored), --help prints the usage, a bad value says what is
// wrong and exits 2.
import { parseArgs, type ParseArgsConfig } from 'node:util'

/** The command line against `options`. `fail` stops like a bad option does; `count` and `subset` check values. */
export function cli<const O extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: O, allowPositionals = false) {
  const fail = (message: string): never => {
    console.error(`${message}\n\n${usage}`)
    return process.exit(2)
  }
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    process.exit(0)
  }
  /** A whole number of at least 1. */
  const count = (name: string, value: string | undefined) =>
    /^[1-9]\d*$/.test(value ?? '') ? Number(value) : fail(`--${name} takes a whole number of at least 1, not "${value}"`)
  /** A comma-separated list of some of `all`. */
  const subset = <T extends string>(name: string, value: string | undefined, all: readonly T[]): T[] => {
    const chosen = (value ?? '').split(',').filter(Boolean)
    const unknown = chosen.filter((v) => !all.includes(v as T))
    if (chosen.length === 0 || unknown.length > 0) fail(`--${name}: unknown "${unknown.join(',')}" (choose from ${all.join(', ')})`)
    return chosen as T[]
  }
  try {
    return { ...parseArgs({ args, options, allowPositionals, strict: true }), fail, count, subset }
  } catch (error) {
    return fail((error as Error).message)
  }
}

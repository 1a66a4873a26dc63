// When a roadmap target has passed. Target quarters are plans the company sets (content/roadmap.ts); the day one
// ends with its item not shipped is a normal state of the content, not a mistake of the commit that happens to be
// built that day: the roadmap says so beside the target, and the launch checklist lists it for the company to
// settle (ship it or set a new quarter). Never a failed test or build.
import type { RoadmapItem } from '@/content/roadmap'

/** The variable a test sets to build as if on another day (`YYYY-MM-DD`); a build otherwise uses the real day. */
export const TODAY_VARIABLE = 'TRACK_TODAY'

/** The day the site is built or checked, `YYYY-MM-DD` (UTC). */
export function today(env: Record<string, string | undefined> = process.env): string {
  const faked = env[TODAY_VARIABLE]
  if (!faked) return new Date().toISOString().slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(faked) || Number.isNaN(Date.parse(faked))) {
    throw new Error(`${TODAY_VARIABLE} must be a day written YYYY-MM-DD, got "${faked}"`)
  }
  return faked
}

/** `2027-Q2` → its last day, `2027-06-30`. */
export function quarterEnd(quarter: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter)
  if (!match) throw new Error(`a roadmap quarter is written like 2027-Q1, got "${quarter}"`)
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) * 3, 0)).toISOString().slice(0, 10)
}

/** Whether an item not yet shipped has a target quarter that ended before `day`. */
export const targetPassed = (item: RoadmapItem, day: string): boolean =>
  item.status !== 'shipped' && item.quarter !== undefined && quarterEnd(item.quarter) < day

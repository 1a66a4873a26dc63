import { describe, expect, it } from 'vitest'
import type { RoadmapItem } from '@/content/roadmap'
import { quarterEnd, targetPassed, today } from './roadmap'

const item = (status: RoadmapItem['status'], quarter?: string): RoadmapItem => ({
  id: 'x',
  status,
  quarter,
  title: { en: 'x', fr: 'x' },
  description: { en: 'x', fr: 'x' },
})

describe('quarterEnd', () => {
  it('gives the last day of each quarter', () => {
    expect(['2027-Q1', '2027-Q2', '2027-Q3', '2027-Q4'].map(quarterEnd)).toEqual(['2027-03-31', '2027-06-30', '2027-09-30', '2027-12-31'])
    expect(quarterEnd('2028-Q1')).toBe('2028-03-31')
  })
  it('refuses a quarter written otherwise, naming it', () => {
    expect(() => quarterEnd('2027-Q5')).toThrow('"2027-Q5"')
    expect(() => quarterEnd('Q1 2027')).toThrow('"Q1 2027"')
  })
})

describe('targetPassed', () => {
  it('is true from the day after the quarter ends, for an item not shipped', () => {
    expect(targetPassed(item('planned', '2027-Q1'), '2027-03-31')).toBe(false)
    expect(targetPassed(item('planned', '2027-Q1'), '2027-04-01')).toBe(true)
    expect(targetPassed(item('in-progress', '2027-Q1'), '2027-04-01')).toBe(true)
  })
  it('is false for a shipped item, which carries no date', () => {
    expect(targetPassed(item('shipped'), '2030-01-01')).toBe(false)
  })
})

describe('today', () => {
  it('is the real day unless a test sets TRACK_TODAY', () => {
    expect(today({})).toBe(new Date().toISOString().slice(0, 10))
    expect(today({ TRACK_TODAY: '2027-04-01' })).toBe('2027-04-01')
  })
  it('refuses a day written otherwise', () => {
    expect(() => today({ TRACK_TODAY: '1/4/2027' })).toThrow('TRACK_TODAY must be a day written YYYY-MM-DD, got "1/4/2027"')
  })
})

/**
 * When a status message may go (docs/messages.md): never in India's quiet hours (21:00 to 09:00 IST, when it waits
 * for 09:00), and no more than the daily cap of SMS to one mobile in one India day (the rest wait for the next
 * morning's 09:00). Messages are never dropped for either rule, only moved later. India keeps UTC+05:30 all year.
 */

import { atIndiaHour, indiaWallClock } from "./india-time.ts"

/** The quiet hours, India time: from 21:00 until 09:00 the next morning. */
export const quietHours = { from: 21, until: 9 } as const

/** The India day of an instant, as YYYY-MM-DD. */
export const indiaDay = (at: Date): string => indiaWallClock(at).toISOString().slice(0, 10)

/** 09:00 IST on the India day of `at`, `days` later. */
const morningOf = (at: Date, days: number): Date => atIndiaHour(at, quietHours.until, days)

export type Timing =
  | { readonly _tag: "Now" }
  | { readonly _tag: "Wait"; readonly until: Date; readonly reason: "quiet-hours" | "daily-cap" }

export interface TimingInput {
  readonly now: Date
  /** SMS already counted against the mobile's cap today (India day). */
  readonly sentToday: number
  readonly dailyCap: number
  /** Whether this message already holds a place in today's count (an earlier attempt counted it), or needs none. */
  readonly counted: boolean
}

/** Whether a message may go at `now`, or until when it waits. */
export const whenMayGo = ({ now, sentToday, dailyCap, counted }: TimingInput): Timing => {
  const hour = indiaWallClock(now).getUTCHours()
  if (hour >= quietHours.from) return { _tag: "Wait", until: morningOf(now, 1), reason: "quiet-hours" }
  if (hour < quietHours.until) return { _tag: "Wait", until: morningOf(now, 0), reason: "quiet-hours" }
  if (!counted && sentToday >= dailyCap) return { _tag: "Wait", until: morningOf(now, 1), reason: "daily-cap" }
  return { _tag: "Now" }
}

/** The wait after the `failures`-th failed attempt: `baseSeconds`, doubled each time, at most `maxSeconds`. */
export const retryDelaySeconds = (failures: number, baseSeconds: number, maxSeconds: number): number =>
  Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, failures - 1))

/** India's clock for the rules that go by it (quiet hours, a call window, the retention job's hour): UTC+05:30 all year. */

const offsetMillis = (5 * 60 + 30) * 60_000

/** The instant shifted so that its UTC fields read India's wall clock (its getUTCHours() is the hour in India). */
export const indiaWallClock = (at: Date): Date => new Date(at.getTime() + offsetMillis)

/** `hour`:00 India time on the India day of `at`, `days` later. */
export const atIndiaHour = (at: Date, hour: number, days = 0): Date => {
  const local = indiaWallClock(at)
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour) - offsetMillis)
}

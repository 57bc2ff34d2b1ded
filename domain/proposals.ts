/**
 * A proposal's dates (issue 31, section 4; the RBI's Key Facts Statement circular of 15 April 2024 asks that a KFS
 * hold for at least three working days for loans of seven days or more): the day in India, and that day plus three
 * working days. Saturdays, Sundays and the three national holidays (26 January, 15 August, 2 October) are not working
 * days; holidays that differ by state are not in this calendar, so over one of them a proposal holds one working day
 * less in that state. Pure: dates are yyyy-mm-dd.
 */

/** The calendar day in India (UTC+05:30, no daylight saving) at `now`. */
export const indiaDate = (now: Date): string => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10)

const nationalHolidays = new Set(["01-26", "08-15", "10-02"])

export const isWorkingDay = (date: string): boolean => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day !== 0 && day !== 6 && !nationalHolidays.has(date.slice(5))
}

/** The `count`th working day after `date` (the day itself not counted). */
export const addWorkingDays = (date: string, count: number): string => {
  let at = new Date(`${date}T00:00:00Z`)
  let left = count
  while (left > 0) {
    at = new Date(at.getTime() + 86_400_000)
    if (isWorkingDay(at.toISOString().slice(0, 10))) left--
  }
  return at.toISOString().slice(0, 10)
}

/** How many working days a Key Fact Statement holds after the day it is made. */
export const proposalWorkingDays = 3

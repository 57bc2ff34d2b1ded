import { describe, expect, it } from "vitest"
import { addWorkingDays, indiaDate, isWorkingDay } from "./proposals.ts"

describe("a proposal's dates", () => {
  it("the day in India turns at 18:30 UTC (midnight at UTC+05:30)", () => {
    expect(indiaDate(new Date("2026-11-27T18:29:59Z"))).toBe("2026-11-27")
    expect(indiaDate(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28")
  })

  it("weekends and the national holidays are not working days", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true) // a Friday
    expect(isWorkingDay("2026-11-28")).toBe(false) // Saturday
    expect(isWorkingDay("2026-11-29")).toBe(false) // Sunday
    expect(isWorkingDay("2027-01-26")).toBe(false) // Republic Day, a Tuesday
    expect(isWorkingDay("2026-10-02")).toBe(false) // Gandhi Jayanti, a Friday
  })

  it("three working days after a Wednesday is the Monday; after a Friday, the Wednesday", () => {
    expect(addWorkingDays("2026-11-25", 3)).toBe("2026-11-30")
    expect(addWorkingDays("2026-11-27", 3)).toBe("2026-12-02")
    // made on a Saturday: Monday, Tuesday, Wednesday
    expect(addWorkingDays("2026-11-28", 3)).toBe("2026-12-02")
  })

  it("a national holiday in the window moves the end a day later", () => {
    // Friday 2027-01-22: Monday 25, (Tuesday 26 a holiday), Wednesday 27, Thursday 28
    expect(addWorkingDays("2027-01-22", 3)).toBe("2027-01-28")
  })
})

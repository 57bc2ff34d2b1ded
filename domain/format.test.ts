import { describe, expect, it } from "vitest"
import { formatIndianNumber, formatLongDate, formatRupees } from "./format.ts"

describe("formatting", () => {
  it("groups rupees the Indian way", () => {
    expect(formatRupees(1074700)).toBe("₹10,74,700")
    expect(formatRupees(10747.4)).toBe("₹10,747")
    expect(formatIndianNumber(12345678)).toBe("1,23,45,678")
  })
  it("writes dates as day, full month, year (en-GB) in India's time", () => {
    expect(formatLongDate("2026-11-20T20:00:00.000Z")).toBe("21 November 2026")
    expect(formatLongDate("nonsense")).toBe("")
  })
})

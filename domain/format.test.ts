import { describe, expect, it } from "vitest"
import { formatIndianNumber, formatLongDate, formatRupees, formatRupeesAndPaise } from "./format.ts"

describe("formatting", () => {
  it("groups rupees the Indian way", () => {
    expect(formatRupees(1074700)).toBe("₹10,74,700")
    expect(formatRupees(10747.4)).toBe("₹10,747")
    // A balance transfer that never pays for itself: a net saving of minus ₹4,162, with the minus sign (U+2212)
    expect(formatRupees(-4162.3)).toBe("\u2212₹4,162")
    expect(formatRupees(-0.4)).toBe("₹0")
    expect(formatIndianNumber(12345678)).toBe("1,23,45,678")
  })
  it("writes an offer's figures to the paisa, two digits of paise or none", () => {
    expect(formatRupeesAndPaise(101103.8)).toBe("₹1,01,103.80")
    expect(formatRupeesAndPaise(2415.14)).toBe("₹2,415.14")
    expect(formatRupeesAndPaise(500000)).toBe("₹5,00,000")
    expect(formatRupeesAndPaise(211.5)).toBe("₹211.50")
  })
  it("writes dates as day, full month, year (en-GB) in India's time", () => {
    expect(formatLongDate("2026-11-20T20:00:00.000Z")).toBe("21 November 2026")
    expect(formatLongDate("nonsense")).toBe("")
  })
})

describe("Indian grouping and dates, at their edges", () => {
  it("groups Indian style with at most two decimals", () => {
    expect(formatIndianNumber(1074700)).toBe("10,74,700")
    expect(formatIndianNumber(1234.5678)).toBe("1,234.57")
  })
  it("formats a Date as well as an ISO string, in India's time zone; nothing for a non-date", () => {
    expect(formatLongDate(new Date("2026-11-20T20:00:00Z"))).toBe("21 November 2026")
    expect(formatLongDate("2026-11-20T20:00:00Z")).toBe("21 November 2026")
    expect(formatLongDate("not a date")).toBe("")
  })
})

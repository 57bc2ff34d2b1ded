/**
 * When a status message may go: India time is UTC+05:30, so 21:00 IST is 15:30 UTC and 09:00 IST is 03:30 UTC.
 * Every instant below is written in UTC with its India time beside it.
 */
import { describe, expect, it } from "vitest"
import { indiaDay, retryDelaySeconds, whenMayGo } from "./message-timing.ts"

const at = (iso: string) => new Date(iso)
const go = (now: string, sentToday = 0, counted = false) => whenMayGo({ now: at(now), sentToday, dailyCap: 5, counted })
const waits = (until: string, reason: "quiet-hours" | "daily-cap") => ({ _tag: "Wait", until: at(until), reason })

describe("the India day", () => {
  it("changes at midnight India time, 18:30 UTC", () => {
    expect(indiaDay(at("2026-03-10T18:29:59Z"))).toBe("2026-03-10") // 23:59:59 IST
    expect(indiaDay(at("2026-03-10T18:30:00Z"))).toBe("2026-03-11") // 00:00 IST
  })
})

describe("the quiet hours, 21:00 to 09:00 IST", () => {
  it("lets a message go at 20:59 IST", () => {
    expect(go("2026-03-10T15:29:00Z")).toEqual({ _tag: "Now" })
  })

  it("holds a message at 21:00 IST until 09:00 IST the next day", () => {
    expect(go("2026-03-10T15:30:00Z")).toEqual(waits("2026-03-11T03:30:00Z", "quiet-hours"))
  })

  it("holds a message at 23:59 IST until the next morning", () => {
    expect(go("2026-03-10T18:29:00Z")).toEqual(waits("2026-03-11T03:30:00Z", "quiet-hours"))
  })

  it("holds a message after midnight IST until 09:00 that same India day", () => {
    expect(go("2026-03-10T20:00:00Z")).toEqual(waits("2026-03-11T03:30:00Z", "quiet-hours")) // 01:30 IST on the 11th
    expect(go("2026-03-11T03:29:59Z")).toEqual(waits("2026-03-11T03:30:00Z", "quiet-hours")) // 08:59:59 IST
  })

  it("lets a message go from 09:00 IST", () => {
    expect(go("2026-03-11T03:30:00Z")).toEqual({ _tag: "Now" })
  })

  it("moves a message on the last day of a month to the first of the next", () => {
    expect(go("2026-03-31T16:00:00Z")).toEqual(waits("2026-04-01T03:30:00Z", "quiet-hours")) // 21:30 IST
  })
})

describe("the daily cap of 5 SMS per mobile", () => {
  it("lets the fifth go and holds the sixth until 09:00 IST the next day", () => {
    expect(go("2026-03-10T06:30:00Z", 4)).toEqual({ _tag: "Now" }) // 12:00 IST, 4 sent
    expect(go("2026-03-10T06:30:00Z", 5)).toEqual(waits("2026-03-11T03:30:00Z", "daily-cap"))
  })

  it("lets a message that already counted today go again (a retry)", () => {
    expect(go("2026-03-10T06:30:00Z", 5, true)).toEqual({ _tag: "Now" })
  })

  it("holds a capped message at 20:59 IST until the next morning, not one minute later", () => {
    expect(go("2026-03-10T15:29:00Z", 5)).toEqual(waits("2026-03-11T03:30:00Z", "daily-cap"))
  })
})

describe("the back-off between failed attempts", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelaySeconds(n, 30, 3600))).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600
    ])
  })
})

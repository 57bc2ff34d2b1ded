import { describe, expect, it } from "vitest"
import { normalizeTrackingId, stripWhitespace, trackingAlphabet, trackingIdFromBytes } from "./tracking-id.ts"

describe("tracking IDs", () => {
  it("are ten characters without look-alikes, in two groups of five", () => {
    const id = trackingIdFromBytes(crypto.getRandomValues(new Uint8Array(32)))!
    expect(id).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/u)
    expect(trackingAlphabet).not.toMatch(/[01ILO]/u)
  })
  it("skip biased bytes and need enough randomness", () => {
    expect(trackingIdFromBytes(new Uint8Array([255, 254, 248, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe("23456-789AB")
    expect(trackingIdFromBytes(new Uint8Array([0, 1, 2]))).toBeUndefined()
  })
  it("are found whatever the case, spaces or hyphen", () => {
    expect(normalizeTrackingId(" k7qmx 3p9td ")).toBe("K7QMX-3P9TD")
    expect(normalizeTrackingId("K7QMX-3P9TD")).toBe("K7QMX-3P9TD")
    expect(normalizeTrackingId("K7QMX3P9T")).toBeUndefined()
    expect(normalizeTrackingId("K7QMX-3P9T0")).toBeUndefined()
    expect(normalizeTrackingId("'; drop table")).toBeUndefined()
  })
  it("keep no whitespace in the track form", () => {
    expect(stripWhitespace(" AB C\t")).toBe("ABC")
  })
})

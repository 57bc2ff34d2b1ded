/**
 * The tracking IDs the server draws: the spec's shape (two groups of five from the alphabet without look-alikes) and
 * never the same ID twice in a long run.
 */
import { describe, expect, it } from "vitest"
import { newTrackingId } from "./repo.ts"

describe("a new tracking ID", () => {
  it("is two groups of five characters with no 0, 1, I, L or O", () => {
    for (let i = 0; i < 600; i++) expect(newTrackingId()).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/u)
  })

  it("is not drawn twice in 5,000 IDs", () => {
    const ids = new Set(Array.from({ length: 5000 }, newTrackingId))
    expect(ids.size).toBe(5000)
  })
})

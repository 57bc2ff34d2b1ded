import { describe, expect, it } from "vitest"
import { nextSlideIndex, slideIndexWithin, slideIntervalMs } from "./carousel.ts"

describe("carousel rules", () => {
  it("advances every 5 s and wraps to the first slide", () => {
    expect(slideIntervalMs).toBe(5000)
    expect(nextSlideIndex(0, 3)).toBe(1)
    expect(nextSlideIndex(2, 3)).toBe(0)
    expect(nextSlideIndex(0, 1)).toBe(0)
    expect(nextSlideIndex(0, 0)).toBe(0)
  })

  it("a dot jumps within the list only", () => {
    expect(slideIndexWithin(2, 0, 3)).toBe(2)
    expect(slideIndexWithin(3, 1, 3)).toBe(1)
    expect(slideIndexWithin(-1, 1, 3)).toBe(1)
    expect(slideIndexWithin(1.5, 1, 3)).toBe(1)
  })
})

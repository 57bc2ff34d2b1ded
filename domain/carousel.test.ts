import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { LoansApi } from "./api.ts"
import { CarouselSlide, nextSlideIndex, slideIndexWithin, slideIntervalMs } from "./carousel.ts"
import { validate } from "./validation.ts"

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

describe("the dots", () => {
  it("a jump to the first slide is taken, and one before it wraps to the last", () => {
    expect(slideIndexWithin(0, 2, 3)).toBe(0)
    expect(slideIndexWithin(-1, 2, 3)).toBe(2)
  })
})

describe("carousel slides in the published contract", () => {
  it("the carousel answers a list of the named schema CarouselSlide", () => {
    const doc = OpenApi.fromApi(LoansApi) as any
    expect(doc.paths["/api/carousel"].get.responses["200"].content["application/json"].schema.properties.data).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/CarouselSlide" }
    })
    expect(Object.keys(doc.components.schemas)).toContain("CarouselSlide")
  })
  it("a slide that is not an object is refused by that name", () => {
    expect(validate(CarouselSlide, 7)).toEqual([{ path: [], message: "Expected CarouselSlide" }])
  })
})

import { describe, expect, it } from "vitest"
import { conformingMarkup } from "./conforming-markup.ts"

describe("the prerendered markup is made conforming", () => {
  it("drops the empty ID references of a slider's input, and keeps the ones that name an element", () => {
    expect(
      conformingMarkup('<input type="range" aria-valuetext="6%" aria-describedby="" aria-details="" value="6"/>')
    ).toBe('<input type="range" aria-valuetext="6%" value="6"/>')
    expect(conformingMarkup('<input aria-describedby="range-1" aria-details="more"/>')).toBe(
      '<input aria-describedby="range-1" aria-details="more"/>'
    )
  })

  it("drops the type that a text area was given before it was known to be one", () => {
    expect(conformingMarkup('<textarea type="text" aria-required="true" rows="5"></textarea>')).toBe(
      '<textarea aria-required="true" rows="5"></textarea>'
    )
    expect(conformingMarkup('<input type="text" aria-describedby="h"/>')).toBe(
      '<input type="text" aria-describedby="h"/>'
    )
  })

  it("leaves text that only mentions the attributes alone", () => {
    const text = "<p>aria-details=&quot;&quot; is not allowed</p>"
    expect(conformingMarkup(text)).toBe(text)
  })
})

import { describe, expect, it } from "vitest"
import { CreditEnquiry } from "./credit.ts"
import { indianStates, indianUnionTerritories, statesAndUnionTerritories } from "./indian-states.ts"
import { validate } from "./validation.ts"

describe("India's states and union territories", () => {
  it("has the 28 states and 8 union territories, once each, in alphabetical order", () => {
    expect(indianStates).toHaveLength(28)
    expect(indianUnionTerritories).toHaveLength(8)
    expect(new Set(statesAndUnionTerritories).size).toBe(36)
    expect(statesAndUnionTerritories[0]).toBe("Andaman and Nicobar Islands")
    expect(statesAndUnionTerritories.at(-1)).toBe("West Bengal")
    expect(statesAndUnionTerritories).toContain("Maharashtra")
    expect(statesAndUnionTerritories).toContain("Delhi")
  })

  it("every name passes the credit enquiry's State rule", () => {
    const state = CreditEnquiry.fields.state
    for (const name of statesAndUnionTerritories) expect(validate(state, name)).toEqual([])
  })
})

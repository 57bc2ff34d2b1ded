import { describe, expect, it } from "vitest"
import { calculatorTabForPath } from "./calculator-path.ts"

describe("the calculator a path opens on", () => {
  it.each([
    ["/resources/emi-calculator", "emi"],
    ["/resources/eligibility-calculator", "eligibility"],
    ["/eligibility", "eligibility"],
    ["/Resources/Eligibility-Calculator/", "eligibility"],
    ["/hi/eligibility", "eligibility"],
    ["/resources/EMI-calculator", "emi"]
  ])("%s opens on %s", (path, tab) => {
    expect(calculatorTabForPath(path)).toBe(tab)
  })
})

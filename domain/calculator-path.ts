/**
 * Which calculator a path opens on when its query names none (spec section 2: the calculator screen is reached as
 * /resources/emi-calculator, /resources/eligibility-calculator and /eligibility). Effect-free: the route table, in
 * the first bundle, reads it to name the page, and the calculator page reads it to pick the first tab.
 */
import type { CalculatorTab } from "./calculator.ts"

export const calculatorTabForPath = (path: string): CalculatorTab =>
  /eligibility/iu.test(path) ? "eligibility" : "emi"

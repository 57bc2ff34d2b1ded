/** The loan types: the form's default, a link's loan type, the products by id, and their names in each language. */
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import { applyHref, loanProductById, loanTypeLabelOf } from "./loan-products.ts"
import { defaultLoanType, LoanType, loanTypeFromQuery } from "./loans.ts"
import { validate } from "./validation.ts"

describe("loan types", () => {
  it("the form starts at Personal Loan, and a link picks a loan type in any case", () => {
    expect(defaultLoanType).toBe("Personal Loan")
    expect(loanTypeFromQuery(null)).toBe("Personal Loan")
    expect(loanTypeFromQuery("")).toBe("Personal Loan")
    expect(loanTypeFromQuery(" home loan ")).toBe("Home Loan")
    expect(loanTypeFromQuery("HOME LOAN")).toBe("Home Loan")
    expect(loanTypeFromQuery("Boat Loan")).toBe("Personal Loan")
  })
  it("an unknown loan type: 'Please choose one of our eight loan types.'", () => {
    expect(validate(LoanType, "Boat Loan")).toEqual([
      { path: [], message: "Please choose one of our eight loan types." }
    ])
  })
  it("a product by its id, and its Apply Now link", () => {
    expect(loanProductById("home").name).toBe("Home Loan")
    expect(loanProductById("personal").name).toBe("Personal Loan")
    expect(applyHref({ name: "Home Loan" })).toBe("/apply?loanType=Home%20Loan")
  })
  it("a loan type's name as the page shows it, from the value forms send", () => {
    expect(loanTypeLabelOf("Home Loan")).toBe("Home Loan")
    expect(withLocale("hi", () => loanTypeLabelOf("Home Loan"))).toBe("होम लोन")
    expect(withLocale("hi", () => loanTypeLabelOf("Commercial Vehicle Loan"))).toBe("कमर्शियल वाहन लोन")
  })
  it("a name that is not one of ours is shown as sent, in either language", () => {
    expect(loanTypeLabelOf("Boat Loan")).toBe("Boat Loan")
    expect(withLocale("hi", () => loanTypeLabelOf("Boat Loan"))).toBe("Boat Loan")
  })
})

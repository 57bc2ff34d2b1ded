import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { applyLenderEdit, catalogueChanges, editOf, LenderEdit, summariseChanges } from "./lender-edit.ts"
import { type Catalogue, Eligibility, PublicLender } from "./lenders.ts"
import { sampleLender, sampleProduct } from "./offers.fixtures.ts"

const catalogue: Catalogue = {
  version: 3,
  lenders: [sampleLender("axis-bank", "Axis Bank Limited"), sampleLender("hdfc-bank", "HDFC Bank Limited")],
  products: [sampleProduct("axis-bank"), sampleProduct("hdfc-bank")]
}

describe("editing one lender of the catalogue", () => {
  it("makes the next version with that lender paused and its rate changed, the other lender untouched", () => {
    const edit = editOf(catalogue, "axis-bank")!
    expect(edit.baseVersion).toBe(3)
    const product = edit.products[0]!
    const result = applyLenderEdit(catalogue, "axis-bank", {
      ...edit,
      takingApplications: false,
      products: [{ ...product, rates: { ...product.rates, "750+": 12.5 } }]
    })
    if (result._tag !== "Edited") throw new Error(result._tag)
    expect(result.catalogue.version).toBe(4)
    expect(result.catalogue.lenders.map((l) => l.takingApplications)).toEqual([false, true])
    expect(result.catalogue.products.map((p) => p.rates["750+"])).toEqual([12.5, catalogue.products[1]!.rates["750+"]])
    expect(summariseChanges(catalogueChanges(catalogue, result.catalogue))).toBe(
      `Axis Bank Limited paused; changed: ${product.loanType} rates`
    )
  })

  it("keeps the penal charges in Hindi staff write, and takes them away when the field is emptied", () => {
    const edit = editOf(catalogue, "axis-bank")!
    expect(edit.products[0]!.penalChargesHi).toBe("")
    const hindi = "बकाया किस्त पर 2% प्रति माह"
    const written = applyLenderEdit(catalogue, "axis-bank", {
      ...edit,
      products: [{ ...edit.products[0]!, penalChargesHi: ` ${hindi} ` }]
    })
    if (written._tag !== "Edited") throw new Error(written._tag)
    expect(written.catalogue.products[0]!.penalChargesHi).toBe(hindi)
    const loanType = edit.products[0]!.loanType
    expect(summariseChanges(catalogueChanges(catalogue, written.catalogue))).toBe(
      `Axis Bank Limited; changed: ${loanType} penal charges in Hindi`
    )
    const emptied = applyLenderEdit(written.catalogue, "axis-bank", editOf(written.catalogue, "axis-bank")!)
    if (emptied._tag !== "Edited") throw new Error(emptied._tag)
    expect(emptied.catalogue.products[0]!.penalChargesHi).toBe(hindi)
    const removed = applyLenderEdit(written.catalogue, "axis-bank", {
      ...edit,
      baseVersion: 4,
      products: [{ ...edit.products[0]!, penalChargesHi: "" }]
    })
    if (removed._tag !== "Edited") throw new Error(removed._tag)
    expect("penalChargesHi" in removed.catalogue.products[0]!).toBe(false)
    expect(summariseChanges(catalogueChanges(written.catalogue, removed.catalogue))).toBe(
      `Axis Bank Limited; changed: ${loanType} penal charges in Hindi`
    )
  })

  it("gives a lender one of the partner logos, audited as a change of logo, and takes it away when emptied", () => {
    const edit = editOf(catalogue, "axis-bank")!
    expect(edit.logo).toBe("")
    const given = applyLenderEdit(catalogue, "axis-bank", { ...edit, logo: "AxisBank.svg" })
    if (given._tag !== "Edited") throw new Error(given._tag)
    expect(given.catalogue.lenders.map((l) => l.logo)).toEqual(["AxisBank.svg", undefined])
    expect(summariseChanges(catalogueChanges(catalogue, given.catalogue))).toBe("Axis Bank Limited; changed: logo")
    const removed = applyLenderEdit(given.catalogue, "axis-bank", {
      ...editOf(given.catalogue, "axis-bank")!,
      logo: ""
    })
    if (removed._tag !== "Edited") throw new Error(removed._tag)
    expect("logo" in removed.catalogue.lenders[0]!).toBe(false)
    expect(summariseChanges(catalogueChanges(given.catalogue, removed.catalogue))).toBe(
      "Axis Bank Limited; changed: logo"
    )
  })

  it("a logo must be one of the partner logos, in an edit and in the catalogue", () => {
    const edit = { ...editOf(catalogue, "axis-bank")!, logo: "../../etc/passwd" }
    expect(() => Schema.decodeUnknownSync(LenderEdit)(edit)).toThrow("Logo must be one of the partner logos")
    expect(() => Schema.decodeUnknownSync(PublicLender)({ ...catalogue.lenders[0]!, logo: "AxisBank.png" })).toThrow(
      "Logo must be one of the partner logos"
    )
    expect(Schema.decodeUnknownSync(PublicLender)({ ...catalogue.lenders[0]!, logo: "AxisBank.svg" }).logo).toBe(
      "AxisBank.svg"
    )
  })

  it("refuses a lender or a loan type the catalogue does not have", () => {
    const edit = editOf(catalogue, "axis-bank")!
    expect(applyLenderEdit(catalogue, "no-such-bank", edit)._tag).toBe("NoSuchLender")
    const other = edit.products[0]!.loanType === "Home Loan" ? "Auto Loan" : "Home Loan"
    expect(
      applyLenderEdit(catalogue, "axis-bank", { ...edit, products: [{ ...edit.products[0]!, loanType: other }] })
    ).toEqual({ _tag: "NoSuchProduct", index: 0, loanType: other })
  })

  it("the staff's note never reaches the public view of a lender", () => {
    const encoded = Schema.encodeUnknownSync(PublicLender)({ ...catalogue.lenders[0]!, note: "Paused for review" })
    expect(JSON.stringify(encoded)).not.toContain("Paused for review")
  })

  it("an age at maturity below the youngest age at application is refused", () => {
    const eligibility = { ...sampleProduct("axis-bank").eligibility, ageAtApplication: { minimum: 30, maximum: 50 } }
    expect(() => Schema.decodeUnknownSync(Eligibility)({ ...eligibility, maximumAgeAtMaturity: 25 })).toThrow(
      "Age at maturity must not be below the youngest age at application"
    )
  })
})

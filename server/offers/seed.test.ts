import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Catalogue } from "../../domain/lenders.ts"
import { loanTypeNames } from "../../domain/loans.ts"
import { seedCatalogue } from "./seed.ts"

describe("the catalogue the marketplace starts with", () => {
  it("is a valid catalogue: every figure within its field's rules", () => {
    expect(() => Schema.decodeUnknownSync(Catalogue)(seedCatalogue)).not.toThrow()
  })

  it("has at least four lenders for each of the eight loan types", () => {
    for (const loanType of loanTypeNames) {
      expect(seedCatalogue.products.filter((p) => p.loanType === loanType).length, loanType).toBeGreaterThanOrEqual(4)
    }
  })

  it("says of every product that its figures are sample values, not the lender's published terms", () => {
    for (const p of seedCatalogue.products) expect(p.source, `${p.lenderId} ${p.loanType}`).toMatch(/^Sample values/u)
  })

  it("takes every lender from the partners we list (their logos in public/partners)", async () => {
    const { readdirSync } = await import("node:fs")
    const logos = readdirSync("public/partners").map((f) => f.replace(/\.svg$/u, "").toLowerCase())
    for (const lender of seedCatalogue.lenders) {
      const squeezed = lender.id.replaceAll("-", "")
      expect(
        logos.some((logo) => squeezed.startsWith(logo.slice(0, 8)) || logo.startsWith(squeezed.slice(0, 8))),
        lender.id
      ).toBe(true)
    }
  })

  it("gives every lender its own partner logo, one that the site ships", async () => {
    const { existsSync } = await import("node:fs")
    expect(seedCatalogue.lenders.map((l) => [l.id, l.logo])).toEqual([
      ["hdfc-bank", "HDFCBank.svg"],
      ["icici-bank", "ICICIBank.svg"],
      ["state-bank-of-india", "StateBankOfIndia.svg"],
      ["axis-bank", "AxisBank.svg"],
      ["kotak-mahindra-bank", "KotakMahindraBank.svg"],
      ["idfc-first-bank", "IDFCFirstBank.svg"],
      ["bajaj-finance", "BajajFinserv.svg"],
      ["tata-capital", "TataCapital.svg"],
      ["aditya-birla-finance", "AdityaBirlaCapital.svg"],
      ["poonawalla-fincorp", "PoonawallaFincorp.svg"],
      ["shriram-finance", "ShriramFinance.svg"],
      ["mahindra-finance", "MahindraFinance.svg"],
      ["cholamandalam", "CholamandalamFinance.svg"],
      ["lic-housing-finance", "LICHousingFinance.svg"],
      ["pnb-housing-finance", "PNBHousingFinance.svg"],
      ["bajaj-housing-finance", "BajajHousingFinance.svg"]
    ])
    for (const lender of seedCatalogue.lenders)
      expect(existsSync(`public/partners/${lender.logo}`), lender.id).toBe(true)
  })
})

/**
 * The eight products' data (domain/loan-products.ts) and page copy (src/content/products/) are complete, and every
 * figure they quote is one of spec section 9 (marketing figures, calculator limits), or a documented outside fact
 * (RBI's housing loan-to-value limits, the Income Tax Act's deductions).
 */
import { describe, expect, it } from "vitest"
import { type CalculatorLimits, calculatorLimits } from "../../../domain/calculator.ts"
import { applyHref, type LoanProduct, type LoanProductId, loanProducts } from "../../../domain/loan-products.ts"
import { loanTypeFromQuery } from "../../../domain/loans.ts"
import { withLocale } from "../../../i18n/locale.ts"
import { productPages } from "../../content/products/index.ts"

const allText = (product: LoanProduct): string => {
  const page = productPages[product.id]()
  return [
    product.tagline(),
    product.description(),
    ...product.attributes.flatMap((a) => [a.title(), a.text()]),
    page.intro,
    ...page.benefits.flatMap((b) => [b.title, b.description]),
    ...[...page.eligibility, ...page.documents].flatMap((g) => [g.title, ...g.items]),
    ...page.faqs.flatMap((f) => [f.question, f.answer, ...f.bulletAnswer])
  ].join("\n")
}

/** Spec section 9, marketing figures: what each product's copy must say. */
const required: Readonly<Record<LoanProductId, ReadonlyArray<string>>> = {
  personal: [
    "From 11.9% p.a.",
    "11.99% to 29.99% p.a.",
    "up to 4% of the loan amount plus GST",
    "12 to 72 months",
    "₹2,000",
    "24-48 hours"
  ],
  business: [
    "CIBIL score is 675",
    "13.25% p.a. for self-employed professionals",
    "16% p.a. for other businesses",
    "14.99% p.a."
  ],
  professional: ["From 9.50% p.a.", "Up to ₹50 lakh", "Up to 60 months"],
  home: ["From 8.45% p.a.", "₹5 lakh to ₹5 crore"],
  auto: ["From 9.50% p.a."],
  property: [
    "Up to ₹10 crore",
    "Salaried: age 23 to 65 years, with an annual income of at least ₹2,40,000",
    "Self-employed: age 23 to 70 years, with an annual income of at least ₹2,50,000 and 3 years of stability"
  ],
  "commercial-vehicle": ["From 9.50% p.a.", "Up to 100% of chassis value"],
  "working-capital": [
    "From 9.50% p.a.",
    "from 14% p.a.",
    "Indian citizen",
    "Business vintage of at least 3 years",
    "Age between 18 and 80 years",
    "CIBIL score of 685 or more",
    "Self-employed"
  ]
}

/**
 * Every percentage and rupee figure each product's copy may quote. Anything else fails: a figure not in the spec
 * must be added here on purpose, with its source.
 */
const allowedFigures: Readonly<Record<LoanProductId, ReadonlyArray<string>>> = {
  personal: ["11.9%", "11.99%", "29.99%", "4%", "₹2,000"],
  // 30%: the credit utilisation tip (spec section 9, General); ₹25,000 and ₹5 crore: the calculator's amount limits.
  business: ["13.25%", "16%", "14.99%", "30%", "₹25,000", "₹5 crore"],
  professional: ["9.50%", "₹50 lakh"],
  // 90%, 80%, 75%, ₹30 lakh, ₹75 lakh: RBI's loan-to-value limits; ₹1.5 lakh (80C), ₹2 lakh (24(b)): Income Tax Act.
  home: ["8.45%", "₹5 lakh", "₹5 crore", "90%", "80%", "75%", "₹30 lakh", "₹75 lakh", "₹1.5 lakh", "₹2 lakh"],
  auto: ["9.50%"],
  property: ["₹10 crore", "₹2,40,000", "₹2,50,000"],
  "commercial-vehicle": ["9.50%", "100%"],
  "working-capital": ["9.50%", "14%"]
}

const figuresIn = (text: string): ReadonlyArray<string> => [
  ...(text.match(/\d+(?:\.\d+)?%/gu) ?? []),
  ...(text.match(/₹[\d,]+(?:\.\d+)?(?: (?:lakh|crore))?/gu) ?? [])
]

/** The calculator's tenure range in years, for the products whose copy quotes it. */
const years = (limits: CalculatorLimits) => [limits.tenureMonths.min / 12, limits.tenureMonths.max / 12] as const

describe("the eight loan products", () => {
  it("are the spec's eight, each with a tagline, a description that fits a meta description, an icon and four attributes", () => {
    expect(loanProducts.map((p) => p.name)).toEqual([
      "Personal Loan",
      "Business Loan",
      "Professional Loan",
      "Home Loan",
      "Auto Loan",
      "Loan Against Property",
      "Commercial Vehicle Loan",
      "Working Capital Loan"
    ])
    for (const product of loanProducts) {
      expect(product.label()).toBe(product.name)
      expect(product.tagline().length, product.id).toBeGreaterThan(15)
      expect(product.description().length, product.id).toBeGreaterThan(80)
      expect(product.description().length, product.id).toBeLessThanOrEqual(160)
      expect(product.icon.length).toBeGreaterThan(0)
      expect(product.attributes).toHaveLength(4)
      for (const attribute of product.attributes) {
        expect(attribute.title().length).toBeGreaterThan(2)
        expect(attribute.text().length).toBeGreaterThan(2)
      }
      expect(new Set(product.attributes.map((a) => a.title())).size).toBe(4)
    }
    expect(new Set(loanProducts.map((p) => p.icon)).size).toBe(8)
  })

  it("embed the calculator on the five pages the spec names, and no others", () => {
    expect(loanProducts.filter((p) => p.pageCalculator).map((p) => p.id)).toEqual([
      "personal",
      "business",
      "professional",
      "home",
      "property"
    ])
  })

  it("send Apply Now to the apply form with their loan type, which the form reads back", () => {
    for (const product of loanProducts) {
      const href = applyHref(product)
      expect(href.startsWith("/apply?loanType=")).toBe(true)
      expect(loanTypeFromQuery(new URL(href, "http://x").searchParams.get("loanType"))).toBe(product.name)
    }
  })
})

describe.each(loanProducts.map((p) => [p.name, p] as const))("%s page copy", (_, product) => {
  const page = productPages[product.id]()
  const text = allText(product)

  it("is complete: intro, at least 3 benefits with icons, eligibility, documents and at least 4 FAQs", () => {
    expect(page.productId).toBe(product.id)
    expect(page.intro.length).toBeGreaterThan(120)
    expect(page.benefits.length).toBeGreaterThanOrEqual(3)
    for (const benefit of page.benefits) {
      expect(benefit.title.length).toBeGreaterThan(3)
      expect(benefit.description.length).toBeGreaterThan(40)
      expect(benefit.icon.length).toBeGreaterThan(0)
    }
    expect(new Set(page.benefits.map((b) => b.title)).size).toBe(page.benefits.length)
    expect(page.eligibility.flatMap((g) => g.items).length).toBeGreaterThanOrEqual(3)
    expect(page.documents.flatMap((g) => g.items).length).toBeGreaterThanOrEqual(3)
    expect(page.faqs.length).toBeGreaterThanOrEqual(4)
    for (const faq of page.faqs) {
      expect(faq.question.endsWith("?"), faq.question).toBe(true)
      expect(faq.answer.length).toBeGreaterThan(20)
      for (const bullet of faq.bulletAnswer) expect(bullet.length).toBeGreaterThan(3)
    }
    expect(new Set(page.faqs.map((f) => f.id)).size).toBe(page.faqs.length)
    // Most answers carry a list (spec: question, answer, bulletAnswer list).
    expect(page.faqs.filter((f) => f.bulletAnswer.length > 0).length).toBeGreaterThanOrEqual(3)
  })

  it("quotes the marketing figures of spec section 9", () => {
    for (const phrase of required[product.id]) expect(text, phrase).toContain(phrase)
  })

  it("quotes no percentage or rupee figure beyond the spec's and the documented ones", () => {
    const extra = figuresIn(text).filter((figure) => !allowedFigures[product.id].includes(figure))
    expect(extra).toEqual([])
  })

  it("states approval generally takes 7-10 working days (spec section 9)", () => {
    expect(text).toContain("Approval generally takes 7-10 working days")
  })
})

describe("tenures quoted match the calculator's limits", () => {
  it.each([
    ["business", "1 to 7 years", years(calculatorLimits.business)],
    ["auto", "1 to 7 years", years(calculatorLimits.auto)],
    ["commercial-vehicle", "1 to 6 years", years(calculatorLimits["commercial-vehicle"])]
  ] as const)("%s: %s", (id, text, [min, max]) => {
    expect(text).toBe(`${min} to ${max} years`)
    expect(loanProducts.find((p) => p.id === id)!.attributes.map((a) => a.text())).toContain(text)
  })

  it("home loans run up to 30 years, loans against property up to 20 (salaried) and 15 (self-employed)", () => {
    expect(years(calculatorLimits.home.Salaried)[1]).toBe(30)
    expect(allText(loanProducts[3])).toContain("Up to 30 years")
    expect(years(calculatorLimits.property.Salaried)[1]).toBe(20)
    expect(years(calculatorLimits.property["Self Employed"])[1]).toBe(15)
    expect(allText(loanProducts[5])).toContain(
      "Salaried borrowers can choose up to 20 years, self-employed borrowers up to 15 years"
    )
  })

  it("personal loans quote the marketing tenure, 12 to 72 months, inside the calculator's 12 to 84", () => {
    expect(calculatorLimits.personal.tenureMonths.min).toBeLessThanOrEqual(12)
    expect(calculatorLimits.personal.tenureMonths.max).toBeGreaterThanOrEqual(72)
  })
})

describe("in Hindi (issue 15)", () => {
  const allFigures = (text: string) => [...(text.match(/\d+(?:\.\d+)?%|₹[\d,]+(?:\.\d+)?|\d+/gu) ?? [])].sort()

  it.each(loanProducts.map((p) => [p.name, p] as const))(
    "%s: the copy is Devanagari and quotes every figure the English does",
    (_, product) => {
      const english = allText(product)
      const hindi = withLocale("hi", () => allText(product))
      expect(allFigures(hindi)).toEqual(allFigures(english))
      // Latin letters only for the terms kept in English (EMI, CIBIL, PAN, GST...): a few per cent of the letters.
      const latin = hindi.match(/[A-Za-z]/gu)?.length ?? 0
      const devanagari = hindi.match(/[\u0900-\u097F]/gu)?.length ?? 0
      expect(latin / devanagari).toBeLessThan(0.05)
    }
  )

  it("names the products as Indian banks do, and the loan type sent to the form stays English", () => {
    expect(withLocale("hi", () => loanProducts.map((p) => p.label()))).toEqual([
      "पर्सनल लोन",
      "बिज़नेस लोन",
      "प्रोफ़ेशनल लोन",
      "होम लोन",
      "ऑटो लोन",
      "प्रॉपर्टी पर लोन",
      "कमर्शियल वाहन लोन",
      "वर्किंग कैपिटल लोन"
    ])
    expect(withLocale("hi", () => applyHref(loanProducts[3]))).toBe("/apply?loanType=Home%20Loan")
    expect(withLocale("hi", () => productPages.home().faqs[0]!.question)).toBe("होम लोन पर मुझे कितना ब्याज देना होगा?")
  })
})

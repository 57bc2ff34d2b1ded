/**
 * The eight loan products as plain data, with no effect import: the navbar and the home page load this file in the
 * first bundle. Schemas over it live in loans.ts.
 *
 * This is the one place a product's identity and headline figures live: id, name, path and aliases (the route
 * table), tagline, short description, icon and the four attributes (navbar, the home page's loan types section,
 * the apply sidebar, the calculator and the loan pages). Every figure quoted here is a marketing figure of spec
 * section 9 or a limit of the calculator table in domain/calculator.ts; src/features/loans/content.test.ts checks them.
 * The longer page copy (benefits, FAQs, documents) is data in src/content/products/.
 *
 * The data here is English and stays so: ids, paths and names are also values the API and the apply form's
 * `?loanType=` carry. What a visitor reads of a product, in the language in force, comes from `loanProductWords`
 * (issue 15: the `loans` catalog).
 */
import { m } from "../i18n/paraglide/messages.js"

/** The picture of a product, drawn as an inline SVG by the views (src/features/loans/icons.tsx). */
export type LoanIconId = "wallet" | "briefcase" | "stethoscope" | "house" | "car" | "building" | "truck" | "cash-flow"

/** A headline figure of a product: 'Interest Rate' / 'From 11.9% p.a.'. */
export interface LoanAttribute {
  readonly title: string
  readonly text: string
}

interface LoanProductData {
  readonly id: string
  readonly name: string
  readonly path: string
  readonly aliases: ReadonlyArray<string>
  /** One line under the name. */
  readonly tagline: string
  /** Two sentences: what it is for and its headline figures. Also the page's meta description (<= 160 characters). */
  readonly description: string
  readonly icon: LoanIconId
  /** Exactly four (spec section 2, Loan types section). */
  readonly attributes: readonly [LoanAttribute, LoanAttribute, LoanAttribute, LoanAttribute]
  /** Whether the product's page embeds the EMI calculator (spec section 2, Loan pages: five products do). */
  readonly pageCalculator: boolean
}

/** The eight loan products (spec section 1), in the order the navbar and the apply sidebar list them. */
export const loanProducts = [
  {
    id: "personal",
    name: "Personal Loan",
    path: "/services/personal-loan",
    aliases: [],
    tagline: "Money for life's big moments, without collateral",
    description:
      "An unsecured loan for a wedding, travel, medical bills or paying off costly debt. Rates from 11.9% p.a., 12 to 72 months to repay.",
    icon: "wallet",
    attributes: [
      { title: "Interest Rate", text: "From 11.9% p.a." },
      { title: "Tenure", text: "12 to 72 months" },
      { title: "Processing Fee", text: "Up to 4% + GST" },
      { title: "Disbursal", text: "24-48 hours after approval" }
    ],
    pageCalculator: true
  },
  {
    id: "business",
    name: "Business Loan",
    path: "/services/business-loan",
    aliases: [],
    tagline: "Capital to grow your business, without pledging assets",
    description:
      "Unsecured finance for expansion, stock, machinery or a new branch. Rates from 13.25% p.a. for professionals, 16% p.a. for other businesses.",
    icon: "briefcase",
    attributes: [
      { title: "Interest Rate", text: "From 13.25% p.a." },
      { title: "Minimum CIBIL Score", text: "675" },
      { title: "Loan Amount", text: "Up to ₹5 crore" },
      { title: "Tenure", text: "1 to 7 years" }
    ],
    pageCalculator: true
  },
  {
    id: "professional",
    name: "Professional Loan",
    path: "/services/professional-loan",
    aliases: ["/services/professional-Loan"],
    tagline: "Finance made for doctors, CAs and architects",
    description:
      "For practising professionals to set up or expand a clinic, firm or studio. Up to ₹50 lakh from 9.50% p.a., repaid over up to 60 months.",
    icon: "stethoscope",
    attributes: [
      { title: "Interest Rate", text: "From 9.50% p.a." },
      { title: "Loan Amount", text: "Up to ₹50 lakh" },
      { title: "Tenure", text: "Up to 60 months" },
      { title: "Collateral", text: "None required" }
    ],
    pageCalculator: true
  },
  {
    id: "home",
    name: "Home Loan",
    path: "/services/home-loan",
    aliases: [],
    tagline: "The keys to your own home, at rates from 8.45%",
    description:
      "Buy a ready or under-construction home, build on your plot or move your existing home loan. ₹5 lakh to ₹5 crore, from 8.45% p.a.",
    icon: "house",
    attributes: [
      { title: "Interest Rate", text: "From 8.45% p.a." },
      { title: "Loan Amount", text: "₹5 lakh to ₹5 crore" },
      { title: "Tenure", text: "Up to 30 years" },
      { title: "Who Can Apply", text: "Salaried and self-employed" }
    ],
    pageCalculator: true
  },
  {
    id: "auto",
    name: "Auto Loan",
    path: "/services/auto-loan",
    aliases: [],
    tagline: "Drive home your new or pre-owned car",
    description:
      "Finance for a new car from a dealer or a pre-owned car you have chosen, at rates from 9.50% p.a., with EMIs spread over up to 7 years.",
    icon: "car",
    attributes: [
      { title: "Interest Rate", text: "From 9.50% p.a." },
      { title: "Tenure", text: "1 to 7 years" },
      { title: "Cars", text: "New and pre-owned" },
      { title: "Security", text: "The car itself (hypothecation)" }
    ],
    pageCalculator: false
  },
  {
    id: "property",
    name: "Loan Against Property",
    // The navbar links /services/loan-against-property and the loan card /services/property-loan:
    // both are served (spec section 2, route table).
    path: "/services/loan-against-property",
    aliases: ["/services/property-loan"],
    tagline: "Unlock the value of the property you own",
    description:
      "Borrow up to ₹10 crore against a home, shop or office you own, for your business, education or a family need, and keep using the property.",
    icon: "building",
    attributes: [
      { title: "Loan Amount", text: "Up to ₹10 crore" },
      { title: "Tenure", text: "Up to 20 years" },
      { title: "Applicant Age", text: "23-65 salaried, 23-70 self-employed" },
      { title: "Property", text: "Residential or commercial" }
    ],
    pageCalculator: true
  },
  {
    id: "commercial-vehicle",
    name: "Commercial Vehicle Loan",
    path: "/services/commercial-vehicle-loan",
    aliases: [],
    tagline: "Put another vehicle on the road and grow your fleet",
    description:
      "Finance for trucks, tippers, buses, pickups and three-wheelers, new or used: up to 100% of the chassis value, at rates from 9.50% p.a.",
    icon: "truck",
    attributes: [
      { title: "Interest Rate", text: "From 9.50% p.a." },
      { title: "Funding", text: "Up to 100% of chassis value" },
      { title: "Tenure", text: "1 to 6 years" },
      { title: "Who Can Apply", text: "First-time buyers to fleet owners" }
    ],
    pageCalculator: false
  },
  {
    id: "working-capital",
    name: "Working Capital Loan",
    path: "/services/working-capital-loan",
    aliases: [],
    tagline: "Keep cash flowing between orders and payments",
    description:
      "Short-term finance for stock, raw material, salaries and supplier bills while your receivables come in. Rates from 9.50% p.a.",
    icon: "cash-flow",
    attributes: [
      { title: "Interest Rate", text: "From 9.50% p.a." },
      { title: "Minimum CIBIL Score", text: "685" },
      { title: "Business Vintage", text: "3 years or more" },
      { title: "Applicant Age", text: "18 to 80 years" }
    ],
    pageCalculator: false
  }
] as const satisfies ReadonlyArray<LoanProductData>

export type LoanProduct = (typeof loanProducts)[number]
export type LoanTypeName = LoanProduct["name"]
export type LoanProductId = LoanProduct["id"]

/** The product with this id. */
export const loanProductById = (id: LoanProductId): LoanProduct => loanProducts.find((p) => p.id === id)!

/** Where Apply Now on a product goes: the enquiry form with the loan type chosen (spec section 2, /apply). */
export const applyHref = (product: Pick<LoanProduct, "name">): string =>
  `/apply?loanType=${encodeURIComponent(product.name)}`

/** A product's name, tagline, description and four attributes as a visitor reads them, in the language in force. */
export interface LoanProductWords {
  readonly name: string
  readonly tagline: string
  readonly description: string
  readonly attributes: readonly [LoanAttribute, LoanAttribute, LoanAttribute, LoanAttribute]
}

/**
 * The words of a product in the language in force (English: exactly the data above). Call it when rendering, never
 * at a module's top level.
 */
export const loanProductWords = (id: LoanProductId): LoanProductWords => {
  const a = (title: () => string, text: () => string): LoanAttribute => ({ title: title(), text: text() })
  switch (id) {
    case "personal":
      return {
        name: m.loans_personal_name(),
        tagline: m.loans_personal_tagline(),
        description: m.loans_personal_description(),
        attributes: [
          a(m.loans_personal_attribute_1_title, m.loans_personal_attribute_1_text),
          a(m.loans_personal_attribute_2_title, m.loans_personal_attribute_2_text),
          a(m.loans_personal_attribute_3_title, m.loans_personal_attribute_3_text),
          a(m.loans_personal_attribute_4_title, m.loans_personal_attribute_4_text)
        ]
      }
    case "business":
      return {
        name: m.loans_business_name(),
        tagline: m.loans_business_tagline(),
        description: m.loans_business_description(),
        attributes: [
          a(m.loans_business_attribute_1_title, m.loans_business_attribute_1_text),
          a(m.loans_business_attribute_2_title, m.loans_business_attribute_2_text),
          a(m.loans_business_attribute_3_title, m.loans_business_attribute_3_text),
          a(m.loans_business_attribute_4_title, m.loans_business_attribute_4_text)
        ]
      }
    case "professional":
      return {
        name: m.loans_professional_name(),
        tagline: m.loans_professional_tagline(),
        description: m.loans_professional_description(),
        attributes: [
          a(m.loans_professional_attribute_1_title, m.loans_professional_attribute_1_text),
          a(m.loans_professional_attribute_2_title, m.loans_professional_attribute_2_text),
          a(m.loans_professional_attribute_3_title, m.loans_professional_attribute_3_text),
          a(m.loans_professional_attribute_4_title, m.loans_professional_attribute_4_text)
        ]
      }
    case "home":
      return {
        name: m.loans_home_name(),
        tagline: m.loans_home_tagline(),
        description: m.loans_home_description(),
        attributes: [
          a(m.loans_home_attribute_1_title, m.loans_home_attribute_1_text),
          a(m.loans_home_attribute_2_title, m.loans_home_attribute_2_text),
          a(m.loans_home_attribute_3_title, m.loans_home_attribute_3_text),
          a(m.loans_home_attribute_4_title, m.loans_home_attribute_4_text)
        ]
      }
    case "auto":
      return {
        name: m.loans_auto_name(),
        tagline: m.loans_auto_tagline(),
        description: m.loans_auto_description(),
        attributes: [
          a(m.loans_auto_attribute_1_title, m.loans_auto_attribute_1_text),
          a(m.loans_auto_attribute_2_title, m.loans_auto_attribute_2_text),
          a(m.loans_auto_attribute_3_title, m.loans_auto_attribute_3_text),
          a(m.loans_auto_attribute_4_title, m.loans_auto_attribute_4_text)
        ]
      }
    case "property":
      return {
        name: m.loans_property_name(),
        tagline: m.loans_property_tagline(),
        description: m.loans_property_description(),
        attributes: [
          a(m.loans_property_attribute_1_title, m.loans_property_attribute_1_text),
          a(m.loans_property_attribute_2_title, m.loans_property_attribute_2_text),
          a(m.loans_property_attribute_3_title, m.loans_property_attribute_3_text),
          a(m.loans_property_attribute_4_title, m.loans_property_attribute_4_text)
        ]
      }
    case "commercial-vehicle":
      return {
        name: m.loans_commercial_vehicle_name(),
        tagline: m.loans_commercial_vehicle_tagline(),
        description: m.loans_commercial_vehicle_description(),
        attributes: [
          a(m.loans_commercial_vehicle_attribute_1_title, m.loans_commercial_vehicle_attribute_1_text),
          a(m.loans_commercial_vehicle_attribute_2_title, m.loans_commercial_vehicle_attribute_2_text),
          a(m.loans_commercial_vehicle_attribute_3_title, m.loans_commercial_vehicle_attribute_3_text),
          a(m.loans_commercial_vehicle_attribute_4_title, m.loans_commercial_vehicle_attribute_4_text)
        ]
      }
    case "working-capital":
      return {
        name: m.loans_working_capital_name(),
        tagline: m.loans_working_capital_tagline(),
        description: m.loans_working_capital_description(),
        attributes: [
          a(m.loans_working_capital_attribute_1_title, m.loans_working_capital_attribute_1_text),
          a(m.loans_working_capital_attribute_2_title, m.loans_working_capital_attribute_2_text),
          a(m.loans_working_capital_attribute_3_title, m.loans_working_capital_attribute_3_text),
          a(m.loans_working_capital_attribute_4_title, m.loans_working_capital_attribute_4_text)
        ]
      }
  }
}

/** A product's name as a visitor reads it, in the language in force ('Home Loan', 'होम लोन'). */
export const loanProductName = (id: LoanProductId): string => loanProductWords(id).name

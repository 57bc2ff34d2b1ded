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
 * Ids, paths and names are data: `name` is also the value the API and the apply form's `?loanType=` carry, English in
 * every language. What a visitor reads (label, tagline, description, attributes) are message functions of the `loans`
 * catalog (issue 15), called when rendering: `product.label()`, `product.tagline()`.
 */
import { m } from "../i18n/paraglide/messages.js"

/** The picture of a product, drawn as an inline SVG by the views (src/features/loans/icons.tsx). */
export type LoanIconId = "wallet" | "briefcase" | "stethoscope" | "house" | "car" | "building" | "truck" | "cash-flow"

/** A headline figure of a product: 'Interest Rate' / 'From 11.9% p.a.' (message functions, issue 15). */
export interface LoanAttribute {
  readonly title: () => string
  readonly text: () => string
}

interface LoanProductData {
  readonly id: string
  /** The loan type as data: the API's and the apply form's `loanType` value, English in every language. */
  readonly name: string
  /** The name a visitor reads, in the language in force ('Home Loan', 'होम लोन'). */
  readonly label: () => string
  readonly path: string
  readonly aliases: ReadonlyArray<string>
  /** One line under the name. */
  readonly tagline: () => string
  /** Two sentences: what it is for and its headline figures. Also the page's meta description (<= 160 characters). */
  readonly description: () => string
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
    label: m.loans_personal_name,
    path: "/services/personal-loan",
    aliases: [],
    tagline: m.loans_personal_tagline,
    description: m.loans_personal_description,
    icon: "wallet",
    attributes: [
      { title: m.loans_personal_attribute_1_title, text: m.loans_personal_attribute_1_text },
      { title: m.loans_personal_attribute_2_title, text: m.loans_personal_attribute_2_text },
      { title: m.loans_personal_attribute_3_title, text: m.loans_personal_attribute_3_text },
      { title: m.loans_personal_attribute_4_title, text: m.loans_personal_attribute_4_text }
    ],
    pageCalculator: true
  },
  {
    id: "business",
    name: "Business Loan",
    label: m.loans_business_name,
    path: "/services/business-loan",
    aliases: [],
    tagline: m.loans_business_tagline,
    description: m.loans_business_description,
    icon: "briefcase",
    attributes: [
      { title: m.loans_business_attribute_1_title, text: m.loans_business_attribute_1_text },
      { title: m.loans_business_attribute_2_title, text: m.loans_business_attribute_2_text },
      { title: m.loans_business_attribute_3_title, text: m.loans_business_attribute_3_text },
      { title: m.loans_business_attribute_4_title, text: m.loans_business_attribute_4_text }
    ],
    pageCalculator: true
  },
  {
    id: "professional",
    name: "Professional Loan",
    label: m.loans_professional_name,
    path: "/services/professional-loan",
    aliases: ["/services/professional-Loan"],
    tagline: m.loans_professional_tagline,
    description: m.loans_professional_description,
    icon: "stethoscope",
    attributes: [
      { title: m.loans_professional_attribute_1_title, text: m.loans_professional_attribute_1_text },
      { title: m.loans_professional_attribute_2_title, text: m.loans_professional_attribute_2_text },
      { title: m.loans_professional_attribute_3_title, text: m.loans_professional_attribute_3_text },
      { title: m.loans_professional_attribute_4_title, text: m.loans_professional_attribute_4_text }
    ],
    pageCalculator: true
  },
  {
    id: "home",
    name: "Home Loan",
    label: m.loans_home_name,
    path: "/services/home-loan",
    aliases: [],
    tagline: m.loans_home_tagline,
    description: m.loans_home_description,
    icon: "house",
    attributes: [
      { title: m.loans_home_attribute_1_title, text: m.loans_home_attribute_1_text },
      { title: m.loans_home_attribute_2_title, text: m.loans_home_attribute_2_text },
      { title: m.loans_home_attribute_3_title, text: m.loans_home_attribute_3_text },
      { title: m.loans_home_attribute_4_title, text: m.loans_home_attribute_4_text }
    ],
    pageCalculator: true
  },
  {
    id: "auto",
    name: "Auto Loan",
    label: m.loans_auto_name,
    path: "/services/auto-loan",
    aliases: [],
    tagline: m.loans_auto_tagline,
    description: m.loans_auto_description,
    icon: "car",
    attributes: [
      { title: m.loans_auto_attribute_1_title, text: m.loans_auto_attribute_1_text },
      { title: m.loans_auto_attribute_2_title, text: m.loans_auto_attribute_2_text },
      { title: m.loans_auto_attribute_3_title, text: m.loans_auto_attribute_3_text },
      { title: m.loans_auto_attribute_4_title, text: m.loans_auto_attribute_4_text }
    ],
    pageCalculator: false
  },
  {
    id: "property",
    name: "Loan Against Property",
    label: m.loans_property_name,
    // The navbar links /services/loan-against-property and the loan card /services/property-loan:
    // both are served (spec section 2, route table).
    path: "/services/loan-against-property",
    aliases: ["/services/property-loan"],
    tagline: m.loans_property_tagline,
    description: m.loans_property_description,
    icon: "building",
    attributes: [
      { title: m.loans_property_attribute_1_title, text: m.loans_property_attribute_1_text },
      { title: m.loans_property_attribute_2_title, text: m.loans_property_attribute_2_text },
      { title: m.loans_property_attribute_3_title, text: m.loans_property_attribute_3_text },
      { title: m.loans_property_attribute_4_title, text: m.loans_property_attribute_4_text }
    ],
    pageCalculator: true
  },
  {
    id: "commercial-vehicle",
    name: "Commercial Vehicle Loan",
    label: m.loans_commercial_vehicle_name,
    path: "/services/commercial-vehicle-loan",
    aliases: [],
    tagline: m.loans_commercial_vehicle_tagline,
    description: m.loans_commercial_vehicle_description,
    icon: "truck",
    attributes: [
      { title: m.loans_commercial_vehicle_attribute_1_title, text: m.loans_commercial_vehicle_attribute_1_text },
      { title: m.loans_commercial_vehicle_attribute_2_title, text: m.loans_commercial_vehicle_attribute_2_text },
      { title: m.loans_commercial_vehicle_attribute_3_title, text: m.loans_commercial_vehicle_attribute_3_text },
      { title: m.loans_commercial_vehicle_attribute_4_title, text: m.loans_commercial_vehicle_attribute_4_text }
    ],
    pageCalculator: false
  },
  {
    id: "working-capital",
    name: "Working Capital Loan",
    label: m.loans_working_capital_name,
    path: "/services/working-capital-loan",
    aliases: [],
    tagline: m.loans_working_capital_tagline,
    description: m.loans_working_capital_description,
    icon: "cash-flow",
    attributes: [
      { title: m.loans_working_capital_attribute_1_title, text: m.loans_working_capital_attribute_1_text },
      { title: m.loans_working_capital_attribute_2_title, text: m.loans_working_capital_attribute_2_text },
      { title: m.loans_working_capital_attribute_3_title, text: m.loans_working_capital_attribute_3_text },
      { title: m.loans_working_capital_attribute_4_title, text: m.loans_working_capital_attribute_4_text }
    ],
    pageCalculator: false
  }
] as const satisfies ReadonlyArray<LoanProductData>

export type LoanProduct = (typeof loanProducts)[number]
export type LoanTypeName = LoanProduct["name"]
export type LoanProductId = LoanProduct["id"]

/** The product with this id. */
export const loanProductById = (id: LoanProductId): LoanProduct => loanProducts.find((p) => p.id === id)!

/** A loan type's name as the page shows it ("Home Loan", "होम लोन") from the value forms send ("Home Loan"). */
export const loanTypeLabelOf = (name: string): string => loanProducts.find((p) => p.name === name)?.label() ?? name

/** Where Apply Now on a product goes: the enquiry form with the loan type chosen (spec section 2, /apply). */
export const applyHref = (product: Pick<LoanProduct, "name">): string =>
  `/apply?loanType=${encodeURIComponent(product.name)}`

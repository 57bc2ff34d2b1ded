/**
 * The navbar and footer links (spec section 2, Navbar), as data. Loan entries come from domain/loans.ts. Labels are
 * message functions (i18n/messages/<locale>/common.json), read when a link is rendered.
 */
import { loanProducts } from "../../domain/loan-products.ts"
import type { LoanTool } from "../../domain/loan-tools-inputs.ts"
import { m } from "../../i18n/paraglide/messages.js"

export interface NavLinkItem {
  readonly label: () => string
  readonly href: string
}

/** 'Our Products': the eight loans, in the domain's order, to the navbar paths. */
export const productLinks: ReadonlyArray<NavLinkItem> = loanProducts.map((p) => ({
  label: () => p.label(),
  href: p.path
}))

/** The loan tools (issue 32), in the Resources menu, under the calculators and on each tool's page. */
export const loanToolLinks: ReadonlyArray<NavLinkItem & { readonly tool: LoanTool }> = [
  { tool: "prepayment", label: m.tools_prepayment_title, href: "/resources/prepayment-calculator" },
  { tool: "foreclosure", label: m.tools_foreclosure_title, href: "/resources/foreclosure-calculator" },
  { tool: "transfer", label: m.tools_transfer_title, href: "/resources/balance-transfer-calculator" }
]

/** 'Resources', word for word and in order, with Loan Offers (issue 31) and the loan tools (issue 32) after the calculators. */
export const resourceLinks: ReadonlyArray<NavLinkItem> = [
  { label: m.common_nav_emi_calculator, href: "/resources/emi-calculator?calc=emi" },
  { label: m.common_nav_eligibility_calculator, href: "/resources/eligibility-calculator?calc=eligibility" },
  ...loanToolLinks,
  { label: m.common_nav_offers, href: "/offers" },
  { label: m.common_nav_apply_now, href: "/resources/apply-now" },
  { label: m.common_nav_track, href: "/track-now" },
  { label: m.common_nav_faqs, href: "/resources/faqs" },
  { label: m.common_nav_blogs, href: "/resources/blogs" },
  { label: m.common_nav_testimonials, href: "/resources/testimonials" }
]

export const navLinks = {
  home: { label: m.common_nav_home, href: "/" },
  products: { label: m.common_nav_our_products, items: productLinks },
  resources: { label: m.common_nav_resources, items: resourceLinks },
  about: { label: m.common_nav_about, href: "/about" },
  contact: { label: m.common_nav_contact, href: "/contact" },
  creditScore: { label: m.common_nav_credit_score, href: "/credit-score" },
  referAndEarn: { label: m.common_nav_refer_and_earn, href: "/refer-and-earn" }
} as const

/** The footer's quick links. */
export const quickLinks: ReadonlyArray<NavLinkItem> = [
  { label: m.common_nav_home, href: "/" },
  { label: m.common_nav_about, href: "/about" },
  { label: m.common_nav_contact, href: "/contact" },
  { label: m.common_nav_offers, href: "/offers" },
  { label: m.common_nav_apply_now, href: "/resources/apply-now" },
  { label: m.common_nav_track_application, href: "/track-now" },
  { label: m.common_nav_emi_calculator, href: "/resources/emi-calculator?calc=emi" },
  { label: m.common_nav_faqs, href: "/resources/faqs" },
  { label: m.common_nav_testimonials, href: "/resources/testimonials" },
  { label: m.common_nav_leave_feedback, href: "/resources/testimonials/customer-feedback" },
  { label: m.common_nav_credit_score, href: "/credit-score" },
  { label: m.common_nav_refer_and_earn, href: "/refer-and-earn" }
]

/**
 * The footer's legal links (issue 14): the Privacy Policy, Terms of Use, Grievance Redressal, our lenders, and My data
 * (a person's rights, self-service).
 */
export const legalLinks: ReadonlyArray<NavLinkItem> = [
  { label: m.common_nav_privacy, href: "/privacy" },
  { label: m.common_nav_terms, href: "/terms" },
  { label: m.common_nav_grievance, href: "/grievance-redressal" },
  { label: m.common_nav_lending_partners, href: "/lending-partners" },
  { label: m.common_nav_my_data, href: "/my-data" }
]

/** The navbar and footer links (spec section 2, Navbar), as data. Loan entries come from domain/loans.ts. */
import { loanProducts } from "../../domain/loan-products.ts"

export interface NavLinkItem {
  readonly label: string
  readonly href: string
}

/** 'Our Products': the eight loans, in the domain's order, to the navbar paths. */
export const productLinks: ReadonlyArray<NavLinkItem> = loanProducts.map((p) => ({ label: p.name, href: p.path }))

/** 'Resources', word for word and in order. */
export const resourceLinks: ReadonlyArray<NavLinkItem> = [
  { label: "EMI Calculator", href: "/resources/emi-calculator?calc=emi" },
  { label: "Eligibility Calculator", href: "/resources/eligibility-calculator?calc=eligibility" },
  { label: "Apply Now", href: "/resources/apply-now" },
  { label: "Track", href: "/track-now" },
  { label: "FAQ's", href: "/resources/faqs" },
  { label: "Blogs", href: "/resources/blogs" },
  { label: "Testimonials", href: "/resources/testimonials" }
]

export const navLinks = {
  home: { label: "Home", href: "/" },
  products: { label: "Our Products", items: productLinks },
  resources: { label: "Resources", items: resourceLinks },
  about: { label: "About Us", href: "/about" },
  contact: { label: "Contact Us", href: "/contact" },
  creditScore: { label: "Check Credit Score", href: "/credit-score" },
  referAndEarn: { label: "Refer & Earn", href: "/refer-and-earn" }
} as const

/** The footer's quick links. */
export const quickLinks: ReadonlyArray<NavLinkItem> = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Contact Us", href: "/contact" },
  { label: "Apply Now", href: "/resources/apply-now" },
  { label: "Track Your Application", href: "/track-now" },
  { label: "EMI Calculator", href: "/resources/emi-calculator?calc=emi" },
  { label: "FAQ's", href: "/resources/faqs" },
  { label: "Testimonials", href: "/resources/testimonials" },
  { label: "Leave Your Feedback", href: "/resources/testimonials/customer-feedback" },
  { label: "Check Credit Score", href: "/credit-score" },
  { label: "Refer & Earn", href: "/refer-and-earn" }
]

/**
 * The footer's legal links (issue 14): the Privacy Policy, Terms of Use, Grievance Redressal, our lenders, and My data
 * (a person's rights, self-service).
 */
export const legalLinks: ReadonlyArray<NavLinkItem> = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Use", href: "/terms" },
  { label: "Grievance Redressal", href: "/grievance-redressal" },
  { label: "Our Lending Partners", href: "/lending-partners" },
  { label: "My Data", href: "/my-data" }
]

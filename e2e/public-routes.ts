/**
 * Every public route of the route table (src/routes.tsx) as a person reaches it, one path per screen (aliases
 * show the same view), and the widths our customers' phones, tablets and laptops have. The width sweep
 * (e2e/responsive.spec.ts) and the screenshots (scripts/screenshots.ts) share this list.
 */
export const sweepWidths = [320, 360, 390, 768, 992, 993, 1024, 1280, 1440] as const

export const publicRoutes: ReadonlyArray<{ readonly name: string; readonly path: string }> = [
  { name: "home", path: "/" },
  { name: "personal-loan", path: "/services/personal-loan" },
  { name: "business-loan", path: "/services/business-loan" },
  { name: "professional-loan", path: "/services/professional-loan" },
  { name: "home-loan", path: "/services/home-loan" },
  { name: "auto-loan", path: "/services/auto-loan" },
  { name: "property-loan", path: "/services/loan-against-property" },
  { name: "commercial-vehicle-loan", path: "/services/commercial-vehicle-loan" },
  { name: "working-capital-loan", path: "/services/working-capital-loan" },
  { name: "emi-calculator", path: "/resources/emi-calculator?calc=emi" },
  { name: "eligibility-calculator", path: "/resources/eligibility-calculator?calc=eligibility" },
  { name: "prepayment-calculator", path: "/resources/prepayment-calculator" },
  { name: "foreclosure-calculator", path: "/resources/foreclosure-calculator" },
  { name: "balance-transfer-calculator", path: "/resources/balance-transfer-calculator" },
  { name: "apply", path: "/resources/apply-now" },
  { name: "apply-referral", path: "/resources/apply-now?applicationType=Referral" },
  { name: "track", path: "/track-now" },
  { name: "status", path: "/application-status" },
  { name: "faqs", path: "/resources/faqs" },
  { name: "blogs", path: "/resources/blogs" },
  { name: "blog-article", path: "/resources/blogs/how-emi-is-calculated" },
  { name: "testimonials", path: "/resources/testimonials" },
  { name: "feedback", path: "/resources/testimonials/customer-feedback" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "credit-score", path: "/credit-score" },
  { name: "credit-verify", path: "/credit-score/verify-mobile" },
  { name: "refer-and-earn", path: "/refer-and-earn" },
  { name: "referral", path: "/referral?name=Asha%20Rao&mobile=9876543210" },
  { name: "redeem-start", path: "/redeem/start" },
  { name: "redeem-verify", path: "/redeem/verify-mobile" },
  { name: "rewards", path: "/redeem/rewards" },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "grievance-redressal", path: "/grievance-redressal" },
  { name: "lending-partners", path: "/lending-partners" },
  { name: "my-data", path: "/my-data" },
  { name: "offers", path: "/offers" },
  { name: "offers-how-we-match", path: "/offers/how-we-match" },
  { name: "stop-messages", path: "/messages/stop/1.AAAAAAAAAAAAAAAAAAAAAA" },
  { name: "not-found", path: "/no-such-page" }
]

/** The same route on the Hindi site (/hi/...). */
export const inHindi = (route: { readonly name: string; readonly path: string }) => ({
  name: `${route.name} (Hindi)`,
  path: route.path === "/" ? "/hi" : `/hi${route.path}`
})

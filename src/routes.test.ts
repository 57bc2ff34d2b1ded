import { parse } from "regexparam"
import { describe, expect, it } from "vitest"
import { matchRoute } from "wouter"
import { loanProducts } from "../domain/loans.ts"
import { notFoundRoute, routePaths, routes } from "./routes.tsx"

/** The route the app shows for a pathname: the first match in table order, as wouter's <Switch> picks it. */
const shown = (pathname: string) =>
  routePaths.find(([path]) => matchRoute(parse, path, pathname)[0])?.[1] ?? notFoundRoute

describe("the route table", () => {
  it.each([
    ["/", "home"],
    ["/services/personal-loan", "loan-personal"],
    ["/services/business-loan", "loan-business"],
    ["/services/professional-loan", "loan-professional"],
    ["/services/professional-Loan", "loan-professional"],
    ["/services/home-loan", "loan-home"],
    ["/services/auto-loan", "loan-auto"],
    ["/services/loan-against-property", "loan-property"],
    ["/services/property-loan", "loan-property"],
    ["/services/commercial-vehicle-loan", "loan-commercial-vehicle"],
    ["/services/working-capital-loan", "loan-working-capital"],
    ["/resources/emi-calculator", "calculator"],
    ["/resources/eligibility-calculator", "calculator"],
    ["/eligibility", "calculator"],
    ["/resources/apply-now", "apply"],
    ["/apply", "apply"],
    ["/track-now", "track"],
    ["/resources/track-now", "track"],
    ["/application-status", "status"],
    ["/resources/faqs", "faqs"],
    ["/faqs", "faqs"],
    ["/resources/blogs", "blogs"],
    ["/resources/testimonials", "testimonials"],
    ["/testimonials", "testimonials"],
    ["/resources/testimonials/customer-feedback", "feedback"],
    ["/customer-feedback", "feedback"],
    ["/about", "about"],
    ["/contact", "contact"],
    ["/credit-score", "credit-score"],
    ["/credit-score/verify-mobile", "credit-score-otp"],
    ["/credit-score/personal-details", "credit-score-details"],
    ["/refer-and-earn", "refer-and-earn"],
    ["/referral", "referral"],
    ["/redeem/start", "redeem-start"],
    ["/redeem/verify-mobile", "redeem-otp"],
    ["/redeem/rewards", "redeem-rewards"],
    ["/about/", "about"]
  ])("%s shows %s", (pathname, id) => {
    expect(shown(pathname).id).toBe(id)
  })

  it.each(["/nope", "/services", "/services/gold-loan", "/credit-score/other", "/redeem", "/resources", "/about/team"])(
    "%s shows the not-found page",
    (pathname) => {
      expect(shown(pathname)).toBe(notFoundRoute)
    }
  )

  it("serves every loan product at its path and aliases", () => {
    for (const product of loanProducts) {
      for (const path of [product.path, ...product.aliases])
        expect(shown(path).props).toEqual({ productId: product.id })
    }
  })

  it("lists each path once, and gives every route a title and a description", () => {
    // Exact spelling: /services/professional-Loan is listed by the domain although matching ignores case.
    const paths = routePaths.map(([path]) => path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const route of [...routes, notFoundRoute]) {
      expect(route.meta.title.length).toBeGreaterThan(0)
      expect(route.meta.description.length).toBeGreaterThan(20)
    }
  })
})

import { parse } from "regexparam"
import { describe, expect, it } from "vitest"
import { matchRoute } from "wouter"
import { loanProducts } from "../domain/loans.ts"
import { type AppRoute, notFoundRoute, pageMeta, routePaths, routes } from "./routes.tsx"

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

const byId = (id: string): AppRoute => routes.find((r) => r.id === id) ?? notFoundRoute
const metaAt = (pathname: string, search = "") => {
  const entry = routePaths.find(([path]) => matchRoute(parse, path, pathname)[0])
  const route = entry?.[1] ?? notFoundRoute
  const params = entry ? (matchRoute(parse, entry[0], pathname)[1] ?? {}) : {}
  return pageMeta(route, { path: pathname, search, params })
}

describe("page meta from the route table", () => {
  it("gives a static page its route's meta", async () => {
    expect(await metaAt("/resources/faqs")).toMatchObject({ title: "FAQ's" })
    expect(await metaAt("/track-now")).toMatchObject({ title: "Track Your Application" })
    expect(await metaAt("/admin/withdrawals")).toMatchObject({ title: "Back office", indexable: false })
    expect(await metaAt("/nope")).toEqual({
      title: "Page Not Found",
      description: "The page you are looking for doesn't exist or has been moved",
      indexable: false
    })
  })

  it("names the calculator for the path it opens on", async () => {
    expect((await metaAt("/resources/emi-calculator")).title).toBe("EMI Calculator")
    expect((await metaAt("/resources/eligibility-calculator")).title).toBe("Eligibility Calculator")
    expect((await metaAt("/eligibility")).title).toBe("Eligibility Calculator")
  })

  it("names the apply form for the loan type of its link, Personal Loan by default", async () => {
    expect((await metaAt("/resources/apply-now", "loanType=home%20loan")).title).toBe("Apply For Home Loan")
    expect((await metaAt("/apply", "loanType=Business+Loan")).title).toBe("Apply For Business Loan")
    expect((await metaAt("/apply")).title).toBe("Apply For Personal Loan")
    expect((await metaAt("/apply", "loanType=gold")).description).toBe(
      "Send an enquiry for a Personal Loan for yourself or refer a friend. Our team calls you back; track it any time with your tracking ID."
    )
  })

  it("gives a blog article its own title and summary, and an unknown one the not-found meta", async () => {
    const article = await metaAt("/resources/blogs/how-emi-is-calculated")
    expect(article.title).toBe("How your EMI is calculated, and how to pay less interest")
    expect(article.description.length).toBeGreaterThan(20)
    expect(article.indexable ?? true).toBe(true)
    expect(await metaAt("/resources/blogs/no-such-article")).toEqual({
      title: "Article Not Found",
      description: "The page you are looking for doesn't exist or has been moved",
      indexable: false
    })
  })

  it("keeps pages with personal data or a token out of the index", async () => {
    for (const id of [
      "status",
      "credit-score-otp",
      "credit-score-details",
      "referral",
      "redeem-start",
      "redeem-otp",
      "redeem-rewards",
      "my-data",
      "admin"
    ])
      expect(byId(id).meta.indexable, id).toBe(false)
    expect((await metaAt("/application-status", "trackingId=K7QMX-3P9TD")).indexable).toBe(false)
  })

  it("marks the back office alone as a view with its own shell", () => {
    expect(routes.filter((r) => r.ownShell).map((r) => r.id)).toEqual(["admin"])
  })
})

/**
 * Small domain modules at their edges: written to kill the mutants StrykerJS left alive in domain/carousel.ts,
 * consent.ts, csv.ts, format.ts, loans.ts, loan-products.ts, page-view.ts, retention.ts and tracking-id.ts
 * (docs/benchmarks.md, "Mutation testing"). Expected values written out by hand.
 */
import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { withLocale } from "../i18n/locale.ts"
import { LoansApi } from "./api.ts"
import { CarouselSlide, slideIndexWithin } from "./carousel.ts"
import { consentChannel, noticeVersion } from "./consent.ts"
import { csvCell } from "./csv.ts"
import { formatIndianNumber, formatLongDate } from "./format.ts"
import { applyHref, loanProductById, loanTypeLabelOf } from "./loan-products.ts"
import { defaultLoanType, LoanType, loanTypeFromQuery } from "./loans.ts"
import { maxPageViewPathLength, pageViewPath, toPageView } from "./page-view.ts"
import { describePeriod, retentionVariables } from "./retention.ts"
import { validate } from "./validation.ts"

describe("carousel", () => {
  it("a dot jump to the first slide is taken", () => {
    expect(slideIndexWithin(0, 2, 3)).toBe(0)
    expect(slideIndexWithin(-1, 2, 3)).toBe(2)
  })
})

describe("consent", () => {
  it("records the notice version and the channel", () => {
    expect(noticeVersion).toBe("2026-11-24")
    expect(consentChannel).toBe("web")
  })
})

describe("csv", () => {
  it("an empty cell for null and undefined", () => {
    expect(csvCell(null)).toBe('""')
    expect(csvCell(undefined)).toBe('""')
  })
})

describe("format", () => {
  it("groups Indian style with at most two decimals", () => {
    expect(formatIndianNumber(1074700)).toBe("10,74,700")
    expect(formatIndianNumber(1234.5678)).toBe("1,234.57")
  })
  it("formats a Date as well as an ISO string, in India's time zone", () => {
    expect(formatLongDate(new Date("2026-11-20T20:00:00Z"))).toBe("21 November 2026")
    expect(formatLongDate("2026-11-20T20:00:00Z")).toBe("21 November 2026")
    expect(formatLongDate("not a date")).toBe("")
  })
})

describe("loans", () => {
  it("the form starts at Personal Loan, and a query picks a loan type in any case", () => {
    expect(defaultLoanType).toBe("Personal Loan")
    expect(loanTypeFromQuery(null)).toBe("Personal Loan")
    expect(loanTypeFromQuery("")).toBe("Personal Loan")
    expect(loanTypeFromQuery(" home loan ")).toBe("Home Loan")
    expect(loanTypeFromQuery("HOME LOAN")).toBe("Home Loan")
    expect(loanTypeFromQuery("Boat Loan")).toBe("Personal Loan")
  })
  it("an unknown loan type: 'Please choose one of our eight loan types.'", () => {
    expect(validate(LoanType, "Boat Loan")).toEqual([
      { path: [], message: "Please choose one of our eight loan types." }
    ])
  })
  it("a product by its id, and its Apply Now link", () => {
    expect(loanProductById("home").name).toBe("Home Loan")
    expect(loanProductById("personal").name).toBe("Personal Loan")
    expect(applyHref({ name: "Home Loan" })).toBe("/apply?loanType=Home%20Loan")
  })
  it("a loan type's name as the page shows it, from the value forms send", () => {
    expect(loanTypeLabelOf("Home Loan")).toBe("Home Loan")
    expect(withLocale("hi", () => loanTypeLabelOf("Home Loan"))).toBe("होम लोन")
    expect(withLocale("hi", () => loanTypeLabelOf("Commercial Vehicle Loan"))).toBe("कमर्शियल वाहन लोन")
  })
  it("a name that is not one of ours is shown as sent", () => {
    expect(loanTypeLabelOf("Boat Loan")).toBe("Boat Loan")
    expect(withLocale("hi", () => loanTypeLabelOf("Boat Loan"))).toBe("Boat Loan")
  })
})

describe("page views", () => {
  it("are sent to /api/analytics/pageview", () => {
    expect(pageViewPath).toBe("/api/analytics/pageview")
  })
  it("take a path of at most 512 characters starting with /, and a route id of lower-case letters, digits, hyphens", () => {
    expect(maxPageViewPathLength).toBe(512)
    expect(toPageView("home", `/${"a".repeat(511)}`)).toEqual({ route: "home", path: `/${"a".repeat(511)}` })
    expect(toPageView("home", `/${"a".repeat(512)}`)).toBeUndefined()
    expect(toPageView("home", "x/apply")).toBeUndefined()
    expect(toPageView("home!", "/")).toBeUndefined()
    expect(toPageView("home", "/apply?x=1")).toEqual({ route: "home", path: "/apply" })
  })
})

describe("retention", () => {
  it("each period's variable", () => {
    expect(retentionVariables).toEqual({
      otpCodesDays: "RETENTION_OTP_DAYS",
      smsOutboxDays: "RETENTION_SMS_OUTBOX_DAYS",
      idempotencyKeysHours: "RETENTION_IDEMPOTENCY_HOURS",
      contactMessagesDays: "RETENTION_CONTACT_MESSAGES_DAYS",
      closedEnquiriesDays: "RETENTION_CLOSED_ENQUIRIES_DAYS"
    })
  })
  it("years only for whole years of days", () => {
    expect(describePeriod(365, "days")).toBe("1 year")
    expect(describePeriod(730, "days")).toBe("2 years")
    expect(describePeriod(366, "days")).toBe("366 days")
    expect(describePeriod(8760, "hours")).toBe("8760 hours")
    expect(describePeriod(1, "hours")).toBe("1 hour")
  })
})

describe("carousel slides in the OpenAPI document (mutation gaps)", () => {
  it("the carousel answers a list of the named schema CarouselSlide", () => {
    const doc = OpenApi.fromApi(LoansApi) as any
    expect(doc.paths["/api/carousel"].get.responses["200"].content["application/json"].schema.properties.data).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/CarouselSlide" }
    })
    expect(Object.keys(doc.components.schemas)).toContain("CarouselSlide")
  })
  it("a slide that is not an object is refused by that name", () => {
    expect(validate(CarouselSlide, 7)).toEqual([{ path: [], message: "Expected CarouselSlide" }])
  })
})

/**
 * The legal pages' content (issue 14, point 1): routed, linking only to pages that exist, with the company's details
 * from content/company.ts and the retention periods from domain/retention.ts.
 */
import { parse } from "regexparam"
import { describe, expect, it } from "vitest"
import { matchRoute } from "wouter"
import { routePaths } from "../routes.tsx"
import { parseRichText } from "../ui/RichText.tsx"
import { company } from "./company.ts"
import { grievanceRedressal, privacyPolicy, termsOfUse } from "./legal.ts"
import { legalLinks } from "./nav.ts"

const routeIdOf = (pathname: string) => routePaths.find(([path]) => matchRoute(parse, path, pathname)[0])?.[1].id

const allCopy = [privacyPolicy(), termsOfUse()].flatMap((doc) =>
  doc.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])])
)

describe("the legal pages", () => {
  it.each([
    ["/privacy", "privacy"],
    ["/privacy-policy", "privacy"],
    ["/terms", "terms"],
    ["/terms-of-use", "terms"],
    ["/grievance-redressal", "grievance-redressal"],
    ["/lending-partners", "lending-partners"]
  ])("%s shows %s", (path, id) => {
    expect(routeIdOf(path)).toBe(id)
  })

  it("the footer links all four, and My data", () => {
    expect(legalLinks.map((l) => [l.label(), routeIdOf(l.href)])).toEqual([
      ["Privacy Policy", "privacy"],
      ["Terms of Use", "terms"],
      ["Grievance Redressal", "grievance-redressal"],
      ["Our Lending Partners", "lending-partners"],
      ["My Data", "my-data"]
    ])
  })

  it("every link in the copy goes to a route, an e-mail or the RBI's complaint site", () => {
    const hrefs = [...allCopy, ...grievanceRedressal().steps].flatMap((copy) =>
      parseRichText(copy).flatMap((p) => ("href" in p ? [p.href] : []))
    )
    expect(hrefs.length).toBeGreaterThan(3)
    for (const href of hrefs)
      if (href.startsWith("/")) expect(routeIdOf(href), href).toBeDefined()
      else expect(href, href).toMatch(/^(mailto:|https:\/\/cms\.rbi\.org\.in$)/u)
  })

  it("the Privacy Policy states the default retention periods outside a browser: 7 days, 24 hours, 1 year, 180 days", () => {
    const list = privacyPolicy().sections.find((s) => s.id === "retention")?.list ?? []
    expect(list[0]).toBe("One-time passwords (OTPs) and the text messages that carried them: 7 days.")
    expect(list[1]).toBe("Records that stop a form being submitted twice: 24 hours.")
    expect(list[2]).toBe("Messages sent through the Contact Us form: 1 year.")
    expect(list[3]).toBe(
      "Loan enquiries that were declined or rejected, and the credit-score enquiries made with them: 180 days after the decision."
    )
  })

  it("the Privacy Policy names the grievance officer's e-mail from the company's details", () => {
    expect(allCopy.join(" ")).toContain(company.grievanceOfficer.email)
    expect(company.grievanceOfficer.email).toBe("grievance@arthikaloans.in")
  })

  it("the Privacy Policy lists the grievance form: what it takes, why, and on what lawful basis (not consent)", () => {
    const collected = privacyPolicy().sections.find((s) => s.id === "what-we-collect")?.list ?? []
    const grievance = collected.find((item) => item.startsWith("Grievance"))
    expect(grievance).toBe(
      "Grievance (the form on [Grievance Redressal](/grievance-redressal)): your name, mobile number (verified by a one-time password), e-mail, an optional tracking ID, what your grievance is about and your description. Purpose: to investigate and answer your grievance, and to let you check its status. We rely on a legal obligation, not on your consent: the RBI's Digital Lending Directions require us to have a Grievance Officer who answers within 30 days."
    )
  })

  it("the Privacy Policy says grievances are kept, and what is left of one after an erasure", () => {
    const list = privacyPolicy().sections.find((s) => s.id === "retention")?.list ?? []
    expect(list).toHaveLength(6)
    expect(list[5]).toBe(
      "Grievances, resolved ones included, with our reply: kept, and not erased on a schedule. They are our record, for the RBI and its Integrated Ombudsman, that we answered within 30 days, and a grievance may come back. If you erase your data on [My data](/my-data), we keep only the grievance number, what it was about, its status and dates."
    )
    const kept = privacyPolicy().sections.find((s) => s.id === "kept")?.list ?? []
    expect(
      kept.some((k) => k.startsWith("Grievances: the grievance number, what it was about, its status and dates"))
    ).toBe(true)
  })

  it("the rights name My data for access, correction and erasure, and the grievance officer", () => {
    const rights = privacyPolicy().sections.find((s) => s.id === "rights")?.list ?? []
    expect(rights.slice(0, 3)).toEqual([
      "ask what personal data we hold about you and with whom we shared it ([My data](/my-data));",
      "have inaccurate or incomplete data corrected ([My data](/my-data));",
      "have your data erased ([My data](/my-data)), except what the law makes us keep (below);"
    ])
    expect(rights).toContain(
      "have your grievance answered by our Grievance Officer, Meera Raghunathan, within 30 days: use the form on [Grievance Redressal](/grievance-redressal) or write to [grievance@arthikaloans.in](mailto:grievance@arthikaloans.in);"
    )
  })

  it("the policy's version is the notice version of 24 November 2026", () => {
    expect(privacyPolicy().version).toBe("2026-11-24")
    expect(allCopy.join(" ")).toContain("This policy's version is 2026-11-24.")
  })

  it("the grievance page promises a reply within 30 days and names the RB-IOS", () => {
    expect(grievanceRedressal().replyDays).toBe(30)
    expect(grievanceRedressal().steps.join(" ")).toContain("within 30 days")
    expect(grievanceRedressal().steps.join(" ")).toContain("Integrated Ombudsman Scheme, 2021")
  })
})

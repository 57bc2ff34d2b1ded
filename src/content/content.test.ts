/**
 * The home and content pages' copy as data: complete, within its limits, saying what the spec says, and linking
 * only to routes and assets that exist.
 */
import { parse } from "regexparam"
import { describe, expect, it } from "vitest"
import { matchRoute } from "wouter"
import { partnerLogoFiles, partnerNameFromFileName } from "../../domain/partners.ts"
import { routePaths } from "../routes.tsx"
import { parseRichText, plainText } from "../ui/RichText.tsx"
import { about, referAndEarn } from "./about.ts"
import { blogArticleBySlug, blogArticles, readingMinutes } from "./blogs/index.ts"
import { faqCategories } from "./faqs.ts"
import { businessInfo, intro } from "./home.ts"
import { partners } from "./partners.ts"

/** A site path the route table shows (the not-found page is not a destination). */
const isRoute = (href: string) => {
  const pathname = href.split(/[?#]/u)[0]!
  return routePaths.some(([path]) => matchRoute(parse, path, pathname)[0])
}
const linksIn = (copy: string) => parseRichText(copy).flatMap((p) => ("href" in p ? [p.href] : []))

describe("home page copy", () => {
  it("the intro has the spec's four points and the business block its three", () => {
    expect(intro.points.map((p) => p.title())).toEqual([
      "Fast and easy approvals",
      "Flexible loan options",
      "Competitive rates",
      "Customer-first approach"
    ])
    expect(businessInfo.points.map((p) => p.title())).toEqual([
      "Very low interest rates on all loans",
      "99.9% success rate guarantee",
      "Flexible repayments"
    ])
  })

  it("about 41 lending partners, named from their logo files (the files: scripts/generate-assets.test.ts)", () => {
    expect(partners).toHaveLength(41)
    expect(new Set(partnerLogoFiles).size).toBe(41)
    for (const [i, file] of partnerLogoFiles.entries()) {
      expect(partners[i]!.name).toBe(partnerNameFromFileName(file))
      expect(partners[i]!.name).not.toMatch(/ Bank$/u)
      expect(partners[i]!.logo).toBe(`/partners/${file}`)
    }
  })
})

describe("FAQ's", () => {
  const all = faqCategories().flatMap((c) => c.faqs)
  const text = all.map((f) => `${f.answer} ${f.bulletAnswer.join(" ")}`).join(" ")

  it("states the spec's approval time and links the eligibility calculator and Track Your Application", () => {
    expect(text).toContain("Approval generally takes 7-10 working days")
    const links = all.flatMap((f) => linksIn(f.answer))
    expect(links).toContain("/resources/eligibility-calculator?calc=eligibility")
    expect(links).toContain("/track-now")
    expect(plainText(text)).toContain("Track Your Application")
  })

  it("has unique ids and links only to real routes", () => {
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length)
    for (const href of all.flatMap((f) => [...linksIn(f.answer), ...f.bulletAnswer.flatMap(linksIn)]))
      expect(isRoute(href), href).toBe(true)
  })
})

describe("blogs", () => {
  it("has 5 or 6 articles with unique slugs, each at its own route", () => {
    expect(blogArticles.length).toBeGreaterThanOrEqual(5)
    expect(blogArticles.length).toBeLessThanOrEqual(6)
    expect(new Set(blogArticles.map((a) => a.slug)).size).toBe(blogArticles.length)
    for (const article of blogArticles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u)
      expect(isRoute(`/resources/blogs/${article.slug}`)).toBe(true)
      expect(blogArticleBySlug(article.slug.toUpperCase())).toBe(article)
    }
    expect(blogArticleBySlug("nope")).toBeUndefined()
  })

  it("lists them newest first, each with a summary fit for a meta description, a real date, and substance", () => {
    expect(blogArticles.map((a) => a.published)).toEqual([...blogArticles.map((a) => a.published)].sort().reverse())
    for (const article of blogArticles) {
      expect(article.summary.length, article.slug).toBeLessThanOrEqual(160)
      expect(Number.isNaN(Date.parse(article.published))).toBe(false)
      expect(article.sections.length).toBeGreaterThanOrEqual(3)
      expect(readingMinutes(article)).toBeGreaterThanOrEqual(2)
    }
  })

  it("links only to real routes or to https sites", () => {
    const copy = blogArticles.flatMap((a) =>
      a.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? []), s.after ?? ""])
    )
    const links = copy.flatMap(linksIn)
    expect(links.length).toBeGreaterThan(5)
    for (const href of links) expect(href.startsWith("https://") || isRoute(href), href).toBe(true)
  })

  it("quotes EMI figures that the formula gives", () => {
    const emi = (p: number, yearly: number, n: number) => {
      const r = yearly / 1200
      return Math.round((p * r * (1 + r) ** n) / ((1 + r) ** n - 1))
    }
    const article = blogArticleBySlug("how-emi-is-calculated")!
    const text = JSON.stringify(article)
    expect(emi(500_000, 12, 36)).toBe(16_607)
    expect(text).toContain("₹16,607")
    expect(emi(500_000, 12, 60)).toBe(11_122)
    expect(text).toContain("₹11,122")
    expect(emi(500_000, 14, 36)).toBe(17_089)
    expect(text).toContain("₹17,089")
    expect(emi(3_000_000, 8.5, 240)).toBe(26_035)
    expect(emi(3_000_000, 8.75, 240)).toBe(26_511)
    expect(JSON.stringify(blogArticleBySlug("fixed-or-floating-interest-rate"))).toContain("₹26,035")
  })
})

describe("about and refer-and-earn", () => {
  it("show the spec's indicators, steps and benefits", () => {
    expect(about().indicators.map((i) => `${i.value} ${i.label}`)).toEqual([
      "99% Loan approval rate",
      "100+ Happy customers",
      "30+ Lending partners"
    ])
    expect(about().pillars.map((p) => p.title)).toEqual(["Our Mission", "Our Vision", "Our Values"])
    expect(referAndEarn().banner).toBe("Start Earning in Just Few Clicks")
    expect(referAndEarn().steps).toHaveLength(4)
    expect(referAndEarn().benefits.map((b) => b.title)).toEqual([
      "Fast and simple",
      "No cap on earnings",
      "Help your friends"
    ])
  })
})

/**
 * JSON-LD (schema.org) of the prerendered pages, from the same data the views show: the company (content/company),
 * the FAQs (content/), each product's limits (domain/calculator.ts) and the blog articles. Built at prerender time
 * only (src/routes.tsx loads this file lazily), so none of it is in a browser's bundle.
 */

import { calculatorLimits } from "../../domain/calculator.ts"
import { type LoanProductId, loanProductById } from "../../domain/loan-products.ts"
import { intlTag, localePrefix } from "../../i18n/locale.ts"
import { m } from "../../i18n/paraglide/messages.js"
import { blogArticleBySlug, blogArticles } from "../content/blogs/index.ts"
import { company } from "../content/company.ts"
import type { Faq } from "../content/faq.ts"
import { faqCategories } from "../content/faqs.ts"
import { productPages } from "../content/products/index.ts"
import type { PageMeta } from "../ui/meta.ts"
import { plainText } from "../ui/RichText.tsx"
import { absoluteUrl } from "./head.ts"

/** A prerendered page, as its structured data sees it. */
export interface SeoPage {
  /** The canonical path. */
  readonly path: string
  readonly meta: PageMeta
  /** The site's origin (SITE_URL), no trailing slash. */
  readonly siteUrl: string
}

type Json = Record<string, unknown>

const context = "https://schema.org"

export const organizationId = (siteUrl: string): string => `${siteUrl}/#organization`

/** '+91 80 4718 2200' -> '+918047182200'. */
const e164 = (display: string): string => display.replace(/[^\d+]/gu, "")

/** An office's lines: street lines, then 'City, State PIN'. */
const postalAddress = (lines: ReadonlyArray<string>): Json => {
  const last = lines.at(-1) ?? ""
  const match = /^(.+?),\s*(.+?)\s+(\d{6})$/u.exec(last)
  return {
    "@type": "PostalAddress",
    streetAddress: lines.slice(0, -1).join(", "),
    addressLocality: match?.[1] ?? last,
    addressRegion: match?.[2] ?? "",
    postalCode: match?.[3] ?? "",
    addressCountry: "IN"
  }
}

/** The company: a FinancialService (an Organization) with both offices, both phones and the e-mail. */
export const organizationData = (siteUrl: string): Json => ({
  "@context": context,
  "@type": "FinancialService",
  "@id": organizationId(siteUrl),
  name: company.brandName,
  legalName: company.legalName,
  slogan: company.tagline,
  url: `${siteUrl}/`,
  logo: `${siteUrl}/favicon.svg`,
  image: `${siteUrl}/favicon.svg`,
  email: company.email,
  telephone: e164(company.phones[0].display),
  address: postalAddress(company.headOffice.lines),
  location: [company.headOffice, company.branchOffice].map((office) => ({
    "@type": "Place",
    name: `${company.brandName} ${office.label}`,
    address: postalAddress(office.lines)
  })),
  contactPoint: company.phones.map((phone) => ({
    "@type": "ContactPoint",
    telephone: e164(phone.display),
    contactType: phone.label.toLowerCase(),
    email: company.email,
    areaServed: "IN",
    availableLanguage: ["en"]
  })),
  areaServed: { "@type": "Country", name: "India" },
  sameAs: company.socials.map((s) => s.href)
})

const answerText = (faq: Faq): string =>
  [plainText(faq.answer), ...faq.bulletAnswer.map((b) => `- ${plainText(b)}`)].join("\n")

/** The questions as a FAQPage, in the page's language (the FAQs are built in the language in force). */
export const faqData = (faqs: ReadonlyArray<Faq>): Json => ({
  "@context": context,
  "@type": "FAQPage",
  inLanguage: intlTag(),
  mainEntity: faqs.map((faq) => ({
    "@type": "Question",
    name: faq.question,
    acceptedAnswer: { "@type": "Answer", text: answerText(faq) }
  }))
})

export const breadcrumbData = (siteUrl: string, trail: ReadonlyArray<{ name: string; path: string }>): Json => ({
  "@context": context,
  "@type": "BreadcrumbList",
  itemListElement: trail.map((step, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: step.name,
    item: absoluteUrl(siteUrl, `${localePrefix()}${step.path}`)
  }))
})

/** The product's limits over every employment type (Home Loan and Loan Against Property have two sets). */
const productRanges = (id: LoanProductId) => {
  const entry = calculatorLimits[id]
  const sets = "amount" in entry ? [entry] : Object.values(entry)
  const span = (pick: (l: (typeof sets)[number]) => { min: number; max: number }) => ({
    min: Math.min(...sets.map((l) => pick(l).min)),
    max: Math.max(...sets.map((l) => pick(l).max))
  })
  return { amount: span((l) => l.amount), rate: span((l) => l.rate), tenure: span((l) => l.tenureMonths) }
}

/** A loan product as a LoanOrCredit: amounts in INR, the yearly rate range and the tenure range in months. */
export const loanProductData = (id: LoanProductId, siteUrl: string): Json => {
  const product = loanProductById(id)
  const ranges = productRanges(id)
  return {
    "@context": context,
    "@type": "LoanOrCredit",
    name: product.label(),
    description: product.description(),
    url: absoluteUrl(siteUrl, `${localePrefix()}${product.path}`),
    category: product.label(),
    currency: "INR",
    provider: { "@id": organizationId(siteUrl) },
    areaServed: { "@type": "Country", name: "India" },
    amount: { "@type": "MonetaryAmount", currency: "INR", minValue: ranges.amount.min, maxValue: ranges.amount.max },
    annualPercentageRate: {
      "@type": "QuantitativeValue",
      minValue: ranges.rate.min,
      maxValue: ranges.rate.max,
      unitText: "percent per year"
    },
    interestRate: {
      "@type": "QuantitativeValue",
      minValue: ranges.rate.min,
      maxValue: ranges.rate.max,
      unitText: "percent per year"
    },
    loanTerm: {
      "@type": "QuantitativeValue",
      minValue: ranges.tenure.min,
      maxValue: ranges.tenure.max,
      unitCode: "MON"
    }
  }
}

export const homePageData = (page: SeoPage): ReadonlyArray<Json> => [
  {
    "@context": context,
    "@type": "WebSite",
    name: company.brandName,
    url: absoluteUrl(page.siteUrl, `${localePrefix()}/`),
    publisher: { "@id": organizationId(page.siteUrl) },
    inLanguage: intlTag()
  }
]

export const loanPageData = (id: LoanProductId, page: SeoPage): ReadonlyArray<Json> => {
  const product = loanProductById(id)
  return [
    loanProductData(id, page.siteUrl),
    faqData(productPages[id]().faqs),
    breadcrumbData(page.siteUrl, [
      { name: m.loans_breadcrumb_home(), path: "/" },
      { name: product.label(), path: product.path }
    ])
  ]
}

export const faqPageData = (_page: SeoPage): ReadonlyArray<Json> => [
  faqData(faqCategories().flatMap((category) => category.faqs))
]

export const blogArticlePath = (slug: string): string => `/resources/blogs/${slug}`

/** Every article at its own path, with its title and summary as the page meta. */
export const blogArticlePages = (): ReadonlyArray<{ path: string; meta: PageMeta; lastModified: string }> =>
  blogArticles.map((article) => ({
    path: blogArticlePath(article.slug),
    meta: { title: article.title, description: article.summary },
    lastModified: article.published
  }))

export const blogArticleData = (page: SeoPage): ReadonlyArray<Json> => {
  const article = blogArticleBySlug(page.path.split("/").at(-1) ?? "")
  if (!article) return []
  return [
    {
      "@context": context,
      "@type": "BlogPosting",
      headline: article.title,
      description: article.summary,
      datePublished: article.published,
      dateModified: article.published,
      author: { "@type": "Person", name: article.author },
      publisher: { "@id": organizationId(page.siteUrl) },
      mainEntityOfPage: absoluteUrl(page.siteUrl, `${localePrefix()}${page.path}`),
      // The articles are written in English in every language's site (issue 15).
      inLanguage: "en-IN",
      articleSection: article.topic
    },
    breadcrumbData(page.siteUrl, [
      { name: m.pages_blog_crumb_home(), path: "/" },
      { name: m.pages_blog_crumb_blogs(), path: "/resources/blogs" },
      { name: article.title, path: page.path }
    ])
  ]
}

/**
 * What a search engine's first pass sees (issue 13): the HTML of each public page fetched without running a script.
 * Each page carries its h1, its own title, description, canonical URL, hreflang and social tags, and its main text
 * (a loan page's benefits and FAQ answers, the FAQ page's answers, the calculator's labels); its JSON-LD parses and
 * has schema.org's required fields; the sitemap lists every canonical URL; robots.txt names it; unknown paths are 404.
 */
import { type APIRequestContext, expect, test } from "@playwright/test"
import { loanProducts } from "../domain/loan-products.ts"
import { blogArticles } from "../src/content/blogs/index.ts"
import { company } from "../src/content/company.ts"
import { faqCategories } from "../src/content/faqs.ts"
import { productPages } from "../src/content/products/index.ts"

const site = (process.env.SITE_URL ?? "https://arthikaloans.in").replace(/\/+$/u, "")

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/gu, "'")
    .replace(/&quot;/gu, '"')
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&nbsp;/gu, " ")
    .replace(/&amp;/gu, "&")

/** The visible words of some HTML: no tags, comments, scripts or styles; spaces collapsed. */
const textOf = (html: string) =>
  decode(
    html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/gu, "").replace(/<[^>]+>/gu, " ")
  )
    .replace(/\s+/gu, " ")
    .trim()

interface Parsed {
  readonly status: number
  readonly html: string
  readonly title: string
  readonly h1: ReadonlyArray<string>
  readonly meta: (key: string) => string | undefined
  readonly links: (rel: string) => ReadonlyArray<{ href: string; hreflang?: string }>
  readonly jsonLd: ReadonlyArray<Record<string, any>>
  readonly body: string
}

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "u").exec(tag)
  return m ? decode(m[1]!) : undefined
}

const fetchPage = async (request: APIRequestContext, path: string): Promise<Parsed> => {
  const response = await request.get(path, { maxRedirects: 0 })
  const html = await response.text()
  const head = html.slice(0, html.indexOf("</head>"))
  const tags = (name: string) => [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gu"))].map((m) => m[0])
  return {
    status: response.status(),
    html,
    title: decode(/<title>([^<]*)<\/title>/u.exec(head)?.[1] ?? ""),
    h1: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gu)].map((m) => textOf(m[1]!)),
    meta: (key) => {
      const tag = tags("meta").find((t) => attr(t, "name") === key || attr(t, "property") === key)
      return tag ? attr(tag, "content") : undefined
    },
    links: (rel) =>
      tags("link")
        .filter((t) => attr(t, "rel") === rel)
        .map((t) => ({ href: attr(t, "href")!, hreflang: attr(t, "hreflang") })),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gu)].map((m) =>
      JSON.parse(m[1]!)
    ),
    body: textOf(/<div id="root"[^>]*>([\s\S]*)<\/div>\s*(?:<noscript|<\/body>)/u.exec(html)?.[1] ?? "")
  }
}

/** Each public page: where it is, its canonical path, its h1, and words of its main content (the spec's own). */
const pages: ReadonlyArray<{ path: string; canonical: string; h1: string | RegExp; text: ReadonlyArray<string> }> = [
  {
    path: "/",
    canonical: "/",
    h1: "Find the right loan for you",
    text: ["Our Trusted and Reliable Lending Partners", "Personal Loan", "Working Capital Loan", "Plan Your EMI"]
  },
  ...loanProducts.flatMap((product) =>
    [product.path, ...product.aliases].map((path) => ({
      path,
      canonical: product.path,
      h1: product.name,
      text: [
        ...productPages[product.id]().benefits.map((b) => b.title),
        ...productPages[product.id]().benefits.map((b) => b.description),
        ...productPages[product.id]().faqs.map((f) => f.question)
      ]
    }))
  ),
  ...["/resources/emi-calculator", "/resources/eligibility-calculator", "/eligibility"].map((path) => ({
    path,
    canonical: "/resources/emi-calculator",
    h1: "Smart EMI, Easy Loans, Quick Decisions!",
    text: [
      "Plan Your EMI",
      "EMI Calculator",
      "Eligibility Calculator",
      "Loan Tenure",
      ...(path.includes("eligibility")
        ? ["Net Monthly Income", "Monthly Obligation"]
        : ["Loan Amount", "Interest Rate"]),
      "illustrative and may vary with banking parameters"
    ]
  })),
  ...["/resources/apply-now", "/apply"].map((path) => ({
    path,
    canonical: "/resources/apply-now",
    h1: "Apply For Personal Loan",
    text: ["Submit an enquiry", "Self", "Referral", "Home Loan", "Loan Against Property"]
  })),
  ...["/track-now", "/resources/track-now"].map((path) => ({
    path,
    canonical: "/track-now",
    h1: "Track Your Application",
    text: ["Track Now"]
  })),
  ...["/resources/faqs", "/faqs"].map((path) => ({
    path,
    canonical: "/resources/faqs",
    h1: /FAQ|Frequently asked questions/iu,
    text: ["7-10 working days", ...faqCategories().flatMap((c) => c.faqs.map((f) => f.question))]
  })),
  {
    path: "/resources/blogs",
    canonical: "/resources/blogs",
    h1: /.+/u,
    text: blogArticles.map((a) => a.title)
  },
  ...blogArticles.map((article) => ({
    path: `/resources/blogs/${article.slug}`,
    canonical: `/resources/blogs/${article.slug}`,
    h1: article.title,
    text: [article.author, ...article.sections.flatMap((s) => (s.heading ? [s.heading] : []))]
  })),
  ...["/resources/testimonials", "/testimonials"].map((path) => ({
    path,
    canonical: "/resources/testimonials",
    h1: /.+/u,
    text: ["All Loans"]
  })),
  ...["/resources/testimonials/customer-feedback", "/customer-feedback"].map((path) => ({
    path,
    canonical: "/resources/testimonials/customer-feedback",
    h1: "Leave Your Feedback",
    text: ["Rating"]
  })),
  {
    path: "/about",
    canonical: "/about",
    h1: /.+/u,
    text: ["Who We Are", "Mission", "Vision", "Values", "99%", "100+", "30+"]
  },
  {
    path: "/contact",
    canonical: "/contact",
    h1: /.+/u,
    text: ["Get In Touch", company.email, company.phones[0].display, company.phones[1].display, "Pune", "Bengaluru"]
  },
  { path: "/credit-score", canonical: "/credit-score", h1: /Credit Score/u, text: ["300", "900", "30%"] },
  {
    path: "/refer-and-earn",
    canonical: "/refer-and-earn",
    h1: "Start Earning in Just Few Clicks",
    text: ["Refer Now"]
  },
  // Issue 14: the legal pages, found by search like the rest.
  ...["/privacy", "/privacy-policy"].map((path) => ({
    path,
    canonical: "/privacy",
    h1: "Privacy Policy",
    text: ["Data Fiduciary"]
  })),
  ...["/terms", "/terms-of-use"].map((path) => ({
    path,
    canonical: "/terms",
    h1: "Terms of Use",
    text: ["By using it you accept them."]
  })),
  {
    path: "/grievance-redressal",
    canonical: "/grievance-redressal",
    h1: "Grievance Redressal",
    text: ["30 days", "Ombudsman"]
  },
  { path: "/lending-partners", canonical: "/lending-partners", h1: "Our Lending Partners", text: ["NBFC"] },
  // Issue 31: the offers and the published method.
  { path: "/offers", canonical: "/offers", h1: "Loan offers", text: ["No lender pays for a place."] },
  { path: "/offers/how-we-match", canonical: "/offers/how-we-match", h1: "How we match loan offers", text: ["APR"] },
  // Issue 32: the loan tools.
  {
    path: "/resources/prepayment-calculator",
    canonical: "/resources/prepayment-calculator",
    h1: "Part-Prepayment Calculator",
    text: ["EMI"]
  },
  {
    path: "/resources/foreclosure-calculator",
    canonical: "/resources/foreclosure-calculator",
    h1: "Foreclosure Calculator",
    text: ["GST"]
  },
  {
    path: "/resources/balance-transfer-calculator",
    canonical: "/resources/balance-transfer-calculator",
    h1: "Balance Transfer and Top-up Calculator",
    text: ["EMI"]
  }
]

for (const expected of pages) {
  test(`${expected.path}: its HTML, without scripts, carries its h1, head and main text`, async ({ request }) => {
    const page = await fetchPage(request, expected.path)
    expect(page.status).toBe(200)
    expect(page.h1).toHaveLength(1)
    if (typeof expected.h1 === "string") expect(page.h1[0]).toBe(expected.h1)
    else expect(page.h1[0]).toMatch(expected.h1)
    expect(page.title).toMatch(/\| Arthika Loans$|^Arthika Loans/u)
    expect(page.meta("description")?.length ?? 0).toBeGreaterThan(50)
    expect(page.meta("robots")).toBeUndefined()
    const canonical = `${site}${expected.canonical}`
    expect(page.links("canonical")).toEqual([{ href: canonical, hreflang: undefined }])
    // Both languages name each other (issue 15); x-default is the English page.
    const hindi = `${site}/hi${expected.canonical === "/" ? "" : expected.canonical}`
    expect(page.links("alternate")).toEqual([
      { href: canonical, hreflang: "en" },
      { href: hindi, hreflang: "hi" },
      { href: canonical, hreflang: "x-default" }
    ])
    expect(page.meta("og:title")).toBe(page.title)
    expect(page.meta("og:description")).toBe(page.meta("description"))
    expect(page.meta("og:url")).toBe(canonical)
    expect(page.meta("twitter:card")).toBe("summary")
    expect(page.meta("twitter:title")).toBe(page.title)
    for (const words of expected.text) expect(page.body, words).toContain(decode(words))
  })
}

test("titles and descriptions differ from page to page", async ({ request }) => {
  const seen = new Map<string, string>()
  for (const expected of pages.filter((p) => p.path === p.canonical)) {
    const page = await fetchPage(request, expected.path)
    expect(seen.get(page.title), `${expected.path} and ${seen.get(page.title)} share a title`).toBeUndefined()
    seen.set(page.title, expected.path)
  }
})

/** schema.org's required fields for Google's rich results, and the shapes we promise. */
test("every page's JSON-LD parses and has its required fields", async ({ request }) => {
  for (const expected of pages) {
    const page = await fetchPage(request, expected.path)
    const byType = (type: string): Array<any> => page.jsonLd.filter((d) => d["@type"] === type)
    for (const data of page.jsonLd) expect(data["@context"]).toBe("https://schema.org")

    const org = byType("FinancialService")[0]
    expect(org, expected.path).toBeDefined()
    expect(org.name).toBe("Arthika Loans")
    expect(org.url).toBe(`${site}/`)
    expect(org.email).toBe(company.email)
    expect(org.telephone).toBe("+918047182200")
    expect(org.location.map((l: any) => l.address.addressLocality)).toEqual(["Bengaluru", "Pune"])
    expect(org.location.map((l: any) => l.address.postalCode)).toEqual(["560034", "411045"])
    expect(org.contactPoint.map((c: any) => c.telephone)).toEqual(["+918047182200", "+912067124400"])

    const product = loanProducts.find((p) => p.path === expected.canonical)
    if (product) {
      const loan = byType("LoanOrCredit")[0]
      expect(loan.name).toBe(product.name)
      expect(loan.provider["@id"]).toBe(org["@id"])
      expect(loan.amount.currency).toBe("INR")
      expect(loan.amount.minValue).toBeLessThan(loan.amount.maxValue)
      expect(loan.interestRate.minValue).toBeLessThan(loan.interestRate.maxValue)
      expect(loan.loanTerm.unitCode).toBe("MON")
      const crumbs = byType("BreadcrumbList")[0].itemListElement
      expect(crumbs.map((c: any) => [c.position, c.name, c.item])).toEqual([
        [1, "Home", `${site}/`],
        [2, product.name, `${site}${product.path}`]
      ])
    }
    if (product || expected.canonical === "/resources/faqs") {
      const faq = byType("FAQPage")[0]
      const source = product ? productPages[product.id]().faqs : faqCategories().flatMap((c) => c.faqs)
      expect(faq.mainEntity.map((q: any) => q.name)).toEqual(source.map((f) => f.question))
      for (const q of faq.mainEntity) {
        expect(q["@type"]).toBe("Question")
        expect(q.acceptedAnswer["@type"]).toBe("Answer")
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(20)
      }
    } else expect(byType("FAQPage")).toEqual([])

    const article = blogArticles.find((a) => expected.path === `/resources/blogs/${a.slug}`)
    if (article) {
      const post = byType("BlogPosting")[0]
      expect(post.headline).toBe(article.title)
      expect(post.datePublished).toBe(article.published)
      expect(post.author.name).toBe(article.author)
      const crumbs = byType("BreadcrumbList")[0].itemListElement
      expect(crumbs.map((c: any) => c.name)).toEqual(["Home", "Blogs", article.title])
    }
  }
})

test("the sitemap lists every canonical public URL once, with lastmod, and robots.txt names it", async ({
  request
}) => {
  const xml = await (await request.get("/sitemap.xml")).text()
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(.*?)<\/url>/gu)]
  const locs = entries.map((m) => m[1])
  const canonical = [...new Set(pages.map((p) => `${site}${p.canonical}`))]
  // Every page in English and in Hindi (issue 15), each naming both.
  const inHindi = (url: string) => (url === `${site}/` ? `${site}/hi` : url.replace(site, `${site}/hi`))
  expect(locs.toSorted()).toEqual([...canonical, ...canonical.map(inHindi)].toSorted())
  for (const url of canonical) {
    const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${url}"/><xhtml:link rel="alternate" hreflang="hi" href="${inHindi(url)}"/>`
    expect(entries.find((m) => m[1] === url)?.[3]).toBe(alternates)
    expect(entries.find((m) => m[1] === inHindi(url))?.[3]).toBe(alternates)
  }
  for (const article of blogArticles) {
    expect(entries.find((m) => m[1] === `${site}/resources/blogs/${article.slug}`)?.[2]).toBe(article.published)
  }
  for (const path of ["/faqs", "/apply", "/services/property-loan", "/redeem/rewards", "/application-status", "/admin"])
    expect(locs).not.toContain(`${site}${path}`)
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`)
  // Only the API is disallowed: a noindex page that robots.txt blocked could never show a crawler its noindex.
  expect(robots.split("\n").filter((line) => line.startsWith("Disallow:"))).toEqual(["Disallow: /api/"])
})

test("unknown paths and unknown loan pages answer 404 with the not-found page's HTML", async ({ request }) => {
  for (const path of ["/no-such-page", "/services/gold-loan", "/resources/blogs/no-such-article", "/about/team"]) {
    const page = await fetchPage(request, path)
    expect(page.status, path).toBe(404)
    expect(page.body).toContain("The page you are looking for doesn't exist or has been moved")
    expect(page.meta("robots")).toBe("noindex")
  }
  const missing = await request.get("/assets/no-such-chunk.js")
  expect(missing.status()).toBe(404)
  expect(missing.headers()["content-type"]).not.toContain("text/html")
})

test("pages with a person's data or a token are noindex shells, never prerendered", async ({ request }) => {
  for (const path of [
    "/application-status?trackingId=ABC123",
    "/credit-score/verify-mobile?mobile=9876543210",
    "/credit-score/personal-details?token=x",
    "/redeem/start",
    "/redeem/verify-mobile",
    "/redeem/rewards?token=x",
    "/referral?name=A&mobile=9876543210",
    "/admin",
    "/admin/enquiries"
  ]) {
    const page = await fetchPage(request, path)
    expect(page.status, path).toBe(200)
    expect(page.meta("robots"), path).toBe("noindex")
    expect(page.html, path).toContain('<div id="root"></div>')
    expect(page.links("canonical"), path).toEqual([])
    expect(page.jsonLd, path).toEqual([])
  }
})

test("HTML is revalidated, hashed assets are immutable", async ({ request }) => {
  const home = await request.get("/services/home-loan")
  expect(home.headers()["cache-control"]).toBe("no-cache")
  const html = await home.text()
  // The boot script names the route's chunks, asked for once the page is painted (e2e/boot-after-paint.spec.ts).
  const preloads = /data-preload="([^"]*)"/u.exec(html)?.[1]?.split(" ") ?? []
  // The route's own chunk is preloaded, beside the entry's.
  expect(preloads.some((href) => /\/assets\/LoanPage-[\w-]+\.js$/u.test(href))).toBe(true)
  const asset = await request.get(preloads[0]!)
  expect(asset.status()).toBe(200)
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect((await request.get("/resources/blogs/no-such-article")).headers()["cache-control"]).toBe("no-cache")
})

// @vitest-environment node
/**
 * Every loan page and alias renders outside a browser, through the real route table and its lazy route (the
 * prerender waits for the page's chunk): the product's heading, Apply Now with its loan type, the benefits, the
 * FAQ with its first answer open, and the calculator section on the five pages that have one.
 */
import { createElement } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import { applyHref, loanProducts } from "../../../domain/loan-products.ts"
import { App } from "../../app/App.tsx"
import { productPages } from "../../content/products/index.ts"

const prerender = async (path: string): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(
    createElement(Router, { ssrPath: path, ssrSearch: "", children: createElement(App) })
  )
  let html = ""
  for await (const chunk of prelude) html += String(chunk)
  return html
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;")

const pages = loanProducts.flatMap((product) =>
  [product.path, ...product.aliases].map((path) => [path, product.name, product] as const)
)

describe("loan pages outside a browser", () => {
  it.each(pages)("%s renders the %s page", async (path, _, product) => {
    const html = await prerender(path)
    const content = productPages[product.id]()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`, "u"))
    expect(html).toContain(escapeHtml(product.tagline()))
    expect(html).toContain(`href="${applyHref(product).replaceAll("&", "&amp;")}"`)
    for (const attribute of product.attributes) expect(html).toContain(escapeHtml(attribute.text()))
    // A title's hyphenated compounds sit in a span that keeps them on one line: compare the text, not the tags.
    const text = html.replace(/<span class="nowrap">([^<]*)<\/span>/gu, "$1")
    for (const benefit of content.benefits) expect(text).toContain(escapeHtml(benefit.title))
    // The FAQ: every question, the first one expanded and the others collapsed, the first answer in the HTML.
    const triggers = [...html.matchAll(/<button[^>]*slot="trigger"[^>]*>/gu)].map((m) => m[0])
    expect(triggers).toHaveLength(content.faqs.length)
    expect(triggers.map((t) => /aria-expanded="true"/u.test(t))).toEqual(content.faqs.map((_, i) => i === 0))
    for (const faq of content.faqs) expect(html).toContain(escapeHtml(faq.question))
    expect(html).toContain(escapeHtml(content.faqs[0]!.answer))
    // The calculator link and section exist together, on the five pages that embed the calculator.
    expect(html.includes('href="#emi-calculator"')).toBe(product.pageCalculator)
    expect(html.includes('id="emi-calculator"')).toBe(product.pageCalculator)
    // The embedded calculator itself rendered (the prelude holds the finished boundary after its fallback), fixed to
    // the product: no loan type choice.
    expect(html.includes("Your EMI")).toBe(product.pageCalculator)
    // The product's testimonials section (its cards arrive from the API in the browser).
    expect(html).toContain(`What our ${product.name} customers say`)
    expect(html).not.toContain(">Loan Type</label>")
  })
})

// @vitest-environment node
/**
 * The testimonials views render outside a browser (for the prerender): the two pages through the real route table,
 * and the Wall of Fame strip with the spec's repetition rule.
 */
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { prerenderToNodeStream } from "react-dom/static"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import type { Testimonial } from "../../../domain/testimonials.ts"
import { App } from "../../app/App.tsx"
import { TestimonialCard } from "./TestimonialCard.tsx"
import WallOfFame, { WallStrip } from "./WallOfFame.tsx"

const prerender = async (path: string): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(
    createElement(Router, { ssrPath: path, ssrSearch: "", children: createElement(App) })
  )
  let html = ""
  for await (const chunk of prelude) html += String(chunk)
  return html
}

const story = (i: number): Testimonial => ({
  content: `Story ${i}`,
  userName: `Person ${i}`,
  productType: "Home Loan",
  date: "12 March 2025",
  rating: 4
})

describe("testimonials outside a browser", () => {
  it.each(["/resources/testimonials", "/testimonials"])("%s renders the page with its filter", async (path) => {
    const html = await prerender(path)
    expect(html).toMatch(/<h1[^>]*>What Our Customers Say<\/h1>/u)
    expect(html).toContain("Filter by loan")
    expect(html).toContain("All Loans")
    expect(html).toContain('href="/resources/testimonials/customer-feedback"')
  })

  it.each(["/resources/testimonials/customer-feedback", "/customer-feedback"])(
    "%s renders the feedback form",
    async (path) => {
      const html = await prerender(path)
      expect(html).toMatch(/<h1[^>]*>Leave Your Feedback<\/h1>/u)
      for (const label of ["Name", "Email", "Loan type", "Rating", "Feedback"]) expect(html).toContain(`>${label}</`)
      expect(html).toContain('accept="image/*"')
      expect(html).toContain("0/175")
      expect(html).toContain('aria-label="5 stars"')
    }
  )

  it("a card: initials, content, name, stars read as a rating, product and date", () => {
    const html = renderToString(
      createElement(TestimonialCard, { testimonial: { ...story(1), userName: "Priya Sharma", city: "Jaipur" } })
    )
    expect(html).toContain(">PS<")
    expect(html).toContain("Story 1")
    expect(html).toContain("Priya Sharma")
    expect(html).toContain("Jaipur")
    expect(html).toContain('role="img" aria-label="Rated 4 out of 5"')
    expect(html).toContain("Home Loan")
    expect(html).toContain("12 March 2025")
  })

  it("a card with the author's picture shows it instead of the initials", () => {
    const html = renderToString(
      createElement(TestimonialCard, { testimonial: { ...story(1), pictureUrl: "/api/testimonials/pictures/abc" } })
    )
    expect(html).toContain('src="/api/testimonials/pictures/abc"')
    expect(html).toContain('alt=""')
  })

  it.each([
    [3, 18],
    [4, 24],
    [5, 10],
    [21, 42]
  ])("the Wall of Fame strip repeats %i entries to %i cards; only the first copy is read", (n, total) => {
    const html = renderToString(
      createElement(WallStrip, { testimonials: Array.from({ length: n }, (_, i) => story(i)), playing: true })
    )
    expect(html.match(/<li /gu)).toHaveLength(total)
    expect(html.match(/<li [^>]*aria-hidden="true"/gu) ?? []).toHaveLength(total - n)
    expect(html).toContain(`--wall-copies:${total / n}`)
    expect(html).toContain("data-playing")
  })

  it("a paused strip does not move", () => {
    const html = renderToString(createElement(WallStrip, { testimonials: [story(1)], playing: false }))
    expect(html).not.toContain("data-playing")
  })

  it("the Wall of Fame renders its heading and View All while loading", () => {
    const html = renderToString(createElement(Router, { ssrPath: "/", children: createElement(WallOfFame) }))
    expect(html).toMatch(/<h2[^>]*>Our Wall of Fame<\/h2>/u)
    expect(html).toContain('href="/resources/testimonials"')
    expect(html).toContain("View All")
    expect(html).toContain("Loading testimonials...")
  })
})

// @vitest-environment node
/**
 * The testimonials page and cards in Hindi (issue 15): our words from the catalog, product names and dates in Hindi,
 * while the customer's own words, name and city stay as written and are marked so (lang="en", translate="no").
 * English stays the spec's wording.
 */
import { createElement, type ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import {
  allLoansLabel,
  productFilterOptions,
  type Testimonial,
  testimonialDateLabel,
  testimonialsCountLabel
} from "../../../domain/testimonials.ts"
import { withLocale } from "../../../i18n/locale.ts"
import { testimonialsMessages } from "../../../machines/testimonials.machine.ts"
import { TestimonialCard } from "./TestimonialCard.tsx"
import TestimonialsPage from "./TestimonialsPage.tsx"

const render = (children: ReactNode): string =>
  renderToString(createElement(Router, { ssrPath: "/resources/testimonials", children }))

const story: Testimonial = {
  content: "Quick approval for my daughter's wedding.",
  userName: "Priya Sharma",
  city: "Jaipur",
  productType: "Home Loan",
  date: "12 March 2025",
  rating: 4
}

describe("the testimonials page in Hindi", () => {
  it("shows our words in Hindi while the list loads", () => {
    const html = withLocale("hi", () => render(createElement(TestimonialsPage)))
    expect(html).toContain(">ग्राहकों की राय</p>")
    expect(html).toMatch(/<h1[^>]*>हमारे ग्राहक क्या कहते हैं<\/h1>/u)
    expect(html).toContain(
      "पूरे भारत के उन लोगों की सच्ची कहानियाँ, जिन्हें हमारे साथ सही लोन मिला: शादी, पहले घर, नए ट्रक या बढ़ते कारोबार के लिए।"
    )
    expect(html).toContain(">अपनी राय दें<")
    expect(html).toContain(">ग्राहकों की कहानियाँ</h2>")
    expect(html).toContain(">लोन के अनुसार देखें<")
    expect(html).toContain("सभी लोन")
    expect(html).toContain("प्रशंसापत्र लोड हो रहे हैं...")
    for (const english of ["What Our Customers Say", "Filter by loan", "All Loans", "Customer stories", "Loading"]) {
      expect(html).not.toContain(english)
    }
  })

  it("the same page in English keeps the spec's words", () => {
    const html = withLocale("en", () => render(createElement(TestimonialsPage)))
    expect(html).toMatch(/<h1[^>]*>What Our Customers Say<\/h1>/u)
    expect(html).toContain(">Customer stories</h2>")
    expect(html).toContain("Loading testimonials...")
  })

  it("the filter: All Loans and the eight products in Hindi, ids in English", () => {
    const options = withLocale("hi", productFilterOptions)
    expect(options).toEqual([
      { id: "all", label: "सभी लोन" },
      { id: "Personal Loan", label: "पर्सनल लोन" },
      { id: "Business Loan", label: "बिज़नेस लोन" },
      { id: "Professional Loan", label: "प्रोफ़ेशनल लोन" },
      { id: "Home Loan", label: "होम लोन" },
      { id: "Auto Loan", label: "ऑटो लोन" },
      { id: "Loan Against Property", label: "प्रॉपर्टी पर लोन" },
      { id: "Commercial Vehicle Loan", label: "कमर्शियल वाहन लोन" },
      { id: "Working Capital Loan", label: "वर्किंग कैपिटल लोन" }
    ])
    expect(withLocale("en", allLoansLabel)).toBe("All Loans")
  })

  it("the count line, one and many, with and without a product", () => {
    expect(withLocale("hi", () => testimonialsCountLabel(21, undefined))).toBe("21 प्रशंसापत्र दिखाए जा रहे हैं")
    expect(withLocale("hi", () => testimonialsCountLabel(1, undefined))).toBe("1 प्रशंसापत्र दिखाया जा रहा है")
    expect(withLocale("hi", () => testimonialsCountLabel(3, "Home Loan"))).toBe(
      "होम लोन के लिए 3 प्रशंसापत्र दिखाए जा रहे हैं"
    )
    expect(withLocale("hi", () => testimonialsCountLabel(1, "Auto Loan"))).toBe(
      "ऑटो लोन के लिए 1 प्रशंसापत्र दिखाया जा रहा है"
    )
    expect(withLocale("en", () => testimonialsCountLabel(21, undefined))).toBe("Showing 21 testimonials")
    expect(withLocale("en", () => testimonialsCountLabel(1, undefined))).toBe("Showing 1 testimonial")
    expect(withLocale("en", () => testimonialsCountLabel(3, "Home Loan"))).toBe("Showing 3 testimonials for Home Loan")
    expect(withLocale("en", () => testimonialsCountLabel(1, "Auto Loan"))).toBe("Showing 1 testimonial for Auto Loan")
  })

  it("the list's notes in Hindi, and word for word in English", () => {
    expect(withLocale("hi", () => testimonialsMessages.failed)).toBe("हम प्रशंसापत्र लोड नहीं कर सके। कृपया फिर से कोशिश करें।")
    expect(withLocale("hi", () => testimonialsMessages.empty)).toBe("इस लोन के लिए अभी कोई प्रशंसापत्र नहीं है।")
    expect(withLocale("hi", () => testimonialsMessages.emptyAll)).toBe("अभी कोई प्रशंसापत्र नहीं है।")
    expect(withLocale("en", () => testimonialsMessages.failed)).toBe("We couldn't load testimonials. Please try again.")
    expect(withLocale("en", () => testimonialsMessages.empty)).toBe("No testimonials for this loan yet.")
    expect(withLocale("en", () => testimonialsMessages.emptyAll)).toBe("No testimonials yet.")
  })
})

describe("a testimonial card in Hindi", () => {
  it("shows the product and date in Hindi, the customer's words, name and city as written", () => {
    const html = withLocale("hi", () => renderToString(createElement(TestimonialCard, { testimonial: story })))
    expect(html).toContain('<blockquote class="testimonial-card__content" lang="en"><p>Quick approval for my')
    expect(html).toMatch(/<span class="testimonial-card__name" translate="no">Priya Sharma<\/span>/u)
    expect(html).toMatch(/<span class="testimonial-card__city" translate="no">Jaipur<\/span>/u)
    expect(html).toContain(">होम लोन</span>")
    expect(html).toContain(">12 मार्च 2025</span>")
    expect(html).not.toContain("Home Loan")
    expect(html).not.toContain("March")
  })

  it("in English the card is as before", () => {
    const html = withLocale("en", () => renderToString(createElement(TestimonialCard, { testimonial: story })))
    expect(html).toContain(">Home Loan</span>")
    expect(html).toContain(">12 March 2025</span>")
  })

  it("a date it cannot read stays as written", () => {
    expect(withLocale("hi", () => testimonialDateLabel("1 August 2024"))).toBe("1 अगस्त 2024")
    expect(withLocale("hi", () => testimonialDateLabel("31 February 2025"))).toBe("31 February 2025")
    expect(withLocale("hi", () => testimonialDateLabel("last spring"))).toBe("last spring")
    expect(withLocale("en", () => testimonialDateLabel("5 january 2026"))).toBe("5 January 2026")
  })
})

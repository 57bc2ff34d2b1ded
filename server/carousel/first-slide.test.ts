import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { CarouselSlide } from "../../domain/carousel.ts"
import type { FirstSlideTemplates } from "../../domain/carousel-first-slide.ts"
import { firstSlideHtml, loadFirstSlideTemplates, withFirstSlide } from "./first-slide.ts"

/** Small templates written by hand in the prerender's shape (the real ones are React's markup). */
const templates: FirstSlideTemplates = {
  empty: '<div class="box"></div>',
  slides: {
    both: '<img src="__first-slide.imageUrl__"><p>__first-slide.heading__</p><p>__first-slide.text__</p><a href="__first-slide.primaryButtonUrl__">__first-slide.primaryButtonText__</a><a href="__first-slide.secondaryButtonUrl__">__first-slide.secondaryButtonText__</a>',
    primary:
      '<img src="__first-slide.imageUrl__"><p>__first-slide.heading__</p><a href="__first-slide.primaryButtonUrl__">__first-slide.primaryButtonText__</a>',
    secondary:
      '<img src="__first-slide.imageUrl__"><p>__first-slide.heading__</p><a href="__first-slide.secondaryButtonUrl__">__first-slide.secondaryButtonText__</a>',
    none: '<img src="__first-slide.imageUrl__"><p>__first-slide.heading__</p><p>__first-slide.text__</p>'
  }
}

const slide = (over: Partial<CarouselSlide> = {}): CarouselSlide => ({
  imageUrl: "/carousel/personal.svg",
  heading: "Personal loans",
  text: "Funds in 24 hours",
  isPrimaryButtonEnabled: true,
  primaryButtonUrl: "/apply?loanType=Personal%20Loan",
  primaryButtonText: "Apply Now",
  isSecondaryButtonEnabled: true,
  secondaryButtonUrl: "https://example.org/x",
  secondaryButtonText: "Learn More",
  ...over
})

describe("the first slide's markup", () => {
  it("fills in the slide's words and addresses, links in the page's language", () => {
    expect(firstSlideHtml(templates, slide(), "en")).toBe(
      '<img src="/carousel/personal.svg"><p>Personal loans</p><p>Funds in 24 hours</p><a href="/apply?loanType=Personal%20Loan">Apply Now</a><a href="https://example.org/x">Learn More</a>'
    )
    expect(firstSlideHtml(templates, slide({ secondaryButtonUrl: "/" }), "hi")).toBe(
      '<img src="/carousel/personal.svg"><p>Personal loans</p><p>Funds in 24 hours</p><a href="/hi/apply?loanType=Personal%20Loan">Apply Now</a><a href="/hi">Learn More</a>'
    )
  })

  it("shows only the buttons the slide has", () => {
    expect(firstSlideHtml(templates, slide({ isSecondaryButtonEnabled: false }), "en")).toBe(
      '<img src="/carousel/personal.svg"><p>Personal loans</p><a href="/apply?loanType=Personal%20Loan">Apply Now</a>'
    )
    expect(firstSlideHtml(templates, slide({ isPrimaryButtonEnabled: false }), "en")).toBe(
      '<img src="/carousel/personal.svg"><p>Personal loans</p><a href="https://example.org/x">Learn More</a>'
    )
    expect(
      firstSlideHtml(templates, slide({ isPrimaryButtonEnabled: false, isSecondaryButtonEnabled: false }), "en")
    ).toBe('<img src="/carousel/personal.svg"><p>Personal loans</p><p>Funds in 24 hours</p>')
  })

  it("writes staff's words as text: no markup, no way out of an attribute, no marker read twice", () => {
    const html = firstSlideHtml(
      templates,
      slide({
        heading: `<script>alert("x")</script> & 'more'`,
        text: "__first-slide.heading__",
        primaryButtonUrl: `/a" onclick="alert(1)`,
        primaryButtonText: "</a><b>bold</b>"
      }),
      "en"
    )
    expect(html).toBe(
      '<img src="/carousel/personal.svg"><p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;more&#x27;</p><p>__first-slide.heading__</p><a href="/a&quot; onclick=&quot;alert(1)">&lt;/a&gt;&lt;b&gt;bold&lt;/b&gt;</a><a href="https://example.org/x">Learn More</a>'
    )
  })
})

describe("the home page with its first slide", () => {
  const page = '<html><body><div class="box"></div><footer><div class="box"></div></footer></body></html>'

  it("puts the first slide in the carousel's box (the first such box only)", () => {
    expect(withFirstSlide(page, templates, [slide({ isSecondaryButtonEnabled: false }), slide()], "en")).toBe(
      '<html><body><img src="/carousel/personal.svg"><p>Personal loans</p><a href="/apply?loanType=Personal%20Loan">Apply Now</a><footer><div class="box"></div></footer></body></html>'
    )
  })

  it("leaves the page as it is with no slides, no templates, or no box", () => {
    expect(withFirstSlide(page, templates, [], "en")).toBe(page)
    expect(withFirstSlide(page, undefined, [slide()], "en")).toBe(page)
    expect(withFirstSlide("<p>no box</p>", templates, [slide()], "en")).toBe("<p>no box</p>")
  })
})

describe("the templates on disk", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "first-slide-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("are read from the pages' folder; a build without them has none; a broken file stops the start", () => {
    expect(loadFirstSlideTemplates(dir)).toBeUndefined()
    writeFileSync(path.join(dir, "carousel-first-slide.json"), JSON.stringify(templates))
    expect(loadFirstSlideTemplates(dir)).toEqual(templates)
    const broken = path.join(dir, "broken")
    mkdirSync(broken)
    writeFileSync(path.join(broken, "carousel-first-slide.json"), JSON.stringify({ empty: "<div></div>", slides: {} }))
    expect(() => loadFirstSlideTemplates(broken)).toThrow("is not the prerender's first-slide templates")
  })
})

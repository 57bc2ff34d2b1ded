// @vitest-environment node
/**
 * The pseudo-locale check (issue 15): every message is rendered inside ⟦ ⟧, every page of the public site is rendered
 * as the prerender renders it, and any visible English text outside the marks is text that did not come from the
 * catalog: it would stay English on a Hindi page. Visible means text and the attributes people meet (alt,
 * aria-label, placeholder, title, aria-description). Allowed outside the marks: names, numbers, amounts, the brand,
 * and the data the pages show as written (customers' testimonials, the back office's carousel slides, English blog
 * articles on purpose).
 */
import { describe, expect, it, vi } from "vitest"

vi.mock("../i18n/paraglide/messages/_index.js", async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>()
  return Object.fromEntries(
    Object.entries(real).map(([key, value]) => [
      key,
      typeof value === "function"
        ? (...args: Array<unknown>) => `⟦${(value as (...a: Array<unknown>) => string)(...args)}⟧`
        : value
    ])
  )
})

const { prerenderPages, renderPage } = await import("./entry-server.tsx")
const { routes } = await import("./routes.tsx")

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/giu, (whole, name: string) =>
    name.startsWith("#x")
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole)
  )

const voidElements = new Set(["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"])

/**
 * The HTML without the parts that are not the catalog's on purpose: an element with `lang="en"` (English blog
 * articles, customers' testimonials as they wrote them), `translate="no"` (names and addresses) or the class
 * `notranslate` (street names inside an SVG, where the attribute is not allowed), with all inside.
 */
export const withoutUntranslated = (html: string): string => {
  let out = ""
  let skipping = 0
  let at = 0
  for (const tag of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/gu)) {
    if (skipping === 0) out += html.slice(at, tag.index)
    at = tag.index + tag[0].length
    const [, closing, rawName, attributes = ""] = tag
    const name = rawName!.toLowerCase()
    const selfClosing = voidElements.has(name) || attributes.endsWith("/")
    if (skipping > 0) {
      if (!selfClosing) skipping += closing ? -1 : 1
      continue
    }
    if (
      !closing &&
      !selfClosing &&
      /\s(lang="en"|translate="no"|class="(?:[^"]*\s)?notranslate(?:\s[^"]*)?")/u.test(attributes)
    ) {
      skipping = 1
      continue
    }
    out += tag[0]
  }
  return skipping === 0 ? out + html.slice(at) : out
}

/** What a person reads or hears: text (tags as spaces) and the attributes above. */
export const visibleText = (html: string): Array<string> => {
  const withoutCode = withoutUntranslated(
    html.replace(/<script[\s\S]*?<\/script>/giu, " ").replace(/<style[\s\S]*?<\/style>/giu, " ")
  ).replace(/<svg[\s\S]*?<\/svg>/giu, (svg) => svg.replace(/<(?!\/?title)[^>]*>/gu, " "))
  const attributes = [
    ...withoutCode.matchAll(/\s(?:alt|aria-label|placeholder|title|aria-description)="([^"]*)"/giu)
  ].map((m) => decode(m[1]!))
  const text = decode(withoutCode.replace(/<[^>]+>/gu, " "))
  return [text, ...attributes]
}

/** The text outside every ⟦ ⟧ (nested marks included). */
export const unmarked = (text: string): string => {
  let rest = text
  for (;;) {
    const next = rest.replace(/⟦[^⟦⟧]*⟧/gu, " ")
    if (next === rest) return rest
    rest = next
  }
}

/**
 * Words that may stand outside the catalog: the brand, abbreviations that stay Latin in every language, month names
 * (dates come from Intl in the page's language: "23 नवंबर 2026" in Hindi) and a date field's segment names (Intl's
 * too: "दिन", "माह", "वर्ष" in Hindi).
 */
const allowedWords =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Arthika|Loans?|EMI|CIBIL|PAN|OTP|KYC|GST|ITR|NBFC|RBI|SMS|ID|IFSC|UPI|INR|Pvt|Ltd|LLP|CIN|English|Rs|day|month|year)\b/gu

export const englishLeft = (text: string): Array<string> =>
  (
    unmarked(text)
      .replace(/\S+\s*@\s*\S+|https?:\/\/\S+/gu, " ")
      .replace(allowedWords, " ")
      .match(/[A-Za-z][A-Za-z'’-]*(?:\s+[A-Za-z][A-Za-z'’-]*)*/gu) ?? []
  ).filter((words) => /[A-Za-z]{3}/u.test(words))

describe("the check itself", () => {
  it("finds English outside the marks and ignores what is inside", () => {
    expect(englishLeft("⟦Apply now⟧ Loan amount ₹5,00,000")).toEqual(["amount"])
    expect(englishLeft("⟦Read ⟦our⟧ policy⟧")).toEqual([])
    expect(visibleText('<button aria-label="Close">⟦x⟧</button><script>var a="Hello"</script>')).toEqual([
      " ⟦x⟧  ",
      "Close"
    ])
    expect(
      withoutUntranslated(
        '<p>⟦a⟧<span lang="en">Hello <b>there</b><br/></span><i translate="no">Pune</i><img alt="x">z</p>'
      )
    ).toBe('<p>⟦a⟧<img alt="x">z</p>')
  })
})

const pages = await prerenderPages()

describe("every public page in the pseudo-locale", () => {
  const shells = routes
    .filter((route) => route.meta.indexable === false && !route.ownShell && !/[:*]/u.test(route.path))
    .map((route) => ({ path: route.path, search: "", route }))
  const all = [...pages.map((p) => ({ path: p.path, search: p.search, route: p.route })), ...shells]
  it.each(all.map((p) => [p.path, p] as const))("%s has no English outside the catalog", async (_path, page) => {
    const html = await renderPage(page)
    const english = visibleText(html).flatMap(englishLeft)
    expect([...new Set(english)]).toEqual([])
  })
})

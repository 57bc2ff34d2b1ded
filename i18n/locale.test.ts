import { describe, expect, it } from "vitest"
import { currentLocale, localeFromAcceptLanguage, pathInLocale, splitLocalePath, withLocale } from "./locale.ts"
import { m } from "./paraglide/messages.js"

describe("the language of a request", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["hi", "hi"],
    ["hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7", "hi"],
    ["en-IN,en;q=0.9,hi;q=0.8", "en"],
    ["mr-IN,mr;q=0.9,hi;q=0.8,en;q=0.7", "hi"],
    ["en;q=0.5,hi;q=0.8", "hi"],
    ["hi;q=0,en", "en"],
    ["fr-FR,de", "en"],
    ["HI-in", "hi"]
  ])("Accept-Language %j -> %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })
})

describe("paths in each language", () => {
  it.each([
    ["/services/home-loan?loanType=Home%20Loan", "hi", "/hi/services/home-loan?loanType=Home%20Loan"],
    ["/", "hi", "/hi"],
    ["/?x=1", "hi", "/hi?x=1"],
    ["/hi/services/home-loan?a=1#faq", "en", "/services/home-loan?a=1#faq"],
    ["/hi", "en", "/"],
    ["/hi/", "en", "/"],
    ["/hi/faqs", "hi", "/hi/faqs"],
    ["/history", "en", "/history"],
    ["/history", "hi", "/hi/history"]
  ])("%s in %s is %s", (from, locale, to) => {
    expect(pathInLocale(from, locale as "en" | "hi")).toBe(to)
  })

  it("splits a path into its language and the path the router sees", () => {
    expect(splitLocalePath("/hi/apply")).toEqual({ locale: "hi", path: "/apply" })
    expect(splitLocalePath("/hi")).toEqual({ locale: "hi", path: "/" })
    expect(splitLocalePath("/apply")).toEqual({ locale: "en", path: "/apply" })
    expect(splitLocalePath("/en/apply")).toEqual({ locale: "en", path: "/en/apply" })
  })
})

describe("withLocale", () => {
  it("words messages in the language for the work only, then puts the previous one back", () => {
    expect(currentLocale()).toBe("en")
    expect(withLocale("hi", () => [currentLocale(), m.skip_to_main()])).toEqual(["hi", "मुख्य सामग्री पर जाएँ"])
    expect(currentLocale()).toBe("en")
    expect(m.skip_to_main()).toBe("Skip to main content")
    expect(() =>
      withLocale("hi", () => {
        throw new Error("boom")
      })
    ).toThrow("boom")
    expect(currentLocale()).toBe("en")
  })
})

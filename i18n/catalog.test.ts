/**
 * The catalogs are complete (issue 15): every language holds every key of every area, with the same parameters, and
 * no text is left untranslated by copying the English. A key is in one area only, and starts with its area's name.
 */
import { readdirSync, readFileSync } from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"

const root = path.join(import.meta.dirname, "messages")
const settings: {
  baseLocale: string
  locales: Array<string>
  "plugin.inlang.messageFormat": { pathPattern: Array<string> }
} = JSON.parse(readFileSync(path.join(import.meta.dirname, "project.inlang", "settings.json"), "utf8"))
const areas = settings["plugin.inlang.messageFormat"].pathPattern.map((p) => path.basename(p, ".json"))
const others = settings.locales.filter((l) => l !== settings.baseLocale)

const catalog = (locale: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, locale, `${area}.json`), "utf8"))

const parameters = (text: string): Array<string> => [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]!).sort()

/**
 * Texts that are the same in Hindi as in English, on purpose: a language's own name, the brand, codes and
 * abbreviations people use in English (EMI, CIBIL, PAN, OTP).
 */
const sameInEveryLanguage = new Set(["English", "हिन्दी"])
/**
 * Pieces of a sentence split around visible figures, where one language's word order leaves a piece empty: the
 * calculator's range reads "From ₹25,000 to ₹50,00,000" and "₹25,000 से ₹50,00,000 तक".
 */
const emptyByWordOrder = new Set(["calculator_range_before", "calculator_range_after"])
const untranslatable = /^[\s\d.,:;/%₹()+\-–—|·•@#&*{}\w]*$/u

describe("the message catalogs", () => {
  it("name the areas the project lists, in every language", () => {
    for (const locale of settings.locales) {
      expect(readdirSync(path.join(root, locale)).sort()).toEqual(areas.map((a) => `${a}.json`).sort())
    }
  })

  it.each(areas)("%s: every language has every key, with the same parameters, none empty", (area) => {
    const base = catalog(settings.baseLocale, area)
    for (const locale of others) {
      const own = catalog(locale, area)
      expect(Object.keys(own).sort(), `${locale}/${area}.json`).toEqual(Object.keys(base).sort())
      for (const [key, english] of Object.entries(base)) {
        const text = own[key] ?? ""
        if (!emptyByWordOrder.has(key)) expect(text.trim(), `${locale}: ${key} is empty`).not.toBe("")
        expect(parameters(text), `${locale}: ${key}'s parameters`).toEqual(parameters(english))
      }
    }
  })

  it.each(areas)("%s: no English text copied into another language", (area) => {
    const base = catalog(settings.baseLocale, area)
    for (const locale of others) {
      const own = catalog(locale, area)
      const copied = Object.entries(base)
        .filter(([key, english]) => own[key] === english && /[A-Za-z]{2}/u.test(english.replace(/\{\w+\}/gu, "")))
        .filter(([, english]) => !sameInEveryLanguage.has(english) && !/^[A-Z0-9 .\-/]+$/u.test(english))
        .filter(([, english]) => !untranslatable.test(english) || /[a-z]{4}/u.test(english))
        .map(([key]) => key)
      expect(copied, `${locale}/${area}.json keeps English`).toEqual([])
    }
  })

  it("holds each key in one area only, named after it", () => {
    const seen = new Map<string, string>()
    const misplaced: Array<string> = []
    for (const area of areas) {
      for (const key of Object.keys(catalog(settings.baseLocale, area))) {
        const other = seen.get(key)
        if (other !== undefined) misplaced.push(`${key} in ${other} and ${area}`)
        seen.set(key, area)
        if (area !== "common" && !key.startsWith(`${area.replace("-", "_")}_`)) misplaced.push(`${key} in ${area}`)
      }
    }
    expect(misplaced).toEqual([])
  })

  it("a key missing in Hindi fails the check (the check itself)", () => {
    const base = { a_one: "One", a_two: "Two {n}" }
    const hindi: Record<string, string> = { a_one: "एक" }
    expect(Object.keys(hindi).sort()).not.toEqual(Object.keys(base).sort())
    expect(parameters("दो")).not.toEqual(parameters(base.a_two))
  })
})

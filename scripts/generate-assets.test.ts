/** The images in public/ are what scripts/generate-assets.ts makes (run it after changing the partner list), and tiny. */
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { partnerLogoFiles } from "../domain/partners.ts"
import { partnerLogo, slideArt, slideIds } from "./generate-assets.ts"

const publicDir = resolve(import.meta.dirname, "..", "public")

describe("generated images", () => {
  it("public/partners holds exactly one up-to-date lettermark per partner, each under 1 kB", () => {
    const files = readdirSync(join(publicDir, "partners"))
      .filter((f) => f.endsWith(".svg"))
      .sort()
    expect(files).toEqual([...partnerLogoFiles].sort())
    for (const file of partnerLogoFiles) {
      const svg = readFileSync(join(publicDir, "partners", file), "utf8")
      expect(svg, `${file} is stale: run npx tsx scripts/generate-assets.ts`).toBe(partnerLogo(file))
      expect(svg.length).toBeLessThan(1024)
    }
  })

  it("public/carousel holds an up-to-date image per slide, each under 4 kB", () => {
    for (const id of slideIds) {
      const svg = readFileSync(join(publicDir, "carousel", `${id}.svg`), "utf8")
      expect(svg, `${id}.svg is stale: run npx tsx scripts/generate-assets.ts`).toBe(slideArt(id))
      expect(svg.length).toBeLessThan(4096)
    }
  })

  it("a lettermark is well-formed SVG text with the lender's letters", () => {
    expect(partnerLogo("HDFCBank.svg")).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*>HDFC<\/text><\/svg>\n$/u
    )
    expect(partnerLogo("KotakMahindraBank.svg")).toContain(">KM</text>")
  })
})

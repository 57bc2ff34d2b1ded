/**
 * The import direction: domain <- machines <- src; domain <- server; i18n (the message catalogs) under all of them.
 * domain is pure (effect only); machines never import React, src or server; src and server never import each other;
 * server reads the business rules from domain only, never from machines.
 * Inside src, a feature (src/features/<flow>/) never imports the shell (src/app/), and takes from another feature
 * only what is declared shared below; shared UI (src/ui/) imports no feature; and the route table is the only place
 * that sets a page's meta.
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(import.meta.dirname, "..")
const layers = ["i18n", "domain", "machines", "src", "server"] as const
type Layer = (typeof layers)[number]

const sources = (dir: string): Array<string> =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/u.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))

export const importsOf = (code: string): Array<string> =>
  [
    ...code.matchAll(
      /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gmu
    )
  ].map((m) => (m[1] ?? m[2] ?? m[3])!)

const layerOf = (file: string, specifier: string): Layer | "package" => {
  if (!specifier.startsWith(".")) return "package"
  const target = relative(root, resolve(root, dirname(file), specifier))
  return layers.find((l) => target === l || target.startsWith(`${l}/`)) ?? "package"
}

/** What each layer may not import: other layers, and packages by name. */
const forbidden: Record<Layer, { layers: ReadonlyArray<Layer>; packages: RegExp }> = {
  // The languages (issue 15): every layer may read the catalogs and the language in force; they read no layer.
  i18n: { layers: ["domain", "machines", "src", "server"], packages: /^(?!@inlang\/paraglide-js$|vitest$|node:)/u },
  domain: { layers: ["machines", "src", "server"], packages: /^(?!effect(\/|$)|vitest$)/u },
  machines: { layers: ["src", "server"], packages: /^(react|react-dom|@xstate\/react|wouter)(\/|$)|^node:/u },
  src: { layers: ["server"], packages: /^node:|^@effect\/platform-node|^@effect\/sql/u },
  server: { layers: ["machines", "src"], packages: /^(react|react-dom|react-aria-components|wouter|sonner)(\/|$)/u }
}

export const violations = (file: string, code: string): Array<string> => {
  const layer = layers.find((l) => file.startsWith(`${l}/`))
  if (!layer) return []
  const rule = forbidden[layer]
  return importsOf(code)
    .filter((spec) => {
      const target = layerOf(file, spec)
      if (target === "package") return !spec.startsWith(".") && rule.packages.test(spec)
      return rule.layers.includes(target)
    })
    .map((spec) => `${file} imports ${spec}`)
}

describe("the import direction of the design", () => {
  it("the rule catches a crossing", () => {
    expect(violations("machines/x.machine.ts", `import { useSelector } from "@xstate/react"`)).toHaveLength(1)
    expect(violations("domain/x.ts", `import { x } from "../machines/enquiry.machine.ts"`)).toHaveLength(1)
    expect(violations("src/x.ts", `const m = import("../server/main.ts")`)).toHaveLength(1)
    expect(violations("server/http/x.ts", `export { y } from "../../src/routes.tsx"`)).toHaveLength(1)
    expect(violations("server/admin/x/repo.ts", `import { y } from "../../../machines/a.machine.ts"`)).toHaveLength(1)
    expect(violations("domain/x.ts", `import { Schema } from "effect"`)).toEqual([])
  })

  it.each(layers)("%s/ imports only what it may", (layer) => {
    const found = sources(layer).flatMap((file) => violations(file, readFileSync(join(root, file), "utf8")))
    expect(found).toEqual([])
  })
})

/**
 * The shared-UI rule: a module in src/features/<a>/ is not imported from src/features/<b>/. A piece several features
 * use lives in src/ui/ (fields, the page hero, the consent notice, the terms box, the OTP and content pages' styles),
 * src/services/, machines/ or domain/. The exceptions are named here with their reason: a folder (ending in /) is a
 * shared sub-flow every feature may use; a file is a piece one page embeds in another.
 */
const sharedFeatures: Readonly<Record<string, string>> = {
  "otp/":
    "the shared sub-flow: the mobile entry, the OTP screen and their live actors (credit score, redeem, referral, my data, grievances)",
  "calculator/CalculatorPanel.tsx": "the calculator, embedded on the home and loan pages",
  "testimonials/ProductTestimonials.tsx": "a product's testimonials, embedded on the loan and calculator pages",
  "testimonials/WallOfFame.tsx": "the testimonials marquee, embedded on the home page",
  "loans/icons.tsx": "the loan products' icons, also on the home page",
  "referral/verified-mobile.ts": "the mobile the referral landing verified, read by the apply form"
}

const featureOf = (path: string): string | undefined => /^src\/features\/([^/]+)\//u.exec(path)?.[1]

/** A feature's imports of the shell, and of another feature's parts that are not declared shared. */
const featureViolations = (file: string, code: string): Array<string> => {
  const feature = featureOf(file)
  if (!feature || /\.test\.tsx?$/u.test(file)) return []
  return importsOf(code)
    .filter((spec) => spec.startsWith("."))
    .filter((spec) => {
      const target = relative(root, resolve(root, dirname(file), spec))
      if (target.startsWith("src/app/")) return true
      const other = featureOf(target)
      if (!other || other === feature) return false
      const inside = target.slice("src/features/".length)
      return !Object.keys(sharedFeatures).some((shared) =>
        shared.endsWith("/") ? inside.startsWith(shared) : inside === shared
      )
    })
    .map((spec) => `${file} imports ${spec}`)
}

describe("the boundaries between features", () => {
  it("the rule catches a feature that imports the shell or another feature's own parts", () => {
    expect(
      featureViolations("src/features/contact/ContactPage.tsx", `import { x } from "../../app/icons.tsx"`)
    ).toHaveLength(1)
    expect(
      featureViolations("src/features/admin/EnquiriesView.tsx", `import { y } from "../apply/live.ts"`)
    ).toHaveLength(1)
    expect(featureViolations("src/features/redeem/RedeemStartPage.tsx", `import { z } from "../otp/live.ts"`)).toEqual(
      []
    )
    expect(
      featureViolations("src/features/home/HomePage.tsx", `const p = import("../calculator/CalculatorPanel.tsx")`)
    ).toEqual([])
    expect(
      featureViolations("src/features/home/HomePage.tsx", `const p = import("../calculator/CalculatorPage.tsx")`)
    ).toHaveLength(1)
    expect(featureViolations("src/features/home/HomePage.tsx", `import { Button } from "../../ui/Button.tsx"`)).toEqual(
      []
    )
    expect(
      featureViolations("src/features/contact/ContactPage.tsx", `import { PageHero } from "../pages/PageHero.tsx"`)
    ).toHaveLength(1)
    expect(featureViolations("src/features/apply/ApplyPage.tsx", `import "../otp/otp.css"`)).toEqual([])
    expect(featureViolations("src/features/apply/ApplyPage.tsx", `import "../pages/pages.css"`)).toHaveLength(1)
  })

  it("every feature imports only itself, the shared parts, and what lies outside src/features and src/app", () => {
    const found = sources("src/features").flatMap((file) =>
      featureViolations(file, readFileSync(join(root, file), "utf8"))
    )
    expect(found).toEqual([])
  })

  it("every declared shared part exists", () => {
    const files = new Set(
      readdirSync(join(root, "src/features"), { recursive: true, encoding: "utf8" }).map((f) => f.replaceAll("\\", "/"))
    )
    for (const shared of Object.keys(sharedFeatures)) expect(files.has(shared.replace(/\/$/u, "")), shared).toBe(true)
  })

  it("every named exception is still used by a feature other than its own", () => {
    const crossing = new Set(
      sources("src/features")
        .filter((file) => !/\.test\.tsx?$/u.test(file))
        .flatMap((file) =>
          importsOf(readFileSync(join(root, file), "utf8"))
            .filter((spec) => spec.startsWith("."))
            .map((spec) => relative(root, resolve(root, dirname(file), spec)))
            .filter((target) => featureOf(target) !== undefined && featureOf(target) !== featureOf(file))
            .map((target) => target.slice("src/features/".length))
        )
    )
    const unused = Object.keys(sharedFeatures).filter((shared) =>
      shared.endsWith("/") ? ![...crossing].some((t) => t.startsWith(shared)) : !crossing.has(shared)
    )
    expect(unused).toEqual([])
  })
})

/** Shared UI (src/ui/) serves every feature, so it imports none of them, nor the shell. */
const uiViolations = (file: string, code: string): Array<string> =>
  importsOf(code)
    .filter((spec) => spec.startsWith("."))
    .filter((spec) => /^src\/(features|app)\//u.test(relative(root, resolve(root, dirname(file), spec))))
    .map((spec) => `${file} imports ${spec}`)

describe("shared UI", () => {
  it("the rule catches a shared piece that reaches into a feature or the shell", () => {
    expect(uiViolations("src/ui/PageHero.tsx", `import "../features/pages/about.css"`)).toHaveLength(1)
    expect(uiViolations("src/ui/ConsentNotice.tsx", `import { x } from "../app/Footer.tsx"`)).toHaveLength(1)
    expect(uiViolations("src/ui/ConsentNotice.tsx", `import { TermsCheckbox } from "./TermsCheckbox.tsx"`)).toEqual([])
  })

  it("src/ui/ imports no feature and not the shell", () => {
    const found = sources("src/ui").flatMap((file) => uiViolations(file, readFileSync(join(root, file), "utf8")))
    expect(found).toEqual([])
  })
})

describe("page meta", () => {
  it("is set by the route table alone: no view writes a title or meta of its own", () => {
    const views = sources("src/features").filter((f) => !/\.test\.tsx?$/u.test(f))
    expect(views.length).toBeGreaterThan(20)
    const own = views.filter((f) =>
      /document\.title|applyDocumentMeta|useRouteMeta|usePageMeta|useDocumentMeta/u.test(
        readFileSync(join(root, f), "utf8")
      )
    )
    expect(own).toEqual([])
  })
})

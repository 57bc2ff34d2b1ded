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

/**
 * The server is split one way, by capability (docs/architecture.md, "Server"): server/<capability>/ holds its
 * HttpApiBuilder group (http.ts) and its repository (repo.ts), the back office's likewise under server/admin/.
 * Below the capabilities lie floors that know none of them; a file imports only its own floor and those below:
 *
 *   app           main.ts, dev.ts, start.ts, build.ts, test-targets.ts: the wiring and the process
 *   capabilities  every other folder (analytics/, carousel/, consents/, ..., admin/)
 *   http          http/: what every group shares (the contract as served, validation, middleware, tokens, static files)
 *   services      limits/rate-limits.ts, ops/routes.ts (health reads the database)
 *   data          db/ (the SqlClient, migrations, what a repository owes My data), tokens/ (keys and tokens)
 *   base          config.ts, the limits' rules, the client address, ops/ (metrics, request ids, logs, draining), the
 *                 status messages' settings
 *
 * A path is on the floor of its longest entry below; tests are exempt (a capability's test starts the whole server).
 */
const serverFloors: ReadonlyArray<ReadonlyArray<string>> = [
  [
    "config.ts",
    "limits/rules.ts",
    "limits/network.ts",
    "limits/client-address.ts",
    "ops/metrics.ts",
    "ops/settings.ts",
    "ops/request-context.ts",
    "ops/json-logger.ts",
    "ops/drain.ts",
    "messages/settings.ts"
  ],
  ["db/", "tokens/"],
  ["limits/", "ops/"],
  ["http/"],
  [""],
  ["main.ts", "dev.ts", "start.ts", "build.ts", "test-targets.ts"]
]
const floorNames = ["base", "data", "services", "http", "capabilities", "app"] as const

const floorOf = (inServer: string): number => {
  let best = { floor: 4, length: -1 }
  serverFloors.forEach((entries, floor) => {
    for (const entry of entries) {
      const matches = entry.endsWith(".ts") ? inServer === entry : inServer.startsWith(entry)
      if (matches && entry.length > best.length) best = { floor, length: entry.length }
    }
  })
  return best.floor
}

const isTestFile = (file: string) => /\.(test|fixtures)\.tsx?$/u.test(file)

/** Imports of server/ files that point up a floor. */
const upwardImports = (file: string, code: string): Array<string> => {
  if (!file.startsWith("server/") || isTestFile(file)) return []
  const from = floorOf(file.slice("server/".length))
  return importsOf(code)
    .filter((spec) => spec.startsWith("."))
    .map((spec) => relative(root, resolve(root, dirname(file), spec)))
    .filter((target) => target.startsWith("server/") && floorOf(target.slice("server/".length)) > from)
    .map((target) => `${file} (${floorNames[from]}) imports ${target} (${floorNames[floorOf(target.slice(7))]})`)
}

/** The capability a server file belongs to: "enquiries", "admin/enquiries"; undefined below the capabilities. */
const capabilityOf = (file: string): string | undefined => {
  if (!file.startsWith("server/") || floorOf(file.slice("server/".length)) !== 4) return undefined
  const parts = file.split("/")
  if (parts.length < 3) return undefined
  return parts[1] === "admin" ? (parts.length > 3 ? `admin/${parts[2]}` : "admin") : parts[1]
}

/**
 * A capability reads and writes its own tables. The exceptions, by importing file (or capability) and repository,
 * with their reason.
 */
const sharedRepositories: ReadonlyArray<{ from: string; repo: string; reason: string }> = [
  ...["consents", "enquiries", "credit", "contact", "rewards", "grievances"].map((capability) => ({
    from: "server/my-data/repo.ts",
    repo: `server/${capability}/repo.ts`,
    reason: "My data composes each repository's records of a mobile and their erasure, in one transaction"
  })),
  ...["enquiries", "credit", "contact"].map((capability) => ({
    from: `server/${capability}/repo.ts`,
    repo: "server/consents/repo.ts",
    reason: "a submission records its consent in the same transaction"
  })),
  {
    from: "server/my-data/http.ts",
    repo: "server/consents/repo.ts",
    reason: "a person withdraws one of their consents on My data, with the stop link's one statement"
  },
  {
    from: "server/retention/retention.ts",
    repo: "server/enquiries/repo.ts",
    reason: "the retention job anonymises old enquiries as the enquiries' repository does"
  },
  {
    from: "server/offers/http.ts",
    repo: "server/enquiries/repo.ts",
    reason: "choosing an offer makes an enquiry, with its consent and sharing record, in the enquiries' repository"
  },
  {
    from: "server/admin/enquiries/repo.ts",
    repo: "server/enquiries/repo.ts",
    reason: "the back office of the enquiries"
  },
  {
    from: "server/admin/moderation/repo.ts",
    repo: "server/testimonials/repo.ts",
    reason: "the back office of the testimonials"
  },
  {
    from: "server/admin/withdrawals/repo.ts",
    repo: "server/rewards/repo.ts",
    reason: "the back office of the rewards"
  },
  {
    from: "server/admin/lenders/repo.ts",
    repo: "server/offers/repo.ts",
    reason: "the back office of the lender catalogue reads its versions as the offers do"
  },
  {
    from: "server/admin/carousel/repo.ts",
    repo: "server/testimonials/repo.ts",
    reason: "a slide's picture is stored as a testimonial's is"
  },
  ...["rewards", "testimonials"].map((capability) => ({
    from: "server/admin/routes.ts",
    repo: `server/${capability}/repo.ts`,
    reason: "the back office's wiring provides the repositories its capabilities use"
  }))
]

/** Imports of another capability's repository that are not named above. */
const foreignRepositories = (file: string, code: string): Array<string> => {
  const own = capabilityOf(file)
  if (own === undefined || isTestFile(file)) return []
  return (
    importsOf(code)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => relative(root, resolve(root, dirname(file), spec)))
      .filter((target) => /\/repo\.ts$/u.test(target) && capabilityOf(target) !== own)
      // The back office's wiring (server/admin/routes.ts) provides the repositories of its capabilities.
      .filter((target) => !(own === "admin" && target.startsWith("server/admin/")))
      .filter((target) => !sharedRepositories.some((e) => e.from === file && e.repo === target))
      .map((target) => `${file} imports ${target}`)
  )
}

/** Files that belong to one capability but sit in a shared folder: a repository or an HttpApiBuilder group. */
const misplaced = (file: string, code: string): Array<string> => {
  if (!file.startsWith("server/") || isTestFile(file)) return []
  const inCapability = capabilityOf(file) !== undefined
  if (file.startsWith("server/repos/")) return [`${file}: a repository lives in its capability's folder (repo.ts)`]
  if (/HttpApiBuilder\.group\(/u.test(code) && !(inCapability && file.endsWith("/http.ts")))
    return [`${file}: an HttpApiBuilder group lives in its capability's folder (http.ts)`]
  if (file.endsWith("/repo.ts") && !inCapability) return [`${file}: a repository lives in a capability's folder`]
  return []
}

describe("the server's split by capability", () => {
  it("the rules catch an upward import, a repository or group outside its capability, and a foreign repository", () => {
    expect(upwardImports("server/config.ts", `import { x } from "./http/validation.ts"`)).toHaveLength(1)
    expect(upwardImports("server/db/database.ts", `import { x } from "../ops/routes.ts"`)).toHaveLength(1)
    expect(upwardImports("server/db/database.ts", `import { x } from "../ops/metrics.ts"`)).toEqual([])
    expect(upwardImports("server/http/static/routes.ts", `import { x } from "../../carousel/repo.ts"`)).toHaveLength(1)
    expect(upwardImports("server/limits/rate-limits.ts", `import { x } from "../http/middleware.ts"`)).toHaveLength(1)
    expect(upwardImports("server/enquiries/http.ts", `import { x } from "../http/api.ts"`)).toEqual([])
    expect(upwardImports("server/enquiries/http.ts", `import { x } from "../main.ts"`)).toHaveLength(1)
    expect(misplaced("server/repos/offers.ts", "export const x = 1")).toHaveLength(1)
    expect(misplaced("server/http/offers.ts", `HttpApiBuilder.group(ServerApi, "offers", (h) => h)`)).toHaveLength(1)
    expect(misplaced("server/offers/http.ts", `HttpApiBuilder.group(ServerApi, "offers", (h) => h)`)).toEqual([])
    expect(misplaced("server/admin/offers/http.ts", `HttpApiBuilder.group(AdminApi, "offers", (h) => h)`)).toEqual([])
    expect(misplaced("server/http/repo.ts", "export const x = 1")).toHaveLength(1)
    expect(foreignRepositories("server/contact/repo.ts", `import { x } from "../enquiries/repo.ts"`)).toHaveLength(1)
    expect(foreignRepositories("server/contact/http.ts", `import { x } from "../consents/repo.ts"`)).toHaveLength(1)
    expect(foreignRepositories("server/contact/repo.ts", `import { x } from "../consents/repo.ts"`)).toEqual([])
    expect(foreignRepositories("server/admin/grievances/repo.ts", `import { x } from "../inbox/repo.ts"`)).toHaveLength(
      1
    )
    expect(foreignRepositories("server/contact/http.ts", `import { x } from "./repo.ts"`)).toEqual([])
  })

  const serverSources = () => sources("server").map((file) => [file, readFileSync(join(root, file), "utf8")] as const)

  it("no file imports a floor above its own", () => {
    expect(serverSources().flatMap(([file, code]) => upwardImports(file, code))).toEqual([])
  })

  it("every repository and HttpApiBuilder group sits in its capability's folder", () => {
    expect(serverSources().flatMap(([file, code]) => misplaced(file, code))).toEqual([])
  })

  it("a capability imports another's repository only where named, and every named exception is used", () => {
    const files = serverSources()
    expect(files.flatMap(([file, code]) => foreignRepositories(file, code))).toEqual([])
    const unused = sharedRepositories.filter(
      (e) =>
        !files.some(
          ([file, code]) =>
            file === e.from &&
            importsOf(code).some((spec) => relative(root, resolve(root, dirname(file), spec)) === e.repo)
        )
    )
    expect(unused).toEqual([])
  })
})

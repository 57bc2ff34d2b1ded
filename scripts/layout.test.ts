/**
 * The import direction of ../shared/design.md: domain <- machines <- src; domain <- server.
 * domain is pure (effect only); machines never import React, src or server; src and server never import each other;
 * server reads the business rules from domain only, never from machines.
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const root = resolve(import.meta.dirname, "..")
const layers = ["domain", "machines", "src", "server"] as const
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

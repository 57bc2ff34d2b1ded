/**
 * A guard over the source text of domain/: every `description: "…"` written on a schema reaches one of the two
 * OpenAPI documents. Effect's JSON Schema output drops an annotation that sits on a custom check, which kept five
 * descriptions (the mobile's among them) out of the documents until this guard was written. It lives here, not in
 * domain/, because it reads files (domain/ imports effect only).
 */
import { readdirSync, readFileSync } from "node:fs"
import { OpenApi } from "effect/http-api"
import { expect, it } from "vitest"
import { AdminApi } from "../domain/admin-api.ts"
import { LoansApi } from "../domain/api.ts"

/** Every `description` anywhere in a document. */
const descriptionsIn = (value: unknown): Array<string> =>
  typeof value !== "object" || value === null
    ? []
    : Object.entries(value).flatMap(([key, inner]) =>
        key === "description" && typeof inner === "string" ? [inner] : descriptionsIn(inner)
      )

// StrykerJS rewrites domain/'s source text in its sandbox (its workers set STRYKER_MUTATOR_WORKER): nothing to read there.
it.skipIf(process.env.STRYKER_MUTATOR_WORKER !== undefined)(
  "every description written in domain/ reaches an OpenAPI document (one annotated after a custom check is dropped)",
  () => {
    const folder = new URL("../domain/", import.meta.url)
    const written = readdirSync(folder)
      .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
      .flatMap((file) =>
        [...readFileSync(new URL(file, folder), "utf8").matchAll(/\bdescription: "([^"]+)"/gu)].map(
          ([, text]) => `${file}: ${text}`
        )
      )
    // Ten files annotate their schemas (api.ts, admin-api.ts, validation.ts, enquiry.ts, contact.ts, ...).
    expect(written.length).toBeGreaterThanOrEqual(14)
    const shown = new Set([...descriptionsIn(OpenApi.fromApi(LoansApi)), ...descriptionsIn(OpenApi.fromApi(AdminApi))])
    expect(written.filter((entry) => !shown.has(entry.slice(entry.indexOf(": ") + 2)))).toEqual([])
  }
)

/**
 * Every route of both HTTP contracts (domain/api.ts, domain/admin-api.ts): a path parameter is required and read,
 * and no success body is empty. The route names and parameters are worked by hand.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { AdminApi } from "./admin-api.ts"
import { LoansApi } from "./api.ts"

type Endpoint = { params?: Schema.Top; success: ReadonlySet<Schema.Top> }
const endpointsOf = (api: unknown) =>
  Object.fromEntries(
    Object.entries((api as { groups: Record<string, { endpoints: Record<string, Endpoint> }> }).groups).flatMap(
      ([group, g]) => Object.entries(g.endpoints).map(([name, e]) => [`${group}.${name}`, e] as const)
    )
  )
const endpoints = {
  ...endpointsOf(LoansApi),
  ...Object.fromEntries(Object.entries(endpointsOf(AdminApi)).map(([k, v]) => [`admin.${k}`, v]))
}
const accepts = (schema: Schema.Top, value: unknown) => {
  try {
    Schema.decodeUnknownSync(schema as never)(value)
    return true
  } catch {
    return false
  }
}

describe("both HTTP contracts", () => {
  it.each([
    ["enquiries.track", "trackingId"],
    ["testimonials.picture", "pictureId"],
    ["rewards.summary", "mobile"],
    ["admin.enquiries.detail", "trackingId"],
    ["admin.enquiries.move", "trackingId"],
    ["admin.rewards.pay", "id"],
    ["admin.testimonials.picture", "id"],
    ["admin.testimonials.approve", "id"],
    ["admin.testimonials.reject", "id"],
    ["admin.carousel.edit", "id"],
    ["admin.carousel.move", "id"],
    ["admin.corrections.decide", "id"],
    ["admin.grievances.acknowledge", "number"],
    ["admin.grievances.reply", "number"],
    ["admin.grievances.resolve", "number"]
  ])("%s reads its path parameter %s", (name, param) => {
    const params = endpoints[name]!.params!
    expect(accepts(params, { [param]: "abc12345" })).toBe(true)
    expect(accepts(params, {})).toBe(false)
  })

  it("no route answers an empty success body", () => {
    for (const [name, e] of Object.entries(endpoints)) {
      for (const success of e.success) expect(accepts(success, {}), name).toBe(false)
    }
  })

  it("the JSON answers say success true", () => {
    for (const name of [
      "enquiries.track",
      "testimonials.list",
      "admin.auth.logout",
      "admin.session.me",
      "admin.testimonials.approve",
      "admin.testimonials.reject"
    ]) {
      const [success] = [...endpoints[name]!.success]
      expect(accepts(success!, { success: false }), name).toBe(false)
    }
  })
})

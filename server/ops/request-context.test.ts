import { describe, expect, it } from "vitest"
import { requestIdFor, scrub } from "./request-context.ts"

describe("what a 5xx log line may say", () => {
  it("masks mobiles, codes, e-mail addresses and PANs, and keeps stack frames readable", () => {
    const text =
      "duplicate key (phone)=(9876543210) for asha.rao+loans@example.co.in, PAN ABCDE1234F, OTP 123456\n    at f (/app/node_modules/@effect/sql-pg/src/PgConnection.ts:1515:24)"
    expect(scrub(text)).toBe(
      "duplicate key (phone)=(<digits>) for <email>, PAN <pan>, OTP <digits>\n    at f (/app/node_modules/@effect/sql-pg/src/PgConnection.ts:1515:24)"
    )
  })

  it("keeps a sane incoming request ID and replaces any other with a UUID", () => {
    expect(requestIdFor("lb-7f3a-0001")).toBe("lb-7f3a-0001")
    expect(requestIdFor("Root=1-67891233-abcdef012345678912345678")).not.toBe(
      "Root=1-67891233-abcdef012345678912345678"
    )
    for (const insane of [undefined, "", "short", "with space x", "a".repeat(129), "x\ny-12345678"]) {
      expect(requestIdFor(insane)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u)
    }
  })
})

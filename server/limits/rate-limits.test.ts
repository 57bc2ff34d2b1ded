/** The 429 answer of a public write refused by its limit (docs/limits.md): no database. */
import { HttpServerResponse } from "effect/http"
import { describe, expect, it } from "vitest"
import { tooManyRequests } from "./rate-limits.ts"

describe("tooManyRequests", () => {
  it("is a 429 with Retry-After in whole seconds and the same seconds in its JSON body", async () => {
    const response = HttpServerResponse.toWeb(tooManyRequests(42))
    expect(response.status).toBe(429)
    expect(response.headers.get("retry-after")).toBe("42")
    expect(await response.json()).toEqual({
      _tag: "TooManyRequests",
      success: false,
      message: "Too many requests. Please try again later.",
      retryAfterSeconds: 42
    })
  })
})

import { Cause } from "effect"
import { HttpServerResponse } from "effect/http"
import { describe, expect, it } from "vitest"
import { describeCause, requestIdFor, scrub } from "./request-context.ts"

describe("what a 5xx log line may say", () => {
  it("masks mobiles, codes, e-mail addresses and PANs, and keeps stack frames readable", () => {
    const text =
      "duplicate key (phone)=(9876543210) for asha.rao+loans@example.co.in, PAN ABCDE1234F, OTP 123456\n    at f (/app/node_modules/@effect/sql-pg/src/PgConnection.ts:1515:24)"
    expect(scrub(text)).toBe(
      "duplicate key (phone)=(<digits>) for <email>, PAN <pan>, OTP <digits>\n    at f (/app/node_modules/@effect/sql-pg/src/PgConnection.ts:1515:24)"
    )
  })

  it("masks six digits or more, never five; PANs only as whole words; e-mails with any subdomains", () => {
    expect(scrub("port 54321, pin 411001, id 12345")).toBe("port 54321, pin <digits>, id 12345")
    expect(scrub("XABCDE1234F ABCDE1234FX ABCDE1234F")).toBe("XABCDE1234F ABCDE1234FX <pan>")
    expect(scrub("abcde1234f")).toBe("abcde1234f")
    expect(scrub("to a.b@mail.example.co.in and c@d.e")).toBe("to <email> and c@d.e")
    expect(scrub("x_y%z+1@my-host.in!")).toBe("<email>!")
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

describe("the cause a 5xx log line names (describeCause)", () => {
  /** An error whose stack is known: two frames. */
  const withStack = (error: Error, frames = 2): Error => {
    error.stack = [
      `${error.name}: ${error.message}`,
      ...Array.from({ length: frames }, (_, i) => `    at f${i} (/app/x.ts:${i + 1}:1)`)
    ].join("\n")
    return error
  }

  it("an Error: its name, message and the first five frames of its stack", () => {
    expect(describeCause(Cause.fail(withStack(new TypeError("boom"), 7)))).toBe(
      "TypeError: boom\n    at f0 (/app/x.ts:1:1)\n    at f1 (/app/x.ts:2:1)\n    at f2 (/app/x.ts:3:1)\n" +
        "    at f3 (/app/x.ts:4:1)\n    at f4 (/app/x.ts:5:1)"
    )
  })

  it("an Error without a stack: name and message only", () => {
    const error = new RangeError("out of range")
    error.stack = undefined
    expect(describeCause(Cause.fail(error))).toBe("RangeError: out of range")
    const empty = new Error("no frames")
    empty.stack = "Error: no frames"
    expect(describeCause(Cause.fail(empty))).toBe("Error: no frames")
  })

  it("a tagged Error is named by its tag; a tag that is not a string is ignored", () => {
    const tagged = withStack(Object.assign(new Error("pool exhausted"), { _tag: "SqlError" }), 0)
    expect(describeCause(Cause.fail(tagged))).toBe("SqlError: pool exhausted")
    const odd = withStack(Object.assign(new Error("odd"), { _tag: 42 }), 0)
    expect(describeCause(Cause.fail(odd))).toBe("Error: odd")
  })

  it("follows an Error's cause two levels deep, no further", () => {
    const root = withStack(new Error("socket closed"), 0)
    const middle = withStack(new Error("query failed", { cause: root }), 0)
    const top = withStack(new Error("request failed", { cause: middle }), 0)
    const outer = withStack(new Error("handler failed", { cause: top }), 0)
    expect(describeCause(Cause.fail(top))).toBe(
      "Error: request failed\ncaused by: Error: query failed\ncaused by: Error: socket closed"
    )
    expect(describeCause(Cause.fail(outer))).toBe(
      "Error: handler failed\ncaused by: Error: request failed\ncaused by: Error: query failed"
    )
  })

  it("cuts messages at 500 characters", () => {
    const long = "x".repeat(600)
    expect(describeCause(Cause.fail(withStack(new Error(long), 0)))).toBe(`Error: ${"x".repeat(500)}`)
    expect(describeCause(Cause.fail({ _tag: "Long", message: long }))).toBe(`Long: ${"x".repeat(500)}`)
    expect(describeCause(Cause.die(long))).toBe("x".repeat(500))
  })

  it("an object: its tag (else `object`) and its message when it is a string", () => {
    expect(describeCause(Cause.fail({ _tag: "NotFound", message: "no row" }))).toBe("NotFound: no row")
    expect(describeCause(Cause.fail({ _tag: "NotFound" }))).toBe("NotFound")
    expect(describeCause(Cause.fail({ message: "plain" }))).toBe("object: plain")
    expect(describeCause(Cause.fail({ _tag: 7, message: 8 }))).toBe("object")
    expect(describeCause(Cause.fail(null))).toBe("null")
    expect(describeCause(Cause.fail(undefined))).toBe("undefined")
  })

  it("a defect that is an answer says its status; an interruption says why; several reasons one per line", () => {
    expect(describeCause(Cause.die(HttpServerResponse.text("busy", { status: 503 })))).toBe("answered 503")
    expect(describeCause(Cause.interrupt())).toBe("interrupted (server shutting down or client gone)")
    expect(describeCause(Cause.combine(Cause.fail({ _tag: "A" }), Cause.die("mobile 9876543210")))).toBe(
      "A\nmobile <digits>"
    )
  })
})

/**
 * The faster JSON log format writes exactly the text of Effect's own (`Logger.formatJson`): for a request line (plain
 * annotations), and for lines it hands back to formatJson (a Redacted value, an object, a cause, a log span).
 */
import { Effect, Logger, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { formatJsonFast } from "./json-logger.ts"

/** Each log call as both loggers write it, from the same call. */
const bothOf = (program: Effect.Effect<void>) => {
  const lines: Array<{ effect: string; fast: string }> = []
  const both = Logger.make((options) => {
    lines.push({ effect: Logger.formatJson.log(options), fast: formatJsonFast.log(options) })
  })
  Effect.runSync(program.pipe(Effect.provide(Logger.layer([both]))))
  return lines
}

describe("formatJsonFast", () => {
  it("a request line: the same text as Logger.formatJson", () => {
    const lines = bothOf(
      Effect.logInfo("request").pipe(
        Effect.annotateLogs({ requestId: "r-1234567", method: "GET", route: "/api/x/:id", status: 200, ms: 1.5 })
      )
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]?.fast).toBe(lines[0]?.effect)
    expect(JSON.parse(lines[0]?.fast ?? "")).toMatchObject({
      message: "request",
      level: "INFO",
      annotations: { requestId: "r-1234567", method: "GET", route: "/api/x/:id", status: 200, ms: 1.5 }
    })
  })

  it("a redacted value, an object, a cause, a span and several messages: still formatJson's text", () => {
    const lines = bothOf(
      Effect.gen(function* () {
        yield* Effect.logInfo("secret").pipe(Effect.annotateLogs({ token: Redacted.make("s3cret") }))
        yield* Effect.logInfo("object").pipe(Effect.annotateLogs({ detail: { a: 1n } }))
        yield* Effect.logError("failed", new Error("boom"))
        yield* Effect.logInfo("timed").pipe(Effect.withLogSpan("span"))
        yield* Effect.logInfo("one", "two")
      })
    )
    expect(lines).toHaveLength(5)
    for (const line of lines) expect(line.fast).toBe(line.effect)
    expect(lines[0]?.fast).not.toContain("s3cret")
  })
})

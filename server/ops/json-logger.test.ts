/**
 * The faster JSON log format writes exactly the text of Effect's own (`Logger.formatJson`): for a request line (plain
 * annotations), and for lines it hands back to formatJson (a Redacted value, an object, a cause, a log span).
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { Effect, Logger, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { formatJsonFast, lineBatcher } from "./json-logger.ts"

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

describe("lineBatcher: the server process's log writes", () => {
  it("writes the lines of one turn of the event loop in one write, in order, once the turn ends", async () => {
    const writes: Array<string> = []
    const lines = lineBatcher((text) => writes.push(text))
    lines.add('{"message":"request","n":1}')
    lines.add('{"message":"request","n":2}')
    lines.add('{"message":"request","n":3}')
    expect(writes).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toEqual(['{"message":"request","n":1}\n{"message":"request","n":2}\n{"message":"request","n":3}\n'])
    lines.add('{"message":"request","n":4}')
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toEqual([
      '{"message":"request","n":1}\n{"message":"request","n":2}\n{"message":"request","n":3}\n',
      '{"message":"request","n":4}\n'
    ])
  })

  it("writes an error line at once, with the lines held before it", async () => {
    const writes: Array<string> = []
    const lines = lineBatcher((text) => writes.push(text))
    lines.add("a")
    lines.add("failed", true)
    expect(writes).toEqual(["a\nfailed\n"])
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toEqual(["a\nfailed\n"])
  })

  it("loses no line when the process exits in the same turn as it logs", () => {
    // A child process logs through stdoutJsonBatched and exits at once, before any later turn of its event loop.
    const script = [
      'import { Effect, Logger } from "effect"',
      `import { stdoutJsonBatched } from ${JSON.stringify(fileURLToPath(new URL("./json-logger.ts", import.meta.url)))}`,
      'Effect.runSync(Effect.logInfo("request").pipe(Effect.annotateLogs({ status: 201 }), Effect.provide(Logger.layer([stdoutJsonBatched]))))',
      'Effect.runSync(Effect.logInfo("second").pipe(Effect.provide(Logger.layer([stdoutJsonBatched]))))',
      "process.exit(0)"
    ].join("\n")
    // Inside the repository, so the script resolves its packages.
    const root = fileURLToPath(new URL("../..", import.meta.url))
    mkdirSync(path.join(root, ".tmp"), { recursive: true })
    const dir = mkdtempSync(path.join(root, ".tmp", "log-exit-"))
    try {
      const file = path.join(dir, "exit.ts")
      writeFileSync(file, script)
      const tsx = fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url))
      const out = execFileSync(process.execPath, [tsx, file], {
        encoding: "utf8",
        cwd: root
      })
      const logged = out
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
      expect(logged.map((line) => [line.message, line.annotations])).toEqual([
        ["request", { status: 201 }],
        ["second", {}]
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})

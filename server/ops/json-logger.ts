/**
 * The server's log format: Effect's `Logger.consoleJson` (one JSON object per line: message, level, timestamp,
 * annotations, spans, fiberId, and the cause when there is one), written faster. `Formatter.formatJson` runs a
 * replacer on every key (to redact `Redacted` values and show errors and bigints); a line whose message is a string
 * and whose annotations are strings, numbers, booleans or null (every request line) has nothing to redact or show, so
 * it is serialised by `JSON.stringify` alone, to the same text. Any other line still goes through `formatJson`.
 */
import { Formatter, Logger } from "effect"

const isPlain = (value: unknown) =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean"

const plainLine = (output: {
  readonly message: unknown
  readonly cause: unknown
  readonly annotations: Record<string, unknown>
  readonly spans: Record<string, unknown>
}) => {
  if (typeof output.message !== "string" || output.cause !== undefined) return false
  for (const key in output.annotations) if (!isPlain(output.annotations[key])) return false
  for (const key in output.spans) if (typeof output.spans[key] !== "number") return false
  return true
}

/** `Logger.formatJson`'s text, by `JSON.stringify` when the line holds only plain values. */
export const formatJsonFast = Logger.map(Logger.formatStructured, (output) =>
  plainLine(output) ? JSON.stringify(output) : Formatter.formatJson(output)
)

/** `Logger.consoleJson`, with `formatJsonFast`. */
export const consoleJsonFast = Logger.withConsoleLog(formatJsonFast)

/**
 * Lines gathered for one write per turn of the event loop: `add` keeps a line and writes what it holds once the turn
 * ends (`setImmediate`), `flush` writes at once. Under load a write per request line costs more than the line itself
 * (a system call each); here the lines of every request answered in one turn go in one write, in their order. An
 * error line is written at once, with those before it, and whatever is held is written when the process exits.
 */
export const lineBatcher = (write: (text: string) => void) => {
  let held: Array<string> = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    if (held.length === 0) return
    const text = `${held.join("\n")}\n`
    held = []
    write(text)
  }
  const add = (line: string, now = false) => {
    held.push(line)
    if (now) flush()
    else if (!scheduled) {
      scheduled = true
      setImmediate(flush)
    }
  }
  return { add, flush }
}

let stdoutLines: ReturnType<typeof lineBatcher> | undefined
const stdoutBatcher = () => {
  if (stdoutLines === undefined) {
    const lines = lineBatcher((text) => process.stdout.write(text))
    process.once("exit", lines.flush)
    stdoutLines = lines
  }
  return stdoutLines
}

/**
 * `consoleJsonFast`'s lines, written to stdout once per turn of the event loop (`lineBatcher`); errors at once. The
 * server process's logger (server/main.ts `main`); servers started in a test process log through the console.
 */
export const stdoutJsonBatched = Logger.make((options) => {
  const level = options.logLevel
  stdoutBatcher().add(formatJsonFast.log(options), level === "Error" || level === "Fatal")
})

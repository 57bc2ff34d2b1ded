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

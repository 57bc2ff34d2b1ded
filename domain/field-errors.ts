/**
 * A form's messages by field, from the issues of a failed check: a local decode gives each issue a path list, the
 * server's 400 a dotted path. Each form names which wire field feeds which of its fields; the first message wins.
 */
import type { FieldIssue } from "./validation.ts"

/** An issue as a local decode gives it (a path list) or as the server's 400 answers it (a dotted path). */
export type AnyFieldIssue = FieldIssue | { readonly path: string; readonly message: string }

/** The first message for each form field, by the wire field at the head of each issue's path. */
export const messagesByField = <Field extends string>(
  fieldOfPath: Readonly<Record<string, Field>>,
  issues: ReadonlyArray<AnyFieldIssue>
): Partial<Record<Field, string>> => {
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of issues) {
    const head = typeof issue.path === "string" ? issue.path.split(".")[0] : issue.path[0]
    const field = Object.hasOwn(fieldOfPath, String(head ?? "")) ? fieldOfPath[String(head)] : undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

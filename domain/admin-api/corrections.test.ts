/**
 * A staff decision on a correction request: the note to the person is required, at most 1,000 characters.
 */
import { describe, expect, it } from "vitest"
import { validate } from "../validation.ts"
import { CorrectionDecision } from "./corrections.ts"

const noteMessage = "Please write a note for the person (at most 1,000 characters)."
const noteIssues = (note: string) => validate(CorrectionDecision, { decision: "done", note }).map((i) => i.message)

describe("the note of a correction decision", () => {
  it("takes a note of 1 to 1,000 characters, with or without surrounding spaces", () => {
    expect(noteIssues("Your e-mail address is corrected.")).toEqual([])
    expect(noteIssues("x")).toEqual([])
    expect(noteIssues("  We corrected it.\nThank you.  ")).toEqual([])
    expect(noteIssues("a".repeat(1000))).toEqual([])
    expect(validate(CorrectionDecision, { decision: "rejected", note: "The record was right." })).toEqual([])
  })
  it("refuses an empty or blank note", () => {
    expect(noteIssues("")).toEqual([noteMessage])
    expect(noteIssues("   ")).toEqual([noteMessage])
    expect(noteIssues(" \n\t ")).toEqual([noteMessage])
  })
  it("refuses a note over 1,000 characters, even with spaces around 1,000 of text", () => {
    expect(noteIssues("a".repeat(1001))).toEqual([noteMessage])
    expect(noteIssues(` ${"a".repeat(1000)}`)).toEqual([noteMessage])
  })
})

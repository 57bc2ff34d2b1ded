/**
 * The lifecycle's messages and the status timeline at their edges: written to kill the mutants StrykerJS left alive
 * in domain/application-status.ts (docs/benchmarks.md, "Mutation testing"). Words and figures written out.
 */
import { describe, expect, it } from "vitest"
import { initialStatus, moveRefusedMessage, timelineOf } from "./application-status.ts"

describe("the lifecycle", () => {
  it("a new enquiry starts at Call Back", () => {
    expect(initialStatus).toBe("Call Back")
  })
  it("says why a move is refused: the moves allowed, or none from a final status", () => {
    expect(moveRefusedMessage("Call Back", "Approve")).toBe(
      "'Approve' is not allowed from Call Back. Allowed: Fix appointment, Decline."
    )
    expect(moveRefusedMessage("Rejected", "Approve")).toBe("This enquiry is Rejected: no further moves are allowed.")
    expect(moveRefusedMessage("Disbursed", "Reject")).toBe("This enquiry is Disbursed: no further moves are allowed.")
  })
})

describe("the status timeline", () => {
  const current = (status: string) =>
    timelineOf(status, "2026-11-20")
      .steps.filter((s) => s.current)
      .map((s) => s.label)
  it("marks Rejected and Disbursed as the current step", () => {
    expect(current("Rejected")).toEqual(["Rejected"])
    expect(current("Disbursed")).toEqual(["Disbursed"])
  })
  it("an unknown status: no step done, no progress", () => {
    const timeline = timelineOf("Lost", "2026-11-20")
    expect(timeline.steps.some((s) => s.completed)).toBe(false)
    expect(timeline.progress).toBe(0)
  })
})

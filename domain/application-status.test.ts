import { describe, expect, it } from "vitest"
import {
  applicationStatuses,
  initialStatus,
  moveRefusedMessage,
  statusLabel,
  timelineOf
} from "./application-status.ts"

const at = "2026-11-20T10:00:00.000Z"
const view = (status: string) => {
  const t = timelineOf(status, at)
  return {
    steps: t.steps.map(
      (s) => `${s.label}${s.completed ? " ✓" : ""}${s.inProgress ? " (In Progress)" : ""}${s.date ? " @date" : ""}`
    ),
    progress: Number(t.progress.toFixed(3)),
    terminal: t.terminal
  }
}

describe("the status timeline of spec section 4, for each of the eight statuses", () => {
  it.each([
    [
      "Call Back",
      ["Call Back ✓ (In Progress)", "Appointment Fixed", "Login", "Underwriting", "Approved", "Disbursed"],
      0,
      false
    ],
    [
      "Decline / Not Interested",
      [
        "Call Back ✓ @date",
        "Declined / Not Interested ✓",
        "Appointment Fixed",
        "Login",
        "Underwriting",
        "Approved",
        "Disbursed"
      ],
      1 / 6,
      true
    ],
    [
      "Appointment Fixed",
      ["Call Back ✓ @date", "Appointment Fixed ✓ (In Progress)", "Login", "Underwriting", "Approved", "Disbursed"],
      1 / 5,
      false
    ],
    [
      "Login",
      ["Call Back ✓", "Appointment Fixed ✓ @date", "Login ✓ (In Progress)", "Underwriting", "Approved", "Disbursed"],
      2 / 5,
      false
    ],
    [
      "Underwriting",
      ["Call Back ✓", "Appointment Fixed ✓", "Login ✓ @date", "Underwriting ✓ (In Progress)", "Approved", "Disbursed"],
      3 / 5,
      false
    ],
    [
      "Approved",
      [
        "Call Back ✓",
        "Appointment Fixed ✓",
        "Login ✓",
        "Underwriting ✓ @date",
        "Approved ✓ (In Progress)",
        "Disbursed"
      ],
      4 / 5,
      false
    ],
    [
      "Rejected",
      ["Call Back ✓", "Appointment Fixed ✓", "Login ✓", "Underwriting ✓ @date", "Rejected ✓", "Disbursed"],
      4 / 5,
      true
    ],
    [
      "Disbursed",
      ["Call Back ✓", "Appointment Fixed ✓", "Login ✓", "Underwriting ✓", "Approved ✓ @date", "Disbursed ✓"],
      1,
      true
    ]
  ] as const)("%s", (status, steps, progress, terminal) => {
    expect(view(status)).toEqual({ steps, progress: Number(progress.toFixed(3)), terminal })
  })

  it("covers every status the server knows", () => {
    expect(applicationStatuses).toHaveLength(8)
    // Spec section 4, by name and in the spec's order.
    expect(applicationStatuses).toEqual([
      "Call Back",
      "Decline / Not Interested",
      "Appointment Fixed",
      "Login",
      "Underwriting",
      "Approved",
      "Rejected",
      "Disbursed"
    ])
  })

  it("labels an unknown status 'Unknown' and completes nothing", () => {
    expect(statusLabel("Paused")).toBe("Unknown")
    expect(statusLabel("Login")).toBe("Login")
    expect(view("Paused").steps.every((s) => !s.includes("✓"))).toBe(true)
    expect(view("Paused").progress).toBe(0)
  })
})

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

describe("the status timeline at its ends", () => {
  const current = (status: string) =>
    timelineOf(status, "2026-11-20")
      .steps.filter((s) => s.current)
      .map((s) => s.label)
  it("marks Rejected and Disbursed as the current step", () => {
    expect(current("Rejected")).toEqual(["Rejected"])
    expect(current("Disbursed")).toEqual(["Disbursed"])
  })
})

import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { allowedMoves, applicationStatuses, lifecycleEvents, nextStatus } from "../domain/application-status.ts"
import { applicationLifecycleMachine, isFinalStatus } from "./application-lifecycle.machine.ts"

const walk = (events: ReadonlyArray<string>) => {
  const actor = createActor(applicationLifecycleMachine).start()
  for (const type of events) actor.send({ type } as never)
  return actor.getSnapshot()
}

describe("application lifecycle", () => {
  it("starts at Call Back and walks a lender's happy path to Disbursed", () => {
    const actor = createActor(applicationLifecycleMachine).start()
    expect(actor.getSnapshot().value).toBe("Call Back")
    for (const type of [
      "Fix appointment",
      "Log in application",
      "Send to underwriting",
      "Approve",
      "Disburse"
    ] as const) {
      actor.send({ type })
    }
    expect(actor.getSnapshot().value).toBe("Disbursed")
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("allows exactly these moves from each status", () => {
    const table = Object.fromEntries(
      applicationStatuses.map((s) => [s, allowedMoves(s).map((m) => `${m.event} -> ${m.to}`)])
    )
    expect(table).toEqual({
      "Call Back": ["Fix appointment -> Appointment Fixed", "Decline -> Decline / Not Interested"],
      "Appointment Fixed": [
        "Log in application -> Login",
        "Call back -> Call Back",
        "Decline -> Decline / Not Interested"
      ],
      Login: ["Send to underwriting -> Underwriting", "Decline -> Decline / Not Interested"],
      Underwriting: ["Approve -> Approved", "Reject -> Rejected"],
      Approved: ["Disburse -> Disbursed", "Reject -> Rejected"],
      "Decline / Not Interested": [],
      Rejected: [],
      Disbursed: []
    })
  })

  it("refuses every other move, and anything from an unknown status", () => {
    expect(nextStatus("Call Back", "Disburse")).toBeUndefined()
    expect(nextStatus("Underwriting", "Decline")).toBeUndefined()
    expect(nextStatus("Disbursed", "Reject")).toBeUndefined()
    expect(nextStatus("Nope", "Fix appointment")).toBeUndefined()
    expect(nextStatus("Call Back", "toString")).toBeUndefined()
    expect(allowedMoves("constructor")).toEqual([])
    let allowed = 0
    for (const s of applicationStatuses) for (const e of lifecycleEvents) if (nextStatus(s, e) !== undefined) allowed++
    expect(allowed).toBe(11)
  })

  it("each status moves only by its own events (docs/application-lifecycle.md)", () => {
    expect(walk(["Decline"]).value).toBe("Decline / Not Interested")
    expect(walk(["Approve", "Disburse", "Reject", "Call back", "Send to underwriting"]).value).toBe("Call Back")
    expect(walk(["Fix appointment"]).value).toBe("Appointment Fixed")
    expect(walk(["Fix appointment", "Call back"]).value).toBe("Call Back")
    expect(walk(["Fix appointment", "Decline"]).value).toBe("Decline / Not Interested")
    expect(walk(["Fix appointment", "Approve", "Send to underwriting"]).value).toBe("Appointment Fixed")
    expect(walk(["Fix appointment", "Log in application"]).value).toBe("Login")
    expect(walk(["Fix appointment", "Log in application", "Decline"]).value).toBe("Decline / Not Interested")
    expect(walk(["Fix appointment", "Log in application", "Approve", "Call back"]).value).toBe("Login")
    const underwriting = ["Fix appointment", "Log in application", "Send to underwriting"]
    expect(walk(underwriting).value).toBe("Underwriting")
    expect(walk([...underwriting, "Decline", "Disburse"]).value).toBe("Underwriting")
    expect(walk([...underwriting, "Reject"]).value).toBe("Rejected")
    expect(walk([...underwriting, "Approve"]).value).toBe("Approved")
    expect(walk([...underwriting, "Approve", "Decline", "Approve"]).value).toBe("Approved")
    expect(walk([...underwriting, "Approve", "Reject"]).value).toBe("Rejected")
  })

  it("Decline / Not Interested, Rejected and Disbursed end the lifecycle; no other status, nor an unknown one, does", () => {
    expect(walk(["Decline"]).status).toBe("done")
    expect(walk(["Fix appointment", "Log in application", "Send to underwriting", "Reject"]).status).toBe("done")
    expect(walk(["Fix appointment"]).status).toBe("active")
    expect(applicationStatuses.filter(isFinalStatus)).toEqual(["Decline / Not Interested", "Rejected", "Disbursed"])
    expect(isFinalStatus("Unknown")).toBe(false)
  })
})

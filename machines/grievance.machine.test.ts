import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { grievanceDaysLeft, grievanceDueDate, nextGrievanceStatus } from "../domain/grievance.ts"
import { grievanceMachine } from "./grievance.machine.ts"

const walk = (...events: Array<"Acknowledge" | "Reply" | "Resolve">) => {
  const actor = createActor(grievanceMachine).start()
  for (const type of events) actor.send({ type })
  return actor.getSnapshot()
}

describe("a grievance's life", () => {
  it("is received, acknowledged, replied to and resolved, in that order", () => {
    expect(walk().value).toBe("Received")
    expect(walk("Acknowledge").value).toBe("Acknowledged")
    expect(walk("Acknowledge", "Reply").value).toBe("Replied")
    const resolved = walk("Acknowledge", "Reply", "Resolve")
    expect(resolved.value).toBe("Resolved")
    expect(resolved.status).toBe("done")
  })

  it("may be replied to without an acknowledgement first", () => {
    expect(walk("Reply").value).toBe("Replied")
  })

  it("cannot be resolved before a reply, nor acknowledged twice", () => {
    expect(walk("Resolve").value).toBe("Received")
    expect(walk("Acknowledge", "Resolve").value).toBe("Acknowledged")
    expect(walk("Acknowledge", "Acknowledge").value).toBe("Acknowledged")
    expect(nextGrievanceStatus("Received", "Resolve")).toBeUndefined()
    expect(nextGrievanceStatus("Replied", "Resolve")).toBe("Resolved")
    expect(nextGrievanceStatus("Resolved", "Reply")).toBeUndefined()
  })

  it("is due 30 days after it is received, counted in India time", () => {
    // 10 Jan 2026, 20:00 UTC is 11 Jan in India: due 10 Feb.
    expect(grievanceDueDate(new Date("2026-01-10T20:00:00Z"))).toBe("2026-02-10")
    expect(grievanceDueDate(new Date("2026-01-10T10:00:00Z"))).toBe("2026-02-09")
    expect(grievanceDaysLeft("2026-02-09", new Date("2026-01-10T10:00:00Z"))).toBe(30)
    expect(grievanceDaysLeft("2026-02-09", new Date("2026-02-09T05:00:00Z"))).toBe(0)
    expect(grievanceDaysLeft("2026-02-09", new Date("2026-02-11T05:00:00Z"))).toBe(-2)
  })
})

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
    // The days left are counted from India's date too: 8 Feb 2026, 20:00 UTC is 01:30 on 9 Feb in India, the due
    // day itself (0, not 1); 10 Jan, 19:00 UTC is 00:30 on 11 Jan in India, 29 days before 9 Feb (not 30).
    expect(grievanceDaysLeft("2026-02-09", new Date("2026-02-08T20:00:00Z"))).toBe(0)
    expect(grievanceDaysLeft("2026-02-09", new Date("2026-01-10T19:00:00Z"))).toBe(29)
    // 18:29 UTC is 23:59 in India, still 10 Jan: 30 days.
    expect(grievanceDaysLeft("2026-02-09", new Date("2026-01-10T18:29:00Z"))).toBe(30)
  })
})

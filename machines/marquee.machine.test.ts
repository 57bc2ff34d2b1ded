import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { marqueeMachine } from "./marquee.machine.ts"

describe("the marquee", () => {
  it("plays from the start, pauses and plays again on request", () => {
    const actor = createActor(marqueeMachine, { input: {} }).start()
    expect(actor.getSnapshot().value).toBe("playing")
    actor.send({ type: "Play" })
    expect(actor.getSnapshot().value).toBe("playing")
    actor.send({ type: "Pause" })
    expect(actor.getSnapshot().value).toBe("paused")
    actor.send({ type: "Pause" })
    expect(actor.getSnapshot().value).toBe("paused")
    actor.send({ type: "Play" })
    expect(actor.getSnapshot().value).toBe("playing")
  })

  it("starts paused for people who prefer reduced motion", () => {
    const actor = createActor(marqueeMachine, { input: { paused: true } }).start()
    expect(actor.getSnapshot().value).toBe("paused")
    actor.send({ type: "Play" })
    expect(actor.getSnapshot().value).toBe("playing")
  })
})

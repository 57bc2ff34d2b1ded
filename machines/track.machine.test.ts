import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { trackMachine } from "./track.machine.ts"

describe("track machine", () => {
  it("removes whitespace as it is typed and does not submit an empty ID", () => {
    const actor = createActor(trackMachine, { input: {} }).start()
    actor.send({ type: "Type tracking ID", value: "   " })
    actor.send({ type: "Track" })
    expect(actor.getSnapshot().value).toBe("editing")
    actor.send({ type: "Type tracking ID", value: " k7qmx 3p9td " })
    expect(actor.getSnapshot().context.trackingId).toBe("k7qmx3p9td")
    actor.send({ type: "Track" })
    expect(actor.getSnapshot().status).toBe("done")
    expect(actor.getSnapshot().output).toEqual({ trackingId: "k7qmx3p9td" })
  })

  it("starts from the ID it is given, without its whitespace, and tracks it at once", () => {
    const actor = createActor(trackMachine, { input: { trackingId: " K7QMX 3P9TD " } }).start()
    expect(actor.getSnapshot().context.trackingId).toBe("K7QMX3P9TD")
    actor.send({ type: "Track" })
    expect(actor.getSnapshot().output).toEqual({ trackingId: "K7QMX3P9TD" })
  })

  it("starts empty without an input", () => {
    const actor = createActor(trackMachine, { input: undefined }).start()
    expect(actor.getSnapshot().context.trackingId).toBe("")
  })
})

import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import { copyMachine } from "./copy.machine.ts"

const run = (write: (text: string) => Promise<void>) => {
  const clock = new SimulatedClock()
  const written: Array<string> = []
  const actor = createActor(
    copyMachine.provide({
      actors: {
        writeClipboard: fromPromise(async ({ input }: { input: { text: string } }) => {
          written.push(input.text)
          await write(input.text)
        })
      }
    }),
    { input: { text: "K7QMX-3P9TD" }, clock }
  ).start()
  return { actor, clock, written }
}

describe("copy machine", () => {
  it("copies the text and reads 'Copied' for 2 s", async () => {
    const { actor, clock, written } = run(async () => {})
    actor.send({ type: "Copy" })
    await waitFor(actor, (s) => s.matches("copied"), { timeout: 2000 })
    expect(written).toEqual(["K7QMX-3P9TD"])
    // Spec section 9: the Copied label resets after 2 s, written out (not the machine's constant): still 'Copied' at
    // 1999 ms, back at exactly 2000 ms.
    clock.increment(1999)
    expect(actor.getSnapshot().value).toBe("copied")
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe("idle")
  })

  it("restarts the 2 s when copied again", async () => {
    const { actor, clock } = run(async () => {})
    actor.send({ type: "Copy" })
    await waitFor(actor, (s) => s.matches("copied"), { timeout: 2000 })
    clock.increment(1500)
    actor.send({ type: "Copy" })
    await waitFor(actor, (s) => s.matches("copied"), { timeout: 2000 })
    clock.increment(1500)
    expect(actor.getSnapshot().value).toBe("copied")
    clock.increment(500)
    expect(actor.getSnapshot().value).toBe("idle")
  })

  it("only logs a failed copy", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const { actor } = run(async () => {
      throw new Error("denied")
    })
    actor.send({ type: "Copy" })
    await waitFor(actor, (s) => s.matches("idle") && warn.mock.calls.length > 0, { timeout: 2000 })
    expect(warn).toHaveBeenCalledWith("Copy to clipboard failed", "denied")
    warn.mockRestore()
  })
})

import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate"
import type { CarouselSlide } from "../domain/carousel.ts"
import { carouselMachine } from "./carousel.machine.ts"

const slide = (n: number): CarouselSlide => ({
  imageUrl: `/carousel/${n}.svg`,
  isPrimaryButtonEnabled: true,
  primaryButtonUrl: "/resources/apply-now",
  primaryButtonText: "Apply Now",
  isSecondaryButtonEnabled: n % 2 === 0,
  secondaryButtonUrl: "/about",
  secondaryButtonText: "Learn More",
  heading: `Slide ${n}`,
  text: `Text ${n}`
})
const threeSlides = [slide(1), slide(2), slide(3)]

const start = async (load: () => Promise<ReadonlyArray<CarouselSlide>>, reducedMotion = false) => {
  const clock = new SimulatedClock()
  const actor = createActor(carouselMachine.provide({ actors: { loadSlides: fromPromise(load) } }), {
    input: { reducedMotion },
    clock
  }).start()
  await waitFor(actor, (s) => !s.matches("loading"), { timeout: 3000 })
  const index = () => actor.getSnapshot().context.index
  return { actor, clock, index }
}

describe("carousel machine", () => {
  it("loads the slides, shows the first and advances every 5 s, wrapping to the first", async () => {
    const { actor, clock, index } = await start(async () => threeSlides)
    expect(actor.getSnapshot().matches({ showing: { playing: "rotating" } })).toBe(true)
    expect(actor.getSnapshot().context.slides).toHaveLength(3)
    expect(index()).toBe(0)
    clock.increment(4999)
    expect(index()).toBe(0)
    clock.increment(1)
    expect(index()).toBe(1)
    clock.increment(5000)
    expect(index()).toBe(2)
    clock.increment(5000)
    expect(index()).toBe(0)
  })

  it("a dot jumps to its slide and the next advance waits a full 5 s from there", async () => {
    const { actor, clock, index } = await start(async () => threeSlides)
    clock.increment(4000)
    actor.send({ type: "Go to slide", index: 2 })
    expect(index()).toBe(2)
    clock.increment(4000)
    expect(index()).toBe(2)
    clock.increment(1000)
    expect(index()).toBe(0)
  })

  it("ignores a dot outside the list", async () => {
    const { actor, index } = await start(async () => threeSlides)
    actor.send({ type: "Go to slide", index: 7 })
    actor.send({ type: "Go to slide", index: -1 })
    expect(index()).toBe(0)
  })

  it("holds while hovered or focused, and rotates again once both have left", async () => {
    const { actor, clock, index } = await start(async () => threeSlides)
    actor.send({ type: "Pointer enter" })
    actor.send({ type: "Focus enter" })
    clock.increment(20_000)
    expect(index()).toBe(0)
    expect(actor.getSnapshot().matches({ showing: { playing: "held" } })).toBe(true)
    actor.send({ type: "Pointer leave" })
    clock.increment(20_000)
    expect(index()).toBe(0)
    actor.send({ type: "Go to slide", index: 1 })
    expect(index()).toBe(1)
    actor.send({ type: "Focus leave" })
    clock.increment(5000)
    expect(index()).toBe(2)
  })

  it("focus first, then the pointer: the last one to leave lets it rotate", async () => {
    const { actor, clock, index } = await start(async () => threeSlides)
    actor.send({ type: "Focus enter" })
    actor.send({ type: "Pointer enter" })
    actor.send({ type: "Focus leave" })
    clock.increment(10_000)
    expect(index()).toBe(0)
    actor.send({ type: "Pointer leave" })
    clock.increment(5000)
    expect(index()).toBe(1)
  })

  it("Pause stops it until Play; dots still work while stopped", async () => {
    const { actor, clock, index } = await start(async () => threeSlides)
    actor.send({ type: "Pause" })
    expect(actor.getSnapshot().matches({ showing: "stopped" })).toBe(true)
    clock.increment(60_000)
    expect(index()).toBe(0)
    actor.send({ type: "Go to slide", index: 2 })
    expect(index()).toBe(2)
    actor.send({ type: "Play" })
    clock.increment(5000)
    expect(index()).toBe(0)
  })

  it("Play pressed with the pointer on the carousel waits until the pointer leaves", async () => {
    const { actor, clock, index } = await start(async () => threeSlides)
    actor.send({ type: "Pointer enter" })
    actor.send({ type: "Pause" })
    actor.send({ type: "Play" })
    expect(actor.getSnapshot().matches({ showing: { playing: "held" } })).toBe(true)
    clock.increment(10_000)
    expect(index()).toBe(0)
    actor.send({ type: "Pointer leave" })
    clock.increment(5000)
    expect(index()).toBe(1)
  })

  it("does not advance on its own when reduced motion is preferred; Play starts it", async () => {
    const { actor, clock, index } = await start(async () => threeSlides, true)
    expect(actor.getSnapshot().matches({ showing: "stopped" })).toBe(true)
    clock.increment(60_000)
    expect(index()).toBe(0)
    actor.send({ type: "Play" })
    clock.increment(5000)
    expect(index()).toBe(1)
  })

  const at = (actor: Awaited<ReturnType<typeof start>>["actor"]) =>
    actor.getSnapshot().matches({ showing: { playing: "held" } }) ? "held" : "rotating"

  it("a pointer that entered and left while stopped does not hold it once played; nor does focus", async () => {
    for (const [enter, leave] of [
      ["Pointer enter", "Pointer leave"],
      ["Focus enter", "Focus leave"]
    ] as const) {
      const { actor } = await start(async () => threeSlides)
      actor.send({ type: "Pause" })
      actor.send({ type: enter })
      actor.send({ type: leave })
      actor.send({ type: "Play" })
      expect(at(actor)).toBe("rotating")
    }
  })

  it("held by the pointer, then focus comes and goes: still held by the pointer", async () => {
    const { actor } = await start(async () => threeSlides)
    actor.send({ type: "Pointer enter" })
    expect(at(actor)).toBe("held")
    expect(actor.getSnapshot().context.hovered).toBe(true)
    actor.send({ type: "Focus enter" })
    actor.send({ type: "Focus leave" })
    expect(at(actor)).toBe("held")
  })

  it("held by focus, then the pointer comes and goes: still held by focus", async () => {
    const { actor } = await start(async () => threeSlides)
    actor.send({ type: "Focus enter" })
    expect(at(actor)).toBe("held")
    actor.send({ type: "Pointer enter" })
    actor.send({ type: "Pointer leave" })
    expect(at(actor)).toBe("held")
  })

  it("a pointer that left no longer holds it when focus comes and goes; nor focus that left", async () => {
    const { actor } = await start(async () => threeSlides)
    actor.send({ type: "Pointer enter" })
    actor.send({ type: "Pointer leave" })
    actor.send({ type: "Focus enter" })
    actor.send({ type: "Focus leave" })
    expect(at(actor)).toBe("rotating")
    actor.send({ type: "Pointer enter" })
    actor.send({ type: "Pointer leave" })
    expect(at(actor)).toBe("rotating")
  })

  it("starts with no slides while loading, and without any input it rotates", async () => {
    const load = async (): Promise<ReadonlyArray<CarouselSlide>> => threeSlides
    const actor = createActor(carouselMachine.provide({ actors: { loadSlides: fromPromise(load) } }), {
      input: undefined
    }).start()
    expect(actor.getSnapshot().context.slides).toEqual([])
    await waitFor(actor, (s) => !s.matches("loading"), { timeout: 3000 })
    expect(actor.getSnapshot().matches({ showing: { playing: "rotating" } })).toBe(true)
  })

  it("a single slide wraps onto itself", async () => {
    const { clock, index } = await start(async () => [slide(1)])
    clock.increment(5000)
    expect(index()).toBe(0)
  })

  it("with no slides it ends empty (nothing is rendered)", async () => {
    const { actor } = await start(async () => [])
    expect(actor.getSnapshot().value).toBe("empty")
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("a failed load is only logged, and nothing is shown", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const { actor } = await start(async () => {
      throw new Error("offline")
    })
    expect(actor.getSnapshot().value).toBe("empty")
    expect(warn).toHaveBeenCalledWith("The carousel could not be loaded", "offline")
    warn.mockRestore()
  })
})

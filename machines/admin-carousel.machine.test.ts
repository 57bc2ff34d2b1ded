import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { type AdminSlide, slideMessages } from "../domain/admin-api.ts"
import { adminCarouselMachine, carouselMessages, emptySlide } from "./admin-carousel.machine.ts"

const slide = (id: string, position: number): AdminSlide => ({
  ...emptySlide,
  id,
  position,
  heading: `Slide ${id}`,
  imageUrl: "/carousel/one.svg"
})

const start = (overrides: Partial<Parameters<typeof adminCarouselMachine.provide>[0]["actors"]> = {}) => {
  let slides: ReadonlyArray<AdminSlide> = [slide("a", 0), slide("b", 1)]
  const saved: Array<unknown> = []
  const actor = createActor(
    adminCarouselMachine.provide({
      actors: {
        fetchSlides: fromPromise(async () => slides),
        uploadImage: fromPromise(async () => "/api/carousel/images/abc"),
        saveSlide: fromPromise(async ({ input }) => (saved.push(input), slide("c", 2))),
        moveSlide: fromPromise(async ({ input }) => {
          slides = input.direction === "later" ? [slides[1]!, slides[0]!] : slides
          return slides
        }),
        ...overrides
      }
    })
  )
  const emitted: Array<unknown> = []
  actor.on("*", (e) => void emitted.push(e))
  actor.start()
  return { actor, emitted, saved }
}

describe("carousel editing", () => {
  it("adds a slide: the shared Schema's messages first, then an uploaded image, then saved", async () => {
    const { actor, emitted, saved } = start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Add slide" })
    actor.send({ type: "Change", field: "isPrimaryButtonEnabled", value: true })
    actor.send({ type: "Save" })
    expect(actor.getSnapshot().context.errors).toEqual({
      heading: slideMessages.heading,
      imageUrl: slideMessages.image
    })
    actor.send({ type: "Change", field: "heading", value: "Festive offer" })
    actor.send({ type: "Change", field: "imageUrl", value: "/carousel/one.svg" })
    actor.send({ type: "Save" })
    expect(actor.getSnapshot().context.errors).toEqual({
      primaryButtonText: slideMessages.buttonText,
      primaryButtonUrl: slideMessages.buttonUrl
    })
    actor.send({ type: "Change", field: "primaryButtonText", value: "Apply Now" })
    actor.send({ type: "Change", field: "primaryButtonUrl", value: "/resources/apply-now" })
    actor.send({ type: "Choose image", file: new Blob(["x"]) })
    await waitFor(actor, (s) => s.matches({ editing: "idle" }) && s.context.draft.imageUrl !== "", { timeout: 3000 })
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.matches("ready") && emitted.length > 0, { timeout: 3000 })
    expect(saved).toEqual([
      {
        id: undefined,
        slide: expect.objectContaining({ heading: "Festive offer", imageUrl: "/api/carousel/images/abc" })
      }
    ])
    expect(emitted).toEqual([{ type: "toast", kind: "success", message: carouselMessages.saved }])
  })

  it("edits a known slide with its values, and cancels", async () => {
    const { actor, saved } = start()
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Edit slide", id: "zzz" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Edit slide", id: "b" })
    expect(actor.getSnapshot().context.draft.heading).toBe("Slide b")
    actor.send({ type: "Cancel" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(saved).toEqual([])
  })

  it("moves a slide and shows the new order; a refused picture and a server's 400 show by field", async () => {
    const { actor } = start({
      uploadImage: fromPromise(async () => Promise.reject({ _tag: "ValidationError" })),
      saveSlide: fromPromise(async () =>
        Promise.reject({ _tag: "ValidationError", errors: [{ path: "heading", message: "Taken." }] })
      )
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Move later", id: "a" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.slides[0]!.id === "b", { timeout: 3000 })
    actor.send({ type: "Edit slide", id: "a" })
    actor.send({ type: "Choose image", file: new Blob(["x"]) })
    await waitFor(actor, (s) => s.context.errors.imageUrl !== undefined, { timeout: 3000 })
    expect(actor.getSnapshot().context.errors.imageUrl).toBe(slideMessages.picture)
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.context.errors.heading !== undefined, { timeout: 3000 })
    expect(actor.getSnapshot().context.errors).toEqual({ heading: "Taken." })
  })

  it("reports an ended session and offers Try again", async () => {
    const { actor, emitted } = start({ fetchSlides: fromPromise(async () => Promise.reject({ _tag: "Unauthorized" })) })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(emitted).toEqual([{ type: "unauthorized" }])
  })
})

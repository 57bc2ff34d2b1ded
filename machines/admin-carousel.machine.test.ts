import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { AdminSlide } from "../domain/admin-api.ts"
import { serverError, validationError } from "../domain/failures.fixtures.ts"
import { adminCarouselMachine } from "./admin-carousel.machine.ts"

/** The admin's words. */
const words = {
  heading: "Please enter a heading (at most 80 characters).",
  image: "Please upload an image for the slide.",
  buttonText: "Please enter the button's text (at most 30 characters).",
  buttonUrl: "Please enter a link starting with / or https://.",
  picture: "Please choose a JPEG, PNG, GIF, WebP or SVG image of at most 2 MB."
}

const blank = {
  heading: "",
  text: "",
  imageUrl: "",
  isPrimaryButtonEnabled: false,
  primaryButtonText: "",
  primaryButtonUrl: "",
  isSecondaryButtonEnabled: false,
  secondaryButtonText: "",
  secondaryButtonUrl: "",
  isActive: true,
  headingHi: "",
  textHi: "",
  primaryButtonTextHi: "",
  secondaryButtonTextHi: ""
}

const slide = (id: string, position: number): AdminSlide => ({
  ...blank,
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
      heading: words.heading,
      imageUrl: words.image
    })
    actor.send({ type: "Change", field: "heading", value: "Festive offer" })
    actor.send({ type: "Change", field: "imageUrl", value: "/carousel/one.svg" })
    actor.send({ type: "Save" })
    expect(actor.getSnapshot().context.errors).toEqual({
      primaryButtonText: words.buttonText,
      primaryButtonUrl: words.buttonUrl
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
    expect(emitted).toEqual([{ type: "toast", kind: "success", message: "Slide saved." }])
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
      uploadImage: fromPromise(async () => Promise.reject(validationError([]))),
      saveSlide: fromPromise(async () => Promise.reject(validationError([{ path: "heading", message: "Taken." }])))
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Move later", id: "a" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.slides[0]!.id === "b", { timeout: 3000 })
    actor.send({ type: "Edit slide", id: "a" })
    actor.send({ type: "Choose image", file: new Blob(["x"]) })
    await waitFor(actor, (s) => s.context.errors.imageUrl !== undefined, { timeout: 3000 })
    expect(actor.getSnapshot().context.errors.imageUrl).toBe(words.picture)
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.context.errors.heading !== undefined, { timeout: 3000 })
    expect(actor.getSnapshot().context.errors).toEqual({ heading: "Taken." })
  })

  it("an ended session while loading is told to the app", async () => {
    const { actor, emitted } = start({ fetchSlides: fromPromise(async () => Promise.reject(unauthorized())) })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(emitted).toEqual([{ type: "unauthorized" }])
  })

  it("starts loading with a blank, shown draft", () => {
    const { actor } = start({ fetchSlides: fromPromise(() => new Promise<ReadonlyArray<AdminSlide>>(() => {})) })
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context).toEqual({
      slides: [],
      editingId: undefined,
      draft: blank,
      errors: {},
      error: undefined,
      moving: undefined
    })
  })

  it("says a failed load, a refused picture, a failed save or move, and a saved slide; Try again reloads", async () => {
    let fail = true
    const failing = start({
      fetchSlides: fromPromise(async () => (fail ? Promise.reject(serverError()) : [slide("a", 0)]))
    })
    await waitFor(failing.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(failing.actor.getSnapshot().context.error).toBe("The slides could not be loaded. Please try again.")
    expect(failing.emitted).toEqual([])
    fail = false
    failing.actor.send({ type: "Try again" })
    await waitFor(failing.actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(failing.actor.getSnapshot().context.error).toBeUndefined()

    let loads = 0
    const { actor, emitted } = start({
      fetchSlides: fromPromise(
        async (): Promise<ReadonlyArray<AdminSlide>> => (loads++, [slide("a", 0), slide("b", 1)])
      ),
      uploadImage: fromPromise(async () => Promise.reject(serverError())),
      saveSlide: fromPromise(async () => Promise.reject(serverError())),
      moveSlide: fromPromise(async () => Promise.reject(serverError()))
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Edit slide", id: "a" })
    actor.send({ type: "Choose image", file: new Blob(["x"]) })
    expect(actor.getSnapshot().matches({ editing: "uploading" })).toBe(true)
    await waitFor(actor, (s) => s.matches({ editing: "idle" }), { timeout: 3000 })
    expect(actor.getSnapshot().context.errors).toEqual({
      imageUrl: words.picture
    })
    actor.send({ type: "Save" })
    expect(actor.getSnapshot().matches({ editing: "saving" })).toBe(true)
    await waitFor(actor, (s) => s.matches({ editing: "idle" }), { timeout: 3000 })
    expect(emitted).toEqual([
      { type: "toast", kind: "error", message: "The slide could not be saved. Please try again." }
    ])
    actor.send({ type: "Cancel" })
    actor.send({ type: "Move earlier", id: "zzz" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "Move earlier", id: "b" })
    expect(actor.getSnapshot().context.moving).toEqual({ id: "b", direction: "earlier" })
    await waitFor(actor, (s) => s.matches("ready") && loads === 2, { timeout: 3000 })
    expect(actor.getSnapshot().context.moving).toBeUndefined()
    expect(emitted[1]).toEqual({
      type: "toast",
      kind: "error",
      message: "The slide could not be moved. Please try again."
    })

    const saving = start()
    await waitFor(saving.actor, (s) => s.matches("ready"), { timeout: 3000 })
    saving.actor.send({ type: "Edit slide", id: "a" })
    saving.actor.send({ type: "Save" })
    await waitFor(saving.actor, (s) => s.matches("ready"), { timeout: 3000 })
    expect(saving.emitted).toEqual([{ type: "toast", kind: "success", message: "Slide saved." }])
    expect(saving.saved).toEqual([{ id: "a", slide: { ...blank, heading: "Slide a", imageUrl: "/carousel/one.svg" } }])
  })

  it("moving sends the slide and the direction, and shows the answer's order", async () => {
    const moves: Array<unknown> = []
    const { actor } = start({
      moveSlide: fromPromise(async ({ input }) => (moves.push(input), [slide("b", 0), slide("a", 1)]))
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Move later", id: "a" })
    expect(actor.getSnapshot().context.moving).toEqual({ id: "a", direction: "later" })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Move earlier", id: "a" })
    await waitFor(actor, (s) => s.matches("ready") && moves.length === 2, { timeout: 3000 })
    expect(moves).toEqual([
      { id: "a", direction: "later" },
      { id: "a", direction: "earlier" }
    ])
    expect(actor.getSnapshot().context.slides.map((s) => s.id)).toEqual(["b", "a"])
    expect(actor.getSnapshot().context.moving).toBeUndefined()
  })

  it("a 401 while moving, uploading or saving stays put and tells the app", async () => {
    let loads = 0
    const { actor, emitted } = start({
      fetchSlides: fromPromise(async (): Promise<ReadonlyArray<AdminSlide>> => (loads++, [slide("a", 0)])),
      uploadImage: fromPromise(async () => Promise.reject(unauthorized())),
      saveSlide: fromPromise(async () => Promise.reject(unauthorized())),
      moveSlide: fromPromise(async () => Promise.reject(unauthorized()))
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Move later", id: "a" })
    await waitFor(actor, () => emitted.length === 1, { timeout: 3000 })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.moving).toBeUndefined()
    actor.send({ type: "Edit slide", id: "a" })
    actor.send({ type: "Choose image", file: new Blob(["x"]) })
    await waitFor(actor, () => emitted.length === 2, { timeout: 3000 })
    expect(actor.getSnapshot().matches({ editing: "idle" })).toBe(true)
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: "Save" })
    await waitFor(actor, () => emitted.length === 3, { timeout: 3000 })
    expect(actor.getSnapshot().matches({ editing: "idle" })).toBe(true)
    expect(emitted).toEqual([{ type: "unauthorized" }, { type: "unauthorized" }, { type: "unauthorized" }])
    expect(loads).toBe(1)
  })

  it("a new slide after an edit starts blank; a change clears only its field's message; the server's paths by field", async () => {
    const { actor } = start({
      uploadImage: fromPromise(async ({ input }) => (input.file.size === 3 ? "/api/carousel/images/xyz" : "")),
      saveSlide: fromPromise(async () =>
        Promise.reject(
          validationError([
            { path: "text.0", message: "Too long." },
            { path: "text", message: "Second." },
            { path: "", message: "Whole slide." }
          ])
        )
      )
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Edit slide", id: "b" })
    expect(actor.getSnapshot().context.editingId).toBe("b")
    actor.send({ type: "Cancel" })
    actor.send({ type: "Add slide" })
    expect(actor.getSnapshot().context).toMatchObject({ editingId: undefined, draft: blank, errors: {} })
    actor.send({ type: "Save" })
    expect(actor.getSnapshot().context.errors).toEqual({
      heading: words.heading,
      imageUrl: words.image
    })
    actor.send({ type: "Change", field: "heading", value: "Diwali" })
    expect(actor.getSnapshot().context.errors).toEqual({
      heading: undefined,
      imageUrl: words.image
    })
    actor.send({ type: "Choose image", file: new Blob(["abc"]) })
    await waitFor(actor, (s) => s.matches({ editing: "idle" }), { timeout: 3000 })
    expect(actor.getSnapshot().context.draft).toEqual({
      ...blank,
      heading: "Diwali",
      imageUrl: "/api/carousel/images/xyz"
    })
    expect(actor.getSnapshot().context.errors).toEqual({ heading: undefined, imageUrl: undefined })
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.matches({ editing: "idle" }), { timeout: 3000 })
    expect(actor.getSnapshot().context.errors).toEqual({ text: "Too long.", heading: "Whole slide." })
  })

  it("an upload keeps the other fields' messages; a save refused without an error value or issues", async () => {
    let refusal: unknown
    const { actor, emitted } = start({ saveSlide: fromPromise(async () => Promise.reject(refusal)) })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Add slide" })
    actor.send({ type: "Save" })
    actor.send({ type: "Choose image", file: new Blob(["x"]) })
    await waitFor(actor, (s) => s.matches({ editing: "idle" }) && s.context.draft.imageUrl !== "", { timeout: 3000 })
    expect(actor.getSnapshot().context.errors.heading).toBe(words.heading)
    actor.send({ type: "Change", field: "heading", value: "Diwali" })
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.matches({ editing: "idle" }), { timeout: 3000 })
    expect(emitted).toEqual([
      { type: "toast", kind: "error", message: "The slide could not be saved. Please try again." }
    ])
    refusal = validationError([])
    actor.send({ type: "Save" })
    await waitFor(actor, (s) => s.matches({ editing: "idle" }), { timeout: 3000 })
    expect(emitted).toHaveLength(1)
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it("a refused move is forgotten at once, while the slides reload", async () => {
    let loads = 0
    const { actor } = start({
      fetchSlides: fromPromise(
        (): Promise<ReadonlyArray<AdminSlide>> => (
          loads++, loads === 1 ? Promise.resolve([slide("a", 0)]) : new Promise(() => {})
        )
      ),
      moveSlide: fromPromise(async () => Promise.reject(serverError()))
    })
    await waitFor(actor, (s) => s.matches("ready"), { timeout: 3000 })
    actor.send({ type: "Move later", id: "a" })
    await waitFor(actor, (s) => s.matches("loading"), { timeout: 3000 })
    expect(actor.getSnapshot().context.moving).toBeUndefined()
  })
})

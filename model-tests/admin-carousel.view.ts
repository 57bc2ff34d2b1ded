/**
 * The home carousel in the back office on the page: 'Loading...', then the slides in order, each with 'Edit:',
 * 'Move earlier:' and 'Move later:' its heading (the first cannot move earlier, the last not later), and Add slide;
 * the editor ('New slide' or 'Edit slide: <heading>') with Heading, the image (Upload image or Replace image,
 * 'Uploading...' while busy, a refused file 'Please choose a JPEG, PNG, GIF, WebP or SVG image of at most 2 MB.'),
 * Save slide ('Saving...'; a heading and an image are required: 'Please enter a heading (at most 80 characters).',
 * 'Please upload an image for the slide.') and Cancel; a saved slide reloads the list; a failed load says 'The slides
 * could not be loaded. Please try again.' with Try again; a 401 anywhere is told to the shell. The spec has no back
 * office: these are our words. The oracle tracks the list the server sent and the draft from the events that
 * happened. The paths are the model's with a list of two slides, so that both moves have a button.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { expect } from "vitest"
import type { AdminSlide } from "../domain/admin-api.ts"
import { emptySlide } from "../machines/admin-carousel.machine.ts"
import { CarouselView } from "../src/features/admin/CarouselView.tsx"
import { models } from "./admin-carousel.model.ts"
import { press, sessionWatch } from "./admin-views.ts"
import type { MachineModel } from "./harness.ts"
import { accessibleName, type Seen, type StepView, type ViewModel } from "./view-harness.ts"

type Machine = (typeof models)[number]["machine"]

const messages = {
  failed: "The slides could not be loaded. Please try again.",
  heading: "Please enter a heading (at most 80 characters).",
  image: "Please upload an image for the slide.",
  picture: "Please choose a JPEG, PNG, GIF, WebP or SVG image of at most 2 MB."
}

const first: AdminSlide = { ...emptySlide, id: "s1", position: 0, heading: "Offer", imageUrl: "/carousel/one.svg" }
const second: AdminSlide = { ...emptySlide, id: "s2", position: 1, heading: "Rates", imageUrl: "/carousel/two.svg" }

/** The model's paths with two slides: the second moves earlier, the first later (the buttons a person has). */
const twoSlides: MachineModel<Machine> = {
  ...models[0]!,
  name: "admin-carousel (two slides)",
  events: (s) =>
    models[0]!.events(s).map((e) => {
      const type = e.type as string
      if (type === "xstate.done.actor.fetchSlides" || type === "xstate.done.actor.moveSlide")
        return { ...e, output: [first, second] } as unknown as typeof e
      if (type === "Move earlier") return { ...e, id: "s2" } as typeof e
      return e
    })
}

const session = sessionWatch()

const headingField = () =>
  queryAllByLabelText(document.body, /^Heading/u).find((el) => el instanceof HTMLInputElement) as
    | HTMLInputElement
    | undefined

type Screen = "loading" | "failed" | "ready" | "moving" | "editing" | "uploading" | "saving"

const tracked = (events: StepView["events"]) => {
  let screen: Screen = "loading"
  let slides: ReadonlyArray<AdminSlide> = []
  let editing: string | undefined
  let heading = ""
  let image = ""
  let errors: Array<string> = []
  for (const e of events) {
    const tag = (e.error as { _tag?: string } | undefined)?._tag
    switch (e.type) {
      case "xstate.done.actor.fetchSlides":
      case "xstate.done.actor.moveSlide":
        slides = e.output as ReadonlyArray<AdminSlide>
        screen = "ready"
        break
      case "xstate.error.actor.fetchSlides":
        screen = "failed"
        break
      case "xstate.error.actor.moveSlide":
        screen = tag === "Unauthorized" ? "ready" : "loading"
        break
      case "Try again":
        screen = "loading"
        break
      case "Move earlier":
      case "Move later":
        screen = "moving"
        break
      case "Add slide":
        // While a slide moves, the list stays as it is.
        if (screen !== "ready") break
        screen = "editing"
        editing = undefined
        heading = ""
        image = ""
        errors = []
        break
      case "Edit slide": {
        const slide = slides.find((s) => s.id === e.id)!
        screen = "editing"
        editing = slide.id
        heading = slide.heading
        image = slide.imageUrl
        errors = []
        break
      }
      case "Change":
        // While the image uploads or the slide is saved, the form keeps what it had.
        if (screen !== "editing") break
        if (e.field === "heading") heading = e.value as string
        errors = errors.filter((m) => m !== messages.heading)
        break
      case "Choose image":
        if (screen === "editing") screen = "uploading"
        break
      case "xstate.done.actor.uploadImage":
        image = e.output as string
        screen = "editing"
        errors = errors.filter((m) => m !== messages.image && m !== messages.picture)
        break
      case "xstate.error.actor.uploadImage":
        screen = "editing"
        if (tag !== "Unauthorized") errors = [...errors.filter((m) => m !== messages.image), messages.picture]
        break
      case "Save":
        if (heading.trim() !== "" && image !== "") screen = "saving"
        else errors = [...(heading.trim() === "" ? [messages.heading] : []), ...(image === "" ? [messages.image] : [])]
        break
      case "xstate.done.actor.saveSlide":
        screen = "loading"
        break
      case "xstate.error.actor.saveSlide":
        screen = "editing"
        if (tag === "ValidationError") errors = []
        break
      case "Cancel":
        // While the image uploads, the editor stays.
        if (screen === "editing") screen = "ready"
        break
    }
  }
  return { screen, slides, editing, heading, image, errors }
}

export const views: ReadonlyArray<ViewModel<Machine>> = [
  {
    model: twoSlides,
    before: session.reset,
    render: () =>
      createElement(CarouselView, {
        onUnauthorized: session.onUnauthorized
      }),
    act: {
      "Add slide": () => press("Add slide"),
      "Edit slide": (e) => press(`Edit: ${e.id === "s1" ? first.heading : second.heading}`),
      "Move earlier": (e) => press(`Move earlier: ${e.id === "s1" ? first.heading : second.heading}`),
      "Move later": (e) => press(`Move later: ${e.id === "s1" ? first.heading : second.heading}`),
      Change: (e) => {
        const field = headingField()
        if (!field || e.field !== "heading") return false
        fireEvent.change(field, { target: { value: e.value } })
        return true
      },
      "Choose image": () => {
        const input = document.body.querySelector<HTMLInputElement>("input[type=file]")
        const trigger = [...document.body.querySelectorAll<HTMLButtonElement>("button")].find((b) =>
          ["Upload image", "Replace image"].includes(accessibleName(b))
        )
        if (!input || !trigger || trigger.disabled) return false
        fireEvent.change(input, { target: { files: [new File(["x"], "slide.png", { type: "image/png" })] } })
        return true
      },
      Save: () => press("Save slide"),
      Cancel: () => press("Cancel"),
      "Try again": () => press("Try again")
    },
    sees: ({ events }: StepView): Seen => {
      const s = tracked(events)
      const told = session.toldOnce(events)
      switch (s.screen) {
        case "loading":
          return { texts: ["Home carousel", "Loading..."], noButtons: ["Add slide", "Save slide"], check: told }
        case "failed":
          return { texts: [messages.failed], buttons: ["Try again"], noButtons: ["Add slide"], check: told }
        case "ready":
        case "moving": {
          const names = s.slides.flatMap((sl, i) => [
            `Edit: ${sl.heading}`,
            ...(i > 0 ? [`Move earlier: ${sl.heading}`] : []),
            ...(i < s.slides.length - 1 ? [`Move later: ${sl.heading}`] : [])
          ])
          return {
            texts: s.slides.map((sl) => sl.heading),
            buttons: ["Add slide", ...(s.screen === "ready" ? names : [])],
            ...(s.screen === "moving" ? { disabled: names } : {}),
            noButtons: ["Save slide"],
            absent: ["Loading...", messages.failed],
            check: told
          }
        }
        default: {
          const imageButton =
            s.screen === "uploading" ? "Uploading..." : s.image === "" ? "Upload image" : "Replace image"
          return {
            texts: [s.editing === undefined ? "New slide" : `Edit slide: ${s.heading}`, ...s.errors],
            absent: Object.values(messages).filter((m) => !s.errors.includes(m)),
            ...(s.screen === "saving"
              ? { disabled: ["Saving...", "Cancel"] }
              : s.screen === "uploading"
                ? { disabled: ["Save slide", imageButton] }
                : { buttons: ["Save slide", "Cancel", imageButton] }),
            noButtons: ["Add slide"],
            check: () => {
              told()
              expect(headingField()?.value, "the heading typed").toBe(s.heading)
              const shown = document.body.querySelector<HTMLImageElement>(
                'img[alt="The slide\'s background, as uploaded"]'
              )
              expect(shown?.getAttribute("src") ?? "", "the slide's image is shown once there is one").toBe(s.image)
            }
          }
        }
      }
    }
  }
]

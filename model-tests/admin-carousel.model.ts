/** Carousel editing: load outcomes, add and edit, changes, upload, save outcomes, moves, cancel, try again. */
import type { AdminSlide } from "../domain/admin-api.ts"
import { adminCarouselMachine, emptySlide } from "../machines/admin-carousel.machine.ts"
import type { MachineModel } from "./harness.ts"

const slide: AdminSlide = { ...emptySlide, id: "s1", position: 0, heading: "Offer", imageUrl: "/carousel/one.svg" }

const carouselModel: MachineModel<typeof adminCarouselMachine> = {
  name: "admin-carousel",
  machine: adminCarouselMachine,
  actors: ["fetchSlides", "uploadImage", "saveSlide", "moveSlide"],
  abstract: (s) => ({
    slides: s.context.slides.length,
    heading: s.context.draft.heading !== "",
    image: s.context.draft.imageUrl !== ""
  }),
  events: () => [
    { type: "Add slide" },
    { type: "Edit slide", id: "s1" },
    { type: "Change", field: "heading", value: "Offer" },
    { type: "Choose image", file: new Blob(["x"]) },
    { type: "Save" },
    { type: "Cancel" },
    { type: "Move earlier", id: "s1" },
    { type: "Move later", id: "s1" },
    { type: "Try again" },
    { type: "xstate.done.actor.fetchSlides", output: [slide] } as never,
    { type: "xstate.error.actor.fetchSlides", error: { _tag: "Unauthorized" } } as never,
    { type: "xstate.error.actor.fetchSlides", error: { _tag: "NetworkError" } } as never,
    { type: "xstate.done.actor.uploadImage", output: "/api/carousel/images/abc" } as never,
    { type: "xstate.error.actor.uploadImage", error: { _tag: "Unauthorized" } } as never,
    { type: "xstate.error.actor.uploadImage", error: { _tag: "ValidationError" } } as never,
    { type: "xstate.done.actor.saveSlide", output: slide } as never,
    { type: "xstate.error.actor.saveSlide", error: { _tag: "Unauthorized" } } as never,
    { type: "xstate.error.actor.saveSlide", error: { _tag: "ValidationError", errors: [] } } as never,
    { type: "xstate.error.actor.saveSlide", error: { _tag: "NetworkError" } } as never,
    { type: "xstate.done.actor.moveSlide", output: [slide] } as never,
    { type: "xstate.error.actor.moveSlide", error: { _tag: "Unauthorized" } } as never,
    { type: "xstate.error.actor.moveSlide", error: { _tag: "NetworkError" } } as never
  ]
}

export const models = [carouselModel]

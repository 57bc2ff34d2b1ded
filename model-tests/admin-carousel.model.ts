/** Carousel editing: load outcomes, add and edit, changes, upload, save outcomes, moves, cancel, try again. */

import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import type { AdminSlide } from "../domain/admin-api.ts"
import { networkError, validationError } from "../domain/failures.fixtures.ts"
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
    { type: "xstate.error.actor.fetchSlides", error: unauthorized() } as never,
    { type: "xstate.error.actor.fetchSlides", error: networkError() } as never,
    { type: "xstate.done.actor.uploadImage", output: "/api/carousel/images/abc" } as never,
    { type: "xstate.error.actor.uploadImage", error: unauthorized() } as never,
    { type: "xstate.error.actor.uploadImage", error: validationError([]) } as never,
    { type: "xstate.done.actor.saveSlide", output: slide } as never,
    { type: "xstate.error.actor.saveSlide", error: unauthorized() } as never,
    { type: "xstate.error.actor.saveSlide", error: validationError([]) } as never,
    { type: "xstate.error.actor.saveSlide", error: networkError() } as never,
    { type: "xstate.done.actor.moveSlide", output: [slide] } as never,
    { type: "xstate.error.actor.moveSlide", error: unauthorized() } as never,
    { type: "xstate.error.actor.moveSlide", error: networkError() } as never
  ]
}

export const models = [carouselModel]

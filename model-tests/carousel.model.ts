/**
 * The home carousel: slides load (some, none, or the load fails), the 5 s advance, dots, pointer and focus holding
 * the rotation, Pause and Play; with and without a preference for reduced motion.
 */
import type { CarouselSlide } from "../domain/carousel.ts"
import { carouselMachine } from "../machines/carousel.machine.ts"
import type { MachineModel } from "./harness.ts"

const slide: CarouselSlide = {
  imageUrl: "/carousel/personal.svg",
  isPrimaryButtonEnabled: true,
  primaryButtonUrl: "/apply?loanType=Personal%20Loan",
  primaryButtonText: "Apply Now",
  isSecondaryButtonEnabled: true,
  secondaryButtonUrl: "/services/personal-loan",
  secondaryButtonText: "Learn More",
  heading: "Personal loans",
  text: "Funds in 24-48 hours"
}

const carouselModel = (reducedMotion: boolean): MachineModel<typeof carouselMachine> => ({
  name: reducedMotion ? "carousel (reduced motion)" : "carousel",
  machine: carouselMachine,
  input: { reducedMotion },
  actors: ["loadSlides"],
  abstract: (s) => ({ hovered: s.context.hovered, focused: s.context.focused }),
  events: () => [
    { type: "xstate.done.actor.loadSlides", output: [slide, { ...slide, heading: "Home loans" }] } as never,
    { type: "xstate.done.actor.loadSlides", output: [] } as never,
    { type: "xstate.error.actor.loadSlides", error: new Error("offline") } as never,
    { type: "xstate.after.slideInterval.carousel.showing.playing.rotating" } as never,
    { type: "Go to slide", index: 1 },
    { type: "Pause" },
    { type: "Play" },
    { type: "Pointer enter" },
    { type: "Pointer leave" },
    { type: "Focus enter" },
    { type: "Focus leave" }
  ]
})

export const models = [carouselModel(false), carouselModel(true)]

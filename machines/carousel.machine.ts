/**
 * The home banner carousel (spec sections 2 "Home carousel", 4, 8 and 9): slides load from the API; they advance
 * every 5 s and wrap; a dot jumps to its slide; with no slides nothing is shown; a failed load is only logged.
 *
 * Beyond the spec (WCAG 2.2.2 Pause, Stop, Hide): the rotation holds while the pointer is over the carousel or focus
 * is inside it, a Pause/Play control stops and restarts it, and a person who prefers reduced motion starts with it
 * stopped (Play still starts it). Timers are `after` delays, so tests drive them with a simulated clock.
 */
import { assign, fromPromise, setup } from "xstate"
import type { CarouselSlide } from "../domain/carousel.ts"
import { nextSlideIndex, slideIndexWithin, slideIntervalMs } from "../domain/carousel-rules.ts"

export interface CarouselContext {
  readonly slides: ReadonlyArray<CarouselSlide>
  readonly index: number
  /** The pointer is over the carousel. */
  readonly hovered: boolean
  /** Keyboard focus is inside the carousel. */
  readonly focused: boolean
  readonly reducedMotion: boolean
}

export type CarouselEvent =
  | { type: "Go to slide"; index: number }
  | { type: "Pause" }
  | { type: "Play" }
  | { type: "Pointer enter" }
  | { type: "Pointer leave" }
  | { type: "Focus enter" }
  | { type: "Focus leave" }

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as { readonly reducedMotion?: boolean } | undefined
  },
  actors: {
    loadSlides: fromPromise<ReadonlyArray<CarouselSlide>, void>(async () => {
      throw new Error("loadSlides is provided by the app")
    })
  },
  guards: {
    hasSlides: (_, params: { slides: ReadonlyArray<CarouselSlide> }) => params.slides.length > 0,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    /** Still held by the other of pointer and focus after one of them leaves. */
    stillHeldByFocus: ({ context }) => context.focused,
    stillHeldByPointer: ({ context }) => context.hovered,
    isHeld: ({ context }) => context.hovered || context.focused
  },
  actions: {
    keepSlides: assign((_, params: { slides: ReadonlyArray<CarouselSlide> }) => ({ slides: params.slides, index: 0 })),
    logLoadFailure: (_, params: { error: unknown }) => {
      console.warn(
        "The carousel could not be loaded",
        params.error instanceof Error ? params.error.message : params.error
      )
    },
    showNextSlide: assign(({ context }) => ({ index: nextSlideIndex(context.index, context.slides.length) })),
    goToSlide: assign(({ context }, params: { index: number }) => ({
      index: slideIndexWithin(params.index, context.index, context.slides.length)
    })),
    pointerIn: assign({ hovered: true }),
    pointerOut: assign({ hovered: false }),
    focusIn: assign({ focused: true }),
    focusOut: assign({ focused: false })
  },
  delays: { slideInterval: slideIntervalMs }
}).createMachine({
  id: "carousel",
  context: ({ input }) => ({
    slides: [],
    index: 0,
    hovered: false,
    focused: false,
    reducedMotion: input?.reducedMotion ?? false
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadSlides",
        src: "loadSlides",
        onDone: [
          {
            guard: { type: "hasSlides", params: ({ event }) => ({ slides: event.output }) },
            target: "showing",
            actions: { type: "keepSlides", params: ({ event }) => ({ slides: event.output }) }
          },
          { target: "empty" }
        ],
        onError: {
          target: "empty",
          actions: { type: "logLoadFailure", params: ({ event }) => ({ error: event.error }) }
        }
      }
    },
    /** No slides, or they could not be loaded: nothing is rendered. */
    empty: { type: "final" },
    showing: {
      initial: "starting",
      on: {
        "Pointer enter": { actions: "pointerIn" },
        "Focus enter": { actions: "focusIn" },
        "Pointer leave": { actions: "pointerOut" },
        "Focus leave": { actions: "focusOut" }
      },
      states: {
        starting: {
          always: [{ guard: "prefersReducedMotion", target: "stopped" }, { target: "playing" }]
        },
        /** The person wants it to rotate; it does unless pointer or focus holds it. */
        playing: {
          initial: "deciding",
          on: { Pause: "stopped" },
          states: {
            deciding: {
              always: [{ guard: "isHeld", target: "held" }, { target: "rotating" }]
            },
            rotating: {
              after: { slideInterval: { target: "rotating", reenter: true, actions: "showNextSlide" } },
              on: {
                "Go to slide": {
                  target: "rotating",
                  reenter: true,
                  actions: { type: "goToSlide", params: ({ event }) => ({ index: event.index }) }
                },
                "Pointer enter": { target: "held", actions: "pointerIn" },
                "Focus enter": { target: "held", actions: "focusIn" }
              }
            },
            held: {
              on: {
                "Go to slide": { actions: { type: "goToSlide", params: ({ event }) => ({ index: event.index }) } },
                "Pointer leave": [
                  { guard: "stillHeldByFocus", actions: "pointerOut" },
                  { target: "rotating", actions: "pointerOut" }
                ],
                "Focus leave": [
                  { guard: "stillHeldByPointer", actions: "focusOut" },
                  { target: "rotating", actions: "focusOut" }
                ]
              }
            }
          }
        },
        /** Paused by the person (or by a preference for reduced motion): only dots and Play move it. */
        stopped: {
          on: {
            Play: "playing",
            "Go to slide": { actions: { type: "goToSlide", params: ({ event }) => ({ index: event.index }) } }
          }
        }
      }
    }
  }
})

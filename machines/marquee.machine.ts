/**
 * A scrolling strip of cards (the home page's 'Our Wall of Fame'): it plays until the person pauses it, and plays
 * again on request (WCAG 2.2.2). Hovering or focusing it holds it still for as long as the pointer or focus stays
 * (the view does that in CSS); under prefers-reduced-motion it never moves at all (the view starts it paused).
 */
import { setup } from "xstate"

export interface MarqueeInput {
  /** Start paused (prefers-reduced-motion). */
  readonly paused?: boolean
}

export const marqueeMachine = setup({
  types: {
    events: {} as { type: "Pause" } | { type: "Play" },
    input: {} as MarqueeInput
  },
  guards: {
    startsPaused: ({ context }) => context.startsPaused
  }
}).createMachine({
  id: "marquee",
  context: ({ input }) => ({ startsPaused: input.paused === true }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "startsPaused", target: "paused" }, { target: "playing" }]
    },
    playing: { on: { Pause: "paused" } },
    paused: { on: { Play: "playing" } }
  }
})

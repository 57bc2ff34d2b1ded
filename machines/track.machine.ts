/**
 * Track-now (spec section 2 "Track-now and status", section 5 "Tracking ID"): the tracking ID keeps no whitespace;
 * an empty one is not submitted. Submitting ends the flow with the ID; the view opens the status page for it.
 */
import { assign, setup } from "xstate"
import { stripWhitespace } from "../domain/tracking-id.ts"

export type TrackEvent = { type: "Type tracking ID"; value: string } | { type: "Track" }

export const trackMachine = setup({
  types: {
    context: {} as { trackingId: string },
    events: {} as TrackEvent,
    input: {} as { trackingId?: string } | undefined,
    output: {} as { trackingId: string }
  },
  guards: {
    hasTrackingId: ({ context }) => context.trackingId.length > 0
  },
  actions: {
    typeTrackingId: assign((_, params: { value: string }) => ({ trackingId: stripWhitespace(params.value) }))
  }
}).createMachine({
  id: "track",
  context: ({ input }) => ({ trackingId: stripWhitespace(input?.trackingId ?? "") }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "Type tracking ID": { actions: { type: "typeTrackingId", params: ({ event }) => ({ value: event.value }) } },
        Track: { guard: "hasTrackingId", target: "tracking" }
      }
    },
    tracking: { type: "final" }
  },
  output: ({ context }) => ({ trackingId: context.trackingId })
})

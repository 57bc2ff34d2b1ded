/**
 * The Refer & Earn hero's Share button (ours; the spec's hero has Refer Now): Share opens the browser's own share
 * sheet with the page's address and a line in the page's language; where the browser has none, or it fails, the
 * invite dialog opens instead (the link, Copy, WhatsApp, SMS, Done). Closing the share sheet without sharing
 * changes nothing. A second Share while the sheet is open is ignored.
 */
import { Schema } from "effect"
import { fromPromise, setup } from "xstate"
import { ShareCancelled } from "../domain/failures.ts"

export interface ShareInput {
  readonly title: string
  readonly text: string
  readonly url: string
}

/** The person closed the share sheet without sharing (domain/failures.ts ShareFailure); anything else opens the dialog. */
const isShareCancelled = Schema.is(ShareCancelled)

export const shareMachine = setup({
  types: {
    context: {} as ShareInput,
    events: {} as { type: "Share" } | { type: "Done" },
    input: {} as ShareInput
  },
  actors: {
    webShare: fromPromise<void, ShareInput>(async () => {
      throw new Error("webShare is provided by the app")
    })
  },
  guards: {
    isCancelled: (_, params: { error: unknown }) => isShareCancelled(params.error)
  }
}).createMachine({
  id: "share",
  context: ({ input }) => ({ title: input.title, text: input.text, url: input.url }),
  initial: "idle",
  states: {
    idle: { on: { Share: "sharing" } },
    sharing: {
      invoke: {
        id: "webShare",
        src: "webShare",
        input: ({ context }) => ({ title: context.title, text: context.text, url: context.url }),
        onDone: "idle",
        onError: [
          { guard: { type: "isCancelled", params: ({ event }) => ({ error: event.error }) }, target: "idle" },
          // No share sheet here, or it failed: the invite dialog shares the same link.
          { target: "inviting" }
        ]
      }
    },
    inviting: { on: { Done: "idle" } }
  }
})

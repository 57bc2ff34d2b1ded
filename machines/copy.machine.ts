/**
 * A copy button (tracking ID, referral link): Copy writes the text to the clipboard; the label reads 'Copied'
 * for 2 s (spec section 9), then resets. A failed copy is only logged (spec section 8) and the button resets.
 */
import { fromPromise, setup } from "xstate"

export const copiedLabelMs = 2000

export const copyMachine = setup({
  types: {
    context: {} as { text: string },
    events: {} as { type: "Copy" },
    input: {} as { text: string }
  },
  actors: {
    writeClipboard: fromPromise<void, { text: string }>(async () => {
      throw new Error("writeClipboard is provided by the app")
    })
  },
  actions: {
    logCopyFailure: (_, params: { error: unknown }) => {
      console.warn("Copy to clipboard failed", params.error instanceof Error ? params.error.message : params.error)
    }
  },
  delays: { copiedLabel: copiedLabelMs }
}).createMachine({
  id: "copy",
  context: ({ input }) => ({ text: input.text }),
  initial: "idle",
  states: {
    idle: { on: { Copy: "copying" } },
    copying: {
      invoke: {
        id: "writeClipboard",
        src: "writeClipboard",
        input: ({ context }) => ({ text: context.text }),
        onDone: "copied",
        onError: {
          target: "idle",
          actions: { type: "logCopyFailure", params: ({ event }) => ({ error: event.error }) }
        }
      }
    },
    copied: {
      after: { copiedLabel: "idle" },
      on: { Copy: { target: "copying", reenter: true } }
    }
  }
})

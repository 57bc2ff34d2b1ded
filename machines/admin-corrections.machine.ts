/**
 * Correction requests in the back office ("My data", issue 14): the queue loads (open ones first, oldest first);
 * staff write a note for the person and mark a request done or rejected (audited on the server). A note is needed
 * (at most 1,000 characters, the contract's message). A failure to load offers 'Try again'; a refused decision (the
 * request was closed meanwhile) shows a toast and reloads the queue; an ended session is handed to the shell.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type AdminCallFailure, readAdminFailure } from "../domain/admin-api/failures.ts"
import { adminMessages, type CorrectionRow } from "../domain/admin-api.ts"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export const correctionMessages = {
  failed: "The correction requests could not be loaded. Please try again.",
  decideFailed: "The correction request could not be closed. Please try again.",
  done: "Marked done.",
  rejected: "Marked rejected.",
  note: adminMessages.correctionNote
} as const

export type Decision = "done" | "rejected"

/** How closing a correction request can fail: already closed (CorrectionDecided), AdminNotFound, no answer... */
export type DecideFailure = AdminCallFailure<"corrections", "decide">

interface Context {
  corrections: ReadonlyArray<CorrectionRow>
  notes: Readonly<Record<string, string>>
  noteError: { readonly id: string; readonly message: string } | undefined
  deciding: { readonly id: string; readonly decision: Decision } | undefined
  error: string | undefined
}

export type AdminCorrectionsEvent =
  | { type: "Type note"; id: string; value: string }
  | { type: "Mark done"; id: string }
  | { type: "Mark rejected"; id: string }
  | { type: "Try again" }

const noteOk = (note: string | undefined) => note !== undefined && note.trim() !== "" && note.length <= 1000

export const adminCorrectionsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AdminCorrectionsEvent,
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchCorrections: fromPromise<ReadonlyArray<CorrectionRow>>(async () => {
      throw new Error("fetchCorrections is provided by the app")
    }),
    decideCorrection: fromPromise<CorrectionRow, { id: string; decision: Decision; note: string }>(async () => {
      throw new Error("decideCorrection is provided by the app")
    })
  },
  actions: {
    setCorrections: assign((_, params: { corrections: ReadonlyArray<CorrectionRow> }) => ({
      corrections: params.corrections,
      error: undefined
    })),
    showFailure: assign({ error: correctionMessages.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    typeNote: assign(({ context }, params: { id: string; value: string }) => ({
      notes: { ...context.notes, [params.id]: params.value },
      noteError: context.noteError?.id === params.id ? undefined : context.noteError
    })),
    showNoteError: assign((_, params: { id: string }) => ({
      noteError: { id: params.id, message: correctionMessages.note }
    })),
    startDeciding: assign((_, params: { id: string; decision: Decision }) => ({
      deciding: { id: params.id, decision: params.decision },
      noteError: undefined
    })),
    decided: assign(({ context }, params: { row: CorrectionRow }) => {
      const { [params.row.id]: _, ...notes } = context.notes
      return {
        corrections: context.corrections.map((c) => (c.id === params.row.id ? params.row : c)),
        notes,
        deciding: undefined
      }
    }),
    stopDeciding: assign({ deciding: undefined }),
    toastDecided: emit((_, params: { row: CorrectionRow }) => ({
      type: "toast" as const,
      kind: "success" as const,
      message: params.row.status === "done" ? correctionMessages.done : correctionMessages.rejected
    })),
    toastDecideFailed: emit((_, params: { error: unknown }) => {
      const failure = readAdminFailure(params.error)
      return {
        type: "toast" as const,
        kind: "error" as const,
        message:
          ((failure?._tag === "CorrectionDecided" || failure?._tag === "AdminNotFound") && failure.message) ||
          correctionMessages.decideFailed
      }
    })
  },
  guards: {
    unauthorized,
    canDecide: ({ context }, params: { id: string }) =>
      context.corrections.some((c) => c.id === params.id && c.status === "open") && noteOk(context.notes[params.id]),
    isOpen: ({ context }, params: { id: string }) =>
      context.corrections.some((c) => c.id === params.id && c.status === "open")
  }
}).createMachine({
  id: "adminCorrections",
  context: { corrections: [], notes: {}, noteError: undefined, deciding: undefined, error: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchCorrections",
        src: "fetchCorrections",
        onDone: {
          target: "ready",
          actions: { type: "setCorrections", params: ({ event }) => ({ corrections: event.output }) }
        },
        onError: loadFailed
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        "Type note": {
          guard: { type: "isOpen", params: ({ event }) => ({ id: event.id }) },
          actions: { type: "typeNote", params: ({ event }) => ({ id: event.id, value: event.value }) }
        },
        "Mark done": [
          {
            guard: { type: "canDecide", params: ({ event }) => ({ id: event.id }) },
            target: "deciding",
            actions: { type: "startDeciding", params: ({ event }) => ({ id: event.id, decision: "done" as const }) }
          },
          {
            guard: { type: "isOpen", params: ({ event }) => ({ id: event.id }) },
            actions: { type: "showNoteError", params: ({ event }) => ({ id: event.id }) }
          }
        ],
        "Mark rejected": [
          {
            guard: { type: "canDecide", params: ({ event }) => ({ id: event.id }) },
            target: "deciding",
            actions: {
              type: "startDeciding",
              params: ({ event }) => ({ id: event.id, decision: "rejected" as const })
            }
          },
          {
            guard: { type: "isOpen", params: ({ event }) => ({ id: event.id }) },
            actions: { type: "showNoteError", params: ({ event }) => ({ id: event.id }) }
          }
        ]
      }
    },
    deciding: {
      invoke: {
        id: "decideCorrection",
        src: "decideCorrection",
        input: ({ context }) => ({
          id: context.deciding?.id ?? "",
          decision: context.deciding?.decision ?? "done",
          note: (context.notes[context.deciding?.id ?? ""] ?? "").trim()
        }),
        onDone: {
          target: "ready",
          actions: [
            { type: "decided", params: ({ event }) => ({ row: event.output }) },
            { type: "toastDecided", params: ({ event }) => ({ row: event.output }) }
          ]
        },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "ready",
            actions: ["stopDeciding", "tellUnauthorized"]
          },
          {
            target: "loading",
            actions: ["stopDeciding", { type: "toastDecideFailed", params: ({ event }) => ({ error: event.error }) }]
          }
        ]
      }
    }
  }
})

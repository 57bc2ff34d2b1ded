/**
 * The grievance queue in the back office (issue 14, point 3): open grievances by due date with the days left, or the
 * resolved ones. Staff open one to read it, and take the steps its status allows (domain/grievance.ts): Acknowledge,
 * Send reply (with the reply's text, checked by the Schema the server uses) and Resolve. A step refused by the server
 * (another staff member got there first: 409) toasts the server's words and reloads the queue.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type AdminCallFailure, readAdminFailure } from "../domain/admin-api/failures.ts"
import type { AdminGrievance } from "../domain/admin-api.ts"
import { type GrievanceEventName, nextGrievanceStatus } from "../domain/grievance.ts"
import { GrievanceReply } from "../domain/grievance-form.ts"
import { firstMessage } from "../domain/validation.ts"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export const grievanceQueueMessages = {
  failed: "The grievances could not be loaded. Please try again.",
  stepFailed: "The grievance could not be updated. Please try again.",
  done: { Acknowledge: "Grievance acknowledged.", Reply: "Reply sent.", Resolve: "Grievance resolved." }
} as const

export type QueueView = "open" | "resolved"

export interface StepInput {
  readonly number: string
  readonly event: GrievanceEventName
  readonly reply: string
}

/** How a step on a grievance can fail: GrievanceMoveRefused (it moved meanwhile), AdminNotFound, no answer... */
export type StepFailure =
  | AdminCallFailure<"grievances", "acknowledge">
  | AdminCallFailure<"grievances", "reply">
  | AdminCallFailure<"grievances", "resolve">

interface Context {
  readonly show: QueueView
  readonly grievances: ReadonlyArray<AdminGrievance>
  /** The grievance opened (its number). */
  readonly selected: string | undefined
  readonly reply: string
  readonly replyError: string | undefined
  readonly step: StepInput | undefined
  readonly error: string | undefined
}

export type AdminGrievancesEvent =
  | { type: "Show"; show: QueueView }
  | { type: "Open"; number: string }
  | { type: "Close" }
  | { type: "Type reply"; value: string }
  | { type: "Acknowledge" }
  | { type: "Send reply" }
  | { type: "Resolve" }
  | { type: "Try again" }

const selectedOf = (context: Context) => context.grievances.find((g) => g.number === context.selected)

/** Whether the opened grievance's status allows this step. */
const allows = (context: Context, event: GrievanceEventName) => {
  const g = selectedOf(context)
  return g !== undefined && nextGrievanceStatus(g.status, event) !== undefined
}

const stepTransition = (event: GrievanceEventName) => ({
  guard: { type: "allowed" as const, params: { event } },
  target: "stepping" as const,
  actions: { type: "startStep" as const, params: { event } }
})

export const adminGrievancesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AdminGrievancesEvent,
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchGrievances: fromPromise<ReadonlyArray<AdminGrievance>, { show: QueueView }>(async () => {
      throw new Error("fetchGrievances is provided by the app")
    }),
    stepGrievance: fromPromise<AdminGrievance, StepInput>(async () => {
      throw new Error("stepGrievance is provided by the app")
    })
  },
  guards: {
    unauthorized,
    allowed: ({ context }, params: { event: GrievanceEventName }) => allows(context, params.event),
    /** The opened grievance may be replied to, and the reply passes the Schema. */
    canSendReply: ({ context }) =>
      allows(context, "Reply") && firstMessage(GrievanceReply, { reply: context.reply }) === undefined
  },
  actions: {
    setGrievances: assign((_, params: { grievances: ReadonlyArray<AdminGrievance> }) => ({
      grievances: params.grievances,
      error: undefined
    })),
    showFailure: assign({ error: grievanceQueueMessages.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    setShow: assign((_, params: { show: QueueView }) => ({ show: params.show, selected: undefined })),
    open: assign((_, params: { number: string }) => ({ selected: params.number, reply: "", replyError: undefined })),
    close: assign({ selected: undefined }),
    typeReply: assign((_, params: { value: string }) => ({ reply: params.value, replyError: undefined })),
    showReplyError: assign(({ context }) => ({
      replyError: firstMessage(GrievanceReply, { reply: context.reply })
    })),
    startStep: assign(({ context }, params: { event: GrievanceEventName }) => ({
      step: { number: context.selected ?? "", event: params.event, reply: context.reply.trim() }
    })),
    stepped: assign(({ context }, params: { grievance: AdminGrievance }) => ({
      grievances: context.grievances.map((g) => (g.number === params.grievance.number ? params.grievance : g)),
      reply: "",
      step: undefined
    })),
    stopStep: assign({ step: undefined }),
    toastStepped: emit(({ context }) => ({
      type: "toast" as const,
      kind: "success" as const,
      message: grievanceQueueMessages.done[context.step?.event ?? "Acknowledge"]
    })),
    toastStepFailed: emit((_, params: { error: unknown }) => {
      const failure = readAdminFailure(params.error)
      return {
        type: "toast" as const,
        kind: "error" as const,
        message: (failure?._tag === "GrievanceMoveRefused" && failure.message) || grievanceQueueMessages.stepFailed
      }
    })
  }
}).createMachine({
  id: "adminGrievances",
  context: {
    show: "open",
    grievances: [],
    selected: undefined,
    reply: "",
    replyError: undefined,
    step: undefined,
    error: undefined
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchGrievances",
        src: "fetchGrievances",
        input: ({ context }) => ({ show: context.show }),
        onDone: {
          target: "ready",
          actions: { type: "setGrievances", params: ({ event }) => ({ grievances: event.output }) }
        },
        onError: loadFailed
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        Show: { target: "loading", actions: { type: "setShow", params: ({ event }) => ({ show: event.show }) } },
        Open: { actions: { type: "open", params: ({ event }) => ({ number: event.number }) } },
        Close: { actions: "close" },
        "Type reply": { actions: { type: "typeReply", params: ({ event }) => ({ value: event.value }) } },
        Acknowledge: stepTransition("Acknowledge"),
        "Send reply": [
          {
            guard: "canSendReply",
            target: "stepping",
            actions: { type: "startStep", params: { event: "Reply" as const } }
          },
          {
            guard: { type: "allowed", params: { event: "Reply" as const } },
            actions: "showReplyError"
          }
        ],
        Resolve: stepTransition("Resolve")
      }
    },
    stepping: {
      invoke: {
        id: "stepGrievance",
        src: "stepGrievance",
        input: ({ context }) => context.step ?? { number: "", event: "Acknowledge" as const, reply: "" },
        onDone: {
          target: "ready",
          actions: ["toastStepped", { type: "stepped", params: ({ event }) => ({ grievance: event.output }) }]
        },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "ready",
            actions: ["stopStep", "tellUnauthorized"]
          },
          {
            target: "loading",
            actions: ["stopStep", { type: "toastStepFailed", params: ({ event }) => ({ error: event.error }) }]
          }
        ]
      }
    }
  }
})

/**
 * One enquiry in the back office: it loads; staff pick one of the moves the lifecycle chart allows from its status
 * (domain/application-status.ts), may add a note, and confirm; the server's answer (the enquiry as it
 * is now) replaces it. A refused move (someone else moved it meanwhile) shows the server's message and reloads.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type AdminCallFailure, readAdminFailure } from "../domain/admin-api/failures.ts"
import type { EnquiryDetail } from "../domain/admin-api.ts"
import { nextStatus } from "../domain/application-status.ts"
import { unauthorized } from "./admin-loading.ts"

export const enquiryMessages = {
  notFound: "No enquiry has this tracking ID.",
  failed: "The enquiry could not be loaded. Please try again.",
  moveFailed: "The status could not be changed. Please try again."
} as const

interface Context {
  trackingId: string
  enquiry: EnquiryDetail | undefined
  chosen: string | undefined
  note: string
  error: string | undefined
}

/** How loading the enquiry and moving it can fail (AdminNotFound, MoveRefused, the session's Unauthorized, ...). */
export type EnquiryCallFailure = AdminCallFailure<"enquiries", "detail"> | AdminCallFailure<"enquiries", "move">

/** A refused move's own words (someone else moved it meanwhile), else `fallback`. */
const messageOf = (error: unknown, fallback: string): string => {
  const failure = readAdminFailure(error)
  return (failure?._tag === "MoveRefused" && failure.message) || fallback
}

export const adminEnquiryMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { trackingId: string },
    events: {} as
      | { type: "Choose move"; event: string }
      | { type: "Type note"; value: string }
      | { type: "Confirm move" }
      | { type: "Cancel move" }
      | { type: "Try again" },
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchEnquiry: fromPromise<EnquiryDetail, { trackingId: string }>(async () => {
      throw new Error("fetchEnquiry is provided by the app")
    }),
    moveEnquiry: fromPromise<EnquiryDetail, { trackingId: string; event: string; note: string }>(async () => {
      throw new Error("moveEnquiry is provided by the app")
    })
  },
  actions: {
    setEnquiry: assign((_, params: { enquiry: EnquiryDetail }) => ({ enquiry: params.enquiry, error: undefined })),
    showFailed: assign({ error: enquiryMessages.failed }),
    showNotFound: assign({ error: enquiryMessages.notFound }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    choose: assign((_, params: { event: string }) => ({ chosen: params.event, note: "" })),
    setNote: assign((_, params: { value: string }) => ({ note: params.value })),
    forgetChoice: assign({ chosen: undefined, note: "" }),
    moved: assign((_, params: { enquiry: EnquiryDetail }) => ({
      enquiry: params.enquiry,
      chosen: undefined,
      note: ""
    })),
    toastMoved: emit((_, params: { status: string }) => ({
      type: "toast" as const,
      kind: "success" as const,
      message: `Status changed to ${params.status}.`
    })),
    toastRefused: emit((_, params: { error: unknown }) => ({
      type: "toast" as const,
      kind: "error" as const,
      message: messageOf(params.error, enquiryMessages.moveFailed)
    }))
  },
  guards: {
    allowed: ({ context }, params: { event: string }) =>
      context.enquiry !== undefined && nextStatus(context.enquiry.status, params.event) !== undefined,
    notFound: (_, params: { error: unknown }) => readAdminFailure(params.error)?._tag === "AdminNotFound",
    unauthorized
  }
}).createMachine({
  id: "adminEnquiry",
  context: ({ input }) => ({
    trackingId: input.trackingId,
    enquiry: undefined,
    chosen: undefined,
    note: "",
    error: undefined
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchEnquiry",
        src: "fetchEnquiry",
        input: ({ context }) => ({ trackingId: context.trackingId }),
        onDone: {
          target: "ready",
          actions: { type: "setEnquiry", params: ({ event }) => ({ enquiry: event.output }) }
        },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
            actions: ["showFailed", "tellUnauthorized"]
          },
          {
            guard: { type: "notFound", params: ({ event }) => ({ error: event.error }) },
            target: "notFound",
            actions: "showNotFound"
          },
          { target: "failed", actions: "showFailed" }
        ]
      }
    },
    notFound: {},
    failed: { on: { "Try again": "loading" } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "Choose move": {
              guard: { type: "allowed", params: ({ event }) => ({ event: event.event }) },
              target: "confirming",
              actions: { type: "choose", params: ({ event }) => ({ event: event.event }) }
            }
          }
        },
        confirming: {
          on: {
            "Type note": { actions: { type: "setNote", params: ({ event }) => ({ value: event.value }) } },
            "Cancel move": { target: "idle", actions: "forgetChoice" },
            "Confirm move": "moving"
          }
        },
        moving: {
          invoke: {
            id: "moveEnquiry",
            src: "moveEnquiry",
            input: ({ context }) => ({
              trackingId: context.trackingId,
              event: context.chosen ?? "",
              note: context.note
            }),
            onDone: {
              target: "idle",
              actions: [
                { type: "moved", params: ({ event }) => ({ enquiry: event.output }) },
                { type: "toastMoved", params: ({ event }) => ({ status: event.output.status }) }
              ]
            },
            onError: [
              {
                guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: ["forgetChoice", "tellUnauthorized"]
              },
              {
                target: "#adminEnquiry.loading",
                actions: ["forgetChoice", { type: "toastRefused", params: ({ event }) => ({ error: event.error }) }]
              }
            ]
          }
        }
      }
    }
  }
})

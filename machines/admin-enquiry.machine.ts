/**
 * One enquiry in the back office: it loads; staff pick one of the moves the lifecycle chart allows from its status
 * (domain/application-status.ts), may add a note, and confirm; the server's answer (the enquiry as it
 * is now) replaces it. A refused move (someone else moved it meanwhile) shows the server's message and reloads.
 *
 * Staff log a call: the form opens only when the person's contact preference allows a call at the moment the view
 * gives (domain/contact-preference.ts, `mayCall`); they choose how it went, may add a note, and log it. The server
 * checks the preference again: its refusal (no calls, outside the window) is shown and the enquiry reloaded, since
 * the preference may have changed.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type AdminCallFailure, readAdminFailure } from "../domain/admin-api/failures.ts"
import type { CallOutcome, EnquiryDetail } from "../domain/admin-api.ts"
import { nextStatus } from "../domain/application-status.ts"
import { mayCall } from "../domain/contact-preference.ts"
import { unauthorized } from "./admin-loading.ts"

export const enquiryMessages = {
  notFound: "No enquiry has this tracking ID.",
  failed: "The enquiry could not be loaded. Please try again.",
  moveFailed: "The status could not be changed. Please try again.",
  chooseOutcome: "Choose how the call went.",
  callFailed: "The call could not be logged. Please try again.",
  callLogged: "Call logged."
} as const

interface Context {
  trackingId: string
  enquiry: EnquiryDetail | undefined
  chosen: string | undefined
  note: string
  error: string | undefined
  /** The call being logged: how it went (none chosen yet) and its note. */
  outcome: CallOutcome | undefined
  callNote: string
  /** Why the last try to log a call did not: the server's refusal, or a failure. */
  callProblem: string | undefined
}

/** How loading the enquiry and moving it can fail (AdminNotFound, MoveRefused, the session's Unauthorized, ...). */
export type EnquiryCallFailure =
  | AdminCallFailure<"enquiries", "detail">
  | AdminCallFailure<"enquiries", "move">
  | AdminCallFailure<"enquiries", "logCall">

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
      | { type: "Try again" }
      | { type: "Open call log"; at: number }
      | { type: "Choose outcome"; outcome: CallOutcome }
      | { type: "Type call note"; value: string }
      | { type: "Log call" }
      | { type: "Cancel call" },
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchEnquiry: fromPromise<EnquiryDetail, { trackingId: string }>(async () => {
      throw new Error("fetchEnquiry is provided by the app")
    }),
    moveEnquiry: fromPromise<EnquiryDetail, { trackingId: string; event: string; note: string }>(async () => {
      throw new Error("moveEnquiry is provided by the app")
    }),
    logCall: fromPromise<EnquiryDetail, { trackingId: string; outcome: CallOutcome; note: string }>(async () => {
      throw new Error("logCall is provided by the app")
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
    openCallLog: assign({ outcome: undefined, callNote: "", callProblem: undefined }),
    chooseOutcome: assign((_, params: { outcome: CallOutcome }) => ({
      outcome: params.outcome,
      callProblem: undefined
    })),
    setCallNote: assign((_, params: { value: string }) => ({ callNote: params.value })),
    askOutcome: assign({ callProblem: enquiryMessages.chooseOutcome }),
    forgetCall: assign({ outcome: undefined, callNote: "" }),
    callLogged: assign((_, params: { enquiry: EnquiryDetail }) => ({
      enquiry: params.enquiry,
      outcome: undefined,
      callNote: "",
      callProblem: undefined
    })),
    toastCallLogged: emit({ type: "toast", kind: "success", message: enquiryMessages.callLogged }),
    showCallRefused: assign((_, params: { error: unknown }) => {
      const failure = readAdminFailure(params.error)
      return {
        outcome: undefined,
        callNote: "",
        callProblem: (failure?._tag === "CallRefused" && failure.message) || enquiryMessages.callFailed
      }
    }),
    showCallFailed: assign({ callProblem: enquiryMessages.callFailed }),
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
    /** The person's preference allows a call at `at` (the server checks again). */
    mayCallNow: ({ context }, params: { at: number }) =>
      context.enquiry !== undefined && mayCall(context.enquiry.contact, new Date(params.at))._tag === "Allowed",
    outcomeChosen: ({ context }) => context.outcome !== undefined,
    callRefused: (_, params: { error: unknown }) => readAdminFailure(params.error)?._tag === "CallRefused",
    unauthorized
  }
}).createMachine({
  id: "adminEnquiry",
  context: ({ input }) => ({
    trackingId: input.trackingId,
    enquiry: undefined,
    chosen: undefined,
    note: "",
    error: undefined,
    outcome: undefined,
    callNote: "",
    callProblem: undefined
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
            },
            "Open call log": {
              guard: { type: "mayCallNow", params: ({ event }) => ({ at: event.at }) },
              target: "callForm",
              actions: "openCallLog"
            }
          }
        },
        callForm: {
          on: {
            "Choose outcome": {
              actions: { type: "chooseOutcome", params: ({ event }) => ({ outcome: event.outcome }) }
            },
            "Type call note": { actions: { type: "setCallNote", params: ({ event }) => ({ value: event.value }) } },
            "Log call": [{ guard: "outcomeChosen", target: "loggingCall" }, { actions: "askOutcome" }],
            "Cancel call": { target: "idle", actions: "forgetCall" }
          }
        },
        loggingCall: {
          invoke: {
            id: "logCall",
            src: "logCall",
            input: ({ context }) => ({
              trackingId: context.trackingId,
              outcome: context.outcome ?? "reached",
              note: context.callNote
            }),
            onDone: {
              target: "idle",
              actions: [{ type: "callLogged", params: ({ event }) => ({ enquiry: event.output }) }, "toastCallLogged"]
            },
            onError: [
              {
                guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: ["forgetCall", "tellUnauthorized"]
              },
              {
                guard: { type: "callRefused", params: ({ event }) => ({ error: event.error }) },
                target: "#adminEnquiry.loading",
                actions: { type: "showCallRefused", params: ({ event }) => ({ error: event.error }) }
              },
              { target: "callForm", actions: "showCallFailed" }
            ]
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

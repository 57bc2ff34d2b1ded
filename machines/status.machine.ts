/**
 * Application status (spec sections 2 and 4 "Status page: loading, error, loaded", section 8 "Tracking"):
 * no ID gives 'No tracking ID provided'; an unknown one 'Application Not Found'; a failed fetch
 * 'Failed to fetch application data', which can be tried again. An enquiry erased at the person's request ("My data",
 * issue 14) reads 'Removed at your request'. Too many look-ups from one address (429) read 'Too many requests. Please try
 * again later.', which can be tried again too.
 */
import { assign, fromPromise, setup } from "xstate"
import type { TrackedApplication } from "../domain/api.ts"
import { type CallFailure, readFailure } from "../domain/failures.ts"
import { stripWhitespace } from "../domain/tracking-id.ts"
import { messages } from "../domain/validation.ts"
import { m } from "../i18n/paraglide/messages.js"

/** The status page's errors, in the language in force when read (the `apply` and `validation` catalogs). */
export const statusMessages = {
  get noId() {
    return messages.trackingIdRequired
  },
  get notFound() {
    return m.apply_status_not_found()
  },
  get failed() {
    return m.apply_status_fetch_failed()
  },
  get removed() {
    return m.apply_status_removed()
  },
  get tooMany() {
    return m.apply_status_too_many()
  }
}

/** How the fetch actor fails: the tracking call's failures. */
export type FetchFailure = CallFailure<"enquiries", "track">

export interface StatusContext {
  readonly trackingId: string
  readonly application: TrackedApplication | undefined
  readonly error: string | undefined
}

export const statusMachine = setup({
  types: {
    context: {} as StatusContext,
    events: {} as { type: "Retry" },
    input: {} as { trackingId: string | null | undefined }
  },
  actors: {
    fetchApplication: fromPromise<TrackedApplication, { trackingId: string }>(async () => {
      throw new Error("fetchApplication is provided by the app")
    })
  },
  guards: {
    hasTrackingId: ({ context }) => context.trackingId.length > 0,
    isNotFound: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "ApplicationNotFound",
    isRemoved: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "ApplicationRemoved",
    isTooMany: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "TooManyRequests"
  },
  actions: {
    keepApplication: assign((_, params: { application: TrackedApplication }) => ({
      application: params.application,
      error: undefined
    })),
    setError: assign((_, params: { error: string }) => ({ error: params.error }))
  }
}).createMachine({
  id: "status",
  context: ({ input }) => ({
    trackingId: stripWhitespace(input.trackingId ?? ""),
    application: undefined,
    error: undefined
  }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "hasTrackingId", target: "loading" },
        { target: "missingId", actions: { type: "setError", params: () => ({ error: statusMessages.noId }) } }
      ]
    },
    loading: {
      invoke: {
        id: "fetchApplication",
        src: "fetchApplication",
        input: ({ context }) => ({ trackingId: context.trackingId }),
        onDone: {
          target: "loaded",
          actions: { type: "keepApplication", params: ({ event }) => ({ application: event.output }) }
        },
        onError: [
          {
            guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) },
            target: "notFound",
            actions: { type: "setError", params: () => ({ error: statusMessages.notFound }) }
          },
          {
            guard: { type: "isRemoved", params: ({ event }) => ({ error: event.error }) },
            target: "removed",
            actions: { type: "setError", params: () => ({ error: statusMessages.removed }) }
          },
          {
            guard: { type: "isTooMany", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
            actions: { type: "setError", params: () => ({ error: statusMessages.tooMany }) }
          },
          { target: "failed", actions: { type: "setError", params: () => ({ error: statusMessages.failed }) } }
        ]
      }
    },
    loaded: {},
    missingId: {},
    notFound: {},
    removed: {},
    failed: {
      on: { Retry: "loading" }
    }
  }
})

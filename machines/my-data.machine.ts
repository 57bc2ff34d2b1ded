// Over 300 lines: one statechart (verify, view, download, correct, withdraw, erase), read and reviewed as a whole.
/**
 * "My data" (issue 14, point 4): /my-data. The person enters their mobile (the `mobileEntry` child, purpose
 * `my-data`) and verifies it (the `otp` child); the records held for it load with the token. From the records they
 * may download them as one JSON file, ask for a correction (which record, which detail, what is wrong: up to 1,000
 * characters; checked here and again by the server with the same Schema), withdraw one consent after a confirmation
 * (the record then shows its withdrawal without a reload; a failure is said in the dialog and can be tried again; a
 * consent no longer held reloads the records), or erase them after a confirmation. An
 * erasure ends the flow with what was erased and what is kept by law. A token that has expired (15 minutes) sends the
 * person back to verify again; other failures are said and can be tried again.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type ApiFailure, type CallFailure, readFailure } from "../domain/failures.ts"
import { messagesByField } from "../domain/field-errors.ts"
import { CorrectionRequest, type ErasureDone, type MyConsent, type MyData, myDataMessages } from "../domain/my-data.ts"
import { validate } from "../domain/validation.ts"
import { m } from "../i18n/paraglide/messages.js"
import { mobileEntryMachine } from "./mobile-entry.machine.ts"
import { otpMachine, type Verified } from "./otp.machine.ts"

export const myDataScreenMessages = {
  get loadFailed() {
    return m.my_data_load_failed()
  },
  get downloadFailed() {
    return m.my_data_download_failed()
  },
  get correctionFailed() {
    return m.my_data_correction_failed()
  },
  get eraseFailed() {
    return m.my_data_erase_failed()
  },
  get withdrawFailed() {
    return m.my_data_withdraw_failed()
  },
  get expired() {
    return m.my_data_expired()
  },
  get network() {
    return m.my_data_network()
  }
} as const

/**
 * How a call fails: the `myData` calls' failures (InvalidToken: the token expired or the data was erased; a
 * ValidationError carries field messages).
 */
export type MyDataFailure =
  | CallFailure<"myData", "view">
  | CallFailure<"myData", "download">
  | CallFailure<"myData", "correct">
  | CallFailure<"myData", "erase">
  | CallFailure<"myData", "withdrawConsent">

export interface CorrectionForm {
  readonly record: string
  readonly field: string
  readonly details: string
}

export type CorrectionErrors = Partial<Record<keyof CorrectionForm, string>>

export interface MyDataContext {
  readonly mobile: string
  readonly resendInSeconds: number | undefined
  readonly token: string | undefined
  readonly data: MyData | undefined
  readonly correction: CorrectionForm
  readonly errors: CorrectionErrors
  readonly erasure: ErasureDone | undefined
  /** The consent being withdrawn (its id), and why the last try failed. */
  readonly withdrawal: { readonly consentId: string; readonly failure: string | undefined } | undefined
}

export type MyDataEvent =
  | { type: "Change number" }
  | { type: "Try again" }
  | { type: "Verify again" }
  | { type: "Download" }
  | { type: "Ask for a correction"; record?: string }
  | { type: "Choose record"; value: string }
  | { type: "Type detail"; value: string }
  | { type: "Type description"; value: string }
  | { type: "Send correction" }
  | { type: "Cancel correction" }
  | { type: "Erase my data" }
  | { type: "Cancel erase" }
  | { type: "Confirm erase" }
  | { type: "Withdraw consent"; consentId: string }
  | { type: "Cancel withdrawal" }
  | { type: "Confirm withdrawal" }
  | { type: "Close" }

export type MyDataEmitted = { type: "toast"; kind: "error" | "success"; message: string }

const emptyForm: CorrectionForm = { record: "other", field: "", details: "" }

/** The form's messages (the shared Schema's), by field; empty when it can be sent. */
export const correctionErrors = (form: CorrectionForm): CorrectionErrors =>
  messagesByField({ record: "record", field: "field", details: "details" } as const, validate(CorrectionRequest, form))

/** No answer, or anything unexpected, reads as no answer (the network message). */
const noAnswer = (failure: ApiFailure | undefined): boolean => failure === undefined || failure._tag === "NetworkError"

/** The server's words for a refusal, else the step's own message. */
const messageOf = (error: unknown, fallback: string): string => {
  const failure = readFailure(error)
  return failure === undefined || failure._tag === "InvalidToken" ? fallback : failure.message || fallback
}

export const myDataMachine = setup({
  types: {
    context: {} as MyDataContext,
    events: {} as MyDataEvent,
    emitted: {} as MyDataEmitted
  },
  actors: {
    mobileEntry: mobileEntryMachine,
    otp: otpMachine,
    loadMyData: fromPromise<MyData, { token: string }>(async () => {
      throw new Error("loadMyData is provided by the app")
    }),
    /** Fetches the download and hands it to the browser as a file. */
    downloadMyData: fromPromise<void, { token: string }>(async () => {
      throw new Error("downloadMyData is provided by the app")
    }),
    sendCorrection: fromPromise<{ message: string }, { token: string; request: CorrectionForm }>(async () => {
      throw new Error("sendCorrection is provided by the app")
    }),
    eraseMyData: fromPromise<ErasureDone, { token: string }>(async () => {
      throw new Error("eraseMyData is provided by the app")
    }),
    /** Withdraws one consent; the consent as it now is. */
    withdrawConsent: fromPromise<MyConsent, { token: string; consentId: string }>(async () => {
      throw new Error("withdrawConsent is provided by the app")
    })
  },
  guards: {
    tokenRefused: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "InvalidToken",
    fieldsRefused: (_, params: { error: unknown }) => {
      const failure = readFailure(params.error)
      return failure?._tag === "ValidationError" && failure.errors.length > 0
    },
    correctionIsValid: ({ context }) => Object.keys(correctionErrors(context.correction)).length === 0,
    consentGone: (_, params: { error: unknown }) => readFailure(params.error)?._tag === "ConsentNotFound"
  },
  actions: {
    keepMobile: assign((_, params: { mobile: string; resendInSeconds?: number | undefined }) => ({
      mobile: params.mobile,
      resendInSeconds: params.resendInSeconds
    })),
    keepToken: assign((_, params: { verified: Verified }) => ({ token: params.verified.token })),
    forgetToken: assign({ token: undefined, data: undefined }),
    keepData: assign((_, params: { data: MyData }) => ({ data: params.data })),
    startCorrection: assign((_, params: { record: string | undefined }) => ({
      correction: { ...emptyForm, record: params.record ?? emptyForm.record },
      errors: {}
    })),
    chooseRecord: assign(({ context }, params: { value: string }) => ({
      correction: { ...context.correction, record: params.value },
      errors: { ...context.errors, record: undefined }
    })),
    typeDetail: assign(({ context }, params: { value: string }) => ({
      correction: { ...context.correction, field: params.value },
      errors: { ...context.errors, field: undefined }
    })),
    typeDescription: assign(({ context }, params: { value: string }) => ({
      correction: { ...context.correction, details: params.value },
      errors: { ...context.errors, details: undefined }
    })),
    showErrors: assign(({ context }) => ({ errors: correctionErrors(context.correction) })),
    showServerErrors: assign((_, params: { error: unknown }) => {
      const failure = readFailure(params.error)
      return {
        errors: messagesByField(
          { record: "record", field: "field", details: "details" } as const,
          failure?._tag === "ValidationError" ? failure.errors : []
        )
      }
    }),
    chooseConsent: assign((_, params: { consentId: string }) => ({
      withdrawal: { consentId: params.consentId, failure: undefined }
    })),
    keepWithdrawn: assign(({ context }, params: { consent: MyConsent }) => ({
      data: context.data && {
        ...context.data,
        consents: context.data.consents.map((c) => (c.id === params.consent.id ? params.consent : c))
      }
    })),
    keepWithdrawalFailure: assign(({ context }, params: { error: unknown }) => ({
      withdrawal: context.withdrawal && {
        ...context.withdrawal,
        failure: noAnswer(readFailure(params.error))
          ? myDataScreenMessages.network
          : messageOf(params.error, myDataScreenMessages.withdrawFailed)
      }
    })),
    keepErasure: assign((_, params: { erasure: ErasureDone }) => ({ erasure: params.erasure, data: undefined })),
    toastSuccess: emit((_, params: { message: string }) => ({
      type: "toast" as const,
      kind: "success" as const,
      message: params.message
    })),
    toastFailure: emit((_, params: { error: unknown; fallback: string }) => ({
      type: "toast" as const,
      kind: "error" as const,
      message: noAnswer(readFailure(params.error))
        ? myDataScreenMessages.network
        : messageOf(params.error, params.fallback)
    })),
    toastConsentGone: emit(() => ({
      type: "toast" as const,
      kind: "error" as const,
      message: myDataMessages.consentNotFound
    })),
    toastExpired: emit(() => ({
      type: "toast" as const,
      kind: "error" as const,
      message: myDataScreenMessages.expired
    }))
  }
}).createMachine({
  id: "myData",
  context: {
    mobile: "",
    resendInSeconds: undefined,
    token: undefined,
    data: undefined,
    correction: emptyForm,
    errors: {},
    erasure: undefined,
    withdrawal: undefined
  },
  initial: "entering",
  states: {
    entering: {
      invoke: {
        id: "mobileEntry",
        src: "mobileEntry",
        input: { purpose: "my-data" as const },
        onDone: {
          target: "verifying",
          actions: {
            type: "keepMobile",
            params: ({ event }) => ({ mobile: event.output.mobile, resendInSeconds: event.output.resendInSeconds })
          }
        }
      }
    },
    verifying: {
      invoke: {
        id: "otp",
        src: "otp",
        input: ({ context }) => ({
          mobile: context.mobile,
          purpose: "my-data" as const,
          resendInSeconds: context.resendInSeconds
        }),
        onDone: {
          target: "loading",
          actions: { type: "keepToken", params: ({ event }) => ({ verified: event.output }) }
        }
      },
      on: { "Change number": "entering" }
    },
    loading: {
      invoke: {
        id: "loadMyData",
        src: "loadMyData",
        input: ({ context }) => ({ token: context.token ?? "" }),
        onDone: { target: "ready", actions: { type: "keepData", params: ({ event }) => ({ data: event.output }) } },
        onError: [
          {
            guard: { type: "tokenRefused", params: ({ event }) => ({ error: event.error }) },
            target: "expired"
          },
          { target: "loadFailed" }
        ]
      }
    },
    loadFailed: { on: { "Try again": "loading" } },
    expired: {
      entry: "forgetToken",
      on: { "Verify again": "entering" }
    },
    ready: {
      initial: "viewing",
      states: {
        viewing: {
          on: {
            Download: "downloading",
            "Ask for a correction": {
              target: "correcting",
              actions: { type: "startCorrection", params: ({ event }) => ({ record: event.record }) }
            },
            "Erase my data": "confirming",
            "Withdraw consent": {
              target: "withdrawing",
              actions: { type: "chooseConsent", params: ({ event }) => ({ consentId: event.consentId }) }
            }
          }
        },
        downloading: {
          invoke: {
            id: "downloadMyData",
            src: "downloadMyData",
            input: ({ context }) => ({ token: context.token ?? "" }),
            onDone: "viewing",
            onError: [
              {
                guard: { type: "tokenRefused", params: ({ event }) => ({ error: event.error }) },
                target: "#myData.expired",
                actions: "toastExpired"
              },
              {
                target: "viewing",
                actions: {
                  type: "toastFailure",
                  params: ({ event }) => ({ error: event.error, fallback: myDataScreenMessages.downloadFailed })
                }
              }
            ]
          }
        },
        correcting: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "Choose record": {
                  actions: { type: "chooseRecord", params: ({ event }) => ({ value: event.value }) }
                },
                "Type detail": { actions: { type: "typeDetail", params: ({ event }) => ({ value: event.value }) } },
                "Type description": {
                  actions: { type: "typeDescription", params: ({ event }) => ({ value: event.value }) }
                },
                "Send correction": [{ guard: "correctionIsValid", target: "sending" }, { actions: "showErrors" }],
                "Cancel correction": "#myData.ready.viewing"
              }
            },
            sending: {
              invoke: {
                id: "sendCorrection",
                src: "sendCorrection",
                input: ({ context }) => ({ token: context.token ?? "", request: context.correction }),
                onDone: {
                  target: "#myData.loading",
                  // Our own words in the page's language (the server's say the same in English).
                  actions: { type: "toastSuccess", params: () => ({ message: myDataMessages.correctionSent }) }
                },
                onError: [
                  {
                    guard: { type: "tokenRefused", params: ({ event }) => ({ error: event.error }) },
                    target: "#myData.expired",
                    actions: "toastExpired"
                  },
                  {
                    guard: { type: "fieldsRefused", params: ({ event }) => ({ error: event.error }) },
                    target: "editing",
                    actions: { type: "showServerErrors", params: ({ event }) => ({ error: event.error }) }
                  },
                  {
                    target: "editing",
                    actions: {
                      type: "toastFailure",
                      params: ({ event }) => ({ error: event.error, fallback: myDataScreenMessages.correctionFailed })
                    }
                  }
                ]
              }
            }
          }
        },
        withdrawing: {
          initial: "confirming",
          states: {
            confirming: {
              on: { "Confirm withdrawal": "sending", "Cancel withdrawal": "#myData.ready.viewing" }
            },
            sending: {
              invoke: {
                id: "withdrawConsent",
                src: "withdrawConsent",
                input: ({ context }) => ({
                  token: context.token ?? "",
                  consentId: context.withdrawal?.consentId ?? ""
                }),
                onDone: {
                  target: "done",
                  actions: { type: "keepWithdrawn", params: ({ event }) => ({ consent: event.output }) }
                },
                onError: [
                  {
                    guard: { type: "tokenRefused", params: ({ event }) => ({ error: event.error }) },
                    target: "#myData.expired",
                    actions: "toastExpired"
                  },
                  {
                    // Erased meanwhile (another tab): the records have changed, so they are read again.
                    guard: { type: "consentGone", params: ({ event }) => ({ error: event.error }) },
                    target: "#myData.loading",
                    actions: "toastConsentGone"
                  },
                  {
                    target: "failed",
                    actions: { type: "keepWithdrawalFailure", params: ({ event }) => ({ error: event.error }) }
                  }
                ]
              }
            },
            failed: {
              on: { "Try again": "sending", "Cancel withdrawal": "#myData.ready.viewing" }
            },
            done: {
              on: { Close: "#myData.ready.viewing" }
            }
          }
        },
        confirming: {
          on: { "Cancel erase": "viewing", "Confirm erase": "erasing" }
        },
        erasing: {
          invoke: {
            id: "eraseMyData",
            src: "eraseMyData",
            input: ({ context }) => ({ token: context.token ?? "" }),
            onDone: {
              target: "#myData.erased",
              actions: { type: "keepErasure", params: ({ event }) => ({ erasure: event.output }) }
            },
            onError: [
              {
                guard: { type: "tokenRefused", params: ({ event }) => ({ error: event.error }) },
                target: "#myData.expired",
                actions: "toastExpired"
              },
              {
                target: "viewing",
                actions: {
                  type: "toastFailure",
                  params: ({ event }) => ({ error: event.error, fallback: myDataScreenMessages.eraseFailed })
                }
              }
            ]
          }
        }
      }
    },
    erased: { type: "final" }
  }
})

/**
 * The lender catalogue in the back office: the newest version (its lenders and their products) and its history load
 * together; staff open a lender, change its fields and its products' figures, and save. The figures are checked here
 * by the catalogue's own schemas (domain/lender-edit.ts) before anything is sent, and the server's 400 lands on the
 * same fields. A save carries the version the form was opened from: when someone saved a newer one meanwhile the
 * server refuses it (409) and the form says so, with 'Reload' (which opens the same lender from the newest version).
 * A saved edit reloads the catalogue and the history; an ended session is handed to the shell.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type AdminCallFailure, readAdminFailure } from "../domain/admin-api/failures.ts"
import type { CatalogueVersion, SavedVersion } from "../domain/admin-api.ts"
import { editOf, LenderEdit } from "../domain/lender-edit.ts"
import type { Catalogue } from "../domain/lenders.ts"
import { validate } from "../domain/validation.ts"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export const lenderMessages = {
  failed: "The lender catalogue could not be loaded. Please try again.",
  saveFailed: "The lender could not be saved. Please try again.",
  conflict: "Someone saved a newer version; reload",
  fix: "Please correct the marked figures.",
  saved: (version: number) => `Saved as version ${version}.`
} as const

/** How saving a lender can fail: CatalogueChanged (409), ValidationError (400), AdminNotFound, no answer... */
export type SaveLenderFailure = AdminCallFailure<"lenders", "save">

export interface LendersData {
  readonly catalogue: Catalogue
  readonly history: ReadonlyArray<CatalogueVersion>
}

interface Context {
  catalogue: Catalogue | undefined
  history: ReadonlyArray<CatalogueVersion>
  /** The lender being edited, and its form. */
  selected: string | undefined
  draft: LenderEdit | undefined
  /** Each field's message, by its dotted path in the edit ("products.0.amount"). */
  errors: Readonly<Record<string, string>>
  conflict: boolean
  error: string | undefined
}

export type AdminLendersEvent =
  | { type: "Open lender"; id: string }
  | { type: "Close lender" }
  | { type: "Change"; draft: LenderEdit }
  | { type: "Save" }
  | { type: "Reload" }
  | { type: "Try again" }

/** The first message for each field path of the local check. */
const localErrors = (draft: LenderEdit): Record<string, string> => {
  const errors: Record<string, string> = {}
  for (const issue of validate(LenderEdit, draft)) errors[issue.path.map(String).join(".")] ??= issue.message
  return errors
}

export const adminLendersMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AdminLendersEvent,
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchLenders: fromPromise<LendersData>(async () => {
      throw new Error("fetchLenders is provided by the app")
    }),
    saveLender: fromPromise<SavedVersion, { id: string; edit: LenderEdit }>(async () => {
      throw new Error("saveLender is provided by the app")
    })
  },
  actions: {
    setData: assign(({ context }, params: { data: LendersData }) => ({
      catalogue: params.data.catalogue,
      history: params.data.history,
      draft: context.selected === undefined ? undefined : editOf(params.data.catalogue, context.selected),
      errors: {},
      conflict: false,
      error: undefined
    })),
    showFailure: assign({ error: lenderMessages.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    open: assign(({ context }, params: { id: string }) => ({
      selected: params.id,
      draft: context.catalogue === undefined ? undefined : editOf(context.catalogue, params.id),
      errors: {},
      conflict: false
    })),
    close: assign({ selected: undefined, draft: undefined, errors: {}, conflict: false }),
    change: assign((_, params: { draft: LenderEdit }) => ({ draft: params.draft })),
    checkDraft: assign(({ context }) => ({ errors: context.draft === undefined ? {} : localErrors(context.draft) })),
    toastSaved: emit((_, params: { saved: SavedVersion }) => ({
      type: "toast" as const,
      kind: "success" as const,
      message: lenderMessages.saved(params.saved.version)
    })),
    refused: assign((_, params: { error: unknown }) => {
      const failure = readAdminFailure(params.error)
      if (failure?._tag === "CatalogueChanged") return { conflict: true }
      if (failure?._tag === "ValidationError") {
        const errors: Record<string, string> = {}
        for (const e of failure.errors) errors[e.path] ??= e.message
        return { errors }
      }
      return {}
    }),
    toastSaveFailed: emit((_, params: { error: unknown }) => {
      const failure = readAdminFailure(params.error)
      return {
        type: "toast" as const,
        kind: "error" as const,
        message:
          failure?._tag === "CatalogueChanged"
            ? lenderMessages.conflict
            : failure?._tag === "ValidationError"
              ? lenderMessages.fix
              : (failure?._tag === "AdminNotFound" && failure.message) || lenderMessages.saveFailed
      }
    })
  },
  guards: {
    unauthorized,
    knownLender: ({ context }, params: { id: string }) =>
      context.catalogue?.lenders.some((l) => l.id === params.id) ?? false,
    draftValid: ({ context }) => context.draft !== undefined && Object.keys(localErrors(context.draft)).length === 0
  }
}).createMachine({
  id: "adminLenders",
  context: {
    catalogue: undefined,
    history: [],
    selected: undefined,
    draft: undefined,
    errors: {},
    conflict: false,
    error: undefined
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchLenders",
        src: "fetchLenders",
        onDone: { target: "ready", actions: { type: "setData", params: ({ event }) => ({ data: event.output }) } },
        onError: loadFailed
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        "Open lender": {
          guard: { type: "knownLender", params: ({ event }) => ({ id: event.id }) },
          actions: { type: "open", params: ({ event }) => ({ id: event.id }) }
        },
        "Close lender": { actions: "close" },
        Change: { actions: { type: "change", params: ({ event }) => ({ draft: event.draft }) } },
        Save: [{ guard: "draftValid", target: "saving", actions: "checkDraft" }, { actions: "checkDraft" }],
        Reload: "loading"
      }
    },
    saving: {
      invoke: {
        id: "saveLender",
        src: "saveLender",
        input: ({ context }) => ({ id: context.selected ?? "", edit: context.draft! }),
        onDone: {
          target: "loading",
          actions: { type: "toastSaved", params: ({ event }) => ({ saved: event.output }) }
        },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "ready",
            actions: "tellUnauthorized"
          },
          {
            target: "ready",
            actions: [
              { type: "refused", params: ({ event }) => ({ error: event.error }) },
              { type: "toastSaveFailed", params: ({ event }) => ({ error: event.error }) }
            ]
          }
        ]
      }
    }
  }
})

/**
 * The home carousel in the back office: the slides load in order; staff add a slide or edit one (heading, text, an
 * uploaded image, the two buttons and whether each shows, whether the slide is shown), checked with the server's
 * own Schema before saving; and move a slide earlier or later. A 401 anywhere is told to the app.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type AdminCallFailure, readAdminFailure } from "../domain/admin-api/failures.ts"
import { type AdminSlide, type SlideInput, SlideInput as SlideInputSchema, slideMessages } from "../domain/admin-api.ts"
import { validate } from "../domain/validation.ts"
import { loadFailed, unauthorized } from "./admin-loading.ts"

export const carouselMessages = {
  failed: "The slides could not be loaded. Please try again.",
  saveFailed: "The slide could not be saved. Please try again.",
  moveFailed: "The slide could not be moved. Please try again.",
  saved: slideMessages.saved
} as const

/** A slide being written: every field there, the Hindi ones empty until staff write them. */
export type SlideDraft = SlideInput & {
  readonly headingHi: string
  readonly textHi: string
  readonly primaryButtonTextHi: string
  readonly secondaryButtonTextHi: string
}

export const emptySlide: SlideDraft = {
  heading: "",
  text: "",
  imageUrl: "",
  isPrimaryButtonEnabled: false,
  primaryButtonText: "",
  primaryButtonUrl: "",
  isSecondaryButtonEnabled: false,
  secondaryButtonText: "",
  secondaryButtonUrl: "",
  isActive: true,
  headingHi: "",
  textHi: "",
  primaryButtonTextHi: "",
  secondaryButtonTextHi: ""
}

export type SlideField = keyof SlideInput
export type SlideErrors = Partial<Record<SlideField, string>>

/** The shared Schema's messages by field. */
export const slideErrors = (draft: SlideInput): SlideErrors => {
  const errors: SlideErrors = {}
  for (const issue of validate(SlideInputSchema, draft)) {
    const field = String(issue.path[0] ?? "heading") as SlideField
    errors[field] ??= issue.message
  }
  return errors
}

const inputOf = (slide: AdminSlide): SlideDraft => {
  const { id: _id, position: _position, ...input } = slide
  return input
}

interface Context {
  slides: ReadonlyArray<AdminSlide>
  editingId: string | undefined
  draft: SlideDraft
  errors: SlideErrors
  error: string | undefined
  moving: { id: string; direction: "earlier" | "later" } | undefined
}

/** How saving a slide and uploading its image can fail (a ValidationError carries the fields' messages). */
export type SlideCallFailure =
  | AdminCallFailure<"carousel", "add">
  | AdminCallFailure<"carousel", "edit">
  | AdminCallFailure<"carousel", "upload">

export const adminCarouselMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: "Add slide" }
      | { type: "Edit slide"; id: string }
      | { type: "Change"; field: SlideField; value: string | boolean }
      | { type: "Choose image"; file: Blob }
      | { type: "Save" }
      | { type: "Cancel" }
      | { type: "Move earlier"; id: string }
      | { type: "Move later"; id: string }
      | { type: "Try again" },
    emitted: {} as { type: "toast"; kind: "success" | "error"; message: string } | { type: "unauthorized" }
  },
  actors: {
    fetchSlides: fromPromise<ReadonlyArray<AdminSlide>>(async () => {
      throw new Error("fetchSlides is provided by the app")
    }),
    uploadImage: fromPromise<string, { file: Blob }>(async () => {
      throw new Error("uploadImage is provided by the app")
    }),
    saveSlide: fromPromise<AdminSlide, { id: string | undefined; slide: SlideInput }>(async () => {
      throw new Error("saveSlide is provided by the app")
    }),
    moveSlide: fromPromise<ReadonlyArray<AdminSlide>, { id: string; direction: "earlier" | "later" }>(async () => {
      throw new Error("moveSlide is provided by the app")
    })
  },
  actions: {
    setSlides: assign((_, params: { slides: ReadonlyArray<AdminSlide> }) => ({
      slides: params.slides,
      error: undefined,
      moving: undefined
    })),
    showFailure: assign({ error: carouselMessages.failed }),
    tellUnauthorized: emit({ type: "unauthorized" }),
    startNew: assign({ editingId: undefined, draft: emptySlide, errors: {} }),
    startEdit: assign(({ context }, params: { id: string }) => {
      const slide = context.slides.find((s) => s.id === params.id)
      return { editingId: params.id, draft: slide === undefined ? emptySlide : inputOf(slide), errors: {} }
    }),
    change: assign(({ context }, params: { field: SlideField; value: string | boolean }) => ({
      draft: { ...context.draft, [params.field]: params.value },
      errors: { ...context.errors, [params.field]: undefined }
    })),
    setImage: assign(({ context }, params: { imageUrl: string }) => ({
      draft: { ...context.draft, imageUrl: params.imageUrl },
      errors: { ...context.errors, imageUrl: undefined }
    })),
    imageRefused: assign(({ context }) => ({ errors: { ...context.errors, imageUrl: slideMessages.picture } })),
    showErrors: assign(({ context }) => ({ errors: slideErrors(context.draft) })),
    serverErrors: assign((_, params: { error: unknown }) => {
      const failure = readAdminFailure(params.error)
      const issues = failure?._tag === "ValidationError" ? failure.errors : []
      const errors: SlideErrors = {}
      for (const issue of issues) errors[(issue.path.split(".")[0] || "heading") as SlideField] ??= issue.message
      return { errors }
    }),
    startMove: assign((_, params: { id: string; direction: "earlier" | "later" }) => ({ moving: params })),
    stopMove: assign({ moving: undefined }),
    toastSaved: emit({ type: "toast", kind: "success", message: carouselMessages.saved }),
    toastSaveFailed: emit({ type: "toast", kind: "error", message: carouselMessages.saveFailed }),
    toastMoveFailed: emit({ type: "toast", kind: "error", message: carouselMessages.moveFailed })
  },
  guards: {
    unauthorized,
    invalidInput: (_, params: { error: unknown }) => readAdminFailure(params.error)?._tag === "ValidationError",
    draftValid: ({ context }) => Object.keys(slideErrors(context.draft)).length === 0,
    known: ({ context }, params: { id: string }) => context.slides.some((s) => s.id === params.id)
  }
}).createMachine({
  id: "adminCarousel",
  context: { slides: [], editingId: undefined, draft: emptySlide, errors: {}, error: undefined, moving: undefined },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchSlides",
        src: "fetchSlides",
        onDone: { target: "ready", actions: { type: "setSlides", params: ({ event }) => ({ slides: event.output }) } },
        onError: loadFailed
      }
    },
    failed: { on: { "Try again": "loading" } },
    ready: {
      on: {
        "Add slide": { target: "editing", actions: "startNew" },
        "Edit slide": {
          guard: { type: "known", params: ({ event }) => ({ id: event.id }) },
          target: "editing",
          actions: { type: "startEdit", params: ({ event }) => ({ id: event.id }) }
        },
        "Move earlier": {
          guard: { type: "known", params: ({ event }) => ({ id: event.id }) },
          target: "moving",
          actions: { type: "startMove", params: ({ event }) => ({ id: event.id, direction: "earlier" as const }) }
        },
        "Move later": {
          guard: { type: "known", params: ({ event }) => ({ id: event.id }) },
          target: "moving",
          actions: { type: "startMove", params: ({ event }) => ({ id: event.id, direction: "later" as const }) }
        }
      }
    },
    moving: {
      invoke: {
        id: "moveSlide",
        src: "moveSlide",
        input: ({ context }) => context.moving ?? { id: "", direction: "earlier" as const },
        onDone: { target: "ready", actions: { type: "setSlides", params: ({ event }) => ({ slides: event.output }) } },
        onError: [
          {
            guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "ready",
            actions: ["stopMove", "tellUnauthorized"]
          },
          { target: "loading", actions: ["stopMove", "toastMoveFailed"] }
        ]
      }
    },
    editing: {
      initial: "idle",
      states: {
        idle: {
          on: {
            Change: {
              actions: { type: "change", params: ({ event }) => ({ field: event.field, value: event.value }) }
            },
            "Choose image": "uploading",
            Save: [{ guard: "draftValid", target: "saving" }, { actions: "showErrors" }],
            Cancel: "#adminCarousel.ready"
          }
        },
        uploading: {
          invoke: {
            id: "uploadImage",
            src: "uploadImage",
            input: ({ event }) => ({ file: (event as { file?: Blob }).file ?? new Blob() }),
            onDone: {
              target: "idle",
              actions: { type: "setImage", params: ({ event }) => ({ imageUrl: event.output }) }
            },
            onError: [
              {
                guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: "tellUnauthorized"
              },
              { target: "idle", actions: "imageRefused" }
            ]
          }
        },
        saving: {
          invoke: {
            id: "saveSlide",
            src: "saveSlide",
            input: ({ context }) => ({ id: context.editingId, slide: context.draft }),
            onDone: { target: "#adminCarousel.loading", actions: "toastSaved" },
            onError: [
              {
                guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: "tellUnauthorized"
              },
              {
                guard: { type: "invalidInput", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: { type: "serverErrors", params: ({ event }) => ({ error: event.error }) }
              },
              { target: "idle", actions: "toastSaveFailed" }
            ]
          }
        }
      }
    }
  }
})

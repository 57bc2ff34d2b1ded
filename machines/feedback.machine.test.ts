import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { networkError, serverError, validationError } from "../domain/failures.fixtures.ts"
import { feedbackMaxLength } from "../domain/testimonials.ts"
import {
  type FeedbackAnswer,
  type FeedbackEmitted,
  type FeedbackFailure,
  type FeedbackRequest,
  feedbackMachine,
  type PictureFile
} from "./feedback.machine.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  feedbackException: "An error occurred while submitting feedback. Please try again.",
  feedbackFailure: "Failed to submit feedback. Please try again.",
  feedbackImage: "Please select an image file (JPEG, JPG, PNG, SVG, etc.).",
  feedbackRequired: "Please fill in all required fields.",
  feedbackSuccess: "Feedback submitted successfully!"
} as const
/** Our words where the spec names none, written out as well. */
const ours = {
  feedbackPictureTooLarge: "Please select an image of at most 2 MB."
} as const

const photo: PictureFile = { name: "me.jpg", type: "image/jpeg", size: 120_000 }

/** A submit actor whose outcome the test decides; it records each request. */
const fakeSubmit = (outcome: () => unknown) => {
  const requests: Array<FeedbackRequest> = []
  const logic = fromPromise<FeedbackAnswer, FeedbackRequest>(async ({ input }) => {
    requests.push(input)
    const result = outcome()
    if (result instanceof Error || (typeof result === "object" && result !== null && "_tag" in result)) throw result
    return result as FeedbackAnswer
  })
  return { logic, requests }
}

const start = (submit = fakeSubmit(() => ({ success: true, message: "ok" }))) => {
  const actor = createActor(feedbackMachine.provide({ actors: { submitFeedback: submit.logic } })).start()
  const toasts: Array<FeedbackEmitted> = []
  actor.on("toast", (t) => toasts.push(t))
  return { actor, toasts, submit }
}

const fill = (actor: ReturnType<typeof start>["actor"]) => {
  actor.send({ type: "Edit field", field: "name", value: " Asha Rao " })
  actor.send({ type: "Edit field", field: "email", value: "asha@example.in" })
  actor.send({ type: "Choose loan type", loanType: "Home Loan" })
  actor.send({ type: "Edit field", field: "feedback", value: "Helpful team, quick sanction." })
  actor.send({ type: "Rate", rating: 4 })
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe("the feedback form", () => {
  it("an empty form is not sent: every field is marked and the toast asks for the required fields", () => {
    const { actor, toasts, submit } = start()
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.errors).toEqual({
      name: spec.feedbackRequired,
      email: spec.feedbackRequired,
      loanType: spec.feedbackRequired,
      feedback: spec.feedbackRequired,
      rating: spec.feedbackRequired
    })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: spec.feedbackRequired }])
    expect(submit.requests).toEqual([])
  })

  it("a missing rating alone still says 'Please fill in all required fields.'", () => {
    const { actor, toasts } = start()
    fill(actor)
    actor.send({ type: "Rate", rating: 0 })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors).toEqual({ rating: spec.feedbackRequired })
    expect(toasts.at(-1)?.message).toBe(spec.feedbackRequired)
  })

  it("a bad e-mail says so", () => {
    const { actor, toasts } = start()
    fill(actor)
    actor.send({ type: "Edit field", field: "email", value: "asha@" })
    actor.send({ type: "Submit" })
    expect(toasts.at(-1)?.message).toBe("Please enter a valid email address.")
  })

  it("marks clear as the person fixes them, and no message appears while first typing", () => {
    const { actor } = start()
    actor.send({ type: "Edit field", field: "email", value: "a" })
    expect(actor.getSnapshot().context.errors.email).toBeUndefined()
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().context.errors.email).toBe("Please enter a valid email address.")
    actor.send({ type: "Edit field", field: "email", value: "asha@example.in" })
    expect(actor.getSnapshot().context.errors.email).toBeUndefined()
    actor.send({ type: "Rate", rating: 5 })
    expect(actor.getSnapshot().context.errors.rating).toBeUndefined()
    actor.send({ type: "Choose loan type", loanType: "Auto Loan" })
    expect(actor.getSnapshot().context.errors.loanType).toBeUndefined()
  })

  it("the feedback stops at 175 characters", () => {
    const { actor } = start()
    actor.send({ type: "Edit field", field: "feedback", value: "x".repeat(200) })
    expect(actor.getSnapshot().context.form.feedback).toHaveLength(feedbackMaxLength)
  })

  it("sends the trimmed submission, clears the form and thanks the person", async () => {
    const { actor, toasts, submit } = start()
    fill(actor)
    actor.send({ type: "Choose picture", file: photo })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("submitting")
    await settle()
    expect(submit.requests).toEqual([
      {
        submission: {
          name: "Asha Rao",
          email: "asha@example.in",
          loanType: "Home Loan",
          feedback: "Helpful team, quick sanction.",
          rating: 4
        },
        picture: photo
      }
    ])
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context).toEqual({
      form: { name: "", email: "", loanType: "", feedback: "", rating: 0 },
      picture: null,
      errors: {},
      sent: true
    })
    expect(toasts).toEqual([{ type: "toast", kind: "success", message: spec.feedbackSuccess }])
    actor.send({ type: "Edit field", field: "name", value: "R" })
    expect(actor.getSnapshot().context.sent).toBe(false)
  })

  it("a picture that is not an image is refused with the spec's message", () => {
    const { actor, toasts } = start()
    actor.send({ type: "Choose picture", file: photo })
    actor.send({ type: "Choose picture", file: { name: "cv.pdf", type: "application/pdf", size: 1000 } })
    expect(actor.getSnapshot().context.picture).toBeNull()
    expect(actor.getSnapshot().context.errors.profilePicture).toBe(spec.feedbackImage)
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: spec.feedbackImage }])
    actor.send({ type: "Choose picture", file: photo })
    expect(actor.getSnapshot().context.picture).toEqual(photo)
    expect(actor.getSnapshot().context.errors.profilePicture).toBeUndefined()
  })

  it("a picture over 2 MB is refused; one can be removed", () => {
    const { actor, toasts } = start()
    actor.send({ type: "Choose picture", file: { name: "big.png", type: "image/png", size: 3 * 1024 * 1024 } })
    expect(toasts.at(-1)?.message).toBe(ours.feedbackPictureTooLarge)
    actor.send({ type: "Choose picture", file: photo })
    actor.send({ type: "Remove picture" })
    expect(actor.getSnapshot().context.picture).toBeNull()
  })

  const failures: Array<[string, FeedbackFailure | Error, string]> = [
    [
      "the server's message",
      validationError(
        [{ path: "profilePicture", message: spec.feedbackImage }],
        "Please select an image file (JPEG, JPG, PNG, SVG, etc.)."
      ),
      spec.feedbackImage
    ],
    ["the failure message when the server gave none", serverError(), spec.feedbackFailure],
    ["the exception message when no answer came", networkError(), spec.feedbackException],
    ["the exception message for anything unexpected", new Error("boom"), spec.feedbackException]
  ]

  it.each(failures)("a failure keeps the form and toasts %s", async (_, failure, message) => {
    const { actor, toasts } = start(fakeSubmit(() => failure))
    fill(actor)
    actor.send({ type: "Submit" })
    await settle()
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.form.name).toBe(" Asha Rao ")
    expect(toasts).toEqual([{ type: "toast", kind: "error", message }])
  })

  it("the server's field messages land on their fields", async () => {
    const { actor } = start(
      fakeSubmit(() => validationError([{ path: "profilePicture", message: spec.feedbackImage }], spec.feedbackImage))
    )
    fill(actor)
    actor.send({ type: "Choose picture", file: photo })
    actor.send({ type: "Submit" })
    await settle()
    expect(actor.getSnapshot().context.errors.profilePicture).toBe(spec.feedbackImage)
  })

  it("a failure without any value toasts the exception message and keeps the form", async () => {
    const logic = fromPromise<FeedbackAnswer, FeedbackRequest>(() => Promise.reject(undefined))
    const actor = createActor(feedbackMachine.provide({ actors: { submitFeedback: logic } })).start()
    const toasts: Array<FeedbackEmitted> = []
    actor.on("toast", (t) => toasts.push(t))
    fill(actor)
    actor.send({ type: "Submit" })
    await waitFor(actor, (s) => s.matches("editing"), { timeout: 3000 })
    expect(toasts).toEqual([{ type: "toast", kind: "error", message: spec.feedbackException }])
    expect(actor.getSnapshot().context.form.name).toBe(" Asha Rao ")
  })

  it("choosing or removing a picture clears the picture's message only", () => {
    const { actor } = start()
    actor.send({ type: "Submit" })
    const nameMessage = spec.feedbackRequired
    actor.send({ type: "Choose picture", file: photo })
    expect(actor.getSnapshot().context.errors.name).toBe(nameMessage)
    actor.send({ type: "Choose picture", file: { name: "cv.pdf", type: "application/pdf", size: 1000 } })
    expect(actor.getSnapshot().context.errors.profilePicture).toBe(spec.feedbackImage)
    actor.send({ type: "Remove picture" })
    expect(actor.getSnapshot().context.errors.profilePicture).toBeUndefined()
    expect(actor.getSnapshot().context.errors.name).toBe(nameMessage)
  })

  it("starts not sent; after a send, any change (loan type, rating, picture) makes it not sent again", async () => {
    const { actor } = start()
    expect(actor.getSnapshot().context.sent).toBe(false)
    const changes = [
      { type: "Choose loan type", loanType: "Home Loan" },
      { type: "Rate", rating: 3 },
      { type: "Choose picture", file: photo },
      { type: "Choose picture", file: { name: "cv.pdf", type: "application/pdf", size: 1000 } }
    ] as const
    for (const change of changes) {
      fill(actor)
      actor.send({ type: "Submit" })
      await waitFor(actor, (s) => s.matches("editing") && s.context.sent, { timeout: 3000 })
      actor.send(change)
      expect(actor.getSnapshot().context.sent).toBe(false)
    }
  })

  it("a field's message kept current while typing leaves the other fields' messages alone", () => {
    const { actor } = start()
    actor.send({ type: "Submit" })
    actor.send({ type: "Edit field", field: "name", value: "Asha" })
    expect(actor.getSnapshot().context.errors).toEqual({
      email: spec.feedbackRequired,
      loanType: spec.feedbackRequired,
      feedback: spec.feedbackRequired,
      rating: spec.feedbackRequired
    })
  })

  it("ignores edits while sending", () => {
    const { actor } = start(fakeSubmit(() => new Promise(() => {})))
    fill(actor)
    actor.send({ type: "Submit" })
    actor.send({ type: "Edit field", field: "name", value: "Someone else" })
    actor.send({ type: "Submit" })
    expect(actor.getSnapshot().value).toBe("submitting")
    expect(actor.getSnapshot().context.form.name).toBe(" Asha Rao ")
  })
})

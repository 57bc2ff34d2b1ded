/** The feedback form: a person fills the first invalid field, picks a good or a bad picture, submits; the server answers. */
import { networkError } from "../domain/failures.fixtures.ts"
import { type FeedbackField, validateFeedbackForm } from "../domain/testimonials.ts"
import { type FeedbackEvent, feedbackMachine } from "../machines/feedback.machine.ts"
import type { MachineModel } from "./harness.ts"

const fixes: Record<Exclude<FeedbackField, "profilePicture">, FeedbackEvent> = {
  name: { type: "Edit field", field: "name", value: "Asha Rao" },
  email: { type: "Edit field", field: "email", value: "asha@example.in" },
  loanType: { type: "Choose loan type", loanType: "Home Loan" },
  feedback: { type: "Edit field", field: "feedback", value: "Quick and honest." },
  rating: { type: "Rate", rating: 5 }
}

const feedbackModel: MachineModel<typeof feedbackMachine> = {
  name: "feedback",
  machine: feedbackMachine,
  actors: ["submitFeedback"],
  abstract: (s) => ({
    invalid: Object.keys(validateFeedbackForm(s.context.form)).length,
    picture: s.context.picture !== null
  }),
  events: (s) => {
    const invalid = Object.keys(validateFeedbackForm(s.context.form)) as Array<keyof typeof fixes>
    return [
      ...invalid.slice(0, 1).map((field) => fixes[field]),
      { type: "Choose picture", file: { name: "me.png", type: "image/png", size: 2000 } },
      { type: "Choose picture", file: { name: "cv.pdf", type: "application/pdf", size: 2000 } },
      { type: "Remove picture" },
      { type: "Submit" },
      { type: "xstate.done.actor.submitFeedback", output: { success: true } } as never,
      { type: "xstate.error.actor.submitFeedback", error: networkError() } as never
    ]
  }
}

export const models = [feedbackModel]

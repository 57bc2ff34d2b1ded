/** The feedback machine with its live actor: POST /api/testimonials, as JSON, or multipart with a picture. */
import { type FeedbackRequest, feedbackMachine } from "../../../machines/feedback.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"

/** The spec's JSON when there is no picture; multipart form data with one. */
export const asRequest = ({ submission, picture }: FeedbackRequest) => {
  if (picture === null) return { payload: { ...submission, profilePicture: null } }
  const form = new FormData()
  form.set("name", submission.name)
  form.set("email", submission.email)
  form.set("loanType", submission.loanType)
  form.set("feedback", submission.feedback)
  form.set("rating", String(submission.rating))
  form.set("profilePicture", picture as unknown as Blob, picture.name)
  return { payload: form }
}

export const submitFeedback = fromEffect((request: FeedbackRequest) =>
  Api.use((api) => api.testimonials.submit(asRequest(request)))
)

export const liveFeedbackMachine = feedbackMachine.provide({ actors: { submitFeedback } })

import { Schema } from "effect"
import { LoanType } from "./loans.ts"
import { Email } from "./validation.ts"

export const feedbackMaxLength = 175
export const feedbackMessages = {
  required: "Please fill in all required fields.",
  image: "Please select an image file (JPEG, JPG, PNG, SVG, etc.).",
  success: "Feedback submitted successfully!",
  failure: "Failed to submit feedback. Please try again.",
  exception: "An error occurred while submitting feedback. Please try again."
} as const

export const Rating = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 }, { message: feedbackMessages.required }))

/** A testimonial as shown (spec section 3). */
export const Testimonial = Schema.Struct({
  content: Schema.String,
  userName: Schema.String,
  productType: Schema.String,
  date: Schema.String,
  rating: Rating
})
export type Testimonial = typeof Testimonial.Type

/** Feedback submission (spec section 3): name, email, profilePicture, loanType, feedback, rating. */
export const FeedbackSubmission = Schema.Struct({
  name: Schema.String.check(Schema.isNonEmpty({ message: feedbackMessages.required })),
  email: Email,
  profilePicture: Schema.NullOr(Schema.String),
  loanType: LoanType,
  feedback: Schema.String.check(
    Schema.isNonEmpty({ message: feedbackMessages.required }),
    Schema.isMaxLength(feedbackMaxLength, { message: `Feedback must be at most ${feedbackMaxLength} characters.` })
  ),
  rating: Rating
})
export type FeedbackSubmission = typeof FeedbackSubmission.Type

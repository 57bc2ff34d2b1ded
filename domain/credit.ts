import { Schema } from "effect"
import { Email, isPlainText, LettersField, Mobile, messages, Pan, unsupportedCharactersMessage } from "./validation.ts"

export const creditMessages = {
  missingToken: "Invalid or missing token. Please start over.",
  badToken: "Token has expired or is invalid. Please start over.",
  success: "Credit Score Check submitted successfully! Redirecting...",
  failure: "Failed to submit credit score check. Please try again.",
  exception: "An error occurred while checking your credit score. Please try again."
} as const

/** A PAN as it may be shown or logged: ABCDE****F (the PAN itself is never logged and is stored encrypted). */
export const maskPan = (pan: string): string =>
  pan.length === 10 ? `${pan.slice(0, 5)}****${pan.slice(9)}` : "*".repeat(pan.length)

/** A real calendar day (YYYY-MM-DD) from 1900 up to today. */
export const isPastDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getTime() <= Date.now()
  )
}

/** Ours: the spec requires the terms but gives no message. */
export const creditTermsMessage = "Please accept the terms and conditions."

/** Credit-score enquiry (spec section 3). */
export const CreditEnquiry = Schema.Struct({
  first_name: LettersField(messages.name, messages.nameRequired),
  last_name: LettersField(messages.name, "Please enter your last name."),
  gender: Schema.Literals(["Male", "Female"]),
  email: Email,
  phone: Mobile,
  panNumber: Pan,
  dob: Schema.String.check(
    isPlainText("Please enter a valid date of birth."),
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/u, { message: "Please enter your date of birth." }),
    Schema.makeFilter((s: string) => (isPastDate(s) ? undefined : "Please enter a valid date of birth."))
  ),
  address: Schema.String.check(
    isPlainText(unsupportedCharactersMessage("your address"), { multiline: true }),
    Schema.isNonEmpty({ message: "Please enter your address." }),
    Schema.isMaxLength(300)
  ),
  pincode: Schema.String.check(
    isPlainText("Please enter a valid 6-digit pincode."),
    Schema.isPattern(/^[1-9]\d{5}$/u, { message: "Please enter a valid 6-digit pincode." })
  ),
  city: LettersField(
    "City must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
    "Please enter your city."
  ),
  state: LettersField(
    "State must contain only alphabetic characters, spaces, apostrophes, and hyphens.",
    "Please enter your state."
  ),
  // A checked boolean, not Literal(true): a literal field would make the struct a union candidate on the server and
  // the 400 would name the whole payload instead of this field.
  acceptTerms: Schema.Boolean.check(
    Schema.makeFilter((accepted: boolean) => (accepted ? undefined : creditTermsMessage))
  )
})
export type CreditEnquiry = typeof CreditEnquiry.Type

/** The answer to POST /api/cibil-enquiries: the bureau page the browser leaves for after 4 s (configuration). */
export const CreditSubmitted = Schema.Struct({
  success: Schema.Literal(true),
  redirectUrl: Schema.String
})
export type CreditSubmitted = typeof CreditSubmitted.Type

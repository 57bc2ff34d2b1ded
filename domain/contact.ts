import { Schema } from "effect"
import { Email } from "./validation.ts"

export const contactMessages = {
  phone: "Phone number must be 10 digits",
  phoneToast: "Please enter a valid 10-digit phone number.",
  success: "Thank you for contacting us! We will get back to you soon.",
  failure: "Failed to send message. Please try again."
} as const

/** Contact message (spec sections 3 and 5): all four fields required; the phone is 10 digits once non-digits are stripped. */
export const ContactMessage = Schema.Struct({
  name: Schema.String.check(Schema.isNonEmpty({ message: "Please enter your name." }), Schema.isMaxLength(100)),
  email: Email,
  phone: Schema.String.check(Schema.isPattern(/^\d{10}$/u, { message: contactMessages.phone })),
  message: Schema.String.check(Schema.isNonEmpty({ message: "Please enter a message." }), Schema.isMaxLength(2000))
})
export type ContactMessage = typeof ContactMessage.Type

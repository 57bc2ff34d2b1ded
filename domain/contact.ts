/**
 * The Get In Touch message (spec sections 2 "About and Contact", 3, 5 and 8): one Schema checks the form in the
 * browser and the request on the server; the form's helpers map it to fields and messages.
 */
import { Schema } from "effect"
import { ConsentGiven } from "./consent.ts"
import { isPlainText, messages, RequiredEmail, unsupportedCharactersMessage, validate } from "./validation.ts"

export const contactMessages = {
  phone: "Phone number must be 10 digits",
  phoneToast: "Please enter a valid 10-digit phone number.",
  success: "Thank you for contacting us! We will get back to you soon.",
  failure: "Failed to send message. Please try again.",
  // Where the spec names no message, ours:
  nameRequired: messages.nameRequired,
  emailRequired: "Please enter your email address.",
  messageRequired: "Please enter a message.",
  nameTooLong: "Please keep your name under 100 characters.",
  messageTooLong: "Please keep your message under 2000 characters.",
  nameCharacters: unsupportedCharactersMessage("your name"),
  messageCharacters: unsupportedCharactersMessage("your message")
} as const

export const maxContactNameLength = 100
export const maxContactMessageLength = 2000

const requiredText = (requiredMessage: string, max: number, tooLong: string, characters: string, multiline = false) =>
  Schema.String.check(
    isPlainText(characters, { multiline }),
    Schema.makeFilter((s: string) => (s.trim() === "" ? requiredMessage : undefined), undefined, true),
    Schema.isMaxLength(max, { message: tooLong })
  )

/** Contact message (spec sections 3 and 5): all four fields required; the phone is exactly 10 digits. */
export const ContactMessage = Schema.Struct({
  name: requiredText(
    contactMessages.nameRequired,
    maxContactNameLength,
    contactMessages.nameTooLong,
    contactMessages.nameCharacters
  ),
  email: RequiredEmail(contactMessages.emailRequired),
  phone: Schema.String.check(
    isPlainText(contactMessages.phone),
    Schema.isPattern(/^\d{10}$/u, { message: contactMessages.phone })
  ),
  message: requiredText(
    contactMessages.messageRequired,
    maxContactMessageLength,
    contactMessages.messageTooLong,
    contactMessages.messageCharacters,
    true
  ),
  /** Issue 14: the person agreed to the Privacy Policy (the consent box). */
  consent: ConsentGiven
}).annotate({ identifier: "ContactMessage", description: "A Get In Touch message" })
export type ContactMessage = typeof ContactMessage.Type

// ---------------------------------------------------------------------------------------------------------------
// The form

/** The form's text fields. */
export type ContactField = Exclude<keyof ContactMessage, "consent">
export type ContactForm = { readonly [K in ContactField]: string } & {
  /** The consent box (issue 14): unticked until the person ticks it. */
  readonly consent: boolean
}
export type ContactErrors = Partial<Record<ContactField | "consent", string>>

export const contactFields: ReadonlyArray<ContactField | "consent"> = ["name", "email", "phone", "message", "consent"]

export const emptyContactForm: ContactForm = { name: "", email: "", phone: "", message: "", consent: false }

/** Non-digits are stripped from the phone as it is typed (spec section 5); other fields keep what is typed. */
export const sanitizeContactField = (field: ContactField, value: string): string =>
  field === "phone" ? value.replace(/\D+/gu, "") : value

/** What is sent: trimmed name, e-mail and message, the phone's digits. */
export const toContactPayload = (form: ContactForm): ContactMessage => ({
  name: form.name.trim(),
  email: form.email.trim(),
  phone: form.phone.replace(/\D+/gu, ""),
  message: form.message.trim(),
  consent: form.consent
})

/** Maps issues (a local decode's path lists, or the server's dotted paths) to fields, first message per field. */
export const contactErrorsByField = (
  issues: ReadonlyArray<{ readonly path: string | ReadonlyArray<PropertyKey>; readonly message: string }>
): ContactErrors => {
  const errors: Partial<Record<ContactField | "consent", string>> = {}
  for (const issue of issues) {
    const head = String((typeof issue.path === "string" ? issue.path.split(".") : issue.path)[0] ?? "")
    if ((contactFields as ReadonlyArray<string>).includes(head) && !errors[head as ContactField | "consent"]) {
      errors[head as ContactField | "consent"] = issue.message
    }
  }
  return errors
}

/** Every message of the form, checked with the schema the server uses. */
export const validateContactForm = (form: ContactForm): ContactErrors =>
  contactErrorsByField(validate(ContactMessage, toContactPayload(form)))

/** While typing, only the phone speaks (1-9 or more than 10 digits); the rest is checked on Send. */
export const liveContactMessage = (field: ContactField, value: string): string | undefined =>
  field === "phone" && value.length > 0 && value.length !== 10 ? contactMessages.phone : undefined

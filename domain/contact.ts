/**
 * The Get In Touch message (spec sections 2 "About and Contact", 3, 5 and 8): one Schema checks the form in the
 * browser and the request on the server; the form's helpers map it to fields and messages.
 */
import { Schema, SchemaGetter } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { ConsentGiven } from "./consent.ts"
import {
  isPlainText,
  liveMobileMessage,
  messages,
  mobileFieldText,
  nationalMobile,
  RequiredEmail,
  unsupportedCharactersMessage,
  validate
} from "./validation.ts"

export const contactMessages = {
  get phone() {
    return m.contact_phone_length()
  },
  get phoneToast() {
    return m.contact_phone_toast()
  },
  // Ours: the spec's mobile rule (first digit 6-9), in the contact form's words.
  get phoneStart() {
    return m.contact_phone_start()
  },
  get success() {
    return m.contact_success()
  },
  get failure() {
    return m.contact_failure()
  },
  // Where the spec names no message, ours:
  get nameRequired() {
    return messages.nameRequired
  },
  get emailRequired() {
    return m.contact_email_required()
  },
  get messageRequired() {
    return m.contact_message_required()
  },
  get nameTooLong() {
    return m.contact_name_too_long()
  },
  get messageTooLong() {
    return m.contact_message_too_long()
  },
  get nameCharacters() {
    return unsupportedCharactersMessage(m.contact_what_name())
  },
  get messageCharacters() {
    return unsupportedCharactersMessage(m.contact_what_message())
  }
}

export const maxContactNameLength = 100
export const maxContactMessageLength = 2000

const requiredText = (requiredMessage: string, max: number, tooLong: string, characters: string, multiline = false) =>
  Schema.String.check(
    isPlainText(characters, { multiline }),
    Schema.makeFilter((s: string) => (s.trim() === "" ? requiredMessage : undefined), undefined, true),
    Schema.isMaxLength(max, { message: tooLong })
  )

/**
 * A phone on the wire as people type it from habit, as its 10 national digits: spaces go, then a leading +91 (or 91
 * before ten more digits) or a leading 0 (the trunk prefix) comes off. '+91 98765 43210' and '098765 43210' are
 * 9876543210. Anything else is left for the rule to judge. (The form itself cleans more: domain/validation.ts
 * nationalMobile, the same as every mobile field's.)
 */
export const normalizeContactPhone = (raw: string): string => {
  const s = raw.replace(/\s+/gu, "")
  if (s.startsWith("+91")) return s.slice(3)
  if (/^91\d{10}$/u.test(s)) return s.slice(2)
  if (s.startsWith("0")) return s.slice(1)
  return s
}

/**
 * The contact phone on the wire and in the form: normalised (above), then the spec's rule, 10 digits starting with
 * 6, 7, 8 or 9 ('Phone number must be 10 digits'; ours for a wrong first digit). Decoding yields the 10 digits, so
 * the server stores 9876543210 whichever habit the person typed. The description sits on the encoded string: the
 * OpenAPI document shows that side, and drops annotations of custom checks.
 */
export const ContactPhone = Schema.String.annotate({
  description: "An Indian mobile: 10 digits starting with 6-9 (a leading +91 or 0 is taken off)"
})
  .check(isPlainText(contactMessages.phone))
  .pipe(
    Schema.decode({
      decode: SchemaGetter.transform(normalizeContactPhone),
      encode: SchemaGetter.transform((s: string) => s)
    })
  )
  .check(
    Schema.makeFilter(
      (s: string) =>
        !/^\d{10}$/u.test(s) ? contactMessages.phone : /^[6-9]/u.test(s) ? undefined : contactMessages.phoneStart,
      undefined,
      true
    )
  )

/** Contact message (spec sections 3 and 5): all four fields required; the phone is an Indian mobile (above). */
export const ContactMessage = Schema.Struct({
  name: requiredText(
    contactMessages.nameRequired,
    maxContactNameLength,
    contactMessages.nameTooLong,
    contactMessages.nameCharacters
  ),
  email: RequiredEmail(contactMessages.emailRequired),
  phone: ContactPhone,
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

/**
 * The phone keeps what a mobile field keeps (domain/validation.ts mobileFieldText): its 10 national digits once it
 * has them ('+91 98765 43210' shows as 9876543210), the text typed so far until then; other fields keep what is typed.
 */
export const sanitizeContactField = (field: ContactField, value: string): string =>
  field === "phone" ? mobileFieldText(value) : value

/** What is sent: trimmed name, e-mail and message, the phone's 10 national digits. */
export const toContactPayload = (form: ContactForm): ContactMessage => ({
  name: form.name.trim(),
  email: form.email.trim(),
  phone: nationalMobile(form.phone),
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
  field === "phone" && liveMobileMessage(value) !== undefined ? contactMessages.phone : undefined

// Over 300 lines: the enquiry's wire Schema, its form fields and the mapping between them change together.
/**
 * The loan enquiry: the wire payload of spec section 3 (one Schema for the browser form and the server),
 * the form's fields, and the mapping between them.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { ConsentGiven, consentRequiredMessage } from "./consent.ts"
import { ContactPreference, defaultContactPreference } from "./contact-preference.ts"
import { type AnyFieldIssue, messagesByField } from "./field-errors.ts"
import { LoanType, type LoanTypeName } from "./loans.ts"
import {
  LettersField,
  liveMobileMessage,
  Mobile,
  messages,
  mobileFieldText,
  nationalMobile,
  OptionalEmail,
  OptionalLetters,
  RequiredEmail,
  validate
} from "./validation.ts"

export const applicationTypes = ["Self", "Referral"] as const
export type ApplicationType = (typeof applicationTypes)[number]

/**
 * An optional e-mail: left out, empty, or valid; anything else gets the e-mail message. `optionalKey`, not `optional`:
 * the server's JSON codec reads null as undefined for an `optional` field, and so took `email: null`.
 */
const OptionalEmailField = Schema.optionalKey(OptionalEmail)

const sameEmail = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * How and when the person the enquiry is about may be contacted (domain/contact-preference.ts). Optional on the wire:
 * the specification's payload leaves it out, and such an enquiry holds the default (a call and SMS, 09:00-21:00).
 */
const ContactField = Schema.optionalKey(ContactPreference)

/** The message when e-mail is chosen without an address: the applicant's own words, or about the referred friend. */
export const contactEmailMessages = {
  get self() {
    return m.apply_contact_pref_email_needed()
  },
  get friend() {
    return m.apply_contact_pref_friend_email_needed()
  }
}

/**
 * E-mail chosen as a way to hear from us needs an address to write to: an issue on `email` when it is empty. Only
 * the person contacted counts (the applicant, or the referred friend), never the referrer's e-mail.
 */
export const contactEmailIssues = (
  o: { readonly email?: string | undefined; readonly contact?: ContactPreference | undefined },
  message: string
): Array<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }> =>
  o.contact?.channels.includes("email") && (o.email ?? "").trim() === "" ? [{ path: ["email"], message }] : []

const emailForEmailChannel = (message: () => string) =>
  Schema.makeFilter((o: { email?: string | undefined; contact?: ContactPreference | undefined }) =>
    contactEmailIssues(o, message()).map(({ path, message }): Schema.FilterIssue => ({ path, issue: message }))
  )

/** Self: the applicant's own name, location, optional e-mail and mobile, and how they want to hear from us. */
export const SelfEnquiry = Schema.Struct({
  applicationType: Schema.Literal("Self"),
  loanType: LoanType,
  first_name: LettersField(
    () => messages.name,
    () => messages.nameRequired
  ),
  last_name: OptionalLetters(() => messages.name),
  phone: Mobile,
  // A checked string, not a literal: literals pick the union member, and this one should report its own message.
  // Described before its check: the OpenAPI document drops an annotation that sits on a custom check.
  referralPhone: Schema.String.annotate({ description: "Empty for a Self enquiry" }).check(
    Schema.makeFilter((s: string) => (s === "" ? undefined : m.apply_self_has_no_referral_phone()))
  ),
  email: OptionalEmailField,
  location: LettersField(
    () => messages.location,
    () => messages.locationRequired
  ),
  /** Issue 14: the person agreed to the Privacy Policy (the consent box). */
  consent: ConsentGiven,
  contact: ContactField
}).check(emailForEmailChannel(() => contactEmailMessages.self))

/**
 * Referral: name, e-mail, phone and location hold the referred person; the referral* fields hold the referrer
 * (spec section 3). The two mobiles and the two e-mails must differ (spec section 5).
 */
const referralFields = {
  applicationType: Schema.Literal("Referral"),
  loanType: LoanType,
  first_name: LettersField(
    () => messages.refereeName,
    () => messages.refereeNameRequired
  ),
  last_name: OptionalLetters(() => messages.refereeName),
  phone: Mobile,
  referralPhone: Mobile,
  email: OptionalEmailField,
  location: LettersField(
    () => messages.location,
    () => messages.locationRequired
  ),
  referralName: LettersField(
    () => messages.referralName,
    () => messages.referralNameRequired
  ),
  /** Issue 14: the person submitting (the referrer, or the visitor from a link) agreed to the Privacy Policy. */
  consent: ConsentGiven,
  /** How the referred friend (the applicant) wants to hear from us. */
  contact: ContactField
}

/**
 * The referral's mobile and e-mail must differ from the referrer's (spec section 5): an issue on the friend's mobile
 * (`phone`) and e-mail, with the message in the language in force. Both values must be there to be the same.
 */
const referralsDifferIssues = (o: {
  readonly phone: string
  readonly referralPhone: string
  readonly email?: string | undefined
  readonly referralEmail?: string | undefined
}): Array<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }> => {
  const issues: Array<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }> = []
  if (o.phone !== "" && o.phone === o.referralPhone) issues.push({ path: ["phone"], message: messages.samePhone })
  if (sameEmail(o.email, o.referralEmail)) issues.push({ path: ["email"], message: messages.sameEmail })
  return issues
}

const referralsDiffer = Schema.makeFilter(
  (o: { phone: string; referralPhone: string; email?: string | undefined; referralEmail?: string | undefined }) =>
    referralsDifferIssues(o).map(({ path, message }): Schema.FilterIssue => ({ path, issue: message }))
)

/**
 * From a referral link (spec section 2 "Referral-link mode") the link carries only the referrer's name and mobile
 * and the visitor's mobile is verified, so the identity fields are hidden: such an enquiry says `via: 'link'` and
 * may leave out the referrer's e-mail and location. The server accepts it only with the visitor's referral token.
 * Otherwise both are required: the form always sends them (empty ones get the field's own message at once), and a
 * payload that leaves the keys out is refused by the check below.
 */
const referrerDetailsUnlessLink = Schema.makeFilter(
  (o: { via?: "link" | undefined; referralEmail?: string | undefined; referralLocation?: string | undefined }) => {
    if (o.via === "link") return []
    const issues: Array<Schema.FilterIssue> = []
    if (o.referralEmail === undefined) issues.push({ path: ["referralEmail"], issue: messages.referralEmailRequired })
    if (o.referralLocation === undefined)
      issues.push({ path: ["referralLocation"], issue: messages.referralLocationRequired })
    return issues
  }
)

export const ReferralEnquiry = Schema.Struct({
  ...referralFields,
  via: Schema.optional(Schema.Literal("link")),
  referralEmail: Schema.optionalKey(RequiredEmail(() => messages.referralEmailRequired)),
  referralLocation: Schema.optionalKey(
    LettersField(
      () => messages.referralLocation,
      () => messages.referralLocationRequired
    )
  )
}).check(
  referralsDiffer,
  referrerDetailsUnlessLink,
  emailForEmailChannel(() => contactEmailMessages.friend)
)

export const LoanEnquiry = Schema.Union([SelfEnquiry, ReferralEnquiry]).annotate({
  identifier: "LoanEnquiry",
  description: "A loan enquiry for oneself, for a referred friend, or from a friend's referral link"
})
export type LoanEnquiry = typeof LoanEnquiry.Type

export const LoanEnquiryResponse = Schema.Struct({
  success: Schema.Literal(true),
  trackingId: Schema.String,
  message: Schema.String
})
export type LoanEnquiryResponse = typeof LoanEnquiryResponse.Type

/**
 * The success message of spec section 2 in English, as the API answers it. The success dialog reads it in the page's
 * language: `enquirySuccessText()`.
 */
export const enquirySuccessMessage =
  "Thank you for submitting your loan application. Our team will contact you shortly."

/** The success message of spec section 2 in the language in force. */
export const enquirySuccessText = (): string => m.apply_success_message()

// ---------------------------------------------------------------------------------------------------------------
// The form

/** What the form holds. `name`, `location`, `email`, `mobile` are the applicant (Self) or the referred friend (Referral). */
export interface EnquiryForm {
  readonly applicationType: ApplicationType
  readonly loanType: LoanTypeName
  readonly name: string
  readonly location: string
  readonly email: string
  readonly mobile: string
  readonly referrerName: string
  readonly referrerLocation: string
  readonly referrerEmail: string
  readonly referrerMobile: string
  /** Opened from a referral link: sent as `via: 'link'`, the referrer's e-mail and location optional. */
  readonly viaLink?: boolean
  /** The consent box (issue 14): unticked until the person ticks it. */
  readonly consent: boolean
  /** How and when the applicant (Self) or the referred friend (Referral) may be contacted. */
  readonly contact: ContactPreference
}
/** The form's text fields. */
export type EnquiryField = Exclude<
  keyof EnquiryForm,
  "applicationType" | "loanType" | "viaLink" | "consent" | "contact"
>

export const emptyEnquiryForm = (
  applicationType: ApplicationType,
  loanType: LoanTypeName,
  viaLink = false
): EnquiryForm => ({
  applicationType,
  loanType,
  ...(viaLink ? { viaLink } : {}),
  name: "",
  location: "",
  email: "",
  mobile: "",
  referrerName: "",
  referrerLocation: "",
  referrerEmail: "",
  referrerMobile: "",
  consent: false,
  contact: defaultContactPreference
})

/** The name is split at its first space; the rest is the last name (spec section 3). */
export const splitName = (name: string): { first_name: string; last_name: string } => {
  const trimmed = name.trim().replace(/\s+/gu, " ")
  const at = trimmed.indexOf(" ")
  return at === -1
    ? { first_name: trimmed, last_name: "" }
    : { first_name: trimmed.slice(0, at), last_name: trimmed.slice(at + 1) }
}

/**
 * The name a status look-up shows (anyone with the tracking ID may look): the first name and the last name's
 * initial, "Ravi K." for Ravi Kumar. Only the first word is shown in full, so a whole name typed into the first name
 * is cut the same way; a name of one word (or whose other words hold no letter) is shown as it is.
 */
export const maskedName = (firstName: string, lastName: string): string => {
  const [first = "", ...rest] = `${firstName} ${lastName}`.trim().split(/\s+/u)
  const initial = rest.map((word) => /\p{L}/u.exec(word)?.[0]).find((letter) => letter !== undefined)
  return initial === undefined ? first : `${first} ${initial.toUpperCase()}.`
}

/** The wire payload of a form: referralPhone is '' for Self; empty optional referral fields are omitted. */
export const toPayload = (form: EnquiryForm): LoanEnquiry => {
  const base = {
    loanType: form.loanType,
    ...splitName(form.name),
    phone: nationalMobile(form.mobile),
    location: form.location.trim(),
    ...(form.email.trim() ? { email: form.email.trim() } : {}),
    consent: form.consent,
    contact: form.contact
  }
  if (form.applicationType === "Self") return { applicationType: "Self", ...base, referralPhone: "" }
  const referral = {
    applicationType: "Referral" as const,
    ...base,
    referralPhone: nationalMobile(form.referrerMobile),
    referralName: form.referrerName.trim()
  }
  const referralEmail = form.referrerEmail.trim()
  const referralLocation = form.referrerLocation.trim()
  return form.viaLink
    ? {
        ...referral,
        via: "link",
        ...(referralEmail ? { referralEmail } : {}),
        ...(referralLocation ? { referralLocation } : {})
      }
    : { ...referral, referralEmail, referralLocation }
}

const fieldOfPath: Record<string, EnquiryField | "consent" | "contact"> = {
  first_name: "name",
  last_name: "name",
  phone: "mobile",
  email: "email",
  location: "location",
  referralPhone: "referrerMobile",
  referralName: "referrerName",
  referralEmail: "referrerEmail",
  referralLocation: "referrerLocation",
  consent: "consent",
  contact: "contact"
}

/** The form's messages: one per text field, the consent box, and the contact preference (its channels and window). */
export type EnquiryErrors = Partial<Record<EnquiryField | "consent" | "contact", string>>

export type { AnyFieldIssue } from "./field-errors.ts"

/** Maps wire issues (server answer or local decode) to the form's fields, first message per field. */
export const errorsByField = (issues: ReadonlyArray<AnyFieldIssue>): EnquiryErrors =>
  messagesByField(fieldOfPath, issues)

/**
 * Every message for the whole form, checked with the wire schema the server uses. The consent box is checked on its
 * own: an unticked box would stop the schema's cross-field checks (the two mobiles and e-mails must differ, an e-mail
 * chosen as a way to hear from us needs an address), and the form shows those messages whatever the box says. Those
 * cross-field checks run only once every field is valid, so they are also run here on the form as it is: a person sees every message of a refused submit at once. A field's
 * own message (a mobile of the wrong form) comes first.
 */
export const validateEnquiryForm = (form: EnquiryForm): EnquiryErrors => {
  const payload = toPayload(form)
  return {
    ...errorsByField([
      ...validate(LoanEnquiry, { ...payload, consent: true }),
      ...(payload.applicationType === "Referral" ? referralsDifferIssues(payload) : []),
      ...contactEmailIssues(
        payload,
        payload.applicationType === "Referral" ? contactEmailMessages.friend : contactEmailMessages.self
      )
    ]),
    ...(form.consent ? {} : { consent: consentRequiredMessage() })
  }
}

/** The schema of each form field in a mode: the same checks the wire schema runs. */
const liveSchemas = (mode: ApplicationType) => {
  const s = mode === "Self" ? SelfEnquiry.fields : ReferralEnquiry.fields
  return { first_name: s.first_name, last_name: s.last_name, location: s.location }
}

/**
 * The message shown while typing (spec section 5): names and locations at once, a mobile of 1-9 digits.
 * E-mails and empty required fields are checked on submit.
 */
export const liveFieldMessage = (form: EnquiryForm, field: EnquiryField): string | undefined => {
  const value = form[field]
  if (value.trim() === "") return undefined
  const schemas = liveSchemas(form.applicationType)
  switch (field) {
    case "name": {
      const { first_name, last_name } = splitName(value)
      return validate(schemas.first_name, first_name)[0]?.message ?? validate(schemas.last_name, last_name)[0]?.message
    }
    case "location":
      return validate(schemas.location, value)[0]?.message
    case "referrerName":
      return validate(ReferralEnquiry.fields.referralName, value.trim())[0]?.message
    case "referrerLocation":
      return validate(ReferralEnquiry.fields.referralLocation, value.trim())[0]?.message
    case "mobile":
    case "referrerMobile":
      return liveMobileMessage(value)
    case "email":
    case "referrerEmail":
      return undefined
  }
}

/**
 * What a field keeps of what is typed: mobiles as a mobile field keeps them (domain/validation.ts mobileFieldText:
 * "+91 98765 01234" is 9876501234, and nothing is cut before it is cleaned); other fields what is typed.
 */
export const sanitizeField = (field: EnquiryField, value: string): string =>
  field === "mobile" || field === "referrerMobile" ? mobileFieldText(value) : value

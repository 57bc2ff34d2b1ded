// Over 300 lines: the grievance form and its status look-up share their fields, messages and number rules.
/**
 * The grievance form and its status look-up (issue 14, point 3): one Schema per request, used by the browser form and
 * by the server (a bad request answers 400 with each field's message and writes nothing), the grievance number's
 * format, the categories, and what a look-up answers. The lifecycle itself (statuses, moves, due date) is
 * domain/grievance.ts.
 *
 * A grievance number reads GRV-K7QMX-3P9TD: ten characters drawn at random by the server from the tracking IDs'
 * alphabet without look-alikes (no 0, 1, I, L, O), 31^10 (about 2^49.5) values, so a number cannot be guessed from
 * another one.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { messagesByField } from "./field-errors.ts"
import { formatLongDate } from "./format.ts"
import { type GrievanceStatus, grievanceStatuses } from "./grievance.ts"
import { normalizeTrackingId, trackingAlphabet } from "./tracking-id.ts"
import {
  failsWith,
  isPlainText,
  LettersField,
  type Message,
  Mobile,
  messages,
  nationalMobile,
  RequiredEmail,
  standardWith,
  unsupportedCharactersMessage,
  validate,
  withTypeMessage
} from "./validation.ts"

export const grievanceCategories = [
  "Loan enquiry",
  "Credit score check",
  "Rewards and referrals",
  "Privacy and my data",
  "Staff conduct",
  "Other"
] as const
export type GrievanceCategory = (typeof grievanceCategories)[number]

/** A category as the person reads it, in the language in force (the value sent stays the English one above). */
export const grievanceCategoryLabel = (category: string): string => {
  switch (category) {
    case "Loan enquiry":
      return m.legal_category_loan_enquiry()
    case "Credit score check":
      return m.legal_category_credit_score()
    case "Rewards and referrals":
      return m.legal_category_rewards()
    case "Privacy and my data":
      return m.legal_category_privacy()
    case "Staff conduct":
      return m.legal_category_staff()
    case "Other":
      return m.legal_category_other()
    default:
      return category
  }
}

export const maxGrievanceDescription = 2000
export const maxGrievanceReply = 2000

/**
 * Our words (the spec has none for this form), in the language in force when read (getters over the catalog `legal`);
 * the staff reply's stay English, as the back office does.
 */
export const grievanceMessages = {
  get nameRequired() {
    return messages.nameRequired
  },
  get emailRequired() {
    return m.legal_grievance_msg_email_required()
  },
  get trackingId() {
    return m.legal_grievance_msg_tracking_id()
  },
  get category() {
    return m.legal_grievance_msg_category()
  },
  get descriptionRequired() {
    return m.legal_grievance_msg_description_required()
  },
  get descriptionTooLong() {
    return m.legal_grievance_msg_description_too_long({ max: maxGrievanceDescription })
  },
  get descriptionCharacters() {
    return m.legal_grievance_msg_description_characters()
  },
  get number() {
    return m.legal_grievance_msg_number()
  },
  replyRequired: "Please write the reply.",
  replyTooLong: `Please keep the reply under ${maxGrievanceReply} characters.`,
  replyCharacters: unsupportedCharactersMessage("the reply"),
  /** 404 of a look-up: unknown number and a number of another mobile answer the same. */
  get notFound() {
    return m.legal_grievance_msg_not_found()
  },
  /** 401 of a submission or look-up without a fresh `grievance` token for the mobile. */
  get missingToken() {
    return m.legal_grievance_msg_missing_token()
  },
  get badToken() {
    return m.legal_grievance_msg_bad_token()
  },
  get submitFailed() {
    return m.legal_grievance_msg_submit_failed()
  },
  get lookupFailed() {
    return m.legal_grievance_msg_lookup_failed()
  }
}

const numberLength = 10

/** GRV- and ten characters of the alphabet from random bytes (the server passes crypto output); biased bytes skipped. */
export const grievanceNumberFromBytes = (bytes: Uint8Array): string | undefined => {
  let out = ""
  const limit = 256 - (256 % trackingAlphabet.length)
  for (const b of bytes) {
    if (b >= limit) continue
    out += trackingAlphabet[b % trackingAlphabet.length]
    if (out.length === numberLength) return `GRV-${out.slice(0, 5)}-${out.slice(5)}`
  }
  return undefined
}

/** A number as typed (spaces, hyphens, case and the GRV prefix forgiven) in its one form, or undefined. */
export const normalizeGrievanceNumber = (input: string): string | undefined => {
  let compact = input.replace(/[\s-]+/gu, "").toUpperCase()
  if (compact.startsWith("GRV")) compact = compact.slice(3)
  if (compact.length !== numberLength) return undefined
  for (const c of compact) if (!trackingAlphabet.includes(c)) return undefined
  return `GRV-${compact.slice(0, 5)}-${compact.slice(5)}`
}

/** A multi-line text; every message read when a check fails (the page's language, or the request's). */
const text = (required: Message, max: number, tooLong: Message, characters: Message) =>
  withTypeMessage(Schema.String, characters).check(
    isPlainText(characters, { multiline: true }),
    failsWith((s: string) => s.trim() === "", required, true),
    standardWith(Schema.isMaxLength(max), tooLong)
  )

/** Empty, or one of our tracking IDs as typed. */
const OptionalTrackingId = withTypeMessage(Schema.String, () => grievanceMessages.trackingId).check(
  failsWith(
    (s: string) => !(s.trim() === "" || (s.length <= 40 && normalizeTrackingId(s) !== undefined)),
    () => grievanceMessages.trackingId
  )
)

export const GrievanceNumber = withTypeMessage(Schema.String, () => grievanceMessages.number).check(
  failsWith(
    (s: string) => !(s.length <= 40 && normalizeGrievanceNumber(s) !== undefined),
    () => grievanceMessages.number
  )
)

/** POST /api/grievances: needs a `grievance` token whose mobile is `mobile`. */
export const GrievanceSubmission = Schema.Struct({
  name: LettersField(
    () => messages.name,
    () => grievanceMessages.nameRequired
  ),
  mobile: Mobile,
  email: RequiredEmail(() => grievanceMessages.emailRequired),
  trackingId: OptionalTrackingId,
  category: withTypeMessage(Schema.Literals(grievanceCategories), () => grievanceMessages.category),
  description: text(
    () => grievanceMessages.descriptionRequired,
    maxGrievanceDescription,
    () => grievanceMessages.descriptionTooLong,
    () => grievanceMessages.descriptionCharacters
  )
}).annotate({ identifier: "GrievanceSubmission", description: "A grievance (RBI Digital Lending Directions)" })
export type GrievanceSubmission = typeof GrievanceSubmission.Type

/** What a submission answers: the number and the date a reply is due (YYYY-MM-DD, 30 days on). */
export const GrievanceReceipt = Schema.Struct({
  number: Schema.String,
  receivedAt: Schema.String,
  dueDate: Schema.String
})
export type GrievanceReceipt = typeof GrievanceReceipt.Type

/** POST /api/grievances/status: needs a `grievance` token whose mobile is `mobile`. */
export const GrievanceLookup = Schema.Struct({ number: GrievanceNumber, mobile: Mobile })
export type GrievanceLookup = typeof GrievanceLookup.Type

export const GrievanceStatusSchema = Schema.Literals(grievanceStatuses)

/** A grievance as the person who raised it sees it. */
export const GrievanceView = Schema.Struct({
  number: Schema.String,
  category: Schema.String,
  status: GrievanceStatusSchema,
  receivedAt: Schema.String,
  dueDate: Schema.String,
  daysLeft: Schema.Int,
  reply: Schema.NullOr(Schema.String),
  repliedAt: Schema.NullOr(Schema.String),
  resolvedAt: Schema.NullOr(Schema.String)
})
export type GrievanceView = typeof GrievanceView.Type

/** A staff reply. */
export const GrievanceReply = Schema.Struct({
  reply: text(
    grievanceMessages.replyRequired,
    maxGrievanceReply,
    grievanceMessages.replyTooLong,
    grievanceMessages.replyCharacters
  )
})
export type GrievanceReply = typeof GrievanceReply.Type

/** A status's name and what it means to the person, in the language in force. */
export const grievanceStatusName = (status: GrievanceStatus): string =>
  ({
    Received: m.legal_status_received,
    Acknowledged: m.legal_status_acknowledged,
    Replied: m.legal_status_replied,
    Resolved: m.legal_status_resolved
  })[status]()

export const grievanceStatusText = (status: GrievanceStatus): string =>
  ({
    Received: m.legal_status_received_text,
    Acknowledged: m.legal_status_acknowledged_text,
    Replied: m.legal_status_replied_text,
    Resolved: m.legal_status_resolved_text
  })[status]()

/** "12 days left", "Due today", "3 days overdue" (in the language in force). */
export const daysLeftText = (daysLeft: number): string =>
  daysLeft > 1
    ? m.legal_days_left({ count: daysLeft })
    : daysLeft === 1
      ? m.legal_day_left()
      : daysLeft === 0
        ? m.legal_due_today()
        : daysLeft === -1
          ? m.legal_day_overdue()
          : m.legal_days_overdue({ count: -daysLeft })

/** A due date (YYYY-MM-DD, India's calendar) as the site writes dates: 24 December 2026. */
export const formatDueDate = (dueDate: string): string => formatLongDate(`${dueDate}T12:00:00+05:30`)

// ---------------------------------------------------------------------------------------------------------------
// The forms

export type GrievanceField = keyof GrievanceSubmission
export type GrievanceForm = { readonly [K in GrievanceField]: string }
export type GrievanceErrors = Partial<Record<GrievanceField, string>>

export const grievanceFields: ReadonlyArray<GrievanceField> = [
  "name",
  "mobile",
  "email",
  "trackingId",
  "category",
  "description"
]

export const emptyGrievanceForm: GrievanceForm = {
  name: "",
  mobile: "",
  email: "",
  trackingId: "",
  category: "",
  description: ""
}

/** What is sent: trimmed text, the tracking ID as the track page writes it. */
export const toGrievancePayload = (form: GrievanceForm): GrievanceSubmission => {
  const trackingId = form.trackingId.trim()
  return {
    name: form.name.trim().replace(/\s+/gu, " "),
    mobile: nationalMobile(form.mobile),
    email: form.email.trim(),
    trackingId: trackingId === "" ? "" : (normalizeTrackingId(trackingId) ?? trackingId),
    category: form.category as GrievanceCategory,
    description: form.description.trim()
  }
}

const fieldOfPath = Object.fromEntries(grievanceFields.map((f) => [f, f])) as Record<string, GrievanceField>

export const grievanceErrorsByField = (
  issues: ReadonlyArray<{ readonly path: string | ReadonlyArray<PropertyKey>; readonly message: string }>
): GrievanceErrors => messagesByField(fieldOfPath, issues as never)

/** Every message of the form, checked with the schema the server uses. */
export const validateGrievanceForm = (form: GrievanceForm): GrievanceErrors =>
  grievanceErrorsByField(validate(GrievanceSubmission, toGrievancePayload(form)))

export type LookupField = keyof GrievanceLookup
export type LookupForm = { readonly [K in LookupField]: string }
export type LookupErrors = Partial<Record<LookupField, string>>

export const toLookupPayload = (form: LookupForm): GrievanceLookup => ({
  number: normalizeGrievanceNumber(form.number) ?? form.number.trim(),
  mobile: nationalMobile(form.mobile)
})

export const validateLookupForm = (form: LookupForm): LookupErrors =>
  messagesByField({ number: "number", mobile: "mobile" } as const, validate(GrievanceLookup, toLookupPayload(form)))

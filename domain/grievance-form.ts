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
import { messagesByField } from "./field-errors.ts"
import { formatLongDate } from "./format.ts"
import { type GrievanceStatus, grievanceStatuses } from "./grievance.ts"
import { normalizeTrackingId, trackingAlphabet } from "./tracking-id.ts"
import {
  isPlainText,
  LettersField,
  Mobile,
  messages,
  RequiredEmail,
  unsupportedCharactersMessage,
  validate
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

export const maxGrievanceDescription = 2000
export const maxGrievanceReply = 2000

/** Our words (the spec has none for this form). */
export const grievanceMessages = {
  nameRequired: messages.nameRequired,
  emailRequired: "Please enter your email address.",
  trackingId: "Please enter a valid tracking ID, or leave it empty.",
  category: "Please choose what your grievance is about.",
  descriptionRequired: "Please describe your grievance.",
  descriptionTooLong: `Please keep your description under ${maxGrievanceDescription} characters.`,
  descriptionCharacters: unsupportedCharactersMessage("your description"),
  number: "Please enter your grievance number, like GRV-K7QMX-3P9TD.",
  replyRequired: "Please write the reply.",
  replyTooLong: `Please keep the reply under ${maxGrievanceReply} characters.`,
  replyCharacters: unsupportedCharactersMessage("the reply"),
  /** 404 of a look-up: unknown number and a number of another mobile answer the same. */
  notFound: "We found no grievance with this number for this mobile number.",
  /** 401 of a submission or look-up without a fresh `grievance` token for the mobile. */
  missingToken: "Please verify your mobile number with an OTP first.",
  badToken: "Your mobile verification has expired. Please verify your mobile number again.",
  submitFailed: "We could not send your grievance. Please try again.",
  lookupFailed: "We could not look up your grievance. Please try again."
} as const

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

const text = (required: string, max: number, tooLong: string, characters: string) =>
  Schema.String.annotate({ message: characters }).check(
    isPlainText(characters, { multiline: true }),
    Schema.makeFilter((s: string) => (s.trim() === "" ? required : undefined), undefined, true),
    Schema.isMaxLength(max, { message: tooLong })
  )

/** Empty, or one of our tracking IDs as typed. */
const OptionalTrackingId = Schema.String.annotate({ message: grievanceMessages.trackingId }).check(
  Schema.makeFilter((s: string) =>
    s.trim() === "" || (s.length <= 40 && normalizeTrackingId(s) !== undefined)
      ? undefined
      : grievanceMessages.trackingId
  )
)

export const GrievanceNumber = Schema.String.annotate({ message: grievanceMessages.number }).check(
  Schema.makeFilter((s: string) =>
    s.length <= 40 && normalizeGrievanceNumber(s) !== undefined ? undefined : grievanceMessages.number
  )
)

/** POST /api/grievances: needs a `grievance` token whose mobile is `mobile`. */
export const GrievanceSubmission = Schema.Struct({
  name: LettersField(messages.name, grievanceMessages.nameRequired),
  mobile: Mobile,
  email: RequiredEmail(grievanceMessages.emailRequired),
  trackingId: OptionalTrackingId,
  category: Schema.Literals(grievanceCategories).annotate({ message: grievanceMessages.category }),
  description: text(
    grievanceMessages.descriptionRequired,
    maxGrievanceDescription,
    grievanceMessages.descriptionTooLong,
    grievanceMessages.descriptionCharacters
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

/** What each status means to the person. */
export const grievanceStatusText: Readonly<Record<GrievanceStatus, string>> = {
  Received: "We have received your grievance.",
  Acknowledged: "Our Grievance Officer is looking into your grievance.",
  Replied: "We have replied to your grievance.",
  Resolved: "Your grievance is resolved."
}

/** "12 days left", "Due today", "3 days overdue". */
export const daysLeftText = (daysLeft: number): string =>
  daysLeft > 1
    ? `${daysLeft} days left`
    : daysLeft === 1
      ? "1 day left"
      : daysLeft === 0
        ? "Due today"
        : daysLeft === -1
          ? "1 day overdue"
          : `${-daysLeft} days overdue`

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
    mobile: form.mobile,
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
  mobile: form.mobile
})

export const validateLookupForm = (form: LookupForm): LookupErrors =>
  messagesByField({ number: "number", mobile: "mobile" } as const, validate(GrievanceLookup, toLookupPayload(form)))

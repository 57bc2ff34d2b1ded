// Over 300 lines: the feedback form, its picture check and the testimonials' display rules share one vocabulary.
/**
 * Testimonials and customer feedback (spec sections 2 "Testimonials" and "Feedback form", 3, 5, 8, 9).
 *
 * One schema, FeedbackSubmission, checks the feedback form in the browser and the request on the server (JSON, or
 * the fields of a multipart upload). The picture is checked by its bytes (sniffImage) on the server, and by its
 * declared type and size in the browser before anything is sent.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { formatLongDate } from "./format.ts"
import { type LoanTypeName, loanProducts, loanTypeLabelOf } from "./loan-products.ts"
import { isLoanTypeName, LoanType } from "./loans.ts"
import {
  emailPattern,
  isPlainText,
  maxEmailLength,
  maxNameLength,
  messages,
  unsupportedCharactersMessage,
  validate
} from "./validation.ts"

export const feedbackMaxLength = 175
/** The largest picture we take: 2 MB. */
export const pictureMaxBytes = 2 * 1024 * 1024
/**
 * A multipart feedback body: a few fields and one picture. Beyond maxTotalSize the body is refused while it is read;
 * between 2 MB and that, the server reads the picture to its end and answers 400 with pictureTooLarge.
 */
export const feedbackUploadLimits = {
  maxParts: 12,
  maxFieldSize: 16 * 1024,
  maxFileSize: 3 * 1024 * 1024,
  maxTotalSize: 3 * 1024 * 1024
} as const
/** Testimonials preview (spec section 9): 3 when not showing all. */
export const testimonialsPreviewCount = 3

export const feedbackMessages = {
  get required() {
    return m.contact_feedback_required()
  },
  get image() {
    return m.contact_feedback_image()
  },
  get success() {
    return m.contact_feedback_success()
  },
  get failure() {
    return m.contact_feedback_failure()
  },
  get exception() {
    return m.contact_feedback_exception()
  },
  // Where the spec names no message, ours:
  get tooLong() {
    return m.contact_feedback_too_long({ max: feedbackMaxLength })
  },
  get pictureTooLarge() {
    return m.contact_feedback_picture_too_large()
  },
  get nameTooLong() {
    return m.contact_feedback_name_too_long({ max: maxNameLength })
  },
  get nameCharacters() {
    return unsupportedCharactersMessage("your name")
  },
  get feedbackCharacters() {
    return unsupportedCharactersMessage("your feedback")
  }
}

const required = { messageMissingKey: feedbackMessages.required }

/** Blank (after trimming) is missing. */
const isFilled = Schema.makeFilter(
  (s: string) => (s.trim() === "" ? feedbackMessages.required : undefined),
  undefined,
  true
)

/** 1 to 5 whole stars; anything else (none chosen is 0) is a missing rating. */
export const Rating = Schema.Number.annotate({ message: feedbackMessages.required })
  .check(
    Schema.isInt({ message: feedbackMessages.required }),
    Schema.isBetween({ minimum: 1, maximum: 5 }, { message: feedbackMessages.required })
  )
  .annotate({ description: "1 to 5 stars" })

/** A loan type name; blank is a missing field. */
const loanTypeMessage = "Please choose one of our eight loan types."
// Described before its checks: the OpenAPI document drops an annotation that sits on a custom check.
export const FeedbackLoanType = Schema.String.annotate({ description: "One of the eight loan type names" }).check(
  isPlainText(loanTypeMessage),
  isFilled,
  Schema.makeFilter((s: string) => (isLoanTypeName(s) ? undefined : loanTypeMessage))
)

/** A testimonial as shown (spec section 3), with the picture its author sent when there is one. */
export const Testimonial = Schema.Struct({
  content: Schema.String,
  userName: Schema.String,
  /** Where the customer lives, when we know it. */
  city: Schema.optionalKey(Schema.String),
  productType: LoanType,
  /** Day, full month, year: '12 March 2025'. */
  date: Schema.String,
  rating: Rating,
  /** Where the author's picture is served (GET /api/testimonials/pictures/:pictureId). */
  pictureUrl: Schema.optionalKey(Schema.String)
})
export type Testimonial = typeof Testimonial.Type

/**
 * Feedback submission (spec sections 3 and 7): name, email, profilePicture, loanType, feedback, rating.
 * As JSON, profilePicture is null (or left out): a picture travels as multipart form data (FeedbackUpload).
 */
export const FeedbackSubmission = Schema.Struct({
  name: Schema.String.check(
    isPlainText(feedbackMessages.nameCharacters),
    isFilled,
    Schema.isMaxLength(maxNameLength, { message: feedbackMessages.nameTooLong })
  ).pipe(Schema.annotateKey(required)),
  email: Schema.String.check(
    isPlainText(messages.email),
    isFilled,
    Schema.isMaxLength(maxEmailLength, { message: messages.email }),
    Schema.isPattern(emailPattern, { message: messages.email })
  ).pipe(Schema.annotateKey(required)),
  profilePicture: Schema.optionalKey(Schema.Null.annotate({ message: feedbackMessages.image })),
  loanType: FeedbackLoanType.pipe(Schema.annotateKey(required)),
  feedback: Schema.String.check(
    isPlainText(feedbackMessages.feedbackCharacters, { multiline: true }),
    isFilled,
    Schema.isMaxLength(feedbackMaxLength, { message: feedbackMessages.tooLong })
  ).pipe(Schema.annotateKey(required)),
  rating: Rating.pipe(Schema.annotateKey(required))
})
export type FeedbackSubmission = typeof FeedbackSubmission.Type

/** The text fields of a multipart upload, as FeedbackSubmission reads them (rating '4' is 4). */
export const submissionFromFields = (fields: Readonly<Record<string, string>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key of ["name", "email", "loanType", "feedback"] as const) if (key in fields) out[key] = fields[key]
  if ("rating" in fields) {
    const text = fields.rating!.trim()
    out.rating = /^\d{1,2}$/u.test(text) ? Number(text) : text === "" ? 0 : Number.NaN
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures

export const imageTypes = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/svg+xml"] as const
export type ImageType = (typeof imageTypes)[number]

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

/**
 * The image type of a file by its first bytes (magic numbers), never by its name or declared type:
 * JPEG, PNG, GIF, WebP, or text that looks like SVG markup (the server then parses it as XML). Otherwise undefined.
 */
export const sniffImage = (bytes: Uint8Array): ImageType | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg"
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png"
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif"
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp"
  if (looksLikeSvg(bytes)) return "image/svg+xml"
  return undefined
}

/** UTF-8 text whose first element (after an XML declaration, comments and a doctype) is <svg. */
const looksLikeSvg = (bytes: Uint8Array): boolean => {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/u, "")
  const rest = head
    .replace(/^\s*<\?xml[^>]*\?>/u, "")
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/u, "")
    .replace(/^\s*<!DOCTYPE[^>[]*>/iu, "")
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/u, "")
  return /^\s*<svg[\s>/]/u.test(rest)
}

/** What the browser can tell before sending: a declared image type and the size. */
export const pictureProblem = (file: { readonly type: string; readonly size: number }): string | undefined =>
  !file.type.toLowerCase().startsWith("image/")
    ? feedbackMessages.image
    : file.size > pictureMaxBytes
      ? feedbackMessages.pictureTooLarge
      : file.size === 0
        ? feedbackMessages.image
        : undefined

// ---------------------------------------------------------------------------------------------------------------
// Display

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
] as const

/** '2025-03-12' to '12 March 2025' (a calendar date: no time zone can move it). */
export const formatTestimonialDate = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/u.exec(isoDate)
  if (!match) return ""
  const month = monthNames[Number(match[2]) - 1]
  return month === undefined ? "" : `${Number(match[3])} ${month} ${match[1]}`
}

/** Up to two initials for the avatar: 'Priya Sharma' is PS, 'Ramesh' is R. */
export const initialsOf = (name: string): string => {
  const words = name
    .trim()
    .split(/\s+/u)
    .filter((w) => /\p{L}/u.test(w))
  if (words.length === 0) return "?"
  const first = words[0]!
  const last = words.length > 1 ? words[words.length - 1]! : ""
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : "")).toUpperCase()
}

/** The spoken rating: 'Rated 4 out of 5'. */
export const ratingLabel = (rating: number): string => m.contact_rated({ rating })

/** A loan product id ('personal') or name ('Personal Loan', any case) to the loan type name. */
export const productTypeOf = (value: string | null | undefined): LoanTypeName | undefined => {
  if (!value) return undefined
  const wanted = value.trim().toLowerCase()
  return loanProducts.find((p) => p.id === wanted || p.name.toLowerCase() === wanted)?.name
}

/** The product filter (spec section 2): 'All Loans', in the language in force. */
export const allLoansLabel = (): string => m.contact_testimonials_all_loans()
/**
 * The product filter's options (spec section 2): All Loans or one product. Ids stay the English loan type names
 * ("all" for all); labels are in the language in force, so build them when rendering.
 */
export const productFilterOptions = (): ReadonlyArray<{ readonly id: string; readonly label: string }> => [
  { id: "all", label: allLoansLabel() },
  ...loanProducts.map((p) => ({ id: p.name, label: p.label() }))
]

/** The count line: 'Showing 3 testimonials for Home Loan', in the language in force (the product by its label). */
export const testimonialsCountLabel = (n: number, product: LoanTypeName | undefined): string => {
  const count = String(n)
  if (product === undefined) {
    return n === 1 ? m.contact_testimonials_count_one({ count }) : m.contact_testimonials_count_other({ count })
  }
  const label = loanTypeLabelOf(product)
  return n === 1
    ? m.contact_testimonials_count_one_for({ count, product: label })
    : m.contact_testimonials_count_other_for({ count, product: label })
}

/**
 * A testimonial's date as stored ('12 March 2025') in the page's language (Hindi: 12 मार्च 2025), via formatLongDate;
 * as written when it is not a real day in that form.
 */
export const testimonialDateLabel = (date: string): string => {
  const match = /^(\d{1,2}) (\p{L}+) (\d{4})$/u.exec(date.trim())
  if (!match) return date
  const day = Number(match[1])
  const month = monthNames.findIndex((name) => name.toLowerCase() === match[2]!.toLowerCase())
  const year = Number(match[3])
  const utc = new Date(Date.UTC(year, month, day))
  if (month < 0 || utc.getUTCDate() !== day || utc.getUTCMonth() !== month) return date
  return formatLongDate(`${match[3]}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`) || date
}

/** The preview shows 3 when not showAll (spec sections 2 and 9). */
export const visibleTestimonials = <A>(
  list: ReadonlyArray<A>,
  showAll: boolean,
  limit = testimonialsPreviewCount
): ReadonlyArray<A> => (showAll ? list : list.slice(0, limit))

/** The carousel's list, repeated for seamless looping: once if 5 or more entries, otherwise six times (spec). */
export const carouselLoop = <A>(list: ReadonlyArray<A>): ReadonlyArray<A> => {
  if (list.length === 0) return []
  const copies = list.length >= 5 ? 2 : 6
  return Array.from({ length: copies }, () => list).flat()
}

// ---------------------------------------------------------------------------------------------------------------
// The feedback form (spec section 2 "Feedback form")

export type FeedbackTextField = "name" | "email" | "feedback"
export type FeedbackField = FeedbackTextField | "loanType" | "rating" | "profilePicture"
export type FeedbackErrors = Partial<Record<FeedbackField, string>>

/** The form as typed: loanType "" and rating 0 until chosen. */
export interface FeedbackForm {
  readonly name: string
  readonly email: string
  readonly loanType: string
  readonly feedback: string
  readonly rating: number
}

export const emptyFeedbackForm: FeedbackForm = { name: "", email: "", loanType: "", feedback: "", rating: 0 }

/** The live counter under the feedback: '12/175'. */
export const feedbackCounter = (feedback: string): string => `${feedback.length}/${feedbackMaxLength}`

/** What a text field keeps while typing: feedback stops at 175 characters. */
export const sanitizeFeedbackField = (field: FeedbackTextField, value: string): string =>
  field === "feedback" ? value.slice(0, feedbackMaxLength) : value

/** The JSON of spec section 7 (without the picture) from the form, trimmed. Valid only once validated. */
export const toSubmission = (form: FeedbackForm): FeedbackSubmission => ({
  name: form.name.trim(),
  email: form.email.trim(),
  loanType: form.loanType as LoanTypeName,
  feedback: form.feedback.trim(),
  rating: form.rating
})

const feedbackFieldOrder: ReadonlyArray<FeedbackField> = [
  "name",
  "email",
  "loanType",
  "feedback",
  "rating",
  "profilePicture"
]

/** Each field's first message, from the same schema the server decodes with. */
export const validateFeedbackForm = (form: FeedbackForm): FeedbackErrors =>
  errorsByFeedbackField(validate(FeedbackSubmission, toSubmission(form)))

/** Issues (the schema's, or the server's dotted paths) to one message per field. */
export const errorsByFeedbackField = (
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey> | string; readonly message: string }>
): FeedbackErrors => {
  const errors: { [K in FeedbackField]?: string } = {}
  for (const issue of issues) {
    const head = typeof issue.path === "string" ? issue.path.split(".")[0] : issue.path[0]
    const field = feedbackFieldOrder.find((f) => f === head)
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}

/** The toast for a form that cannot be sent: the spec's 'Please fill in all required fields.' when one is missing. */
export const feedbackFormMessage = (errors: FeedbackErrors): string | undefined => {
  const messages = feedbackFieldOrder.map((f) => errors[f]).filter((m): m is string => m !== undefined)
  return messages.includes(feedbackMessages.required) ? feedbackMessages.required : messages[0]
}

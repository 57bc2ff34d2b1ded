/**
 * Field rules of spec section 5, as effect Schemas carrying the spec's messages word for word.
 * The same schemas validate the browser forms, decode on the server, and appear in the OpenAPI document.
 */
import { Result, Schema, SchemaIssue } from "effect"

const onlyLetters = (who: string) => `${who} must contain only alphabetic characters, spaces, apostrophes, and hyphens.`

export const messages = {
  name: onlyLetters("Name"),
  refereeName: onlyLetters("Referee name"),
  referralName: onlyLetters("Referral name"),
  location: onlyLetters("Location"),
  referralLocation: onlyLetters("Referral location"),
  mobileLength: "Mobile number must be 10 digits",
  mobileStart: "Mobile number must start with 6, 7, 8, or 9",
  samePhone: "Your Referral's mobile number and your mobile number should not be the same if you are referring.",
  sameEmail: "Your Referral's email and your email should not be the same if you are referring.",
  pan: "Invalid PAN number format. Please enter a valid PAN number.",
  // Where the spec names no message, ours:
  nameRequired: "Please enter your name.",
  refereeNameRequired: "Please enter your referee's name.",
  referralNameRequired: "Please enter your name.",
  locationRequired: "Please enter a location.",
  referralLocationRequired: "Please enter your location.",
  email: "Please enter a valid email address.",
  referralEmailRequired: "Please enter your email address.",
  trackingIdRequired: "No tracking ID provided",
  trackingIdFormat: "Please enter a valid tracking ID."
} as const

/** Letters, spaces, apostrophes and hyphens (spec section 5). */
export const lettersPattern = /^[A-Za-z\s'-]+$/u
export const mobilePattern = /^[6-9]\d{9}$/u
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u
export const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/u

export const maxNameLength = 100
export const maxEmailLength = 254

const tooLong = `Please keep this under ${maxNameLength} characters.`

/**
 * Control characters: C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F). No field of ours takes them, save tab
 * and line breaks (LF, and CR of a CRLF, which form submissions send) in a multi-line field. A NUL byte would also
 * fail in PostgreSQL's text columns.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const controlCharacterPattern = /[\u0000-\u001f\u007f-\u009f]/u
/** The same, less tab, LF and CR: what a multi-line field refuses. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const multilineControlCharacterPattern = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u

/**
 * The one check every text field of every payload runs first: no control characters (`multiline`: tab and line
 * breaks allowed), otherwise the field's own `message`. It aborts, so the field reports that message only.
 */
export const isPlainText = (message: string, options?: { readonly multiline?: boolean }) =>
  Schema.makeFilter(
    (s: string) =>
      (options?.multiline ? multilineControlCharacterPattern : controlCharacterPattern).test(s) ? message : undefined,
    undefined,
    true
  )

/** A message for a free-text field that has no format message of its own. */
export const unsupportedCharactersMessage = (what: string) => `Please remove the unsupported characters from ${what}.`

/** Free text (no format of its own): no control characters, else `message`. */
export const PlainText = (message: string, options?: { readonly multiline?: boolean }) =>
  Schema.String.check(isPlainText(message, options))

/** A string whose wrong type (null, a number) gets the field's `message` too. */
const StringWith = (message: string) => Schema.String.annotate({ message })

/** A required text of letters, spaces, apostrophes and hyphens; `requiredMessage` when empty, `message` otherwise. */
export const LettersField = (message: string, requiredMessage: string) =>
  StringWith(message).check(
    isPlainText(message),
    Schema.makeFilter((s: string) => (s.trim() === "" ? requiredMessage : undefined), undefined, true),
    Schema.isMaxLength(maxNameLength, { message: tooLong }),
    Schema.isPattern(lettersPattern, { message })
  )

/** Optional letters (the part of a name after the first space may be empty). */
export const OptionalLetters = (message: string) =>
  StringWith(message).check(
    isPlainText(message),
    Schema.makeFilter((s: string) => (s === "" || lettersPattern.test(s) ? undefined : message)),
    Schema.isMaxLength(maxNameLength, { message: tooLong })
  )

/** A 10-digit Indian mobile starting with 6, 7, 8 or 9 (spec section 5). */
export const Mobile = Schema.String.check(
  isPlainText(messages.mobileLength),
  Schema.makeFilter((s: string) => (/^\d{10}$/u.test(s) ? undefined : messages.mobileLength), undefined, true),
  Schema.makeFilter((s: string) => (mobilePattern.test(s) ? undefined : messages.mobileStart))
).annotate({ description: "10-digit Indian mobile number, without +91" })

export const Email = StringWith(messages.email).check(
  isPlainText(messages.email),
  Schema.isMaxLength(maxEmailLength, { message: messages.email }),
  Schema.isPattern(emailPattern, { message: messages.email })
)

/** A required e-mail: `requiredMessage` when empty, the format message otherwise. */
export const RequiredEmail = (requiredMessage: string) =>
  StringWith(messages.email).check(
    isPlainText(messages.email),
    Schema.makeFilter((s: string) => (s.trim() === "" ? requiredMessage : undefined), undefined, true),
    Schema.isMaxLength(maxEmailLength, { message: messages.email }),
    Schema.isPattern(emailPattern, { message: messages.email })
  )

/** Empty, or a valid e-mail. */
export const OptionalEmail = StringWith(messages.email).check(
  isPlainText(messages.email),
  Schema.makeFilter((s: string) =>
    s === "" || (s.length <= maxEmailLength && emailPattern.test(s)) ? undefined : messages.email
  )
)

export const Pan = Schema.String.check(
  isPlainText(messages.pan),
  Schema.isPattern(panPattern, { message: messages.pan })
)

export type FieldIssue = { readonly path: ReadonlyArray<PropertyKey>; readonly message: string }

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** Every issue of a failed decode, each with its path and the spec's message. */
export const issuesOf = (issue: SchemaIssue.Issue): ReadonlyArray<FieldIssue> =>
  formatter(issue).issues.map((i) => ({
    path: (i.path ?? []).map((p) =>
      typeof p === "object" && p !== null && "key" in p ? p.key : p
    ) as ReadonlyArray<PropertyKey>,
    message: i.message
  }))

/** Validates a value; the list is empty when it is valid. */
export const validate = <S extends Schema.Decoder<unknown>>(schema: S, value: unknown): ReadonlyArray<FieldIssue> => {
  // biome-ignore lint/suspicious/noExplicitAny: any decoder of unknown input; the result is read as issues only
  const result = Schema.decodeUnknownResult(schema as any)(value, { errors: "all" })
  return Result.isFailure(result) ? issuesOf((result.failure as Schema.SchemaError).issue) : []
}

/** The first message for one value checked against one field schema, or undefined. */
export const firstMessage = <S extends Schema.Decoder<unknown>>(schema: S, value: unknown): string | undefined =>
  validate(schema, value)[0]?.message

/** Keeps digits only, at most `max` of them (mobile 10, OTP 6). */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D+/gu, "").slice(0, max)

/** The live message while typing a mobile: 1-9 digits say it must be 10 digits (spec section 5). */
export const liveMobileMessage = (digits: string): string | undefined =>
  digits.length > 0 && digits.length < 10 ? messages.mobileLength : undefined

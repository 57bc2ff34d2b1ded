// Over 300 lines: every field rule of spec section 5 in one place, each with the spec's message word for word.
/**
 * Field rules of spec section 5, as effect Schemas carrying the spec's messages word for word.
 * The same schemas validate the browser forms, decode on the server, and appear in the OpenAPI document.
 *
 * Messages come from the `validation` catalog (issue 15) and are read when a check fails, never when a schema is
 * built: a schema is built once, at a module's top level, and the language in force is the page's in the browser and
 * the request's on the server. So `messages` holds getters, and every schema builder here takes a `Message`: a string,
 * or a function giving the message in the language in force (`() => messages.name`, `m.credit_x`).
 */
import { Result, Schema, type SchemaAST, SchemaIssue } from "effect"
import { m } from "../i18n/paraglide/messages.js"

/** A message, or a function that gives it in the language in force when a check fails. */
export type Message = string | (() => string)

/** A message's words now. */
export const say = (message: Message): string => (typeof message === "function" ? message() : message)

/**
 * "<who> must contain only alphabetic characters, spaces, apostrophes, and hyphens." (spec section 5). In Hindi
 * `who` is the form that stands before a postposition ("आपके नाम").
 */
export const onlyLetters = (who: string): string => m.validation_only_letters({ who })

export const messages = {
  get name() {
    return onlyLetters(m.validation_who_name())
  },
  get refereeName() {
    return onlyLetters(m.validation_who_referee_name())
  },
  get referralName() {
    return onlyLetters(m.validation_who_referral_name())
  },
  get location() {
    return onlyLetters(m.validation_who_location())
  },
  get referralLocation() {
    return onlyLetters(m.validation_who_referral_location())
  },
  get mobileLength() {
    return m.validation_mobile_length()
  },
  get mobileStart() {
    return m.validation_mobile_start()
  },
  get samePhone() {
    return m.validation_same_phone()
  },
  get sameEmail() {
    return m.validation_same_email()
  },
  get pan() {
    return m.validation_pan()
  },
  // Where the spec names no message, ours:
  get nameRequired() {
    return m.validation_name_required()
  },
  get refereeNameRequired() {
    return m.validation_referee_name_required()
  },
  get referralNameRequired() {
    return m.validation_referral_name_required()
  },
  get locationRequired() {
    return m.validation_location_required()
  },
  get referralLocationRequired() {
    return m.validation_referral_location_required()
  },
  get email() {
    return m.validation_email()
  },
  get referralEmailRequired() {
    return m.validation_referral_email_required()
  },
  get trackingIdRequired() {
    return m.validation_tracking_id_required()
  },
  get trackingIdFormat() {
    return m.validation_tracking_id_format()
  }
}

/**
 * The Indian scripts whose letters a name or a place may be written in: Devanagari, Bengali, Gurmukhi, Gujarati, Oriya,
 * Tamil, Telugu, Kannada and Malayalam (U+0900-U+0D7F).
 */
const indianScripts = [
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam"
]
/** A letter or vowel sign (combining mark) of an Indian script: never its digits, signs or punctuation. */
const indianLetter = `(?=[\\p{L}\\p{M}])[${indianScripts.map((script) => `\\p{Script=${script}}`).join("")}]`

/**
 * Letters, spaces, apostrophes and hyphens (spec section 5): Latin letters, and the letters of Indian scripts with
 * their vowel signs ("रवि कुमार", "पुणे", "சென்னை"). The `u` flag keeps the check in the OpenAPI document.
 */
export const lettersPattern = new RegExp(`^(?:[A-Za-z\\s'-]|${indianLetter})+$`, "u")
/** Latin letters, spaces, apostrophes and hyphens only: a name as printed on a PAN card. */
export const latinLettersPattern = /^[A-Za-z\s'-]+$/u
export const mobilePattern = /^[6-9]\d{9}$/u
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u
export const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/u

export const maxNameLength = 100
export const maxEmailLength = 254

const tooLong = (): string => m.validation_too_long({ max: String(maxNameLength) })

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
export const isPlainText = (message: Message, options?: { readonly multiline?: boolean }) =>
  Schema.makeFilter(
    (s: string) =>
      (options?.multiline ? multilineControlCharacterPattern : controlCharacterPattern).test(s)
        ? say(message)
        : undefined,
    undefined,
    true
  )

/**
 * "Please remove the unsupported characters from <what>.": a message for a free-text field that has no format message
 * of its own. In Hindi `what` is the form that stands before a postposition ("आपके पते").
 */
export const unsupportedCharactersMessage = (what: string): string => m.validation_unsupported_characters({ what })

/** A check that fails with `message`, read when it fails. */
export const failsWith = <T>(failed: (value: T) => boolean, message: Message, aborted = false) =>
  Schema.makeFilter((value: T) => (failed(value) ? say(message) : undefined), undefined, aborted)

/**
 * Effect's own check (its JSON Schema for the OpenAPI document stays), failing with `message` read when it fails: an
 * annotation's `message` would be read once, when the schema is built.
 */
export const standardWith = <T>(check: SchemaAST.Filter<T>, message: Message) =>
  Schema.makeFilter(
    (value: T, ast: SchemaAST.AST, options: SchemaAST.ParseOptions) =>
      check.run(value, ast, options) === undefined ? undefined : say(message),
    check.annotations,
    check.aborted
  )

/**
 * A string whose wrong type (null, a number) gets the field's `message` too. Its `message` annotation is a getter, so
 * it is read when a value fails, in the language in force then.
 */
const StringWith = (message: Message) => withTypeMessage(Schema.String, message)

/** `schema` whose wrong type or literal gets `message`, read when a value fails (a getter on its annotations). */
export const withTypeMessage = <S extends Schema.Top>(schema: S, message: Message): S => {
  const annotated = schema.annotate({ message: "" }) as S
  Object.defineProperty(annotated.ast.annotations, "message", { get: () => say(message), enumerable: true })
  return annotated
}

/**
 * A required text of letters, spaces, apostrophes and hyphens; `requiredMessage` when empty, `message` otherwise.
 * Letters are `lettersPattern`'s (Latin and Indian scripts) unless `pattern` says otherwise (a PAN card's Latin).
 */
export const LettersField = (message: Message, requiredMessage: Message, pattern: RegExp = lettersPattern) =>
  StringWith(message).check(
    isPlainText(message),
    failsWith((s: string) => s.trim() === "", requiredMessage, true),
    standardWith(Schema.isMaxLength(maxNameLength), tooLong),
    standardWith(Schema.isPattern(pattern), message)
  )

/** Optional letters (the part of a name after the first space may be empty). */
export const OptionalLetters = (message: Message) =>
  StringWith(message).check(
    isPlainText(message),
    failsWith((s: string) => s !== "" && !lettersPattern.test(s), message),
    standardWith(Schema.isMaxLength(maxNameLength), tooLong)
  )

const mobileLength = () => messages.mobileLength
const email = () => messages.email
const pan = () => messages.pan

/** A 10-digit Indian mobile starting with 6, 7, 8 or 9 (spec section 5). */
// Described before its checks: the OpenAPI document drops an annotation that sits on a custom check.
export const Mobile = Schema.String.annotate({ description: "10-digit Indian mobile number, without +91" }).check(
  isPlainText(mobileLength),
  failsWith((s: string) => !/^\d{10}$/u.test(s), mobileLength, true),
  failsWith(
    (s: string) => !mobilePattern.test(s),
    () => messages.mobileStart
  )
)

export const Email = StringWith(email).check(
  isPlainText(email),
  standardWith(Schema.isMaxLength(maxEmailLength), email),
  standardWith(Schema.isPattern(emailPattern), email)
)

/** A required e-mail: `requiredMessage` when empty, the format message otherwise. */
export const RequiredEmail = (requiredMessage: Message) =>
  StringWith(email).check(
    isPlainText(email),
    failsWith((s: string) => s.trim() === "", requiredMessage, true),
    standardWith(Schema.isMaxLength(maxEmailLength), email),
    standardWith(Schema.isPattern(emailPattern), email)
  )

/** Empty, or a valid e-mail. */
export const OptionalEmail = StringWith(email).check(
  isPlainText(email),
  failsWith((s: string) => s !== "" && !(s.length <= maxEmailLength && emailPattern.test(s)), email)
)

export const Pan = Schema.String.check(isPlainText(pan), standardWith(Schema.isPattern(panPattern), pan))

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

/**
 * The national number of a mobile as people type or paste it from habit: "+91 98765 01234", "+919876501234",
 * "91 98765 01234", "098765 01234" and "98765-01234" are all 9876501234. Everything but digits goes; the country code
 * 91 comes off only where the text shows it is one (after a leading + or 00, set apart from the rest as in "91 …" or
 * "91-…", or before ten more digits), then a trunk 0. Nothing is cut to length: what remains is judged by the spec's
 * rules (10 digits, the first 6-9), so a mistyped number gets the spec's message, never silently becomes another
 * valid-looking one. A number after another country code keeps its + and so is never taken for an Indian mobile.
 */
export const nationalMobile = (text: string): string => {
  const t = text.trim()
  const digits = t.replace(/\D+/gu, "")
  const national = /^(?:\+|00)[\s(]*91/u.test(t)
    ? digits.slice(t.startsWith("+") ? 2 : 4)
    : t.startsWith("+")
      ? `+${digits}`
      : /^\(?91\)?[\s.-]/u.test(t) || /^91\d{10}$/u.test(digits)
        ? digits.slice(2)
        : digits
  return national.startsWith("0") ? national.slice(1) : national
}

/** At most this many characters of a mobile field's text are kept until they make a 10-digit number. */
export const maxMobileText = 24

/**
 * What a mobile field keeps of what is typed or pasted (never cut by an HTML maxlength first): its national number
 * (`nationalMobile`) once that is 10 digits, so "+91 98765 01234" shows as 9876501234; until then the text itself,
 * less what no phone number holds (letters, symbols other than + ( ) . -), so "+91 98765" can still become one
 * keystroke by keystroke.
 */
export const mobileFieldText = (text: string): string => {
  const kept = text
    .replace(/[^\d+().\s-]+/gu, "")
    .replace(/\s+/gu, " ")
    .trimStart()
    .slice(0, maxMobileText)
  const national = nationalMobile(kept)
  return /^[1-9]\d{9}$/u.test(national) ? national : kept
}

/**
 * The live message while typing a mobile: a national number (above) of 1-9 digits, or of more than 10, must be 10
 * digits (spec section 5). Nothing is said before the first digit of the number itself ("+91 " alone).
 */
export const liveMobileMessage = (text: string): string | undefined => {
  const national = nationalMobile(text)
  return /\d/u.test(national) && !/^\d{10}$/u.test(national) ? messages.mobileLength : undefined
}

/** The spec's message for a mobile field's text on submit (its national number checked), or undefined. */
export const mobileMessage = (text: string): string | undefined => firstMessage(Mobile, nationalMobile(text))

/**
 * The credit-score check (spec sections 2 "Personal details", 3, 5): the wire schema the browser and the server
 * check, and the form's model: its fields, the payload it sends, its messages, and what a field keeps of what is
 * typed. machines/credit-details.machine.ts adds the timing (token check, submit, the 4 s before the bureau).
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { type AnyFieldIssue, messagesByField } from "./field-errors.ts"
import {
  digitsOnly,
  Email,
  failsWith,
  isPlainText,
  LettersField,
  latinLettersPattern,
  Mobile,
  messages,
  Pan,
  standardWith,
  unsupportedCharactersMessage,
  validate
} from "./validation.ts"

export const creditMessages = {
  get missingToken() {
    return m.credit_missing_token()
  },
  get badToken() {
    return m.credit_bad_token()
  },
  get success() {
    return m.credit_success()
  },
  get failure() {
    return m.credit_failure()
  },
  get exception() {
    return m.credit_exception()
  }
}

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
export const creditTermsMessage = (): string => m.credit_terms_required()

/**
 * Credit-score enquiry (spec section 3). Its messages are read when a check fails, in the language in force then (the
 * page's in the browser, the request's on the server).
 */
export const CreditEnquiry = Schema.Struct({
  // Names as on the PAN card: Latin letters only, and the Hindi message says so.
  first_name: LettersField(m.validation_pan_name_letters, () => messages.nameRequired, latinLettersPattern),
  last_name: LettersField(m.validation_pan_name_letters, m.credit_last_name_required, latinLettersPattern),
  gender: Schema.Literals(["Male", "Female"]),
  email: Email,
  phone: Mobile,
  panNumber: Pan,
  dob: Schema.String.check(
    isPlainText(m.credit_dob_invalid),
    standardWith(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/u), m.credit_dob_required),
    failsWith((s: string) => !isPastDate(s), m.credit_dob_invalid)
  ),
  address: Schema.String.check(
    isPlainText(() => unsupportedCharactersMessage(m.credit_what_address()), { multiline: true }),
    standardWith(Schema.isNonEmpty(), m.credit_address_required),
    Schema.isMaxLength(300)
  ),
  pincode: Schema.String.check(
    isPlainText(m.credit_pincode_invalid),
    standardWith(Schema.isPattern(/^[1-9]\d{5}$/u), m.credit_pincode_invalid)
  ),
  city: LettersField(m.credit_city_letters, m.credit_city_required, latinLettersPattern),
  state: LettersField(m.credit_state_letters, m.credit_state_required, latinLettersPattern),
  // A checked boolean, not Literal(true): a literal field would make the struct a union candidate on the server and
  // the 400 would name the whole payload instead of this field.
  acceptTerms: Schema.Boolean.check(failsWith((accepted: boolean) => !accepted, creditTermsMessage))
})
export type CreditEnquiry = typeof CreditEnquiry.Type

/** The answer to POST /api/cibil-enquiries: the bureau page the browser leaves for after 4 s (configuration). */
export const CreditSubmitted = Schema.Struct({
  success: Schema.Literal(true),
  redirectUrl: Schema.String
})
export type CreditSubmitted = typeof CreditSubmitted.Type

/* The form. */

/** Where the spec names no message: ours. */
export const creditFormMessages = {
  get gender() {
    return m.credit_gender_required()
  },
  get pan() {
    return m.credit_pan_required()
  },
  get terms() {
    return creditTermsMessage()
  },
  get email() {
    return messages.email
  }
}

export const genders = ["Male", "Female"] as const
export type Gender = (typeof genders)[number]

export interface CreditForm {
  readonly firstName: string
  readonly lastName: string
  readonly gender: Gender | ""
  readonly email: string
  readonly pan: string
  readonly dob: string
  readonly address: string
  readonly pincode: string
  readonly city: string
  readonly state: string
  readonly acceptTerms: boolean
}
export type CreditTextField = Exclude<keyof CreditForm, "gender" | "acceptTerms">
export type CreditField = keyof CreditForm
export type CreditErrors = Partial<Record<CreditField, string>>

export const emptyCreditForm: CreditForm = {
  firstName: "",
  lastName: "",
  gender: "",
  email: "",
  pan: "",
  dob: "",
  address: "",
  pincode: "",
  city: "",
  state: "",
  acceptTerms: false
}

/** The wire payload of spec section 3 (the mobile comes from the token). */
export const toCreditPayload = (form: CreditForm, phone: string): CreditEnquiry => ({
  first_name: form.firstName.trim(),
  last_name: form.lastName.trim(),
  gender: form.gender as Gender,
  email: form.email.trim(),
  phone,
  panNumber: form.pan,
  dob: form.dob,
  address: form.address.trim(),
  pincode: form.pincode,
  city: form.city.trim(),
  state: form.state.trim(),
  acceptTerms: form.acceptTerms
})

const creditFieldOfPath: Record<string, CreditField> = {
  first_name: "firstName",
  last_name: "lastName",
  gender: "gender",
  email: "email",
  panNumber: "pan",
  dob: "dob",
  address: "address",
  pincode: "pincode",
  city: "city",
  state: "state",
  acceptTerms: "acceptTerms"
}

/** The field's message for each wire issue (the server's 400 or a local decode), first one per field. */
export const creditErrorsByField = (issues: ReadonlyArray<AnyFieldIssue>): CreditErrors =>
  messagesByField(creditFieldOfPath, issues)

/** Every message for the form, checked with the wire schema the server uses; ours for an empty choice. */
export const validateCreditForm = (form: CreditForm, phone: string): CreditErrors => {
  const errors = creditErrorsByField(validate(CreditEnquiry, toCreditPayload(form, phone)))
  return {
    ...errors,
    ...(errors.gender ? { gender: creditFormMessages.gender } : {}),
    ...(errors.acceptTerms ? { acceptTerms: creditFormMessages.terms } : {}),
    ...(errors.pan && form.pan === "" ? { pan: creditFormMessages.pan } : {})
  }
}

const letters = {
  firstName: CreditEnquiry.fields.first_name,
  lastName: CreditEnquiry.fields.last_name,
  city: CreditEnquiry.fields.city,
  state: CreditEnquiry.fields.state
} satisfies Partial<Record<CreditTextField, ReturnType<typeof LettersField>>>

/** The message while typing: names, city and state at once; the PAN only if non-empty (spec section 5). */
export const liveCreditMessage = (field: CreditTextField, value: string): string | undefined => {
  if (value.trim() === "") return undefined
  if (field === "pan") return validate(Pan, value)[0]?.message
  const schema = (letters as Partial<Record<CreditTextField, ReturnType<typeof LettersField>>>)[field]
  return schema ? validate(schema, value.trim())[0]?.message : undefined
}

/** What a field keeps of what is typed: the PAN uppercased, letters and digits, at most 10; the pincode 6 digits. */
export const sanitizeCreditField = (field: CreditTextField, value: string): string =>
  field === "pan"
    ? value
        .toUpperCase()
        .replace(/[^A-Z0-9]/gu, "")
        .slice(0, 10)
    : field === "pincode"
      ? digitsOnly(value, 6)
      : value

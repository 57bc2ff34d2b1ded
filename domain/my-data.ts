// Over 300 lines: one Schema per kind of record My data shows, with the erasure's counts; they change together.
/**
 * "My data" (issue 14, point 4; docs/compliance.md): what a person whose mobile is verified by OTP (purpose
 * `my-data`) sees of the records held for that mobile, the correction request they may send, the erasure, and the
 * records kept after it with the reason. One Schema per shape, used by the browser and the server.
 *
 * Which records are the person's:
 * - loan enquiries where the mobile is the applicant's (`applicant`), and Referral enquiries where it is the
 *   referrer's (`referrer`): of those the person sees only their own details (the name, e-mail and location they gave
 *   as referrer), never the referred friend's;
 * - credit-score enquiries, contact messages, grievances, the OTP and SMS records, consent records (given with this
 *   mobile), correction requests, referral rewards and withdrawals of the mobile, and each sharing of the person's
 *   details with a lender (an offer chosen).
 *
 * Nothing is reached through an e-mail address: nobody verified it, and anyone may type another person's address
 * into a form. So feedback (the feedback form takes no mobile) is not part of My data: the page says so, and how to
 * have it changed or removed (a grievance on /grievance-redressal, where the mobile is verified and staff check the
 * rest).
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { grievanceStatuses } from "./grievance.ts"
import { isPlainText, standardWith, withTypeMessage } from "./validation.ts"

export const myDataMessages = {
  get missingToken() {
    return m.my_data_msg_missing_token()
  },
  get badToken() {
    return m.my_data_msg_bad_token()
  },
  get record() {
    return m.my_data_msg_record()
  },
  get field() {
    return m.my_data_msg_field()
  },
  get fieldCharacters() {
    return m.my_data_msg_field_characters()
  },
  get details() {
    return m.my_data_msg_details()
  },
  get detailsCharacters() {
    return m.my_data_msg_details_characters()
  },
  get notYours() {
    return m.my_data_msg_not_yours()
  },
  get correctionSent() {
    return m.my_data_msg_correction_sent()
  },
  get confirmErase() {
    return m.my_data_msg_confirm_erase()
  },
  get erased() {
    return m.my_data_msg_erased()
  },
  get nothingToErase() {
    return m.my_data_msg_nothing_to_erase()
  },
  get removed() {
    return m.my_data_msg_removed()
  },
  get consentId() {
    return m.my_data_msg_consent_id()
  },
  get consentNotFound() {
    return m.my_data_msg_consent_not_found()
  },
  get consentWithdrawn() {
    return m.my_data_msg_consent_withdrawn()
  }
}

/** Longest correction description. */
export const correctionMaxLength = 1000

/** What a correction is about: `enquiry:<tracking ID>`, `credit:<id>`, `contact:<id>`, or `other`. */
export const recordKinds = ["enquiry", "credit", "contact", "other"] as const
export type RecordKind = (typeof recordKinds)[number]
export const recordPattern = /^(?:(?:enquiry|credit|contact):[A-Za-z0-9-]{1,40}|other)$/u

/** Every message read when a check fails, in the language in force then (the page's, or the request's). */
export const CorrectionRequest = Schema.Struct({
  record: Schema.String.check(standardWith(Schema.isPattern(recordPattern), () => myDataMessages.record)),
  field: Schema.String.check(
    isPlainText(() => myDataMessages.fieldCharacters),
    Schema.makeFilter((s: string) => (s.trim() !== "" && s.length <= 60 ? undefined : myDataMessages.field))
  ),
  details: Schema.String.check(
    isPlainText(() => myDataMessages.detailsCharacters, { multiline: true }),
    Schema.makeFilter((s: string) =>
      s.trim() !== "" && s.length <= correctionMaxLength ? undefined : myDataMessages.details
    )
  )
})
export type CorrectionRequest = typeof CorrectionRequest.Type

/** Erasure must be asked for on purpose: `{ confirm: true }`. */
export const EraseRequest = Schema.Struct({
  confirm: withTypeMessage(Schema.Literal(true), () => myDataMessages.confirmErase)
})

const Nullable = Schema.NullOr(Schema.String)

export const MyEnquiry = Schema.Struct({
  trackingId: Schema.String,
  /** The mobile was the applicant's, or the referrer's of a Referral. */
  role: Schema.Literals(["applicant", "referrer"]),
  applicationType: Schema.String,
  loanType: Schema.String,
  status: Schema.String,
  /** The person's own details as given on this enquiry (as referrer: the referrer's name, e-mail and location). */
  name: Schema.String,
  email: Nullable,
  location: Nullable,
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type MyEnquiry = typeof MyEnquiry.Type

export const MyCreditEnquiry = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  gender: Schema.String,
  email: Schema.String,
  /** Masked: XXXXX1234X (the letters hidden, the digits shown so the person recognises it). */
  pan: Schema.String,
  dob: Schema.String,
  address: Schema.String,
  pincode: Schema.String,
  city: Schema.String,
  state: Schema.String,
  createdAt: Schema.String
})
export type MyCreditEnquiry = typeof MyCreditEnquiry.Type

export const MyContactMessage = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  message: Schema.String,
  createdAt: Schema.String
})

export const MyReward = Schema.Struct({
  trackingId: Schema.String,
  points: Schema.Int,
  status: Schema.String,
  createdAt: Schema.String
})

export const MyWithdrawal = Schema.Struct({
  id: Schema.String,
  points: Schema.Int,
  itemCount: Schema.Int,
  requestedAt: Schema.String,
  paidAt: Nullable
})

export const MyConsent = Schema.Struct({
  id: Schema.String,
  purpose: Schema.String,
  noticeVersion: Schema.String,
  channel: Schema.String,
  givenAt: Schema.String,
  /** The first withdrawal's time (on My data, by the link in a message, or by an erasure); null while in force. */
  withdrawnAt: Nullable,
  /** The loan enquiry it was given with, if any (its tracking ID). */
  trackingId: Nullable,
  /**
   * The lenders the details it covers went to: the lender of the offer an enquiry was made from, and every lender
   * the enquiry's details were shared with. Empty: no lender yet (an enquiry), or none ever (a credit check, a message).
   */
  lenders: Schema.Array(Schema.String)
})
export type MyConsent = typeof MyConsent.Type

/** A consent record's id in a path: its number as digits (anything else: 400 with this message). */
export const ConsentId = Schema.String.check(
  standardWith(Schema.isPattern(/^[1-9][0-9]{0,17}$/u), () => myDataMessages.consentId)
)

/** A consent withdrawn (or found withdrawn already: its first time kept). */
export const ConsentWithdrawal = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
  consent: MyConsent
})
export type ConsentWithdrawal = typeof ConsentWithdrawal.Type

export const MyCorrection = Schema.Struct({
  id: Schema.String,
  record: Schema.String,
  field: Schema.String,
  details: Schema.String,
  status: Schema.Literals(["open", "done", "rejected"]),
  note: Nullable,
  createdAt: Schema.String
})
export type MyCorrection = typeof MyCorrection.Type

/** A grievance raised from the mobile on /grievance-redressal (domain/grievance-form.ts), with our reply if any. */
export const MyGrievance = Schema.Struct({
  number: Schema.String,
  category: Schema.String,
  status: Schema.Literals(grievanceStatuses),
  name: Schema.String,
  email: Schema.String,
  trackingId: Nullable,
  description: Schema.String,
  receivedAt: Schema.String,
  /** YYYY-MM-DD, India's calendar: 30 days after it was received. */
  dueDate: Schema.String,
  reply: Nullable,
  repliedAt: Nullable,
  resolvedAt: Nullable
})
export type MyGrievance = typeof MyGrievance.Type

/** One sharing of the person's details with a lender (issue 31, section 5): what, with whom, when, for which enquiry. */
export const MyShare = Schema.Struct({
  trackingId: Schema.String,
  lenderName: Schema.String,
  /** What was shared: "name", "mobile", "email", "location", "offer". */
  details: Schema.Array(Schema.String),
  sharedAt: Schema.String
})
export type MyShare = typeof MyShare.Type

/** The OTP record of one purpose (the code itself is kept only as a keyed hash and never shown). */
export const MyOtp = Schema.Struct({
  purpose: Schema.String,
  codesLastHour: Schema.Int,
  lastSentAt: Nullable
})

export const MyData = Schema.Struct({
  mobile: Schema.String,
  enquiries: Schema.Array(MyEnquiry),
  creditEnquiries: Schema.Array(MyCreditEnquiry),
  contactMessages: Schema.Array(MyContactMessage),
  rewards: Schema.Array(MyReward),
  withdrawals: Schema.Array(MyWithdrawal),
  consents: Schema.Array(MyConsent),
  corrections: Schema.Array(MyCorrection),
  grievances: Schema.Array(MyGrievance),
  /** Each sharing of the person's details with a lender. */
  shares: Schema.Array(MyShare),
  otp: Schema.Array(MyOtp),
  /** Times of the SMS messages sent to the mobile (their text carries codes: not shown). */
  smsSent: Schema.Array(Schema.String)
})
export type MyData = typeof MyData.Type

/** The download: every record, when it was made, and what is kept after an erasure. */
export const MyDataExport = Schema.Struct({
  exportedAt: Schema.String,
  data: MyData
})
export type MyDataExport = typeof MyDataExport.Type

export const ErasureCounts = Schema.Struct({
  enquiries: Schema.Int,
  referrals: Schema.Int,
  creditEnquiries: Schema.Int,
  contactMessages: Schema.Int,
  rewards: Schema.Int,
  withdrawals: Schema.Int,
  consents: Schema.Int,
  corrections: Schema.Int,
  grievances: Schema.Int,
  shares: Schema.Int,
  otp: Schema.Int,
  sms: Schema.Int
})
export type ErasureCounts = typeof ErasureCounts.Type

export const ErasureDone = Schema.Struct({
  success: Schema.Literal(true),
  /** False when nothing was held (e.g. the second of two requests at once). */
  erased: Schema.Boolean,
  message: Schema.String,
  counts: ErasureCounts
})
export type ErasureDone = typeof ErasureDone.Type

/** True when the record has any row. */
export const hasAnyRecord = (d: MyData): boolean =>
  d.enquiries.length +
    d.creditEnquiries.length +
    d.contactMessages.length +
    d.rewards.length +
    d.withdrawals.length +
    d.consents.length +
    d.corrections.length +
    d.grievances.length +
    d.shares.length +
    d.otp.length +
    d.smsSent.length >
  0

/** PAN as the person sees it: the five letters and the last one hidden, the four digits shown (XXXXX1234X). */
export const maskPanForOwner = (pan: string): string =>
  /^[A-Z]{5}\d{4}[A-Z]$/u.test(pan) ? `XXXXX${pan.slice(5, 9)}X` : "X".repeat(10)

/** The correction target of a record, and its label in the form. */
export const recordOf = (kind: Exclude<RecordKind, "other">, id: string): string => `${kind}:${id}`

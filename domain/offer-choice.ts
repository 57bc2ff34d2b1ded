/**
 * "Choose this offer" (issue 31, section 3): the person's name, mobile (verified by OTP), e-mail and location, and a
 * consent that names the one lender their details go to. The server makes it an enquiry with the offer attached (its
 * lender, proposal number and terms). One Schema for the browser form and the server; the form's fields and the
 * mapping between them.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { ConsentGiven, consentRequiredMessage } from "./consent.ts"
import { ContactPreference, defaultContactPreference } from "./contact-preference.ts"
import { SelfEnquiry, splitName } from "./enquiry.ts"
import type { AnyFieldIssue } from "./field-errors.ts"
import { messagesByField } from "./field-errors.ts"
import { Mobile, mobileFieldText, nationalMobile, RequiredEmail, validate } from "./validation.ts"

/** A proposal number as the offers answer gives it (20 letters and digits); anything else is refused as unknown. */
export const ProposalNumber = Schema.String.annotate({ description: "The offer's proposal number" }).check(
  Schema.isMaxLength(40)
)

/** POST /api/offers/choose: the offer chosen and the person's details, with the consent naming its lender. */
export const OfferChoice = Schema.Struct({
  proposalNumber: ProposalNumber,
  first_name: SelfEnquiry.fields.first_name,
  last_name: SelfEnquiry.fields.last_name,
  phone: Mobile,
  email: RequiredEmail(() => m.validation_referral_email_required()),
  location: SelfEnquiry.fields.location,
  /** The person agreed that these details go to this offer's lender only. */
  consent: ConsentGiven,
  /**
   * How and when the person wants to hear from us (domain/contact-preference.ts); left out, the default (a call and
   * SMS, 09:00-21:00). The e-mail is always given here, so e-mail may always be chosen.
   */
  contact: Schema.optionalKey(ContactPreference)
}).annotate({ identifier: "OfferChoice", description: "An offer chosen: the person's details for its lender only" })
export type OfferChoice = typeof OfferChoice.Type

export const OfferChosen = Schema.Struct({
  success: Schema.Literal(true),
  trackingId: Schema.String,
  /** The lender the details went to. */
  lender: Schema.String,
  message: Schema.String
})
export type OfferChosen = typeof OfferChosen.Type

// ---------------------------------------------------------------------------------------------------------------
// The form

export interface ChoiceForm {
  readonly name: string
  readonly mobile: string
  readonly email: string
  readonly location: string
  readonly consent: boolean
  /** How and when the person may be contacted: a call and SMS, 09:00-21:00, until they change it. */
  readonly contact: ContactPreference
}
export type ChoiceField = Exclude<keyof ChoiceForm, "consent" | "contact">
export type ChoiceErrors = Partial<Record<ChoiceField | "consent" | "contact", string>>

export const emptyChoiceForm: ChoiceForm = {
  name: "",
  mobile: "",
  email: "",
  location: "",
  consent: false,
  contact: defaultContactPreference
}

export const toChoicePayload = (proposalNumber: string, form: ChoiceForm): OfferChoice => ({
  proposalNumber,
  ...splitName(form.name),
  phone: nationalMobile(form.mobile),
  email: form.email.trim(),
  location: form.location.trim(),
  consent: form.consent,
  contact: form.contact
})

const fieldOfPath: Record<string, ChoiceField | "consent" | "contact"> = {
  first_name: "name",
  last_name: "name",
  phone: "mobile",
  email: "email",
  location: "location",
  consent: "consent",
  contact: "contact"
}

/** Wire issues (the server's 400 or a local check) by form field, the first message of each. */
export const choiceErrorsByField = (issues: ReadonlyArray<AnyFieldIssue>): ChoiceErrors =>
  messagesByField(fieldOfPath, issues)

/** Every message for the form, with the Schema the server uses; the consent box on its own (see domain/enquiry.ts). */
export const validateChoiceForm = (proposalNumber: string, form: ChoiceForm): ChoiceErrors => ({
  ...choiceErrorsByField(validate(OfferChoice, { ...toChoicePayload(proposalNumber, form), consent: true })),
  ...(form.consent ? {} : { consent: consentRequiredMessage() })
})

/** What a field keeps of what is typed: the mobile as a mobile field keeps it. */
export const sanitizeChoiceField = (field: ChoiceField, value: string): string =>
  field === "mobile" ? mobileFieldText(value) : value

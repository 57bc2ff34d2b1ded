/**
 * Recorded consent (issue 14, point 2): what a person agrees to, under which version of the notice, and the message
 * when they did not. Shared by the forms (a checkbox each), the server (which refuses a submission without it and
 * stores a consent record with it) and the Privacy Policy.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"

/** What the consent is for: the form it was given on. */
export const consentPurposes = ["loan-enquiry", "credit-check", "contact"] as const
export type ConsentPurpose = (typeof consentPurposes)[number]

/**
 * The version of the notices and the Privacy Policy they link to. A change of wording gets a new version, so each
 * consent record says which words the person saw.
 */
export const noticeVersion = "2026-11-24"

/** The channel a consent is recorded from. */
export const consentChannel = "web"

/** "Please agree to the Privacy Policy to continue.", in the language in force (read when a check fails). */
export const consentRequiredMessage = (): string => m.validation_consent_required()

/**
 * The consent field of a submission: the checkbox, which must be ticked. A checked boolean, not Literal(true): a
 * literal field would make the struct a union candidate and the 400 would name the whole payload, not this field.
 * The description sits on the boolean, before the check: on a custom check the OpenAPI document drops it.
 */
export const ConsentGiven = Schema.Boolean.annotate({ description: "The person ticked the consent box (must be true)" })
  .check(Schema.makeFilter((agreed: boolean) => (agreed ? undefined : consentRequiredMessage())))
  // Read once, when the module loads: the server answers it in the request's language (server/http/validation.ts).
  .annotateKey({ messageMissingKey: consentRequiredMessage() })

/**
 * The short notices beside each form that takes personal data (issue 14, point 2): the purpose, in a sentence, and a
 * link to the Privacy Policy; and the words of the consent box where we rely on consent, in the language in force
 * (the catalog `legal`). The version of these words is domain/consent.ts's noticeVersion: change the words, change the
 * version. A translation of the same words is the same notice, so it keeps the version.
 */
import { m } from "../../i18n/paraglide/messages.js"
import { company } from "./company.ts"

export type NoticeFor = "enquiry" | "credit" | "contact" | "feedback" | "otp" | "grievance"

export const consentNotices = (): Readonly<Record<NoticeFor, string>> => {
  const brand = company.brandName
  return {
    enquiry: m.legal_notice_enquiry({ brand }),
    credit: m.legal_notice_credit({ brand }),
    contact: m.legal_notice_contact({ brand }),
    feedback: m.legal_notice_feedback({ brand }),
    grievance: m.legal_notice_grievance({ brand }),
    otp: m.legal_notice_otp({ brand })
  }
}

/** The consent box's words, where we rely on consent. */
export const consentLabels = {
  enquiry: m.legal_consent_enquiry,
  contact: m.legal_consent_contact
} as const satisfies Record<string, () => string>
export type ConsentLabel = keyof typeof consentLabels

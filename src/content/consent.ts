/**
 * The short notices beside each form that takes personal data (issue 14, point 2): the purpose, in a sentence, and a
 * link to the Privacy Policy; and the words of the consent box where we rely on consent. The version of these words
 * is domain/consent.ts's noticeVersion: change the words, change the version.
 */
import { company } from "./company.ts"

export type NoticeFor = "enquiry" | "credit" | "contact" | "feedback" | "otp" | "grievance"

export const consentNotices: Readonly<Record<NoticeFor, string>> = {
  enquiry: `${company.brandName} uses these details to call you back about your loan and to pass your enquiry to the lending partner matched with it.`,
  credit: `${company.brandName} uses these details only to fetch your credit report from a credit bureau, with your consent.`,
  contact: `${company.brandName} uses these details only to answer your message, and deletes the message after a year.`,
  feedback: `${company.brandName} publishes your name, rating, review and picture (if you add one) once our team approves them.`,
  grievance: `${company.brandName} uses these details to look into and answer your grievance, as the RBI's Digital Lending Directions require, and keeps the record as the law requires.`,
  otp: `${company.brandName} uses your mobile number to send you a one-time password and to confirm the number is yours.`
}

/** The consent box's words, where we rely on consent. */
export const consentLabels = {
  enquiry:
    "I agree to the Privacy Policy and consent to my details being used to process this enquiry and shared with the lending partner matched with it.",
  contact: "I agree to the Privacy Policy and consent to my details being used to answer this message."
} as const
export type ConsentLabel = keyof typeof consentLabels

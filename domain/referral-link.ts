/**
 * A referral link (spec section 2 "Referral landing", section 6): /referral?name&mobile, shared by a referrer, and
 * the apply form's referral-link mode (refname, refmobile) it leads to.
 */
import { lettersPattern, maxNameLength, mobilePattern } from "./validation.ts"

/** A referral link names its referrer with letters (spaces, apostrophes, hyphens) and a valid mobile. */
export const isValidReferralLink = (name: string, mobile: string): boolean =>
  name !== "" && name.length <= maxNameLength && lettersPattern.test(name) && mobilePattern.test(mobile)

/** A WhatsApp share of a text (a messaging web URL, spec section 7). */
export const whatsappShareUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`

/** An SMS share of a text (an sms: link, spec section 7). */
export const smsShareUrl = (text: string): string => `sms:?body=${encodeURIComponent(text)}`

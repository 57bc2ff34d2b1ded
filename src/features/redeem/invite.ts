/**
 * The invite of the rewards page (spec sections 2 and 7): the referral link is the site's public address (the
 * window's origin) + /referral?name=&mobile=, shared as is, through WhatsApp (a messaging web URL) or an sms: link.
 */
import { company } from "../../content/company.ts"

export const referralInviteLink = (origin: string, name: string, mobile: string): string =>
  `${origin.replace(/\/+$/u, "")}/referral?${new URLSearchParams({ name, mobile })}`

export const inviteText = (link: string): string =>
  `I found ${company.brandName} quick and easy for loans. Apply with my referral link: ${link}`

export { smsShareUrl, whatsappShareUrl } from "../../../domain/referral-link.ts"

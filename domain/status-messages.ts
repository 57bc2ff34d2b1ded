/**
 * The status messages an applicant gets when staff move their application (docs/messages.md): one text per status,
 * in the enquiry's language, with the tracking link. Each status is one SMS template registered under TRAI's DLT
 * rules; its template ID comes from configuration under the template's name (server/messages/settings.ts).
 */
import { type Locale, pathInLocale } from "../i18n/locale.ts"
import { m } from "../i18n/paraglide/messages.js"
import type { ApplicationStatus } from "./application-status.ts"

/**
 * Every channel a status message goes by: SMS, WhatsApp and e-mail, as the person chose (domain/contact-preference.ts);
 * the back office lists a failed message of any of them.
 */
export const statusChannels = ["sms", "whatsapp", "email"] as const
export type StatusChannel = (typeof statusChannels)[number]

type Text = (inputs: { trackingId: string; link: string }, options: { locale: Locale }) => string
type Name = (inputs: Record<string, never>, options: { locale: Locale }) => string

/** Each status's template: its name (the DLT template's key in configuration), its text and the status's own name. */
export const statusTemplates: Record<ApplicationStatus, { readonly template: string; text: Text; name: Name }> = {
  "Call Back": { template: "call_back", text: m.messages_status_call_back, name: m.apply_step_call_back },
  "Decline / Not Interested": { template: "declined", text: m.messages_status_declined, name: m.apply_step_declined },
  "Appointment Fixed": {
    template: "appointment_fixed",
    text: m.messages_status_appointment_fixed,
    name: m.apply_step_appointment_fixed
  },
  Login: { template: "login", text: m.messages_status_login, name: m.apply_step_login },
  Underwriting: { template: "underwriting", text: m.messages_status_underwriting, name: m.apply_step_underwriting },
  Approved: { template: "approved", text: m.messages_status_approved, name: m.apply_step_approved },
  Rejected: { template: "rejected", text: m.messages_status_rejected, name: m.apply_step_rejected },
  Disbursed: { template: "disbursed", text: m.messages_status_disbursed, name: m.apply_step_disbursed }
}

/** The referrer's message when the loan of a friend they referred is disbursed (their reward is earned). */
export const rewardTemplate = { template: "reward_earned", text: m.messages_reward_earned } as const

/** The statuses' template names: one approved WhatsApp template each. */
export const statusTemplateNames: ReadonlyArray<string> = Object.values(statusTemplates).map((t) => t.template)

/** Every SMS template's name, for configuration (one DLT template ID each): the statuses' and the referrer's reward. */
export const templateNames: ReadonlyArray<string> = [...statusTemplateNames, rewardTemplate.template]

/** The status page of an application on the site at `siteUrl` (no trailing slash), in the enquiry's language. */
export const trackingLink = (siteUrl: string, trackingId: string, locale: Locale): string =>
  `${siteUrl}${pathInLocale(`/application-status?trackingId=${encodeURIComponent(trackingId)}`, locale)}`

export interface StatusMessageInput {
  readonly status: ApplicationStatus
  readonly trackingId: string
  readonly siteUrl: string
  readonly locale: Locale
  /** The link that stops further messages about the application in one tap (domain/stop-messages.ts). */
  readonly stopLink: string
}

/** The SMS text (also the e-mail's body): the status, the tracking link, and the link that stops the messages. */
export const statusMessageText = ({ status, trackingId, siteUrl, locale, stopLink }: StatusMessageInput): string =>
  `${statusTemplates[status].text({ trackingId, link: trackingLink(siteUrl, trackingId, locale) }, { locale })} ${m.messages_stop({ link: stopLink }, { locale })}`

/** Where a referrer sees their points: the rewards page, reached through a check of their mobile. */
export const rewardsLink = (siteUrl: string, locale: Locale): string =>
  `${siteUrl}${pathInLocale("/redeem/start", locale)}`

/** The referrer's SMS: their reward is earned, where to see it, and the link that stops the messages. */
export const rewardMessageText = ({
  siteUrl,
  locale,
  stopLink
}: Omit<StatusMessageInput, "status" | "trackingId">): string =>
  `${rewardTemplate.text({ link: rewardsLink(siteUrl, locale) }, { locale })} ${m.messages_stop({ link: stopLink }, { locale })}`

/** The e-mail's subject. */
export const statusEmailSubject = ({
  status,
  trackingId,
  locale
}: Pick<StatusMessageInput, "status" | "trackingId" | "locale">): string =>
  m.messages_email_subject({ trackingId, status: statusTemplates[status].name({}, { locale }) }, { locale })

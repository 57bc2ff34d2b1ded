/**
 * How long we keep what (issue 14, point 5): one configuration for the retention job in the server, which overrides
 * these defaults from the environment (README, configuration), and for the Privacy Policy, which quotes the defaults.
 */

export interface RetentionPeriods {
  /** OTP codes: days after they were issued. */
  readonly otpCodesDays: number
  /** The SMS outbox (messages written when no gateway is set): days after they were written. */
  readonly smsOutboxDays: number
  /** Idempotency keys of public submissions: hours after they were used. */
  readonly idempotencyKeysHours: number
  /** Contact messages: days after they were sent. */
  readonly contactMessagesDays: number
  /** Enquiries declined or rejected, and their credit-score enquiries: days after the decision. */
  readonly closedEnquiriesDays: number
}

export const defaultRetention: RetentionPeriods = {
  otpCodesDays: 7,
  smsOutboxDays: 7,
  idempotencyKeysHours: 24,
  contactMessagesDays: 365,
  closedEnquiriesDays: 180
}

/** The environment variable that sets each period (a positive whole number). */
export const retentionVariables: Readonly<Record<keyof RetentionPeriods, string>> = {
  otpCodesDays: "RETENTION_OTP_DAYS",
  smsOutboxDays: "RETENTION_SMS_OUTBOX_DAYS",
  idempotencyKeysHours: "RETENTION_IDEMPOTENCY_HOURS",
  contactMessagesDays: "RETENTION_CONTACT_MESSAGES_DAYS",
  closedEnquiriesDays: "RETENTION_CLOSED_ENQUIRIES_DAYS"
}

/** '7 days', '1 day', '24 hours', '1 year' (365 days), '180 days': how the Privacy Policy says a period. */
export const describePeriod = (amount: number, unit: "days" | "hours"): string => {
  if (unit === "days" && amount % 365 === 0) return amount === 365 ? "1 year" : `${amount / 365} years`
  const singular = unit === "days" ? "day" : "hour"
  return amount === 1 ? `1 ${singular}` : `${amount} ${unit}`
}

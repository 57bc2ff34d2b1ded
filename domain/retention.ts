/**
 * How long we keep what (issue 14, point 5): one configuration for the retention job in the server, which overrides
 * these defaults from the environment (README, configuration), and for the Privacy Policy, which states the periods
 * in force: the prerender writes the defaults, and a server configured otherwise rewrites its pages with its own
 * (server/http/static.ts) and gives them to the browser as JSON (`retentionPeriodsId`).
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

/** The id of the `<script type="application/json">` that carries the periods in force when they are not the defaults. */
export const retentionPeriodsId = "retention-periods"

/** The retention periods, as the Privacy Policy states them. */
export const retentionStatements = (r: RetentionPeriods): ReadonlyArray<string> => [
  r.otpCodesDays === r.smsOutboxDays
    ? `One-time passwords (OTPs) and the text messages that carried them: ${describePeriod(r.otpCodesDays, "days")}.`
    : `One-time passwords (OTPs): ${describePeriod(r.otpCodesDays, "days")}; the text messages that carried them: ${describePeriod(r.smsOutboxDays, "days")}.`,
  `Records that stop a form being submitted twice: ${describePeriod(r.idempotencyKeysHours, "hours")}.`,
  `Messages sent through the Contact Us form: ${describePeriod(r.contactMessagesDays, "days")}.`,
  `Loan enquiries that were declined or rejected, and the credit-score enquiries made with them: ${describePeriod(r.closedEnquiriesDays, "days")} after the decision.`,
  "Loan enquiries that went ahead, with their status history: as long as the loan runs and then as long as the law requires a lender's records to be kept (under the Prevention of Money Laundering Act, 2002, five years after the relationship ends)."
]

const isPeriod = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0

/** Periods read back from their JSON: every period a positive whole number, else undefined. */
export const parseRetentionPeriods = (json: string): RetentionPeriods | undefined => {
  try {
    const value: unknown = JSON.parse(json)
    if (typeof value !== "object" || value === null) return undefined
    const record = value as Record<string, unknown>
    const keys = Object.keys(defaultRetention) as Array<keyof RetentionPeriods>
    if (!keys.every((key) => isPeriod(record[key]))) return undefined
    return Object.fromEntries(keys.map((key) => [key, record[key]])) as unknown as RetentionPeriods
  } catch {
    return undefined
  }
}

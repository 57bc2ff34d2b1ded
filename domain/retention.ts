/**
 * How long we keep what (issue 14, point 5): one configuration for the retention job in the server, which overrides
 * these defaults from the environment (README, configuration), and for the Privacy Policy, which states the periods
 * in force: the prerender writes the defaults, and a server configured otherwise rewrites its pages with its own
 * (server/http/static/retention.ts) and gives them to the browser as JSON (`retentionPeriodsId`).
 */
import { m } from "../i18n/paraglide/messages.js"
import { atIndiaHour } from "./india-time.ts"

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

/**
 * '7 days', '1 day', '24 hours', '1 year' (365 days), '180 days': how the Privacy Policy says a period, in the language
 * in force ('7 दिन', '1 वर्ष' in Hindi).
 */
export const describePeriod = (amount: number, unit: "days" | "hours"): string => {
  if (unit === "days" && amount % 365 === 0) {
    return amount === 365 ? m.legal_period_year() : m.legal_period_years({ count: amount / 365 })
  }
  if (unit === "days") return amount === 1 ? m.legal_period_day() : m.legal_period_days({ count: amount })
  return amount === 1 ? m.legal_period_hour() : m.legal_period_hours({ count: amount })
}

/** The id of the `<script type="application/json">` that carries the periods in force when they are not the defaults. */
export const retentionPeriodsId = "retention-periods"

/** The retention periods, as the Privacy Policy states them in the language in force (the catalog `legal`). */
export const retentionStatements = (r: RetentionPeriods): ReadonlyArray<string> => [
  r.otpCodesDays === r.smsOutboxDays
    ? m.legal_retention_otp_and_sms({ period: describePeriod(r.otpCodesDays, "days") })
    : m.legal_retention_otp_sms_apart({
        otp: describePeriod(r.otpCodesDays, "days"),
        sms: describePeriod(r.smsOutboxDays, "days")
      }),
  m.legal_retention_idempotency({ period: describePeriod(r.idempotencyKeysHours, "hours") }),
  m.legal_retention_contact({ period: describePeriod(r.contactMessagesDays, "days") }),
  m.legal_retention_closed({ period: describePeriod(r.closedEnquiriesDays, "days") }),
  m.legal_retention_open()
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

/** The retention job runs once a day at this hour, India time: the quietest hour of the site. */
export const retentionRunHour = 3

/** The first `retentionRunHour`:00 India time after `now`. */
export const nextRetentionRun = (now: Date): Date => {
  const today = atIndiaHour(now, retentionRunHour)
  return today > now ? today : atIndiaHour(now, retentionRunHour, 1)
}

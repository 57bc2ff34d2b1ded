/**
 * The limits' numbers: what each one allows per window, their defaults, and the `<count>/<window>` form the
 * environment gives them in (`20/1h`, `120/1m`, `5/15m`, `10/90s`). No Effect here: server/config.ts reads these.
 * docs/limits.md describes each limit, its default, its variable and how it is enforced.
 */

/** At most `max` within `windowSeconds`. */
export interface Rule {
  readonly max: number
  readonly windowSeconds: number
}

export interface LimitSettings {
  /** Seconds between two codes for one mobile and purpose (LIMIT_OTP_RESEND_SECONDS). */
  readonly otpResendSeconds: number
  /** Codes for one mobile and purpose in a sliding window (LIMIT_OTP_MOBILE). */
  readonly otpPerMobile: Rule
  /** Codes asked for from one client address, whatever the mobile (LIMIT_OTP_ADDRESS). */
  readonly otpPerAddress: Rule
  /**
   * Codes asked for from one network, whatever the address and the mobile (LIMIT_OTP_NETWORK): an IPv4 /24 or an
   * IPv6 /64 (server/limits/network.ts). Many addresses of one network cannot spend the site's budget for everyone.
   */
  readonly otpPerNetwork: Rule
  /** Codes sent to one mobile, all purposes together (LIMIT_OTP_MOBILE_ALL). */
  readonly otpPerMobileAll: Rule
  /** Codes sent by the whole site: the SMS budget (LIMIT_OTP_TOTAL). */
  readonly otpTotal: Rule
  /** Contact messages from one client address (LIMIT_CONTACT). */
  readonly contact: Rule
  /** Feedback (testimonials, pictures included) from one client address (LIMIT_FEEDBACK). */
  readonly feedback: Rule
  /** Page views from one client address (LIMIT_PAGE_VIEWS). */
  readonly pageViews: Rule
  /** Loan enquiries from one client address (LIMIT_ENQUIRIES). */
  readonly enquiries: Rule
  /** "My data" correction requests from one client address (LIMIT_CORRECTIONS). */
  readonly corrections: Rule
  /** "My data" erasure requests from one client address (LIMIT_ERASURES). */
  readonly erasures: Rule
  /** Grievances raised from one client address (LIMIT_GRIEVANCES). */
  readonly grievances: Rule
  /** Application status look-ups by tracking ID from one client address (LIMIT_TRACKING). */
  readonly tracking: Rule
  /** Offer look-ups from one client address (LIMIT_OFFERS): each prices every lender and stores its proposals. */
  readonly offers: Rule
  /** Links that stop an application's messages, opened from one client address (LIMIT_STOP_LINKS). */
  readonly stopLinks: Rule
  /** "My data" consents withdrawn from one client address (LIMIT_CONSENT_WITHDRAWALS). */
  readonly consentWithdrawals: Rule
}

const minute = 60
const hour = 60 * minute

export const defaultLimits: LimitSettings = {
  otpResendSeconds: 30,
  otpPerMobile: { max: 5, windowSeconds: hour },
  otpPerAddress: { max: 20, windowSeconds: hour },
  otpPerNetwork: { max: 100, windowSeconds: hour },
  otpPerMobileAll: { max: 10, windowSeconds: hour },
  otpTotal: { max: 1000, windowSeconds: hour },
  contact: { max: 10, windowSeconds: hour },
  feedback: { max: 5, windowSeconds: hour },
  pageViews: { max: 120, windowSeconds: minute },
  enquiries: { max: 20, windowSeconds: hour },
  corrections: { max: 5, windowSeconds: hour },
  erasures: { max: 5, windowSeconds: hour },
  grievances: { max: 5, windowSeconds: hour },
  tracking: { max: 60, windowSeconds: minute },
  offers: { max: 60, windowSeconds: minute },
  stopLinks: { max: 20, windowSeconds: hour },
  consentWithdrawals: { max: 20, windowSeconds: hour }
}

/** The environment variable of each rule. */
export const limitVariables: Readonly<Record<Exclude<keyof LimitSettings, "otpResendSeconds">, string>> = {
  otpPerMobile: "LIMIT_OTP_MOBILE",
  otpPerAddress: "LIMIT_OTP_ADDRESS",
  otpPerNetwork: "LIMIT_OTP_NETWORK",
  otpPerMobileAll: "LIMIT_OTP_MOBILE_ALL",
  otpTotal: "LIMIT_OTP_TOTAL",
  contact: "LIMIT_CONTACT",
  feedback: "LIMIT_FEEDBACK",
  pageViews: "LIMIT_PAGE_VIEWS",
  enquiries: "LIMIT_ENQUIRIES",
  corrections: "LIMIT_CORRECTIONS",
  erasures: "LIMIT_ERASURES",
  grievances: "LIMIT_GRIEVANCES",
  tracking: "LIMIT_TRACKING",
  offers: "LIMIT_OFFERS",
  stopLinks: "LIMIT_STOP_LINKS",
  consentWithdrawals: "LIMIT_CONSENT_WITHDRAWALS"
}

const units: Readonly<Record<string, number>> = { s: 1, m: minute, h: hour, d: 24 * hour }
const rulePattern = /^\s*(\d{1,9})\s*\/\s*(\d{0,9})\s*([smhd])\s*$/u

/** `20/1h` (also `20/h`, `120/1m`, `10/90s`, `100/1d`) as a Rule; undefined when malformed or zero. */
export const parseRule = (text: string): Rule | undefined => {
  const match = rulePattern.exec(text)
  if (match === null) return undefined
  const max = Number(match[1])
  const windowSeconds = (match[2] === "" ? 1 : Number(match[2])) * (units[match[3]!] ?? 0)
  return max >= 1 && windowSeconds >= 1 ? { max, windowSeconds } : undefined
}

/** A rule as the environment writes it: `20/1h`. */
export const formatRule = ({ max, windowSeconds }: Rule): string =>
  windowSeconds % hour === 0
    ? `${max}/${windowSeconds / hour}h`
    : windowSeconds % minute === 0
      ? `${max}/${windowSeconds / minute}m`
      : `${max}/${windowSeconds}s`

/**
 * Every limit of a client address or network, and the site's budget, raised to `max` per window (tests that send
 * many requests from one address say so explicitly). The limits of one mobile stay as they are.
 */
export const roomyLimits = (max = 100_000): LimitSettings => ({
  ...defaultLimits,
  otpPerAddress: { ...defaultLimits.otpPerAddress, max },
  otpPerNetwork: { ...defaultLimits.otpPerNetwork, max },
  otpTotal: { ...defaultLimits.otpTotal, max },
  contact: { ...defaultLimits.contact, max },
  feedback: { ...defaultLimits.feedback, max },
  pageViews: { ...defaultLimits.pageViews, max },
  enquiries: { ...defaultLimits.enquiries, max },
  corrections: { ...defaultLimits.corrections, max },
  erasures: { ...defaultLimits.erasures, max },
  grievances: { ...defaultLimits.grievances, max },
  tracking: { ...defaultLimits.tracking, max },
  offers: { ...defaultLimits.offers, max },
  stopLinks: { ...defaultLimits.stopLinks, max },
  consentWithdrawals: { ...defaultLimits.consentWithdrawals, max }
})

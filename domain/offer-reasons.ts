/** Why a lender made no offer, in plain English (the views will word the same tagged value in Hindi). */

import { m } from "../i18n/paraglide/messages.js"
import { formatIndianNumber } from "./format.ts"
import type { NoMatchReason } from "./offers.ts"

const inr = (n: number) => `₹${formatIndianNumber(n)}`

/** The reason, completing "<lender> ...". */
export const reasonInEnglish = (reason: NoMatchReason): string => {
  switch (reason._tag) {
    case "Paused":
      return "is not taking applications at the moment"
    case "AmountBelowMinimum":
      return `lends at least ${inr(reason.minimum)}`
    case "TenureOutOfRange":
      return `lends for ${reason.minimum} to ${reason.maximum} months`
    case "AgeBelowMinimum":
      return `needs you to be at least ${reason.minimum} years old`
    case "AgeAboveMaximum":
      return `lends to people up to ${reason.maximum} years old`
    case "AgeAtMaturityAboveMaximum":
      return `needs the loan repaid by the age of ${reason.maximum}`
    case "EmploymentNotServed":
      return `lends only to ${reason.employmentTypes.join(" or ")} applicants`
    case "IncomeBelowMinimum":
      return `needs a monthly income of at least ${inr(reason.minimum)}`
    case "CreditScoreBelowMinimum":
      return `needs a credit score of at least ${reason.minimum}`
    case "CreditBandNotServed":
      return reason.band === "unknown"
        ? "needs to know your credit score"
        : `does not lend to credit scores of ${reason.band}`
    case "PincodeNotServed":
      return reason.cities.length > 0 ? `lends only in ${reason.cities.join(", ")}` : "does not lend at your pincode"
    case "BusinessVintageBelowMinimum":
      return `needs a business that has run for at least ${reason.minimum} years`
    case "BusinessVintageNeeded":
      return `needs to know how long your business has run (at least ${reason.minimum} years)`
    case "NoRoomForEmi":
      return `lets all your EMIs take at most ${reason.foirCapPercent}% of your income, which leaves ${inr(reason.largestEmi)} a month: not enough for its smallest loan`
  }
}

/** The reason in the language in force (the `offers` catalog), completing "<lender> ...". */
export const reasonInWords = (reason: NoMatchReason): string => {
  switch (reason._tag) {
    case "Paused":
      return m.offers_reason_paused()
    case "AmountBelowMinimum":
      return m.offers_reason_amount_min({ amount: inr(reason.minimum) })
    case "TenureOutOfRange":
      return m.offers_reason_tenure({ minimum: reason.minimum, maximum: reason.maximum })
    case "AgeBelowMinimum":
      return m.offers_reason_age_min({ years: reason.minimum })
    case "AgeAboveMaximum":
      return m.offers_reason_age_max({ years: reason.maximum })
    case "AgeAtMaturityAboveMaximum":
      return m.offers_reason_age_maturity({ years: reason.maximum })
    case "EmploymentNotServed":
      return m.offers_reason_employment({
        types: reason.employmentTypes
          .map((t) => (t === "Salaried" ? m.offers_employment_salaried() : m.offers_employment_self()))
          .join(m.offers_or())
      })
    case "IncomeBelowMinimum":
      return m.offers_reason_income({ amount: inr(reason.minimum) })
    case "CreditScoreBelowMinimum":
      return m.offers_reason_score({ score: reason.minimum })
    case "CreditBandNotServed":
      return reason.band === "unknown" ? m.offers_reason_band_unknown() : m.offers_reason_band({ band: reason.band })
    case "PincodeNotServed":
      return reason.cities.length > 0
        ? m.offers_reason_cities({ cities: reason.cities.join(", ") })
        : m.offers_reason_pincode()
    case "BusinessVintageBelowMinimum":
      return m.offers_reason_vintage_min({ years: reason.minimum })
    case "BusinessVintageNeeded":
      return m.offers_reason_vintage_needed({ years: reason.minimum })
    case "NoRoomForEmi":
      return m.offers_reason_foir({ percent: reason.foirCapPercent, amount: inr(reason.largestEmi) })
  }
}

/**
 * What would change an empty result (issue 31, section 3), from the lenders' reasons: one hint for each kind of reason
 * that a change to the request can meet, in the language in force, without repeats.
 */
export const whatWouldChange = (reasons: ReadonlyArray<NoMatchReason>): ReadonlyArray<string> => {
  const hints = new Set<string>()
  const minimums = reasons.flatMap((r) => (r._tag === "AmountBelowMinimum" ? [r.minimum] : []))
  if (minimums.length > 0) hints.add(m.offers_hint_amount_min({ amount: inr(Math.min(...minimums)) }))
  for (const r of reasons) {
    if (r._tag === "TenureOutOfRange") hints.add(m.offers_hint_tenure({ minimum: r.minimum, maximum: r.maximum }))
    if (r._tag === "NoRoomForEmi") hints.add(m.offers_hint_room())
    if (r._tag === "CreditBandNotServed" && r.band === "unknown") hints.add(m.offers_hint_score())
    if (r._tag === "BusinessVintageNeeded") hints.add(m.offers_hint_vintage())
  }
  return [...hints]
}

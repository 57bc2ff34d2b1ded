/**
 * What an erasure on "My data" keeps, and why (issue 14, point 4): shown on /my-data and quoted by the Privacy Policy,
 * in the language in force (the catalog `legal`). No Effect here, so the legal pages' bundle stays small.
 */
import { m } from "../i18n/paraglide/messages.js"

/** The records kept after an erasure, and why (shown on the page, quoted by the Privacy Policy). */
export const keptAfterErasure = (): ReadonlyArray<{ readonly what: string; readonly why: string }> => [
  { what: m.legal_kept_enquiries_what(), why: m.legal_kept_enquiries_why() },
  { what: m.legal_kept_consents_what(), why: m.legal_kept_consents_why() },
  { what: m.legal_kept_rewards_what(), why: m.legal_kept_rewards_why() },
  { what: m.legal_kept_corrections_what(), why: m.legal_kept_corrections_why() },
  { what: m.legal_kept_grievances_what(), why: m.legal_kept_grievances_why() },
  { what: m.legal_kept_erasure_what(), why: m.legal_kept_erasure_why() }
]

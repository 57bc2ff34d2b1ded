/**
 * What an erasure on "My data" keeps, and why (issue 14, point 4): shown on /my-data and quoted by the Privacy Policy.
 * No Effect here, so the legal pages' bundle stays small.
 */

/** The records kept after an erasure, and why (shown on the page, quoted by the Privacy Policy). */
export const keptAfterErasure: ReadonlyArray<{ readonly what: string; readonly why: string }> = [
  {
    what: "Loan enquiries: the tracking ID, loan type, status and its dated history, without your name, mobile, e-mail or location",
    why: "The partner lender may have acted on the enquiry; we keep the bare record so that a lender, the RBI or the grievance officer can check what we passed on and when (RBI Digital Lending Directions). The tracking ID then reads \u201cRemoved at your request\u201d."
  },
  {
    what: "Consent records: the purpose, the notice version, when consent was given and when it was withdrawn, without your mobile or e-mail",
    why: "Proof that we asked for consent and honoured its withdrawal (DPDP Act s.6(10): the Data Fiduciary must prove consent)."
  },
  {
    what: "Referral rewards and withdrawals: points, dates and payouts, without your mobile",
    why: "Our accounts must keep payments for 8 years (Companies Act, 2013, s.128). Rewards not yet paid can no longer be claimed."
  },
  {
    what: "Correction requests: the record and detail named, the status and dates, without your mobile and words",
    why: "To show how each request was answered."
  },
  {
    what: "Grievances: the grievance number, what it was about, its status and dates, without your name, mobile, e-mail, tracking ID, description or our reply",
    why: "The record that we answered your grievance within 30 days, for the RBI and its Integrated Ombudsman (RBI Digital Lending Directions)."
  },
  {
    what: "A dated note that an erasure was done, with counts only",
    why: "To show that we erased on request (DPDP Act s.12)."
  }
]

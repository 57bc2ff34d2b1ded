/**
 * Test data: a valid enquiry of each mode, as the browser sends it (spec section 6), for the domain and server
 * suites. Written out by hand, not built from the schemas they test.
 */

/** Asha applies for herself. */
export const selfEnquiry = {
  applicationType: "Self",
  loanType: "Personal Loan",
  first_name: "Asha",
  last_name: "Rao",
  phone: "9876543210",
  referralPhone: "",
  email: "asha@example.in",
  location: "Pune",
  consent: true
} as const

/** Asha refers her friend Meera: Meera's details first, then Asha's as the referrer. */
export const referralEnquiry = {
  applicationType: "Referral",
  loanType: "Home Loan",
  first_name: "Meera",
  last_name: "Iyer",
  phone: "8765432109",
  referralPhone: "9876543210",
  email: "meera@example.in",
  location: "Bengaluru",
  referralName: "Asha Rao",
  referralEmail: "asha@example.in",
  referralLocation: "Pune",
  consent: true
} as const

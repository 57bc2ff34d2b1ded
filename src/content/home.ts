/** The home page's copy (spec section 1, Home page sections): message functions of the `home` catalog. */
import { m } from "../../i18n/paraglide/messages.js"

export const intro = {
  eyebrow: m.home_intro_eyebrow,
  heading: m.home_intro_heading,
  text: m.home_intro_text,
  points: [
    { id: "approvals", title: m.home_intro_approvals_title, text: m.home_intro_approvals_text },
    { id: "options", title: m.home_intro_options_title, text: m.home_intro_options_text },
    { id: "rates", title: m.home_intro_rates_title, text: m.home_intro_rates_text },
    { id: "customers", title: m.home_intro_customers_title, text: m.home_intro_customers_text }
  ]
} as const

export const businessInfo = {
  eyebrow: m.home_business_eyebrow,
  heading: m.home_business_heading,
  text: m.home_business_text,
  points: [
    { id: "rates", title: m.home_business_rates_title, text: m.home_business_rates_text },
    { id: "success", title: m.home_business_success_title, text: m.home_business_success_text },
    { id: "repayments", title: m.home_business_repayments_title, text: m.home_business_repayments_text }
  ]
} as const

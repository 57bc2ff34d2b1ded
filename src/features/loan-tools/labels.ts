/** The words of the tools' fields and options, in the language in force (i18n/messages/<locale>/tools.json). */
import type { LoanTool } from "../../../domain/loan-tools-inputs.ts"
import { m } from "../../../i18n/paraglide/messages.js"

const fields: Readonly<Record<string, () => string>> = {
  amount: m.tools_field_amount,
  rate: m.tools_field_rate,
  tenure: m.tools_field_tenure,
  paid: m.tools_field_paid,
  prepayment: m.tools_field_prepayment,
  chargePercent: m.tools_field_charge,
  outstanding: m.tools_field_outstanding,
  newRate: m.tools_field_new_rate,
  feePercent: m.tools_field_fee,
  topUp: m.tools_field_top_up,
  frequency: m.tools_frequency_label,
  reduce: m.tools_reduce_label,
  rateType: m.tools_rate_type_label,
  borrower: m.tools_borrower_label,
  lender: m.tools_lender_label,
  sanctioned: m.tools_sanctioned_label
}

/** The balance transfer names its loan's rate and tenure for what they are now. */
export const fieldLabel = (tool: LoanTool, key: string): string =>
  tool === "transfer" && key === "rate"
    ? m.tools_field_current_rate()
    : tool === "transfer" && key === "tenure"
      ? m.tools_field_remaining()
      : (fields[key]?.() ?? key)

const options: Readonly<Record<string, () => string>> = {
  once: m.tools_frequency_once,
  yearly: m.tools_frequency_yearly,
  emi: m.tools_reduce_emi,
  tenure: m.tools_reduce_tenure,
  fixed: m.tools_rate_fixed,
  floating: m.tools_rate_floating,
  individual: m.tools_borrower_individual,
  business: m.tools_borrower_business,
  full: m.tools_lender_full,
  "up-to-50-lakh": m.tools_lender_up_to_50_lakh,
  none: m.tools_lender_none,
  "before-2026": m.tools_sanctioned_before,
  "from-2026": m.tools_sanctioned_from
}

export const optionLabel = (value: string): string => options[value]?.() ?? value

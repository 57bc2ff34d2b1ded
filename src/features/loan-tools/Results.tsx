/** What each tool shows: its figures as a list of terms and values, in rupees with Indian grouping. */
import type { ReactNode } from "react"
import type { BalanceTransferResult } from "../../../domain/balance-transfer.ts"
import type { ForeclosureResult } from "../../../domain/foreclosure.ts"
import { formatRupees } from "../../../domain/format.ts"
import { type PartPrepaymentResult, prepaymentYears } from "../../../domain/part-prepayment.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { BalanceCurves } from "./BalanceCurves.tsx"

const Figures = ({ rows }: { readonly rows: ReadonlyArray<readonly [string, ReactNode, boolean?]> }) => (
  <dl className="tool__figures">
    {rows.map(([term, value, lead]) => (
      <div key={term} className={lead ? "tool__figure tool__figure--lead" : "tool__figure"}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
)

const months = (count: number) => m.tools_months_count({ count: String(count) })

export function PrepaymentResults({ results }: { readonly results: PartPrepaymentResult }) {
  const years = prepaymentYears(results.schedule)
  return (
    <>
      <Figures
        rows={[
          [m.tools_result_interest_saved(), formatRupees(results.interestSaved), true],
          [m.tools_result_outstanding_before(), formatRupees(results.outstandingBefore)],
          [m.tools_result_outstanding_after(), formatRupees(results.outstandingAfter)],
          [m.tools_result_emi(), formatRupees(results.emi)],
          [m.tools_result_new_emi(), formatRupees(results.newEmi)],
          [m.tools_result_months_left(), months(results.monthsLeftBefore)],
          [m.tools_result_new_months(), months(results.monthsLeftAfter)]
        ]}
      />
      <BalanceCurves old={results.oldBalances} next={results.newBalances} />
      {years.length > 0 && (
        <div className="tool__schedule" role="region" aria-labelledby="tool-schedule-title" tabIndex={0}>
          <h2 id="tool-schedule-title">{m.tools_schedule_title()}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{m.tools_schedule_year()}</th>
                <th scope="col">{m.tools_schedule_principal()}</th>
                <th scope="col">{m.tools_schedule_interest()}</th>
                <th scope="col">{m.tools_schedule_prepayment()}</th>
                <th scope="col">{m.tools_schedule_balance()}</th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{formatRupees(y.principal)}</td>
                  <td>{formatRupees(y.interest)}</td>
                  <td>{formatRupees(y.prepayment)}</td>
                  <td>{formatRupees(y.closing)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

const reasonText = (rule: ForeclosureResult["rule"]): string => {
  if (rule._tag === "LendersPolicy") return m.tools_reason_policy()
  switch (rule.reason) {
    case "FloatingNonBusinessIndividual":
      return m.tools_reason_floating_individual()
    case "FloatingBusinessFullClass":
      return m.tools_reason_floating_business_full()
    case "FloatingBusinessUpTo50Lakh":
      return m.tools_reason_floating_business_50_lakh()
    default:
      return m.tools_reason_other()
  }
}

export function ForeclosureResults({ results }: { readonly results: ForeclosureResult }) {
  const rupees = (paise: number) => formatRupees(paise / 100)
  return (
    <>
      <Figures
        rows={[
          [m.tools_result_total(), rupees(results.totalPaise), true],
          [m.tools_result_outstanding(), rupees(results.outstandingPaise)],
          [m.tools_result_charge(), rupees(results.chargePaise)],
          [m.tools_result_gst(), rupees(results.gstPaise)],
          [m.tools_result_interest_saved(), rupees(results.interestSavedPaise)],
          [m.tools_result_net(), rupees(results.netSavingPaise)]
        ]}
      />
      <p className="tool__reason" data-charge={results.rule._tag}>
        {reasonText(results.rule)}
      </p>
    </>
  )
}

export function TransferResults({
  results,
  topUp
}: {
  readonly results: BalanceTransferResult
  readonly topUp: number
}) {
  const rows: Array<readonly [string, ReactNode, boolean?]> = [
    [m.tools_result_monthly_saving(), formatRupees(results.monthlySaving), true],
    [m.tools_result_old_emi(), formatRupees(results.oldEmi)],
    [m.tools_result_transfer_emi(), formatRupees(results.newEmi)]
  ]
  if (topUp > 0) rows.push([m.tools_result_top_up_emi(), formatRupees(results.topUpEmi)])
  rows.push(
    [m.tools_result_fees(), formatRupees((results.feePaise + results.feeGstPaise) / 100)],
    [m.tools_result_net_saving(), formatRupees(results.netSaving)],
    [
      m.tools_result_break_even(),
      results.breakEvenMonth === undefined
        ? m.tools_break_even_never()
        : m.tools_break_even_month({ count: String(results.breakEvenMonth) })
    ]
  )
  return <Figures rows={rows} />
}

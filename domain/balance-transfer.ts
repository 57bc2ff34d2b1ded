/**
 * Balance transfer and top-up (issue 32): moving the outstanding principal to a new lender at a new rate over the
 * same months left, with the new lender's processing fee (percent of the new loan, plus 18% GST) and an optional
 * top-up borrowed with it. The saving compares like with like: the old EMI against the new EMI on the amount
 * transferred; the top-up's EMI is shown apart, and only the fee on the amount transferred is set against the
 * saving (the fee on the top-up is the cost of the top-up, not of the switch). Money in paise where it is paid.
 */
import { gstPaise, toPaise } from "./apr.ts"
import { monthlyInstalment } from "./emi.ts"

export interface BalanceTransferInputs {
  /** Outstanding principal of the current loan, rupees. */
  readonly outstanding: number
  /** Current rate, percent a year. */
  readonly rate: number
  /** Months left. */
  readonly tenure: number
  readonly newRate: number
  /** The new lender's processing fee, percent of the new loan (before GST). */
  readonly feePercent: number
  /** Rupees borrowed on top, 0 for none. */
  readonly topUp: number
}

export interface BalanceTransferResult {
  /** Exact rupees. */
  readonly oldEmi: number
  /** The new loan's EMI, top-up included. */
  readonly newEmi: number
  /** Of which: the EMI on the amount transferred, and on the top-up. */
  readonly transferEmi: number
  readonly topUpEmi: number
  /** Old EMI − the EMI on the amount transferred (negative: the switch costs more each month). */
  readonly monthlySaving: number
  /** The processing fee and its GST on the whole new loan, paise. */
  readonly feePaise: number
  readonly feeGstPaise: number
  /** Fee and GST on the amount transferred alone: what the switch costs, paise. */
  readonly switchCostPaise: number
  /** Monthly saving × months left − the switch's cost, rupees. */
  readonly netSaving: number
  /** The first month by whose end the savings cover the switch's cost; undefined when they never do. */
  readonly breakEvenMonth: number | undefined
}

export const balanceTransfer = (inputs: BalanceTransferInputs): BalanceTransferResult => {
  const { outstanding, rate, tenure, newRate, feePercent } = inputs
  const topUp = Math.max(0, inputs.topUp)
  const oldEmi = monthlyInstalment(outstanding, rate, tenure)
  const transferEmi = monthlyInstalment(outstanding, newRate, tenure)
  const newEmi = monthlyInstalment(outstanding + topUp, newRate, tenure)
  const fee = Math.round((toPaise(outstanding + topUp) * feePercent) / 100)
  const transferFee = Math.round((toPaise(outstanding) * feePercent) / 100)
  const switchCost = transferFee + gstPaise(transferFee)
  const monthlySaving = oldEmi - transferEmi
  const netSaving = monthlySaving * tenure - switchCost / 100
  const months = monthlySaving > 0 ? Math.max(1, Math.ceil(switchCost / 100 / monthlySaving)) : undefined
  return {
    oldEmi,
    newEmi,
    transferEmi,
    topUpEmi: newEmi - transferEmi,
    monthlySaving,
    feePaise: fee,
    feeGstPaise: gstPaise(fee),
    switchCostPaise: switchCost,
    netSaving,
    breakEvenMonth: months !== undefined && months <= tenure ? months : undefined
  }
}

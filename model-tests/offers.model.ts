/**
 * The offers page: a request that is wrong then right (its check loaded on the first press, or not loaded at all),
 * offers found (and sorted), none matching, no answer (retried) and too many requests.
 */
import { networkError, tooManyRequests } from "../domain/failures.fixtures.ts"
import { offersMachine } from "../machines/offers.machine.ts"
import type { MachineModel } from "./harness.ts"

export const oneOffer = {
  proposalNumber: "P-ALDER-1",
  lender: { id: "alder", legalName: "Alder Bank" },
  amount: 5_00_000,
  emi: 16_607.15,
  apr: 14.3,
  totalCost: 1_07_857.4
}

/** What the check makes of the model's form with pincode 560001. */
const aRequest = {
  loanType: "Personal Loan",
  amount: 500000,
  tenureMonths: 36,
  employment: "Salaried",
  netMonthlyIncome: 60000,
  existingEmis: 0,
  dateOfBirth: "1990-05-14",
  pincode: "560001",
  credit: { _tag: "Unknown" }
}

const offersModel: MachineModel<typeof offersMachine> = {
  name: "offers",
  machine: offersMachine,
  input: {
    amount: "500000",
    tenureMonths: "36",
    netMonthlyIncome: "60000",
    dateOfBirth: "1990-05-14"
  },
  actors: ["checkForm", "fetchOffers"],
  abstract: (s) => ({ sortBy: s.context.sortBy, errors: Object.keys(s.context.errors).length }),
  events: () => [
    { type: "Edit", field: "pincode", value: "560001" },
    { type: "Edit", field: "pincode", value: "012345" },
    { type: "See offers" },
    { type: "Sort", by: "emi" },
    { type: "Retry" },
    { type: "xstate.done.actor.checkForm", output: { _tag: "Valid", request: aRequest } } as never,
    {
      type: "xstate.done.actor.checkForm",
      output: { _tag: "Invalid", errors: { pincode: "Please enter your 6-digit pincode." } }
    } as never,
    { type: "xstate.error.actor.checkForm", error: networkError() } as never,
    { type: "xstate.done.actor.fetchOffers", output: { offers: [oneOffer], noMatches: [] } } as never,
    {
      type: "xstate.done.actor.fetchOffers",
      output: {
        offers: [],
        noMatches: [
          { lender: { id: "birch", legalName: "Birch NBFC" }, reason: { _tag: "IncomeBelowMinimum", minimum: 75_000 } }
        ]
      }
    } as never,
    { type: "xstate.error.actor.fetchOffers", error: tooManyRequests() } as never,
    { type: "xstate.error.actor.fetchOffers", error: networkError() } as never
  ]
}

export const models = [offersModel]

/**
 * The offers page: a request that is wrong then right, offers found (and sorted), none matching, no answer (retried)
 * and too many requests.
 */
import { networkError, tooManyRequests } from "../domain/failures.fixtures.ts"
import { checkOffersForm } from "../domain/offers-form.ts"
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

const offersModel: MachineModel<typeof offersMachine> = {
  name: "offers",
  machine: offersMachine,
  input: {
    amount: "500000",
    tenureMonths: "36",
    netMonthlyIncome: "60000",
    dateOfBirth: "1990-05-14"
  },
  actors: ["fetchOffers"],
  abstract: (s) => ({ valid: checkOffersForm(s.context.form)._tag, sortBy: s.context.sortBy }),
  events: () => [
    { type: "Edit", field: "pincode", value: "560001" },
    { type: "Edit", field: "pincode", value: "012345" },
    { type: "See offers" },
    { type: "Sort", by: "emi" },
    { type: "Retry" },
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

import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { NetworkError, TooManyRequests } from "../domain/failures.ts"
import type { OfferSummary } from "../domain/offers-api.ts"
import type { OffersForm, OffersRequestInput } from "../domain/offers-form.ts"
import { checkOffersForm } from "../domain/offers-form-check.ts"
import { type OffersAnswer, offersMachine, sortOffers } from "./offers.machine.ts"

const lender = (legalName: string) =>
  ({ id: legalName.toLowerCase(), legalName, kind: "bank", website: "https://example.in" }) as const

/** An offer as the contract gives it; the ranking reads its APR, EMI, amount, total cost and lender's name. */
const offer = (legalName: string, apr: number, emi: number, amount: number, totalCost = 10_000): OfferSummary => ({
  proposalNumber: `P-${legalName}`,
  validUntil: "2026-12-02",
  lender: lender(legalName),
  amount,
  cappedBy: null,
  ratePercent: apr - 1,
  rateType: "fixed",
  tenureMonths: 36,
  emi,
  processingFee: 0,
  processingFeeGst: 0,
  upfrontCharges: 0,
  netDisbursed: amount,
  totalInterest: totalCost,
  totalCost,
  apr,
  penalCharges: "2% a month on the amount overdue",
  penalChargesHi: null,
  bounceCharge: 500,
  foreclosurePercent: 0,
  partPrepaymentPercent: 0
})

const three: OffersAnswer = {
  catalogueVersion: 1,
  offers: [
    offer("Cedar Finance", 16.2, 11_000, 5_00_000),
    offer("Alder Bank", 13.9, 12_500, 4_00_000),
    offer("Birch NBFC", 15.1, 9_800, 3_00_000)
  ],
  noMatches: [{ lender: lender("Deodar Bank"), reason: { _tag: "IncomeBelowMinimum", minimum: 25_000 } }]
}

const fill = (actor: { send: (e: never) => void }) => {
  const send = actor.send as (e: { type: "Edit"; field: string; value: string }) => void
  send({ type: "Edit", field: "amount", value: "5,00,000" })
  send({ type: "Edit", field: "tenureMonths", value: "36" })
  send({ type: "Edit", field: "netMonthlyIncome", value: "60000" })
  send({ type: "Edit", field: "dateOfBirth", value: "1990-05-14" })
  send({ type: "Edit", field: "pincode", value: "560001" })
}

const answering = (answer: () => Promise<OffersAnswer>, seen: Array<OffersRequestInput> = []) =>
  offersMachine.provide({
    actors: {
      fetchOffers: fromPromise<OffersAnswer, OffersRequestInput>(({ input }) => {
        seen.push(input)
        return answer()
      })
    }
  })

/** The machine running with no calculator loan to start from. */
const started = (machine: typeof offersMachine) => createActor(machine, { input: undefined }).start()

describe("offers machine", () => {
  it("does not ask for offers while a field is wrong, and says what is wrong in plain words", async () => {
    const seen: Array<OffersRequestInput> = []
    const actor = started(answering(async () => three, seen))
    actor.send({ type: "Edit", field: "pincode", value: "012345" })
    actor.send({ type: "See offers" })
    const { context } = await waitFor(actor, (s) => s.matches("editing"))
    expect(seen).toEqual([])
    // The request's own words, as the server would answer them (validation catalog)
    expect(context.errors.amount).toBe("Please enter a loan amount in whole rupees, from ₹1,000 to ₹50,00,00,000.")
    expect(context.errors.pincode).toBe("Please enter your 6-digit pincode.")
    expect(context.errors.dateOfBirth).toBe("Please enter your date of birth as a valid date.")
    actor.send({ type: "Edit", field: "pincode", value: "560001" })
    expect(actor.getSnapshot().context.errors.pincode).toBeUndefined()
  })

  it("sends the request in the contract's terms and shows the offers, lowest APR first", async () => {
    const seen: Array<OffersRequestInput> = []
    const actor = started(answering(async () => three, seen))
    fill(actor)
    actor.send({ type: "See offers" })
    await waitFor(actor, (s) => s.matches("offers"))
    expect(seen).toEqual([
      {
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
    ])
    const { answer, sortBy } = actor.getSnapshot().context
    expect(sortBy).toBe("apr")
    expect(sortOffers(answer!.offers, sortBy).map((o) => o.lender.legalName)).toEqual([
      "Alder Bank",
      "Birch NBFC",
      "Cedar Finance"
    ])
    actor.send({ type: "Sort", by: "emi" })
    expect(sortOffers(answer!.offers, actor.getSnapshot().context.sortBy).map((o) => o.emi)).toEqual([
      9_800, 11_000, 12_500
    ])
    actor.send({ type: "Sort", by: "amount" })
    expect(sortOffers(answer!.offers, actor.getSnapshot().context.sortBy).map((o) => o.amount)).toEqual([
      5_00_000, 4_00_000, 3_00_000
    ])
  })

  it("asks once when the person presses again while the form is checked or the offers are on their way", async () => {
    const seen: Array<OffersRequestInput> = []
    let answer: (a: OffersAnswer) => void = () => {}
    const actor = started(answering(() => new Promise((resolve) => (answer = resolve)), seen))
    fill(actor)
    actor.send({ type: "See offers" })
    actor.send({ type: "See offers" })
    await waitFor(actor, (s) => s.matches("loading"))
    actor.send({ type: "See offers" })
    answer(three)
    await waitFor(actor, (s) => s.matches("offers"))
    expect(seen).toHaveLength(1)
  })

  it("checks an edit made while the form was being checked, and asks for nothing if it is wrong", async () => {
    const seen: Array<OffersRequestInput> = []
    const actor = started(answering(async () => three, seen))
    fill(actor)
    actor.send({ type: "See offers" })
    actor.send({ type: "Edit", field: "pincode", value: "12" })
    const { context } = await waitFor(actor, (s) => s.matches("editing"))
    expect(context.errors).toEqual({ pincode: "Please enter your 6-digit pincode." })
    expect(seen).toEqual([])
  })

  it("when the form's check cannot be loaded, says there was no answer, and tries again", async () => {
    let loads = 0
    const seen: Array<OffersRequestInput> = []
    const actor = started(
      answering(async () => three, seen).provide({
        actors: {
          checkForm: fromPromise(async ({ input }: { input: OffersForm }) => {
            loads++
            if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module")
            return checkOffersForm(input)
          })
        }
      })
    )
    fill(actor)
    actor.send({ type: "See offers" })
    await waitFor(actor, (s) => s.matches("failed"))
    expect(actor.getSnapshot().context.failure).toBe(
      "We could not reach our server. Check your connection and try again."
    )
    expect(seen).toEqual([])
    actor.send({ type: "Retry" })
    await waitFor(actor, (s) => s.matches("offers"))
    expect(seen).toHaveLength(1)
  })

  it("ranks equal APRs by total cost, then by the lender's name", () => {
    const ranked = sortOffers(
      [offer("Zeta", 14, 1, 1, 9_000), offer("Beta", 14, 1, 1, 9_500), offer("Alpha", 14, 1, 1, 9_500)],
      "apr"
    )
    expect(ranked.map((o) => o.lender.legalName)).toEqual(["Zeta", "Alpha", "Beta"])
  })

  it("with no offer, is empty and keeps each lender's reason", async () => {
    const actor = started(answering(async () => ({ catalogueVersion: 1, offers: [], noMatches: three.noMatches })))
    fill(actor)
    actor.send({ type: "See offers" })
    await waitFor(actor, (s) => s.matches("empty"))
    expect(actor.getSnapshot().context.answer?.noMatches[0]?.reason).toEqual({
      _tag: "IncomeBelowMinimum",
      minimum: 25_000
    })
  })

  it("says when there was no answer, and tries again", async () => {
    let calls = 0
    const actor = started(
      answering(async () => {
        calls++
        if (calls === 1) throw new NetworkError({ message: "offline" })
        return three
      })
    )
    fill(actor)
    actor.send({ type: "See offers" })
    await waitFor(actor, (s) => s.matches("failed"))
    expect(actor.getSnapshot().context.failure).toBe(
      "We could not reach our server. Check your connection and try again."
    )
    actor.send({ type: "Retry" })
    await waitFor(actor, (s) => s.matches("offers"))
    expect(calls).toBe(2)
  })

  it("says when there were too many requests", async () => {
    const actor = started(
      answering(async () => {
        throw new TooManyRequests({ success: false, message: "Too many", retryAfterSeconds: 60 })
      })
    )
    fill(actor)
    actor.send({ type: "See offers" })
    await waitFor(actor, (s) => s.matches("failed"))
    expect(actor.getSnapshot().context.failure).toBe("Too many requests. Please try again later.")
  })

  it("starts from the calculator's amount, tenure and loan type", () => {
    const actor = createActor(offersMachine, {
      input: { amount: "300000", tenureMonths: "24", loanType: "Home Loan" }
    }).start()
    const { form } = actor.getSnapshot().context
    expect([form.amount, form.tenureMonths, form.loanType]).toEqual(["300000", "24", "Home Loan"])
  })

  it("asks for a band or none: a known band is sent as a band", async () => {
    const seen: Array<OffersRequestInput> = []
    const actor = started(answering(async () => three, seen))
    fill(actor)
    actor.send({ type: "Edit", field: "credit", value: "700-749" })
    actor.send({ type: "See offers" })
    await waitFor(actor, (s) => s.matches("offers"))
    expect(seen[0]?.credit).toEqual({ _tag: "Band", band: "700-749" })
  })
})

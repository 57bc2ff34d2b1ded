import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { decodeToolQuery, encodeToolQuery, prepaymentSpec } from "../domain/loan-tools-inputs.ts"
import { foreclosureToolMachine, prepaymentToolMachine, transferToolMachine } from "./loan-tools.machine.ts"

// ₹1,00,000 at 12% over 12 months, 6 paid: outstanding 51,492.11; ₹20,000 off, reducing the tenure, saves 1,075.12
// of interest (worked in domain/part-prepayment.test.ts).
const link = "amount=100000&rate=12&tenure=12&paid=6&prepayment=20000&frequency=once&reduce=tenure"

describe("loan tools machines", () => {
  it("a prepayment link opens to its inputs and results", () => {
    const actor = createActor(prepaymentToolMachine, {
      input: { inputs: decodeToolQuery(prepaymentSpec, link) }
    }).start()
    const { context } = actor.getSnapshot()
    expect(context.texts).toMatchObject({ amount: "100000", rate: "12", paid: "6", prepayment: "20000" })
    expect(context.results.interestSaved).toBeCloseTo(1_075.12, 2)
    expect(encodeToolQuery(prepaymentSpec, context.inputs)).toBe(link)
  })

  it("typing keeps the text and computes with the value leaving would give; leaving says why it changed", () => {
    const actor = createActor(prepaymentToolMachine, {
      input: { inputs: decodeToolQuery(prepaymentSpec, link) }
    }).start()
    actor.send({ type: "Type", field: "prepayment", value: "0090000" })
    expect(actor.getSnapshot().context.texts.prepayment).toBe("90000")
    expect(actor.getSnapshot().context.inputs.prepayment).toBe(51_492)
    expect(actor.getSnapshot().context.results.outstandingAfter).toBe(0)
    actor.send({ type: "Leave field", field: "prepayment" })
    expect(actor.getSnapshot().context.texts.prepayment).toBe("51492")
    expect(actor.getSnapshot().context.messages.prepayment).toBe(
      "The prepayment cannot be more than the outstanding principal, ₹51,492."
    )
    // Typing again clears the message.
    actor.send({ type: "Type", field: "prepayment", value: "1000" })
    expect(actor.getSnapshot().context.messages.prepayment).toBeUndefined()
  })

  it("a shorter tenure pulls the EMIs paid below it; a choice switches what the prepayment reduces", () => {
    const actor = createActor(prepaymentToolMachine, {
      input: { inputs: decodeToolQuery(prepaymentSpec, link) }
    }).start()
    actor.send({ type: "Slide", field: "tenure", value: 6 })
    expect(actor.getSnapshot().context.inputs).toMatchObject({ tenure: 6, paid: 5 })
    actor.send({ type: "Choose", field: "reduce", value: "emi" })
    expect(actor.getSnapshot().context.inputs.reduce).toBe("emi")
    actor.send({ type: "Choose", field: "reduce", value: "nonsense" })
    expect(actor.getSnapshot().context.inputs.reduce).toBe("emi")
  })

  it("foreclosure: choosing a floating rate for an individual drops the charge to zero", () => {
    const actor = createActor(foreclosureToolMachine, { input: {} }).start()
    expect(actor.getSnapshot().context.results.chargePaise).toBeGreaterThan(0)
    actor.send({ type: "Choose", field: "rateType", value: "floating" })
    expect(actor.getSnapshot().context.results.chargePaise).toBe(0)
    expect(actor.getSnapshot().context.results.rule).toEqual({
      _tag: "NoCharge",
      reason: "FloatingNonBusinessIndividual"
    })
  })

  it("balance transfer: opening a link replaces the inputs", () => {
    const actor = createActor(transferToolMachine, { input: {} }).start()
    actor.send({
      type: "Open link",
      inputs: { outstanding: 1_000_000, rate: 10, tenure: 120, newRate: 9, feePercent: 1, topUp: 0 }
    })
    // 10% to 9% on ₹10 lakh over 120 months with 1% fee + GST pays for itself in month 22 (domain test).
    expect(actor.getSnapshot().context.results.breakEvenMonth).toBe(22)
    expect(actor.getSnapshot().context.texts.newRate).toBe("9")
  })
})

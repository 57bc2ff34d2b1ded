/**
 * The three loan tools: a person types, leaves, slides, chooses (an option offered, and one not), and opens a link.
 * One state, so the snapshot abstracts to it: the values do not change which transitions exist.
 */
import { decodeToolQuery, foreclosureSpec, prepaymentSpec, transferSpec } from "../domain/loan-tools-inputs.ts"
import { foreclosureToolMachine, prepaymentToolMachine, transferToolMachine } from "../machines/loan-tools.machine.ts"
import type { MachineModel } from "./harness.ts"

const abstract = () => "editing"

const prepayment: MachineModel<typeof prepaymentToolMachine> = {
  name: "prepayment tool",
  machine: prepaymentToolMachine,
  input: {},
  abstract,
  events: () => [
    { type: "Type", field: "prepayment", value: "99999999" },
    { type: "Leave field", field: "prepayment" },
    { type: "Slide", field: "paid", value: 60 },
    { type: "Choose", field: "reduce", value: "emi" },
    { type: "Choose", field: "frequency", value: "weekly" },
    { type: "Open link", inputs: decodeToolQuery(prepaymentSpec, "amount=100000&rate=12&tenure=12&paid=6") }
  ]
}

const foreclosure: MachineModel<typeof foreclosureToolMachine> = {
  name: "foreclosure tool",
  machine: foreclosureToolMachine,
  input: {},
  abstract,
  events: () => [
    { type: "Type", field: "paid", value: "600" },
    { type: "Leave field", field: "paid" },
    { type: "Slide", field: "chargePercent", value: 2 },
    { type: "Choose", field: "rateType", value: "floating" },
    { type: "Choose", field: "borrower", value: "nobody" },
    { type: "Open link", inputs: decodeToolQuery(foreclosureSpec, "amount=100000&rate=12&tenure=12&paid=0") }
  ]
}

const transfer: MachineModel<typeof transferToolMachine> = {
  name: "transfer tool",
  machine: transferToolMachine,
  input: {},
  abstract,
  events: () => [
    { type: "Type", field: "newRate", value: "9" },
    { type: "Leave field", field: "newRate" },
    { type: "Slide", field: "topUp", value: 500_000 },
    { type: "Open link", inputs: decodeToolQuery(transferSpec, "outstanding=1000000&rate=10&tenure=120&newRate=9") }
  ]
}

export const models = [prepayment, foreclosure, transfer]

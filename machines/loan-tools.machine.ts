/**
 * The part-prepayment, foreclosure and balance-transfer tools (issue 32): one statechart, made for each tool from
 * its spec (domain/loan-tools-inputs.ts) and its math. A person types (the value behind the results is what leaving
 * would give, as in the EMI calculator), leaves a field (the text is rewritten to the value, and a value that had to
 * be clamped says why), slides, chooses an option, or opens a shared link. The context holds the inputs (always in
 * range), each field's text, each field's message and the results.
 */
import { assign, setup } from "xstate"
import type { BalanceTransferInputs } from "../domain/balance-transfer.ts"
import { type BalanceTransferResult, balanceTransfer } from "../domain/balance-transfer.ts"
import { formatText, parseText, typeText } from "../domain/calculator-inputs.ts"
import { type ForeclosureInputs, type ForeclosureResult, foreclosure } from "../domain/foreclosure.ts"
import {
  clampMessage,
  clampTool,
  foreclosureSpec,
  prepaymentSpec,
  type ToolSpec,
  transferSpec
} from "../domain/loan-tools-inputs.ts"
import { type PartPrepaymentInputs, type PartPrepaymentResult, partPrepayment } from "../domain/part-prepayment.ts"

export interface LoanToolContext<I, R> {
  readonly inputs: I
  /** What each number field shows: the typed text until the field is left, then the value. */
  readonly texts: Readonly<Record<string, string>>
  /** Why a value left was changed (too much, too little), by field; cleared when the field is typed in again. */
  readonly messages: Readonly<Record<string, string>>
  readonly results: R
}

export type LoanToolEvent<I> =
  | { type: "Type"; field: keyof I & string; value: string }
  | { type: "Leave field"; field: keyof I & string }
  | { type: "Slide"; field: keyof I & string; value: number }
  | { type: "Choose"; field: keyof I & string; value: string }
  /** A shared link opened while the tool is on screen (decoded with `decodeToolQuery`). */
  | { type: "Open link"; inputs: I }

export interface LoanToolInput<I> {
  /** The starting inputs, e.g. `decodeToolQuery(spec, search)`; clamped on start. */
  readonly inputs?: I
}

const textsOf = <I>(spec: ToolSpec<I>, inputs: I): Record<string, string> =>
  Object.fromEntries(spec.numbers.map((f) => [f.key, formatText(Number(inputs[f.key]))]))

const makeLoanToolMachine = <I, R>(id: string, spec: ToolSpec<I>, compute: (inputs: I) => R) => {
  const withInputs = (inputs: I) => ({ inputs, results: compute(inputs) })
  return setup({
    types: {
      context: {} as LoanToolContext<I, R>,
      events: {} as LoanToolEvent<I>,
      input: {} as LoanToolInput<I>
    },
    guards: {
      /** The option is one the field offers. */
      isOption: ({ event }) =>
        event.type === "Choose" &&
        (spec.choices[event.field] as ReadonlyArray<string> | undefined)?.includes(event.value) === true
    },
    actions: {
      /** Keeps the typed text; the inputs take the value leaving would give, so the results follow the typing. */
      typeField: assign(({ context }, params: { field: keyof I & string; value: string }) => {
        const text = typeText("amount", params.value)
        const inputs = clampTool(spec, { ...context.inputs, [params.field]: parseText(text) })
        const { [params.field]: _, ...messages } = context.messages
        return { ...withInputs(inputs), texts: { ...textsOf(spec, inputs), [params.field]: text }, messages }
      }),
      /** Writes every value back into its field; a typed value out of range says why it changed. */
      leaveField: assign(({ context }, params: { field: keyof I & string }) => {
        const typed = parseText(context.texts[params.field] ?? "")
        const message = clampMessage(spec, params.field, typed, context.inputs)
        const { [params.field]: _, ...others } = context.messages
        return {
          texts: textsOf(spec, context.inputs),
          messages: message === undefined ? others : { ...others, [params.field]: message }
        }
      }),
      slideField: assign(({ context }, params: { field: keyof I & string; value: number }) => {
        const inputs = clampTool(spec, { ...context.inputs, [params.field]: params.value })
        const { [params.field]: _, ...messages } = context.messages
        return { ...withInputs(inputs), texts: textsOf(spec, inputs), messages }
      }),
      choose: assign(({ context }, params: { field: keyof I & string; value: string }) => {
        const inputs = clampTool(spec, { ...context.inputs, [params.field]: params.value })
        return { ...withInputs(inputs), texts: textsOf(spec, inputs) }
      }),
      openLink: assign((_, params: { inputs: I }) => {
        const inputs = clampTool(spec, params.inputs)
        return { ...withInputs(inputs), texts: textsOf(spec, inputs), messages: {} }
      })
    }
  }).createMachine({
    id,
    context: ({ input }) => {
      const inputs = clampTool(spec, input.inputs ?? spec.defaults)
      return { ...withInputs(inputs), texts: textsOf(spec, inputs), messages: {} }
    },
    initial: "editing",
    states: {
      editing: {
        on: {
          Type: { actions: { type: "typeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
          "Leave field": { actions: { type: "leaveField", params: ({ event }) => ({ field: event.field }) } },
          Slide: {
            actions: { type: "slideField", params: ({ event }) => ({ field: event.field, value: event.value }) }
          },
          // A tool without options (the balance transfer) has no choice to make.
          ...(Object.keys(spec.choices).length === 0
            ? {}
            : {
                Choose: {
                  guard: "isOption",
                  actions: { type: "choose", params: ({ event }) => ({ field: event.field, value: event.value }) }
                }
              }),
          "Open link": { actions: { type: "openLink", params: ({ event }) => ({ inputs: event.inputs }) } }
        }
      }
    }
  })
}

export const prepaymentToolMachine = makeLoanToolMachine<PartPrepaymentInputs, PartPrepaymentResult>(
  "prepaymentTool",
  prepaymentSpec,
  partPrepayment
)
export const foreclosureToolMachine = makeLoanToolMachine<ForeclosureInputs, ForeclosureResult>(
  "foreclosureTool",
  foreclosureSpec,
  foreclosure
)
export const transferToolMachine = makeLoanToolMachine<BalanceTransferInputs, BalanceTransferResult>(
  "transferTool",
  transferSpec,
  balanceTransfer
)

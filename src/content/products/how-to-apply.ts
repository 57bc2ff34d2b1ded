import { m } from "../../../i18n/paraglide/messages.js"

/** How an enquiry becomes a loan, the same for every product (spec: tracking ID, approval in 7-10 working days). */
export interface ApplyStep {
  readonly title: string
  readonly text: string
}

/** The four steps, in the language in force (built when called: issue 15). */
export const applySteps = (): ReadonlyArray<ApplyStep> => [
  { title: m.loans_step_1_title(), text: m.loans_step_1_text() },
  { title: m.loans_step_2_title(), text: m.loans_step_2_text() },
  { title: m.loans_step_3_title(), text: m.loans_step_3_text() },
  { title: m.loans_step_4_title(), text: m.loans_step_4_text() }
]

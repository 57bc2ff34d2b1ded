/**
 * What a person asks the marketplace for (issue 31): the request's Effect Schema, with a message in the language in
 * force for each field. The offers form in the browser (offers-form.ts) and POST /api/offers on the server
 * (offers-api.ts) check it with this one Schema, so both say the same words for the same fault.
 */
import { Schema } from "effect"
import { m } from "../i18n/paraglide/messages.js"
import { employmentTypes } from "./calculator.ts"
import { CreditBand } from "./lenders.ts"
import { LoanType } from "./loans.ts"
import { failsWith, withTypeMessage } from "./validation.ts"

/** A number with one message, in the language in force, for a wrong type and for every failed check. */
const NumberWith = (message: () => string, ok: (n: number) => boolean) =>
  withTypeMessage(Schema.Number, message).check(failsWith((n: number) => !ok(n), message))

const wholeBetween = (minimum: number, maximum: number) => (n: number) =>
  Number.isInteger(n) && n >= minimum && n <= maximum

const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(text)) return false
  const [y, mo, d] = text.split("-").map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900
}

const creditMessage = () => m.validation_offer_credit()

export const CreditInputSchema = withTypeMessage(
  Schema.Union([
    Schema.Struct({ _tag: Schema.Literal("Band"), band: withTypeMessage(CreditBand, creditMessage) }),
    Schema.Struct({ _tag: Schema.Literal("Unknown") }),
    Schema.Struct({
      _tag: Schema.Literal("Score"),
      score: NumberWith(() => m.validation_offer_credit_score(), wholeBetween(300, 900))
    })
  ]),
  creditMessage
)

/** What the person asks for, in their terms (domain/offers.ts's OfferRequest without `today`, which the server sets). */
export const OffersRequest = Schema.Struct({
  loanType: LoanType,
  amount: NumberWith(() => m.validation_offer_amount(), wholeBetween(1_000, 50_00_00_000)),
  tenureMonths: NumberWith(() => m.validation_offer_tenure(), wholeBetween(1, 360)),
  employment: withTypeMessage(Schema.Literals(employmentTypes), () => m.validation_offer_employment()),
  netMonthlyIncome: NumberWith(() => m.validation_offer_income(), wholeBetween(0, 1_00_00_00_000)),
  existingEmis: NumberWith(() => m.validation_offer_existing_emis(), wholeBetween(0, 1_00_00_00_000)),
  dateOfBirth: withTypeMessage(Schema.String, () => m.validation_offer_date_of_birth()).check(
    failsWith(
      (s: string) => !isCalendarDate(s),
      () => m.validation_offer_date_of_birth()
    )
  ),
  pincode: withTypeMessage(Schema.String, () => m.validation_offer_pincode()).check(
    failsWith(
      (s: string) => !/^[1-9]\d{5}$/u.test(s),
      () => m.validation_offer_pincode()
    )
  ),
  credit: CreditInputSchema,
  businessVintageYears: Schema.optional(NumberWith(() => m.validation_offer_business_vintage(), wholeBetween(0, 100)))
})
export type OffersRequest = typeof OffersRequest.Type

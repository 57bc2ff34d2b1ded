/**
 * The "Choose this offer" machine with its live actors: the offer read from its Key Fact Statement, the shared mobile
 * entry and OTP screen (purpose `offer`), and POST /api/offers/choose with the token. The calls load when first made.
 */
import type { OfferChosen } from "../../../domain/offer-choice.ts"
import type { ChooseInput, ChosenOfferView } from "../../../machines/offer-choice.machine.ts"
import { offerChoiceMachine } from "../../../machines/offer-choice.machine.ts"
import { fromLazyEffect } from "../../services/from-lazy-effect.ts"
import { liveMobileEntryMachine, liveOtpMachine } from "../otp/live.ts"

const fetchOffer = fromLazyEffect<ChosenOfferView, { proposalNumber: string }>(() =>
  import("./calls.ts").then(
    (m) => m.keyFactStatement as (i: { proposalNumber: string }, s: AbortSignal) => Promise<ChosenOfferView>
  )
)

const chooseOffer = fromLazyEffect<OfferChosen, ChooseInput>(() => import("./calls.ts").then((m) => m.chooseOffer))

export const liveOfferChoiceMachine = offerChoiceMachine.provide({
  actors: { fetchOffer, mobileEntry: liveMobileEntryMachine, otp: liveOtpMachine, chooseOffer }
})

/**
 * The offers calls through the contract's client, loaded when a request is first sent (live.ts): POST /api/offers,
 * GET /api/offers/kfs/:proposalNumber and POST /api/offers/choose. Their failures are the contract's tagged errors (ValidationError,
 * TooManyRequests, ProposalNotFound) or NetworkError and ServerError.
 */
import type { OfferChosen } from "../../../domain/offer-choice.ts"
import type { KeyFactStatement } from "../../../domain/offers-api.ts"
import type { OffersRequestInput } from "../../../domain/offers-form.ts"
import { bearer } from "../../../domain/otp.ts"
import type { ChooseInput } from "../../../machines/offer-choice.machine.ts"
import type { OffersAnswer } from "../../../machines/offers.machine.ts"
import { Api } from "../../services/api.ts"
import { runAppEffect } from "../../services/from-effect.ts"

export const offers = (input: OffersRequestInput, signal: AbortSignal): Promise<OffersAnswer> =>
  runAppEffect(
    Api.use((api) => api.offers.find({ payload: input })),
    signal
  )

export const keyFactStatement = (input: { proposalNumber: string }, signal: AbortSignal): Promise<KeyFactStatement> =>
  runAppEffect(
    Api.use((api) => api.offers.keyFacts({ params: { proposalNumber: input.proposalNumber } })),
    signal
  )

export const chooseOffer = ({ payload, token }: ChooseInput, signal: AbortSignal): Promise<OfferChosen> =>
  runAppEffect(
    Api.use((api) => api.offers.choose({ payload, headers: { authorization: bearer(token) } })),
    signal
  )

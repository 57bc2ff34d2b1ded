/**
 * The offers calls through the contract's client, loaded when a request is first sent (live.ts): POST /api/offers
 * and GET /api/offers/kfs/:proposalNumber. Their failures are the contract's tagged errors (ValidationError,
 * TooManyRequests, ProposalNotFound) or NetworkError and ServerError.
 */
import type { OffersRequestInput } from "../../../domain/offers-form.ts"
import type { OffersAnswer } from "../../../machines/offers.machine.ts"
import { Api } from "../../services/api.ts"
import { runAppEffect } from "../../services/from-effect.ts"

export const offers = (input: OffersRequestInput, signal: AbortSignal): Promise<OffersAnswer> =>
  runAppEffect(
    Api.use((api) => api.offers.find({ payload: input })),
    signal
  ) as Promise<OffersAnswer>

export const keyFactStatement = (input: { proposalNumber: string }, signal: AbortSignal): Promise<unknown> =>
  runAppEffect(
    Api.use((api) => api.offers.keyFacts({ params: { proposalNumber: input.proposalNumber } })),
    signal
  )

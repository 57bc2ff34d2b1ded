/**
 * The offers and Key Fact Statement machines with their live actors: POST /api/offers and
 * GET /api/offers/kfs/:proposalNumber, their failures as tagged errors (no answer, 429, 404).
 */
import { fromPromise } from "xstate"
import { NetworkError, ServerError, TooManyRequests } from "../../../domain/failures.ts"
import type { OffersRequestInput } from "../../../domain/offers-form.ts"
import { kfsMachine } from "../../../machines/kfs.machine.ts"
import { type OffersAnswer, offersMachine } from "../../../machines/offers.machine.ts"

class KeyFactStatementNotFound extends Error {
  readonly _tag = "KeyFactStatementNotFound"
}

const call = async (path: string, init?: RequestInit): Promise<unknown> => {
  let response: Response
  try {
    response = await fetch(path, init)
  } catch (cause) {
    throw new NetworkError({ message: String(cause) })
  }
  if (response.status === 429)
    throw new TooManyRequests({
      success: false,
      message: "",
      retryAfterSeconds: Number(response.headers.get("retry-after") ?? 60)
    })
  if (response.status === 404) throw new KeyFactStatementNotFound()
  if (!response.ok) throw new ServerError({ status: response.status, message: undefined })
  return response.json()
}

export const fetchOffers = fromPromise<OffersAnswer, OffersRequestInput>(
  async ({ input }) =>
    (await call("/api/offers", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input)
    })) as OffersAnswer
)

export const fetchStatement = fromPromise<unknown, { proposalNumber: string }>(({ input }) =>
  call(`/api/offers/kfs/${encodeURIComponent(input.proposalNumber)}`)
)

export const liveOffersMachine = offersMachine.provide({ actors: { fetchOffers } })
export const liveKfsMachine = kfsMachine.provide({ actors: { fetchStatement } })

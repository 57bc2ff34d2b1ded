/**
 * The offers calls, loaded when a request is first sent (live.ts): POST /api/offers and
 * GET /api/offers/kfs/:proposalNumber, their failures as the contract's tagged errors (no answer, 429, 404).
 */
import { NetworkError, ServerError, TooManyRequests } from "../../../domain/failures.ts"
import type { OffersRequestInput } from "../../../domain/offers-form.ts"
import type { OffersAnswer } from "../../../machines/offers.machine.ts"

class KeyFactStatementNotFound extends Error {
  readonly _tag = "KeyFactStatementNotFound"
}

const call = async (path: string, signal: AbortSignal, init?: RequestInit): Promise<unknown> => {
  let response: Response
  try {
    response = await fetch(path, { ...init, signal })
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

export const offers = async (input: OffersRequestInput, signal: AbortSignal): Promise<OffersAnswer> =>
  (await call("/api/offers", signal, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input)
  })) as OffersAnswer

export const keyFactStatement = (input: { proposalNumber: string }, signal: AbortSignal): Promise<unknown> =>
  call(`/api/offers/kfs/${encodeURIComponent(input.proposalNumber)}`, signal)

/**
 * The offers and Key Fact Statement machines with their live actors. The calls (calls.ts) load when first made, so
 * the page's first visit does not download the contract's Schemas (issue 13's budget).
 */
import type { KeyFactStatement } from "../../../domain/offers-api.ts"
import type { OffersRequestInput } from "../../../domain/offers-form.ts"
import { kfsMachine } from "../../../machines/kfs.machine.ts"
import { type OffersAnswer, offersMachine } from "../../../machines/offers.machine.ts"
import { fromLazyEffect } from "../../services/from-lazy-effect.ts"

export const fetchOffers = fromLazyEffect<OffersAnswer, OffersRequestInput>(() =>
  import("./calls.ts").then((m) => m.offers)
)

export const fetchStatement = fromLazyEffect<KeyFactStatement, { proposalNumber: string }>(() =>
  import("./calls.ts").then((m) => m.keyFactStatement)
)

export const liveOffersMachine = offersMachine.provide({ actors: { fetchOffers } })
export const liveKfsMachine = kfsMachine.provide({ actors: { fetchStatement } })

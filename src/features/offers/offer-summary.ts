/**
 * What the offers page and the Key Fact Statement show: the contract's own types (domain/offers-api.ts), imported as
 * types only, so the pages carry none of the contract's code.
 */
import type { KeyFactStatement, OfferSummary } from "../../../domain/offers-api.ts"

export type OfferSummaryView = typeof OfferSummary.Type

export type KeyFactStatementView = typeof KeyFactStatement.Type

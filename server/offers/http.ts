/**
 * The `offers` group of domain/offers-api.ts: the person's terms priced against the newest lender catalogue
 * (domain/offers.ts), each offer stored as a proposal under an unguessable number for its Key Fact Statement; at most
 * LIMIT_OFFERS look-ups from one client address (429 with Retry-After beyond it). Nothing the person typed is stored.
 */
import { randomBytes } from "node:crypto"
import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { toRupees } from "../../domain/apr.ts"
import { enquirySuccessMessage } from "../../domain/enquiry.ts"
import type { Lender } from "../../domain/lenders.ts"
import type { LoanTypeName } from "../../domain/loans.ts"
import { type Offer, offersFor } from "../../domain/offers.ts"
import { type KeyFactStatement, type OfferSummary, ProposalNotFound, ProposalTaken } from "../../domain/offers-api.ts"
import { addWorkingDays, indiaDate, proposalWorkingDays } from "../../domain/proposals.ts"
import { localeFromAcceptLanguage } from "../../i18n/locale.ts"
import { m } from "../../i18n/paraglide/messages.js"
import { Enquiries } from "../enquiries/repo.ts"
import { ServerApi } from "../http/api.ts"
import { requireToken } from "../http/tokens.ts"
import { RateLimits } from "../limits/rate-limits.ts"
import { Tokens } from "../tokens/tokens.ts"
import { Offers } from "./repo.ts"

const alphabet = "ABCDEFGHJKMNPQRSTVWXYZ23456789"

/** 20 characters from a 30-letter alphabet (98 bits): no one can guess another person's proposal. */
export const newProposalNumber = (): string =>
  Array.from(randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join("")

/** A lender as an offer names it: its id, name, kind, website and logo (never the staff's note). */
const lenderSummary = (lender: Lender) => ({
  id: lender.id,
  legalName: lender.legalName,
  kind: lender.kind,
  website: lender.website,
  ...(lender.logo === undefined ? {} : { logo: lender.logo })
})

/** What a stored proposal keeps of an offer: the summary without its number and date, its charges and schedule. */
const termsOf = (offer: Offer) => {
  const { lender, catalogueVersion: _version, schedule, otherCharges, ...rest } = offer
  return {
    ...rest,
    lender: lenderSummary(lender),
    otherCharges,
    schedule: schedule.map((row) => ({
      month: row.month,
      opening: toRupees(row.opening),
      instalment: toRupees(row.instalment),
      interest: toRupees(row.interest),
      principal: toRupees(row.principal),
      closing: toRupees(row.closing)
    }))
  }
}
type Terms = ReturnType<typeof termsOf>

const notFound = () => new ProposalNotFound({ success: false, message: m.validation_offer_proposal_not_found() })

/** The 401 of "Choose this offer" without a verified mobile: the person verifies it again. */
export const offerUnverifiedMessage = (): string => m.offers_choose_unverified()

export const OffersHttp = HttpApiBuilder.group(
  ServerApi,
  "offers",
  Effect.fn(function* (handlers) {
    const offers = yield* Offers
    const limits = yield* RateLimits
    const enquiries = yield* Enquiries
    const tokens = yield* Tokens
    /** A proposal that exists and whose Key Fact Statement still holds (India's day, as its validUntil). */
    const openProposal = (proposalNumber: string) =>
      offers
        .proposal(proposalNumber)
        .pipe(
          Effect.flatMap((found) =>
            Option.isNone(found) || found.value.validUntil < indiaDate(new Date())
              ? Effect.fail(notFound())
              : Effect.succeed(found.value)
          )
        )
    return handlers.handleAll({
      find: ({ payload, request }) =>
        limits.guard(
          "offers",
          limits.rules.offers,
          request,
          Effect.gen(function* () {
            const catalogue = yield* offers.catalogue
            const today = indiaDate(new Date())
            const validUntil = addWorkingDays(today, proposalWorkingDays)
            const result = offersFor({ ...payload, today }, catalogue)
            const shown = result.offers.map((offer) => ({ offer, terms: termsOf(offer), number: newProposalNumber() }))
            yield* offers.propose(
              shown.map(({ offer, terms, number }) => ({
                proposalNumber: number,
                catalogueVersion: catalogue.version,
                lenderId: offer.lender.id,
                loanType: payload.loanType,
                terms,
                validUntil
              }))
            )
            return {
              catalogueVersion: catalogue.version,
              offers: shown.map(({ terms, number }): OfferSummary => {
                const { otherCharges: _charges, schedule: _schedule, ...summary } = terms
                return { ...summary, proposalNumber: number, validUntil }
              }),
              noMatches: result.noMatches.map(({ lender, reason }) => ({
                lender: lenderSummary(lender),
                reason
              }))
            }
          })
        ),
      choose: ({ headers, payload, request }) =>
        limits.guard(
          "enquiries",
          limits.rules.enquiries,
          request,
          Effect.gen(function* () {
            yield* requireToken(
              tokens,
              headers.authorization,
              { purpose: "offer", mobile: payload.phone },
              { missingToken: offerUnverifiedMessage(), badToken: offerUnverifiedMessage() }
            )
            const p = yield* openProposal(payload.proposalNumber)
            const lenderName = (p.terms as Terms).lender.legalName
            const { trackingId } = yield* enquiries
              .createFromOffer(
                payload,
                {
                  proposalNumber: p.proposalNumber,
                  lenderId: p.lenderId,
                  lenderName,
                  loanType: p.loanType as LoanTypeName
                },
                localeFromAcceptLanguage(request.headers["accept-language"])
              )
              .pipe(
                Effect.catchTag("ProposalChosen", () =>
                  Effect.fail(new ProposalTaken({ success: false, message: m.offers_choose_taken() }))
                )
              )
            return { success: true as const, trackingId, lender: lenderName, message: enquirySuccessMessage }
          })
        ),
      keyFacts: ({ params }) =>
        Effect.gen(function* () {
          const p = yield* openProposal(params.proposalNumber)
          const catalogue = yield* offers.catalogueAt(p.catalogueVersion)
          const lender = Option.flatMapNullishOr(catalogue, (c) => c.lenders.find((l) => l.id === p.lenderId))
          if (Option.isNone(lender)) return yield* Effect.fail(notFound())
          const { otherCharges, schedule, ...summary } = p.terms as Terms
          return {
            proposalNumber: p.proposalNumber,
            createdAt: p.createdAt,
            validUntil: p.validUntil,
            catalogueVersion: p.catalogueVersion,
            loanType: p.loanType,
            // A proposal stored before the Hindi penal charges existed has none: its Hindi page shows the English.
            offer: {
              ...summary,
              penalChargesHi: summary.penalChargesHi ?? null,
              proposalNumber: p.proposalNumber,
              validUntil: p.validUntil
            },
            otherCharges,
            schedule,
            lender: lender.value
          } as KeyFactStatement
        })
    })
  })
).pipe(Layer.provide([Offers.layer, RateLimits.layer, Enquiries.layer, Tokens.layer]))

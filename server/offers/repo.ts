/**
 * The marketplace's tables (server/db/migrations/0070_offers.ts): the versioned lender catalogue, seeded with version 1
 * when empty, and the proposals shown to people (their terms only, never what the person typed).
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { Catalogue } from "../../domain/lenders.ts"
import { seedCatalogue } from "./seed.ts"

/** What a proposal keeps: the offer as shown, with its charges and schedule in rupees. */
export interface StoredProposal {
  readonly proposalNumber: string
  readonly catalogueVersion: number
  readonly lenderId: string
  readonly loanType: string
  readonly terms: unknown
  readonly createdAt: string
  /** yyyy-mm-dd. */
  readonly validUntil: string
}

const decodeCatalogue = Schema.decodeUnknownEffect(Catalogue)

export class Offers extends Context.Service<
  Offers,
  {
    /** The newest version of the catalogue. */
    readonly catalogue: Effect.Effect<Catalogue>
    /** A version the offers of a proposal were priced from. */
    readonly catalogueAt: (version: number) => Effect.Effect<Option.Option<Catalogue>>
    readonly propose: (proposals: ReadonlyArray<Omit<StoredProposal, "createdAt">>) => Effect.Effect<void>
    readonly proposal: (proposalNumber: string) => Effect.Effect<Option.Option<StoredProposal>>
  }
>()("server/offers/Offers") {
  static readonly layer = Layer.effect(
    Offers,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`
        INSERT INTO lender_catalogues (version, catalogue, changed_by)
        VALUES (1, ${JSON.stringify(seedCatalogue)}::jsonb, 'seed')
        ON CONFLICT (version) DO NOTHING
      `.pipe(Effect.orDie)

      /** Catalogues never change once written: each version is decoded once and kept. */
      const decoded = new Map<number, Catalogue>()
      const read = (row: { readonly version: number; readonly catalogue: unknown }) => {
        const known = decoded.get(row.version)
        if (known) return Effect.succeed(known)
        return decodeCatalogue(row.catalogue).pipe(
          Effect.tap((c) => Effect.sync(() => decoded.set(row.version, c))),
          Effect.orDie
        )
      }

      const catalogue = sql<{ version: number; catalogue: unknown }>`
        SELECT version, catalogue FROM lender_catalogues ORDER BY version DESC LIMIT 1
      `.pipe(
        Effect.orDie,
        Effect.flatMap((rows) => read(rows[0]!)),
        Effect.withSpan("Offers.catalogue")
      )

      const catalogueAt = (version: number) =>
        sql<{ version: number; catalogue: unknown }>`
          SELECT version, catalogue FROM lender_catalogues WHERE version = ${version}
        `.pipe(
          Effect.orDie,
          Effect.flatMap((rows) => (rows[0] ? Effect.map(read(rows[0]), Option.some) : Effect.succeed(Option.none())))
        )

      const propose = (proposals: ReadonlyArray<Omit<StoredProposal, "createdAt">>) =>
        proposals.length === 0
          ? Effect.void
          : sql`
              INSERT INTO offer_proposals (proposal_number, catalogue_version, lender_id, loan_type, terms, valid_until)
              SELECT * FROM jsonb_to_recordset(${JSON.stringify(
                proposals.map((p) => ({
                  proposal_number: p.proposalNumber,
                  catalogue_version: p.catalogueVersion,
                  lender_id: p.lenderId,
                  loan_type: p.loanType,
                  terms: p.terms,
                  valid_until: p.validUntil
                }))
              )}::jsonb) AS t(proposal_number text, catalogue_version integer, lender_id text, loan_type text,
                terms jsonb, valid_until date)
            `.pipe(Effect.asVoid, Effect.orDie, Effect.withSpan("Offers.propose"))

      const proposal = (proposalNumber: string) =>
        sql<{
          proposal_number: string
          catalogue_version: number
          lender_id: string
          loan_type: string
          terms: unknown
          created_at: Date | string
          valid_until: string
        }>`
          SELECT proposal_number, catalogue_version, lender_id, loan_type, terms, created_at,
            to_char(valid_until, 'YYYY-MM-DD') AS valid_until
          FROM offer_proposals WHERE proposal_number = ${proposalNumber}
        `.pipe(
          Effect.orDie,
          Effect.map((rows) =>
            Option.fromNullishOr(rows[0]).pipe(
              Option.map(
                (r): StoredProposal => ({
                  proposalNumber: r.proposal_number,
                  catalogueVersion: r.catalogue_version,
                  lenderId: r.lender_id,
                  loanType: r.loan_type,
                  terms: typeof r.terms === "string" ? JSON.parse(r.terms) : r.terms,
                  createdAt: new Date(r.created_at).toISOString(),
                  validUntil: r.valid_until
                })
              )
            )
          )
        )

      return Offers.of({ catalogue, catalogueAt, propose, proposal })
    })
  )
}

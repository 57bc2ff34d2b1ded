/**
 * The marketplace (issue 31): the lender catalogue, versioned, and the proposals shown to people.
 *
 * lender_catalogues: one row per version of the whole catalogue (lenders and their products, as domain/lenders.ts's
 * Catalogue schema has them); every change staff make is a new version, and the newest is the one offers are priced
 * from. Version 1 is the seed (server/offers/seed.ts), written when the server first finds the table empty.
 *
 * offer_proposals: each offer shown, under an unguessable proposal number, with the catalogue version it was priced
 * from and its terms as shown (the offer, its charges and schedule): never the person's date of birth, income,
 * pincode or anything else they typed. Its Key Fact Statement is read until `valid_until` (three working days).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE lender_catalogues (
      version integer PRIMARY KEY CHECK (version >= 1),
      catalogue jsonb NOT NULL,
      changed_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`
    CREATE TABLE offer_proposals (
      proposal_number text PRIMARY KEY CHECK (length(proposal_number) BETWEEN 16 AND 40),
      catalogue_version integer NOT NULL REFERENCES lender_catalogues (version),
      lender_id text NOT NULL,
      loan_type text NOT NULL,
      terms jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      valid_until date NOT NULL
    )
  `
  yield* sql`CREATE INDEX offer_proposals_created_at_idx ON offer_proposals (created_at)`
})

/**
 * "Choose this offer" (issue 31, section 3): an enquiry made from an offer carries the offer's lender (its catalogue id
 * and legal name, as shown to the person) and the proposal number whose terms it takes (offer_proposals). A proposal
 * makes one enquiry at most. The consent record of such an enquiry names the one lender the details go to.
 *
 * lender_shares: each sharing of a person's details with a lender (issue 31, section 5): what was shared, with whom,
 * when, and for which enquiry, found by the person's mobile ("My data"). Erased at the person's request: kept as the
 * proof that the sharing happened, without the mobile.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE loan_enquiries
      ADD COLUMN lender_id text,
      ADD COLUMN lender_name text,
      ADD COLUMN proposal_number text
  `
  yield* sql`CREATE UNIQUE INDEX loan_enquiries_proposal_number_idx ON loan_enquiries (proposal_number)`
  yield* sql`CREATE INDEX loan_enquiries_lender_id_idx ON loan_enquiries (lender_id, created_at)`
  yield* sql`ALTER TABLE consents ADD COLUMN lender_id text, ADD COLUMN lender_name text`
  yield* sql`
    CREATE TABLE lender_shares (
      id bigserial PRIMARY KEY,
      enquiry_id bigint REFERENCES loan_enquiries (id) ON DELETE SET NULL,
      tracking_id text NOT NULL,
      mobile text,
      lender_id text NOT NULL,
      lender_name text NOT NULL,
      details text[] NOT NULL,
      shared_at timestamptz NOT NULL DEFAULT now(),
      erased_at timestamptz
    )
  `
  yield* sql`CREATE INDEX lender_shares_mobile_idx ON lender_shares (mobile, id)`
})

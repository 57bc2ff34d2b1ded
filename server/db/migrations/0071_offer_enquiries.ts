/**
 * "Choose this offer" (issue 31, section 3): an enquiry made from an offer carries the offer's lender (its catalogue id
 * and legal name, as shown to the person) and the proposal number whose terms it takes (offer_proposals). A proposal
 * makes one enquiry at most. The consent record of such an enquiry names the one lender the details go to.
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
})

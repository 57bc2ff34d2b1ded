/**
 * The retention job (issue 14, point 5; server/retention/retention.ts): a lease row so that one server process at a
 * time runs it when several share one PostgreSQL, and the mark of a loan enquiry whose personal fields it removed
 * (the row, its status and its append-only status history stay: the history is never rewritten).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE job_leases (
      name text PRIMARY KEY,
      holder text NOT NULL,
      leased_until timestamptz NOT NULL,
      last_finished_at timestamptz
    )
  `
  yield* sql`ALTER TABLE loan_enquiries ADD COLUMN anonymised_at timestamptz`
  yield* sql`CREATE INDEX loan_enquiries_closed_idx ON loan_enquiries (updated_at) WHERE anonymised_at IS NULL AND status IN ('Decline / Not Interested', 'Rejected')`
  yield* sql`CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)`
  yield* sql`CREATE INDEX sms_outbox_created_at_idx ON sms_outbox (created_at)`
})

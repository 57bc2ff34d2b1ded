/**
 * Grievances (issue 14, point 3; RBI Digital Lending Directions): one row per grievance raised on
 * /grievance-redressal, from a mobile verified by OTP. Its status follows domain/grievance.ts (Received,
 * Acknowledged, Replied, Resolved); the reply is due 30 days after it was received (`due_date`, India's calendar).
 * Staff moves are audited in admin_audit_log (subject `grievance:<number>`). Kept after resolution: see
 * docs/compliance.md.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE grievances (
      id bigserial PRIMARY KEY,
      number text NOT NULL UNIQUE CHECK (number ~ '^GRV-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$'),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      mobile text NOT NULL CHECK (mobile ~ '^[6-9][0-9]{9}$'),
      email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
      tracking_id text CHECK (tracking_id IS NULL OR length(tracking_id) BETWEEN 1 AND 40),
      category text NOT NULL CHECK (length(category) BETWEEN 1 AND 60),
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
      status text NOT NULL DEFAULT 'Received'
        CHECK (status IN ('Received', 'Acknowledged', 'Replied', 'Resolved')),
      received_at timestamptz NOT NULL,
      due_date date NOT NULL,
      acknowledged_at timestamptz,
      reply text CHECK (reply IS NULL OR length(reply) BETWEEN 1 AND 2000),
      replied_at timestamptz,
      resolved_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status IN ('Replied', 'Resolved')) = (reply IS NOT NULL))
    )
  `
  yield* sql`CREATE INDEX grievances_open_due_idx ON grievances (due_date, id) WHERE status <> 'Resolved'`
  yield* sql`CREATE INDEX grievances_mobile_idx ON grievances (mobile)`
})

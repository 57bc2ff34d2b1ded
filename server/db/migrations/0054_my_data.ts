/**
 * "My data" (issue 14, point 4; server/my-data/my-data.ts):
 *
 * - data_corrections: a person's correction requests (record, detail, description up to 1,000 characters), a
 *   back-office queue that staff mark done or rejected with a note (server/admin/corrections/). After an erasure a
 *   request keeps its record, status and dates but loses the mobile, the detail, the words and the note.
 * - loan_enquiries.erased_at: the enquiry was erased at the person's request; its tracking ID reads "Removed at your
 *   request". (anonymised_at marks the retention job's anonymisation, erased_at the person's own request.)
 * - consents: an erased record is kept as proof (purpose, notice version, given and withdrawn times) without the
 *   mobile, the e-mail and the link to the deleted credit or contact record: the checks that asked for those allow
 *   an erased row.
 * - my_data_erasures: one dated row per erasure with counts only, the proof that we erased on request.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE data_corrections (
      id bigserial PRIMARY KEY,
      mobile text CHECK (mobile ~ '^[0-9]{10}$'),
      record text NOT NULL CHECK (length(record) BETWEEN 1 AND 60),
      field text NOT NULL CHECK (length(field) <= 60),
      details text NOT NULL CHECK (length(details) <= 1000),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'rejected')),
      staff_note text CHECK (length(staff_note) <= 1000),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      erased_at timestamptz,
      CHECK (erased_at IS NOT NULL OR (mobile IS NOT NULL AND length(field) >= 1 AND length(details) >= 1)),
      CHECK ((status = 'open') = (decided_at IS NULL))
    )
  `
  yield* sql`CREATE INDEX data_corrections_mobile_idx ON data_corrections (mobile)`
  yield* sql`CREATE INDEX data_corrections_queue_idx ON data_corrections (status, created_at)`

  yield* sql`ALTER TABLE loan_enquiries ADD COLUMN erased_at timestamptz`

  yield* sql`ALTER TABLE consents ADD COLUMN erased_at timestamptz`
  // The two table checks of 0050 (one attached record; a mobile or an e-mail), by their definition: their names
  // were given by the database.
  yield* sql`
    DO $$
    DECLARE c record;
    BEGIN
      FOR c IN
        SELECT conname FROM pg_constraint
        WHERE conrelid = 'consents'::regclass AND contype = 'c'
          AND (pg_get_constraintdef(oid) LIKE '%num_nonnulls%' OR pg_get_constraintdef(oid) LIKE '%IS NOT NULL) OR%')
      LOOP
        EXECUTE format('ALTER TABLE consents DROP CONSTRAINT %I', c.conname);
      END LOOP;
    END
    $$
  `
  yield* sql`
    ALTER TABLE consents ADD CONSTRAINT consents_attached_check CHECK (
      erased_at IS NOT NULL
      OR (num_nonnulls(enquiry_id, credit_enquiry_id, contact_message_id) = 1 AND (mobile IS NOT NULL OR email IS NOT NULL))
    )
  `

  yield* sql`
    CREATE TABLE my_data_erasures (
      id bigserial PRIMARY KEY,
      erased_at timestamptz NOT NULL DEFAULT now(),
      counts jsonb NOT NULL
    )
  `
})

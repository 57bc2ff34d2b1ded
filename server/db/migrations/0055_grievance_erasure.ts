/**
 * A person's erasure on "My data" reaches their grievances (issue 14, points 3 and 4; server/my-data/repo.ts): the
 * name, mobile, e-mail, tracking ID, description and reply are removed and `erased_at` set; the number, category,
 * status and dates stay, the record that we answered within 30 days (RBI Digital Lending Directions).
 *
 * So those columns may be NULL once erased (and only then), and the reply check of 0053 (a reply exactly when the
 * status is Replied or Resolved) holds for a grievance that is not erased.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE grievances ADD COLUMN erased_at timestamptz`
  yield* sql`
    ALTER TABLE grievances
      ALTER COLUMN name DROP NOT NULL,
      ALTER COLUMN mobile DROP NOT NULL,
      ALTER COLUMN email DROP NOT NULL,
      ALTER COLUMN description DROP NOT NULL
  `
  // The reply check of 0053, by its definition: its name was given by the database.
  yield* sql`
    DO $$
    DECLARE c record;
    BEGIN
      FOR c IN
        SELECT conname FROM pg_constraint
        WHERE conrelid = 'grievances'::regclass AND contype = 'c'
          AND pg_get_constraintdef(oid) LIKE '%reply IS NOT NULL%'
          AND pg_get_constraintdef(oid) NOT LIKE '%length(reply)%'
      LOOP
        EXECUTE format('ALTER TABLE grievances DROP CONSTRAINT %I', c.conname);
      END LOOP;
    END
    $$
  `
  yield* sql`
    ALTER TABLE grievances ADD CONSTRAINT grievances_reply_status_check CHECK (
      erased_at IS NOT NULL OR ((status IN ('Replied', 'Resolved')) = (reply IS NOT NULL))
    )
  `
  yield* sql`
    ALTER TABLE grievances ADD CONSTRAINT grievances_identity_check CHECK (
      erased_at IS NOT NULL
      OR (name IS NOT NULL AND mobile IS NOT NULL AND email IS NOT NULL AND description IS NOT NULL)
    )
  `
})

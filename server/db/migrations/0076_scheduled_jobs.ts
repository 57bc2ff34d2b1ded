/**
 * The retention job as a scheduled job (docs/messages.md, "Scheduled jobs"): its lease row (job_leases) also holds
 * when it is next due. Every server process looks every few minutes; the one that claims the row while it is due runs
 * the job and sets the next time, so a restart neither repeats nor skips a day, and a run cut short by a dead process
 * is taken up by another once its claim expires. A row made before this holds `-infinity`: due at once.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE job_leases ADD COLUMN next_run_at timestamptz NOT NULL DEFAULT '-infinity'`
})

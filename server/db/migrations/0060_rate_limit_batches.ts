/**
 * rate_limits counted in batches (server/limits/rate-limits.ts): one statement counts every request of a moment, for
 * several windows at once, as `INSERT ... SELECT FROM unnest(...) ON CONFLICT DO UPDATE`. Each row of that statement
 * carries its window's limit (`max`) and tells back how many of its requests were let through (`granted`): the
 * update sees the row as it was, so `granted` = the new count minus the old one.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE rate_limits
      ADD COLUMN max integer,
      ADD COLUMN granted integer NOT NULL DEFAULT 0
  `
})

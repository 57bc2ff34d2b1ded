/**
 * The limits that hold under bursts (docs/limits.md).
 *
 * rate_limits: fixed-window counters, one row per (bucket, key, window start), taken with one
 * `INSERT ... ON CONFLICT DO UPDATE ... WHERE count < max RETURNING count`, so concurrent requests and several server
 * processes on one database count each request once. `key` is an HMAC of the client address (or '*' for a budget of
 * the whole site), never the address in clear. Times are epoch milliseconds; rows past `window_end` are deleted as
 * new ones are taken.
 *
 * admin_login_attempts: the back office's lock-out, one row per client address and account holding the times of the
 * sign-in attempts of the last 15 minutes. An attempt is added (row locked) before its password is checked, and only
 * while fewer than 5 are in the window; a right password empties the row.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE rate_limits (
      bucket text NOT NULL,
      key text NOT NULL,
      window_start bigint NOT NULL,
      window_end bigint NOT NULL,
      count integer NOT NULL CHECK (count >= 0),
      PRIMARY KEY (bucket, key, window_start)
    )
  `
  yield* sql`CREATE INDEX rate_limits_window_end_idx ON rate_limits (window_end)`
  yield* sql`
    CREATE TABLE admin_login_attempts (
      client text NOT NULL,
      username text NOT NULL,
      attempts bigint[] NOT NULL DEFAULT '{}',
      PRIMARY KEY (client, username)
    )
  `
})

/**
 * Tokens of an erased mobile stop at once (server/tokens/tokens.ts, server/my-data/repo.ts).
 *
 * token_revocations: one row per mobile that was erased, filed under an HMAC of the mobile (never the mobile itself).
 * `epoch` (epoch milliseconds of the database's clock at the erasure) is the least a token's own epoch may be: a
 * token carries the epoch in force when it was issued (0 when the mobile has no row), so every token issued before
 * an erasure, the one that asked for it included, is refused after it, and a token issued later is taken. A check is
 * one read by primary key. The retention job deletes a row a day after its erasure, when every token it voided has
 * long expired (15 minutes): a later erasure of the mobile writes an epoch greater than any such token carries.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE token_revocations (
      subject text PRIMARY KEY CHECK (length(subject) BETWEEN 20 AND 100),
      epoch bigint NOT NULL CHECK (epoch > 0),
      revoked_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX token_revocations_revoked_at_idx ON token_revocations (revoked_at)`
})

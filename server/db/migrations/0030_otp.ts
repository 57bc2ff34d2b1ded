/**
 * One-time codes and the SMS outbox.
 *
 * otp_challenges: one row per mobile and purpose, filed under an HMAC of both (no mobile in clear). It holds the
 * current code as an HMAC only, its expiry and wrong tries, and the send times of the last hour (the 30 s and
 * 5-an-hour limits). Times are epoch milliseconds from the server's clock.
 *
 * sms_outbox: every message the default SMS adapter "sends" (the stand-in for a phone in development and tests; the
 * back office reads it). It is not written when an SMS gateway is configured.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE otp_challenges (
      subject text PRIMARY KEY,
      code_hash text,
      expires_at bigint,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      sends bigint[] NOT NULL DEFAULT '{}'
    )
  `
  yield* sql`
    CREATE TABLE sms_outbox (
      id bigserial PRIMARY KEY,
      mobile text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, id)`
})

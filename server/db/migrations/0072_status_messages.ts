/**
 * Status messages (docs/messages.md): the outbox of the SMS and e-mails that tell an applicant their application
 * moved. A lifecycle move writes its messages in the move's own transaction; the message worker
 * (server/messages/worker.ts) sends them.
 *
 * status_messages: one row per message. `idempotency_key` is unique: one move (its row of
 * loan_enquiry_status_history) and one channel make one message, however many server processes, retries or requests
 * there are. The recipient is not copied here: it is read from the enquiry when the message is sent, so an erased
 * enquiry takes its messages with it. `state`: queued (waiting for `next_attempt_at`), sending (claimed by a worker
 * until `claimed_until`; a worker that died leaves the claim to expire and the message is claimed again), sent,
 * failed (after the configured number of failed attempts; staff may queue it again), stopped (no longer to be sent).
 * `last_error` holds the gateway's answer as a category, never personal data.
 *
 * `counted_on`: the India day whose daily cap an SMS counts against, set once when it is cleared to go (the worker
 * holds a per-mobile advisory lock while it counts, so two workers cannot both take the last place of a day).
 *
 * loan_enquiries.locale: the language of the enquiry (en, hi), which its messages are written in.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE loan_enquiries ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi'))`
  yield* sql`
    CREATE TABLE status_messages (
      id bigserial PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      enquiry_id bigint NOT NULL REFERENCES loan_enquiries (id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      status text NOT NULL,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'stopped')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      claimed_until timestamptz,
      counted_on date,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )
  `
  yield* sql`CREATE INDEX status_messages_due_idx ON status_messages (next_attempt_at) WHERE state = 'queued'`
  yield* sql`CREATE INDEX status_messages_claimed_idx ON status_messages (claimed_until) WHERE state = 'sending'`
  yield* sql`CREATE INDEX status_messages_failed_idx ON status_messages (created_at) WHERE state = 'failed'`
  yield* sql`CREATE INDEX status_messages_enquiry_idx ON status_messages (enquiry_id)`
  yield* sql`
    CREATE INDEX status_messages_counted_idx ON status_messages (counted_on, enquiry_id) WHERE channel = 'sms'
  `
})

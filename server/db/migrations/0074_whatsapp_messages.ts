/**
 * Status messages on WhatsApp (docs/messages.md): a person who chose WhatsApp as a way to hear from us (loan_enquiries
 * .contact_channels, migration 0073) gets their status messages there. A WhatsApp message counts against the same
 * daily cap as an SMS, so the index the worker counts with holds both.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE status_messages DROP CONSTRAINT status_messages_channel_check`
  yield* sql`
    ALTER TABLE status_messages ADD CONSTRAINT status_messages_channel_check
      CHECK (channel IN ('sms', 'whatsapp', 'email'))
  `
  yield* sql`DROP INDEX status_messages_counted_idx`
  yield* sql`
    CREATE INDEX status_messages_counted_idx ON status_messages (counted_on, enquiry_id)
      WHERE channel IN ('sms', 'whatsapp')
  `
})

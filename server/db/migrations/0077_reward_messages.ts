/**
 * The referrer's message when their reward is earned (docs/messages.md): a status message sent to the enquiry's
 * referrer instead of its applicant. `recipient` says whom a message goes to; every message before this went to the
 * applicant.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE status_messages
      ADD COLUMN recipient text NOT NULL DEFAULT 'applicant' CHECK (recipient IN ('applicant', 'referrer'))
  `
})

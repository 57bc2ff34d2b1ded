/**
 * How and when an applicant may be contacted (issue 33, section 2; domain/contact-preference.ts): the channels they
 * chose and the India-time hours in which a call is welcome. An enquiry made without the question (the
 * specification's payload, or one made before it was asked) holds the default: a call and SMS, 09:00 to 21:00.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE loan_enquiries
      ADD COLUMN contact_channels text[] NOT NULL DEFAULT ARRAY['call', 'sms']::text[]
        CHECK (cardinality(contact_channels) BETWEEN 1 AND 4
          AND contact_channels <@ ARRAY['call', 'sms', 'whatsapp', 'email']::text[]),
      ADD COLUMN call_from smallint NOT NULL DEFAULT 9,
      ADD COLUMN call_to smallint NOT NULL DEFAULT 21,
      ADD CONSTRAINT loan_enquiries_call_window CHECK (9 <= call_from AND call_from < call_to AND call_to <= 21)
  `
})

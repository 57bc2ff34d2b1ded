/**
 * Consent records (issue 14, point 2): one per submission that relies on consent (a loan enquiry, a credit check, a
 * Contact Us message), written in the same statement as the submission. It names the purpose, the version of the
 * notice the person saw, the time and the channel, and what it is attached to; the mobile and e-mail only to find it
 * again when the person asks for their data. It goes with the record it is attached to (ON DELETE CASCADE): when the
 * retention job or an erasure removes the data, nothing is left that the consent was for.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE consents (
      id bigserial PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('loan-enquiry', 'credit-check', 'contact')),
      notice_version text NOT NULL CHECK (length(notice_version) BETWEEN 1 AND 40),
      channel text NOT NULL CHECK (channel IN ('web')),
      given_at timestamptz NOT NULL DEFAULT now(),
      withdrawn_at timestamptz,
      enquiry_id bigint REFERENCES loan_enquiries (id) ON DELETE CASCADE,
      credit_enquiry_id bigint REFERENCES credit_enquiries (id) ON DELETE CASCADE,
      contact_message_id bigint REFERENCES contact_messages (id) ON DELETE CASCADE,
      mobile text CHECK (mobile ~ '^[0-9]{10}$'),
      email text CHECK (length(email) BETWEEN 3 AND 254),
      CHECK (num_nonnulls(enquiry_id, credit_enquiry_id, contact_message_id) = 1),
      CHECK (mobile IS NOT NULL OR email IS NOT NULL)
    )
  `
  yield* sql`CREATE INDEX consents_enquiry_id_idx ON consents (enquiry_id)`
  yield* sql`CREATE INDEX consents_credit_enquiry_id_idx ON consents (credit_enquiry_id)`
  yield* sql`CREATE INDEX consents_contact_message_id_idx ON consents (contact_message_id)`
  yield* sql`CREATE INDEX consents_mobile_idx ON consents (mobile)`
})

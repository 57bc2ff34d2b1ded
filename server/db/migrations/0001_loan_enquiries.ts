/** Loan enquiries, their append-only status history, and the Idempotency-Key replay table. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE loan_enquiries (
      id bigserial PRIMARY KEY,
      tracking_id text NOT NULL,
      application_type text NOT NULL CHECK (application_type IN ('Self', 'Referral')),
      loan_type text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL DEFAULT '',
      phone text NOT NULL,
      email text,
      location text NOT NULL,
      referral_name text,
      referral_email text,
      referral_phone text,
      referral_location text,
      status text NOT NULL DEFAULT 'Call Back',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT loan_enquiries_tracking_id_key UNIQUE (tracking_id)
    )
  `
  // Rewards (a later issue) look enquiries up by the referrer's mobile.
  yield* sql`CREATE INDEX loan_enquiries_referral_phone_idx ON loan_enquiries (referral_phone) WHERE referral_phone IS NOT NULL`

  yield* sql`
    CREATE TABLE loan_enquiry_status_history (
      id bigserial PRIMARY KEY,
      enquiry_id bigint NOT NULL REFERENCES loan_enquiries (id),
      status text NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX loan_enquiry_status_history_enquiry_idx ON loan_enquiry_status_history (enquiry_id, changed_at)`

  // Every status an enquiry takes, including the first, lands in the history; rows are never updated or deleted.
  yield* sql`
    CREATE FUNCTION loan_enquiry_status_history_append() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
        INSERT INTO loan_enquiry_status_history (enquiry_id, status, changed_at) VALUES (NEW.id, NEW.status, NEW.updated_at);
      END IF;
      RETURN NULL;
    END
    $$
  `
  yield* sql`
    CREATE TRIGGER loan_enquiries_status_history
    AFTER INSERT OR UPDATE OF status ON loan_enquiries
    FOR EACH ROW EXECUTE FUNCTION loan_enquiry_status_history_append()
  `
  yield* sql`
    CREATE FUNCTION loan_enquiry_status_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'loan_enquiry_status_history is append-only';
    END
    $$
  `
  yield* sql`
    CREATE TRIGGER loan_enquiry_status_history_append_only
    BEFORE UPDATE OR DELETE ON loan_enquiry_status_history
    FOR EACH ROW EXECUTE FUNCTION loan_enquiry_status_history_append_only()
  `

  // A retried submit with the same Idempotency-Key replays the first answer (the hash tells a retry from a reuse).
  yield* sql`
    CREATE TABLE idempotency_keys (
      key text PRIMARY KEY,
      request_hash text NOT NULL,
      tracking_id text NOT NULL REFERENCES loan_enquiries (tracking_id),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
})

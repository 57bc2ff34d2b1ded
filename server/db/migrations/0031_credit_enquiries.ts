/**
 * Credit-score enquiries (spec section 3). The PAN is stored only encrypted (AES-256-GCM, key from
 * PAN_ENCRYPTION_KEY) and as a masked display form (ABCDE****F).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE credit_enquiries (
      id bigserial PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL,
      gender text NOT NULL CHECK (gender IN ('Male', 'Female')),
      email text NOT NULL,
      phone text NOT NULL,
      pan_encrypted text NOT NULL,
      pan_masked text NOT NULL,
      dob date NOT NULL,
      address text NOT NULL,
      pincode text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      terms_accepted_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX credit_enquiries_phone_idx ON credit_enquiries (phone, created_at)`
})

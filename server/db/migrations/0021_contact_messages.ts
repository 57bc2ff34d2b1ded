/** Get In Touch messages (spec sections 3 and 7: POST /api/contact-us), kept for the team to answer. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE contact_messages (
      id bigserial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
      phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at)`
})

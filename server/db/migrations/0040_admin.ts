/**
 * The back office: staff accounts (one, 'admin', now; named accounts fit later), their sessions (by a hash of the
 * cookie's id), failed sign-ins (the lock-out counts them), and the audit log of every change staff make.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE admin_staff (
      id bigserial PRIMARY KEY,
      username text NOT NULL UNIQUE,
      display_name text NOT NULL,
      password_hash text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      password_changed_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`
    CREATE TABLE admin_sessions (
      id_hash text PRIMARY KEY,
      staff_id bigint NOT NULL REFERENCES admin_staff (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `
  yield* sql`
    CREATE TABLE admin_login_failures (
      id bigserial PRIMARY KEY,
      client text NOT NULL,
      username text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX admin_login_failures_idx ON admin_login_failures (client, username, failed_at)`
  yield* sql`
    CREATE TABLE admin_audit_log (
      id bigserial PRIMARY KEY,
      staff_id bigint REFERENCES admin_staff (id),
      at timestamptz NOT NULL DEFAULT now(),
      action text NOT NULL,
      subject text NOT NULL,
      from_value text,
      to_value text,
      note text,
      client text
    )
  `
  yield* sql`CREATE INDEX admin_audit_log_subject_idx ON admin_audit_log (subject, at)`
})

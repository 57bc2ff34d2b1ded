/**
 * Back-office access: staff accounts with scrypt password hashes, sessions behind a signed cookie, the lock-out
 * (at most 5 sign-in attempts in 15 minutes per client address and account, counted atomically before the password
 * is checked; a right password starts the count again), and the audit log.
 *
 * The 'admin' account's password comes from ADMIN_PASSWORD (its hash is updated when the variable changes). Without
 * it, the first start generates one, logs it once, and keeps only its hash in admin_staff.
 */

import { createHash, createHmac, hkdfSync, randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { Settings } from "../config.ts"
import { Int8 } from "../db/schemas.ts"
import { countRefusal } from "../limits/rate-limits.ts"
import { ServerKeys } from "../tokens/secrets.ts"

export const sessionIdleMs = 8 * 60 * 60 * 1000
export const sessionMaxMs = 12 * 60 * 60 * 1000
export const lockoutWindowMs = 15 * 60 * 1000
export const maxFailures = 5

const scryptParams = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

const scryptAsync = (password: string, salt: Buffer, length: number, params = scryptParams) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, length, params, (error, key) => (error ? reject(error) : resolve(key)))
  )

/** `scrypt$N$r$p$salt$hash` (base64url). */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, 32)
  return [
    "scrypt",
    scryptParams.N,
    scryptParams.r,
    scryptParams.p,
    salt.toString("base64url"),
    key.toString("base64url")
  ].join("$")
}

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [kind, n, r, p, salt, hash] = stored.split("$")
  if (kind !== "scrypt" || !n || !r || !p || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, "base64url")
  const key = await scryptAsync(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A password for the generated default: 20 characters of base64url (120 bits). */
export const generatePassword = (): string => randomBytes(15).toString("base64url")

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url")

export interface Staff {
  readonly id: string
  readonly username: string
  readonly displayName: string
}

const staffFields = { id: Schema.String, username: Schema.String, displayName: Schema.String }
const StaffRow = Schema.Struct(staffFields).pipe(Schema.encodeKeys({ displayName: "display_name" }))
const StaffWithHash = Schema.Struct({ ...staffFields, passwordHash: Schema.String }).pipe(
  Schema.encodeKeys({ displayName: "display_name", passwordHash: "password_hash" })
)
const Attempt = Schema.Struct({ client: Schema.String, account: Schema.String, now: Schema.Number })

export type SignInResult =
  | { readonly _tag: "SignedIn"; readonly staff: Staff; readonly cookie: string }
  | { readonly _tag: "Refused" }
  | { readonly _tag: "LockedOut"; readonly retryAfterSeconds: number }

export interface AuditInput {
  readonly staffId: string | null
  readonly action: string
  readonly subject: string
  readonly from?: string | null
  readonly to?: string | null
  readonly note?: string | null
  readonly client?: string | null
}

export class AdminAuth extends Context.Service<
  AdminAuth,
  {
    signIn(username: string, password: string, client: string): Effect.Effect<SignInResult>
    /** The staff member of a cookie value, sliding its idle expiry; undefined when missing, forged or expired. */
    session(cookie: string): Effect.Effect<Staff | undefined>
    signOut(cookie: string): Effect.Effect<void>
    audit(entry: AuditInput): Effect.Effect<void>
  }
>()("server/admin/AdminAuth") {
  static readonly layer = Layer.effect(
    AdminAuth,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const settings = yield* Settings
      const keys = yield* ServerKeys
      const cookieKey = Buffer.from(hkdfSync("sha256", keys.token, "loans-server", "admin-session", 32))
      const sign = (id: string) => createHmac("sha256", cookieKey).update(id).digest("base64url")

      // The 'admin' account: from ADMIN_PASSWORD, or generated once and shown once.
      const configured = settings.adminPassword === undefined ? undefined : Redacted.value(settings.adminPassword)
      const findAdmin = SqlSchema.findOneOption({
        Request: Schema.Void,
        Result: Schema.Struct({ id: Schema.String, passwordHash: Schema.String }).pipe(
          Schema.encodeKeys({ passwordHash: "password_hash" })
        ),
        execute: () => sql`SELECT id::text AS id, password_hash FROM admin_staff WHERE username = 'admin'`
      })
      const existing = Option.getOrUndefined(yield* Effect.orDie(findAdmin()))
      if (existing === undefined) {
        const password = configured ?? generatePassword()
        const hash = yield* Effect.promise(() => hashPassword(password))
        const inserted = yield* sql`
          INSERT INTO admin_staff (username, display_name, password_hash) VALUES ('admin', 'Administrator', ${hash})
          ON CONFLICT (username) DO NOTHING RETURNING id
        `.pipe(Effect.orDie)
        if (inserted.length > 0 && configured === undefined) {
          yield* Effect.logWarning(
            `BACK OFFICE PASSWORD (generated, shown only this once; set ADMIN_PASSWORD to choose one): user 'admin', password ${password}`
          )
        }
      } else if (
        configured !== undefined &&
        !(yield* Effect.promise(() => verifyPassword(configured, existing.passwordHash)))
      ) {
        const hash = yield* Effect.promise(() => hashPassword(configured))
        yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`UPDATE admin_staff SET password_hash = ${hash}, password_changed_at = now() WHERE id = ${existing.id}`
              yield* sql`DELETE FROM admin_sessions WHERE staff_id = ${existing.id}`
            })
          )
          .pipe(Effect.orDie)
        yield* Effect.logInfo("back office: the admin password was changed from ADMIN_PASSWORD; sessions ended")
      }
      // A hash to check unknown usernames against, so they take as long as known ones.
      const decoy = yield* Effect.promise(() => hashPassword(generatePassword()))

      const audit = (e: AuditInput) =>
        sql`
          INSERT INTO admin_audit_log (staff_id, action, subject, from_value, to_value, note, client)
          VALUES (${e.staffId}, ${e.action}, ${e.subject}, ${e.from ?? null}, ${e.to ?? null}, ${e.note ?? null}, ${e.client ?? null})
        `.pipe(Effect.asVoid, Effect.orDie)

      /**
       * The lock-out, in one statement under the row's lock: this attempt is added to the client's and account's
       * attempts of the last 15 minutes only while fewer than 5 are there. So an attempt is counted before its
       * password is checked, and a burst has at most 5 passwords checked per window, whatever its size.
       */
      const claim = SqlSchema.findOneOption({
        Request: Attempt,
        Result: Schema.Struct({ ok: Schema.Int }),
        execute: ({ client, account, now }) => sql`
          INSERT INTO admin_login_attempts AS a (client, username, attempts)
          VALUES (${client}, ${account}, ARRAY[${now}::bigint])
          ON CONFLICT (client, username) DO UPDATE SET
            attempts = ARRAY(SELECT t FROM unnest(a.attempts) AS t WHERE t > ${now - lockoutWindowMs}::bigint ORDER BY t)
              || ${now}::bigint
          WHERE (SELECT count(*) FROM unnest(a.attempts) AS t WHERE t > ${now - lockoutWindowMs}::bigint) < ${maxFailures}
          RETURNING 1 AS ok
        `
      })
      const claimAttempt = (client: string, account: string, now: number) =>
        claim({ client, account, now }).pipe(Effect.map(Option.isSome), Effect.orDie)

      /** Seconds until the oldest attempt of the window leaves it. */
      const findOldest = SqlSchema.findOne({
        Request: Attempt,
        Result: Schema.Struct({ oldest: Schema.NullOr(Int8) }),
        execute: ({ client, account, now }) => sql`
          SELECT min(t) AS oldest FROM admin_login_attempts, unnest(attempts) AS t
          WHERE client = ${client} AND username = ${account} AND t > ${now - lockoutWindowMs}::bigint
        `
      })
      const lockedFor = (client: string, account: string, now: number) =>
        findOldest({ client, account, now }).pipe(
          Effect.map((row) => {
            const oldest = row.oldest ?? now
            // A concurrent attempt may be stamped a moment after `now`: never more than the window.
            return Math.min(lockoutWindowMs / 1000, Math.max(1, Math.ceil((oldest + lockoutWindowMs - now) / 1000)))
          }),
          Effect.orDie
        )

      /** Every 100 sign-ins of a process, rows with no attempt left in the window go. */
      let signIns = 0
      const sweep = (now: number) =>
        sql`
          DELETE FROM admin_login_attempts
          WHERE NOT EXISTS (SELECT 1 FROM unnest(attempts) AS t WHERE t > ${now - lockoutWindowMs}::bigint)
        `.pipe(Effect.asVoid, Effect.orDie)

      const findStaff = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: StaffWithHash,
        execute: (account) => sql`
          SELECT id::text AS id, username, display_name, password_hash FROM admin_staff WHERE username = ${account} AND active
        `
      })

      const signIn = Effect.fn("AdminAuth.signIn")(function* (username: string, password: string, client: string) {
        const account = username.trim().toLowerCase()
        const now = yield* Clock.currentTimeMillis
        if (++signIns % 100 === 0) yield* sweep(now)
        if (!(yield* claimAttempt(client, account, now))) {
          yield* countRefusal("admin-lockout")
          return {
            _tag: "LockedOut",
            retryAfterSeconds: yield* lockedFor(client, account, now)
          } satisfies SignInResult
        }
        const row = Option.getOrUndefined(yield* Effect.orDie(findStaff(account)))
        const ok = yield* Effect.promise(() => verifyPassword(password, row?.passwordHash ?? decoy))
        if (row === undefined || !ok) {
          // Already counted by claimAttempt.
          yield* audit({ staffId: row?.id ?? null, action: "sign-in refused", subject: `staff:${account}`, client })
          return { _tag: "Refused" } satisfies SignInResult
        }
        // The right password starts the count again for this address and account.
        yield* sql`UPDATE admin_login_attempts SET attempts = '{}' WHERE client = ${client} AND username = ${account}`.pipe(
          Effect.orDie
        )
        const id = randomBytes(32).toString("base64url")
        const expires = new Date(Date.now() + sessionMaxMs)
        yield* sql`
          INSERT INTO admin_sessions (id_hash, staff_id, expires_at) VALUES (${sha256(id)}, ${row.id}, ${expires})
        `.pipe(Effect.orDie)
        yield* audit({ staffId: row.id, action: "signed in", subject: `staff:${account}`, client })
        return {
          _tag: "SignedIn",
          staff: { id: row.id, username: row.username, displayName: row.displayName },
          cookie: `${id}.${sign(id)}`
        } satisfies SignInResult
      })

      const idOf = (cookie: string): string | undefined => {
        const [id, mac] = cookie.split(".")
        if (!id || !mac || id.length > 100) return undefined
        const expected = Buffer.from(sign(id))
        const given = Buffer.from(mac)
        return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined
      }

      /** Slides the session's idle expiry; its staff member while it is live. */
      const touchSession = SqlSchema.findOneOption({
        Request: Schema.Struct({ idHash: Schema.String, idleSince: Schema.Date }),
        Result: StaffRow,
        execute: ({ idHash, idleSince }) => sql`
          UPDATE admin_sessions s SET last_seen_at = now()
          FROM admin_staff st
          WHERE s.id_hash = ${idHash} AND st.id = s.staff_id AND st.active
            AND s.expires_at > now() AND s.last_seen_at > ${idleSince}
          RETURNING st.id::text AS id, st.username, st.display_name
        `
      })

      const session = Effect.fn("AdminAuth.session")(function* (cookie: string) {
        const id = idOf(cookie)
        if (id === undefined) return undefined
        const live = yield* touchSession({ idHash: sha256(id), idleSince: new Date(Date.now() - sessionIdleMs) })
        return Option.getOrUndefined(live)
      }, Effect.orDie)

      const signOut = (cookie: string) => {
        const id = idOf(cookie)
        return id === undefined
          ? Effect.void
          : sql`DELETE FROM admin_sessions WHERE id_hash = ${sha256(id)}`.pipe(Effect.asVoid, Effect.orDie)
      }

      return AdminAuth.of({ signIn, session, signOut, audit })
    })
  ).pipe(Layer.provide(ServerKeys.layer))
}

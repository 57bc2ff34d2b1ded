/**
 * The otp_challenges table (migration 0030): one row per mobile and purpose, filed under an HMAC of both (keyed with
 * the OTP key of server/tokens/secrets.ts), so no mobile is kept in clear. server/otp/otp.ts sends and checks the
 * codes; this is where the row's key is made, and what "My data" shows and erases of a mobile's rows.
 */
import { createHmac } from "node:crypto"
import { Effect, Schema } from "effect"
import { SqlSchema } from "effect/sql"
import type { ErasureCounts, MyData } from "../../domain/my-data.ts"
import { type OtpPurpose, otpPurposes } from "../../domain/otp.ts"
import { inList, type PersonalData } from "../db/personal-data.ts"

/** An HMAC of `text` with the OTP key, base64url. */
export const otpHmac = (key: Buffer, text: string): string => createHmac("sha256", key).update(text).digest("base64url")

/** The row key of a mobile and purpose. */
export const otpSubject = (key: Buffer, mobile: string, purpose: OtpPurpose): string =>
  otpHmac(key, `subject:${purpose}:${mobile}`)

const OtpRow = Schema.Struct({ subject: Schema.String, sends: Schema.Array(Schema.Unknown) })
const hour = 3_600_000

/** The codes asked for with a mobile, per purpose (sends in the last hour, the last send). Erased: deleted. */
export const otpRecords: PersonalData<Pick<MyData, "otp">, Pick<ErasureCounts, "otp">> = {
  tables: ["otp_challenges"],
  of: ({ sql, keys }) => {
    /** The mobile's row keys, with their purposes. */
    const subjects = (mobile: string) =>
      new Map(otpPurposes.map((purpose) => [otpSubject(keys.otp, mobile, purpose), purpose]))
    return {
      held: (mobile) =>
        Effect.gen(function* () {
          const purposes = subjects(mobile)
          const rows = yield* SqlSchema.findAll({
            Request: Schema.Void,
            Result: OtpRow,
            execute: () =>
              sql`SELECT subject, sends FROM otp_challenges WHERE subject IN ${inList(sql, [...purposes.keys()])}`
          })()
          const now = Date.now()
          const otp = rows.map((row) => {
            const sends = row.sends.map(Number).filter(Number.isFinite)
            const last = sends.length === 0 ? null : new Date(Math.max(...sends)).toISOString()
            return {
              purpose: purposes.get(row.subject) ?? "",
              codesLastHour: sends.filter((at) => at > now - hour).length,
              lastSentAt: last
            }
          })
          return { otp }
        }).pipe(Effect.orDie),
      erase: (mobile) =>
        sql`
          DELETE FROM otp_challenges WHERE subject IN ${inList(sql, [...subjects(mobile).keys()])} RETURNING subject
        `.pipe(Effect.map((rows) => ({ counts: { otp: rows.length }, auditSubjects: [] })))
    }
  }
}

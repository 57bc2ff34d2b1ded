/**
 * The SMS port and its two adapters.
 *
 * - Log and outbox (default): each message is one line of the server log, `{"message":"sms","to":"******3210",
 *   "text":"<the text, with the code>"}`, and one row of the sms_outbox table, which tests and the back office read.
 *   There is no way to read it through the API.
 * - HTTP gateway (SMS_GATEWAY_URL, optional SMS_GATEWAY_TOKEN): POST <url> with JSON { to: "+91XXXXXXXXXX",
 *   message } and `authorization: Bearer <token>`; any 2xx is sent. The log line then names the masked mobile only.
 */
import { Context, Effect, Layer, Redacted, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import type { ErasureCounts, MyData } from "../../domain/my-data.ts"
import { maskMobile } from "../../domain/otp.ts"
import { Settings } from "../config.ts"
import { erasedRows, type PersonalData, rowsFor } from "../db/personal-data.ts"
import { IsoDateTime } from "../db/schemas.ts"

export class SmsNotSent extends Schema.TaggedError<SmsNotSent>()("SmsNotSent", { reason: Schema.String }) {}

export class Sms extends Context.Service<
  Sms,
  {
    /** Sends `text` to a 10-digit Indian mobile. */
    send(mobile: string, text: string): Effect.Effect<void, SmsNotSent>
  }
>()("server/Sms") {
  /** Development and tests: the server log and the sms_outbox table. */
  static readonly logAndOutbox = Layer.effect(
    Sms,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return Sms.of({
        send: Effect.fn("Sms.send")(function* (mobile: string, text: string) {
          yield* sql`INSERT INTO sms_outbox (mobile, body) VALUES (${mobile}, ${text})`.pipe(
            Effect.mapError((error) => new SmsNotSent({ reason: error.message }))
          )
          yield* Effect.logInfo("sms").pipe(Effect.annotateLogs({ to: maskMobile(mobile), text }))
        })
      })
    })
  )

  /** Production: an HTTP SMS gateway. */
  static readonly httpGateway = (options: {
    readonly url: string
    readonly token: Redacted.Redacted<string> | undefined
    readonly timeoutMillis?: number
  }) =>
    Layer.succeed(
      Sms,
      Sms.of({
        send: Effect.fn("Sms.send")(
          function* (mobile: string, text: string) {
            const status = yield* Effect.tryPromise({
              try: async (signal) => {
                const response = await fetch(options.url, {
                  method: "POST",
                  headers: {
                    "content-type": "application/json",
                    ...(options.token === undefined ? {} : { authorization: `Bearer ${Redacted.value(options.token)}` })
                  },
                  body: JSON.stringify({ to: `+91${mobile}`, message: text }),
                  signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMillis ?? 10_000)])
                })
                await response.arrayBuffer()
                return response.status
              },
              catch: (cause) => new SmsNotSent({ reason: cause instanceof Error ? cause.message : "no answer" })
            })
            if (status < 200 || status > 299) return yield* new SmsNotSent({ reason: `gateway answered ${status}` })
            yield* Effect.logInfo("sms").pipe(Effect.annotateLogs({ to: maskMobile(mobile), via: "gateway" }))
          },
          Effect.tapError((error) =>
            Effect.logWarning("sms not sent").pipe(Effect.annotateLogs({ reason: error.reason }))
          )
        )
      })
    )

  /** The gateway when SMS_GATEWAY_URL is set, otherwise the log and outbox. */
  static readonly layer = Layer.unwrap(
    Effect.gen(function* () {
      const { smsGatewayUrl, smsGatewayToken } = yield* Settings
      return smsGatewayUrl === undefined
        ? Sms.logAndOutbox
        : Sms.httpGateway({ url: smsGatewayUrl, token: smsGatewayToken })
    })
  )
}

export interface OutboxMessage {
  readonly mobile: string
  readonly text: string
  readonly createdAt: string
}

/** The sms_outbox table, newest first (tests, the back office). */
export class Outbox extends Context.Service<
  Outbox,
  {
    forMobile(mobile: string): Effect.Effect<ReadonlyArray<OutboxMessage>>
    /** The code of the newest message to a mobile, if any. */
    latestCode(mobile: string): Effect.Effect<string | undefined>
  }
>()("server/Outbox") {
  static readonly layer = Layer.effect(
    Outbox,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const findAll = SqlSchema.findAll({
        Request: Schema.String,
        Result: Schema.Struct({ mobile: Schema.String, text: Schema.String, createdAt: IsoDateTime }).pipe(
          Schema.encodeKeys({ text: "body", createdAt: "created_at" })
        ),
        execute: (mobile) =>
          sql`SELECT mobile, body, created_at FROM sms_outbox WHERE mobile = ${mobile} ORDER BY id DESC`
      })
      const forMobile = (mobile: string) => Effect.orDie(findAll(mobile))
      return Outbox.of({
        forMobile,
        latestCode: (mobile) =>
          Effect.map(forMobile(mobile), (messages) => /\b(\d{6})\b/u.exec(messages[0]?.text ?? "")?.[1])
      })
    })
  )
}

/** The times of the messages sent to a mobile (their text carries codes: not shown). Erased: deleted. */
export const smsRecords: PersonalData<Pick<MyData, "smsSent">, Pick<ErasureCounts, "sms">> = {
  tables: ["sms_outbox"],
  of: ({ sql }) => ({
    held: (mobile) =>
      rowsFor(
        Schema.Struct({ created_at: IsoDateTime }),
        (m) => sql`SELECT created_at FROM sms_outbox WHERE mobile = ${m} ORDER BY id`
      )(mobile).pipe(Effect.map((rows) => ({ smsSent: rows.map((s) => s.created_at) }))),
    erase: (mobile) =>
      sql`DELETE FROM sms_outbox WHERE mobile = ${mobile} RETURNING id`.pipe(Effect.map(erasedRows("sms")))
  })
}

/**
 * The gateways status messages go through (docs/messages.md), each called with the message's idempotency key.
 *
 * - SMS over HTTP (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN): POST JSON { to: "+91XXXXXXXXXX", message, dltEntityId,
 *   dltTemplateId, sender } with an `Idempotency-Key` header; any 2xx is sent. The DLT fields come from configuration
 *   (server/messages/settings.ts), the template ID by the message's template name.
 * - E-mail over SMTP (SMTP_URL) with nodemailer, the key as the Message-ID's local part.
 * - Development (no gateway, no SMTP): the development outbox the one-time codes use (the sms_outbox table and one log
 *   line, server/otp/sms.ts); an e-mail is kept there under the enquiry's mobile, its address masked in the log.
 *
 * A refusal carries a category (an HTTP status, an SMTP error code), never the recipient or the text.
 */
import { Context, Effect, Layer, Redacted, Schema } from "effect"
import { SqlClient } from "effect/sql"
import nodemailer from "nodemailer"
import { maskMobile } from "../../domain/otp.ts"
import { Settings } from "../config.ts"
import type { DltSettings } from "./settings.ts"

export class GatewayRefused extends Schema.TaggedError<GatewayRefused>()("GatewayRefused", {
  reason: Schema.String
}) {}

export interface OutgoingSms {
  readonly idempotencyKey: string
  readonly mobile: string
  readonly text: string
  /** The template's name (domain/status-messages.ts), which names its DLT template ID. */
  readonly template: string
}

export interface OutgoingEmail {
  readonly idempotencyKey: string
  readonly to: string
  /** The enquiry's mobile: the development outbox keeps e-mails under it. */
  readonly mobile: string
  readonly subject: string
  readonly text: string
}

export interface Gateway {
  readonly sms: (message: OutgoingSms) => Effect.Effect<void, GatewayRefused>
  readonly email: (message: OutgoingEmail) => Effect.Effect<void, GatewayRefused>
}

/** An address as logs show it: its first letter and its domain. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf("@")
  return at < 1 ? "***" : `${email[0]}***${email.slice(at)}`
}

const timeoutMillis = 15_000

/** SMS through an HTTP gateway, with the DLT fields. */
export const httpSms = (options: {
  readonly url: string
  readonly token: Redacted.Redacted<string> | undefined
  readonly dlt: DltSettings
}): Gateway["sms"] =>
  Effect.fn("MessageGateway.sms")(function* (message: OutgoingSms) {
    const templateId = options.dlt.templates[message.template]
    if (templateId === undefined) return yield* new GatewayRefused({ reason: "no DLT template ID for the template" })
    const status = yield* Effect.tryPromise({
      try: async (signal) => {
        const response = await fetch(options.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "idempotency-key": message.idempotencyKey,
            ...(options.token === undefined ? {} : { authorization: `Bearer ${Redacted.value(options.token)}` })
          },
          body: JSON.stringify({
            to: `+91${message.mobile}`,
            message: message.text,
            dltEntityId: options.dlt.entityId,
            dltTemplateId: templateId,
            sender: options.dlt.sender
          }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMillis)])
        })
        await response.arrayBuffer()
        return response.status
      },
      catch: (cause) =>
        new GatewayRefused({
          reason: cause instanceof Error && cause.name === "TimeoutError" ? "timeout" : "no answer"
        })
    })
    if (status < 200 || status > 299) return yield* new GatewayRefused({ reason: `gateway answered ${status}` })
  })

/** E-mail through SMTP. */
export const smtpEmail = (options: { readonly url: Redacted.Redacted<string>; readonly from: string }) => {
  const transport = nodemailer.createTransport({
    url: Redacted.value(options.url),
    connectionTimeout: timeoutMillis,
    greetingTimeout: timeoutMillis,
    socketTimeout: timeoutMillis
  })
  const domain = /@([^>\s]+)/u.exec(options.from)?.[1] ?? "localhost"
  const email: Gateway["email"] = Effect.fn("MessageGateway.email")(function* (message: OutgoingEmail) {
    yield* Effect.tryPromise({
      try: () =>
        transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: `<${message.idempotencyKey.replace(/[^\w.-]/gu, ".")}@${domain}>`
        }),
      catch: (cause) => {
        const code = (cause as { code?: unknown } | null)?.code
        return new GatewayRefused({ reason: typeof code === "string" ? `smtp ${code}` : "smtp failed" })
      }
    })
  })
  return { email, close: () => transport.close() }
}

/** Development: the sms_outbox table and one log line per message. */
const developmentOutbox = (sql: SqlClient.SqlClient) => {
  const keep = (mobile: string, body: string) =>
    sql`INSERT INTO sms_outbox (mobile, body) VALUES (${mobile}, ${body})`.pipe(
      Effect.mapError(() => new GatewayRefused({ reason: "development outbox not written" }))
    )
  const sms: Gateway["sms"] = (message) =>
    keep(message.mobile, message.text).pipe(
      Effect.andThen(
        Effect.logInfo("sms").pipe(Effect.annotateLogs({ to: maskMobile(message.mobile), text: message.text }))
      )
    )
  const email: Gateway["email"] = (message) =>
    keep(message.mobile, `${message.subject}\n${message.text}`).pipe(
      Effect.andThen(
        Effect.logInfo("email").pipe(Effect.annotateLogs({ to: maskEmail(message.to), subject: message.subject }))
      )
    )
  return { sms, email }
}

/** The configured gateways: HTTP SMS when SMS_GATEWAY_URL is set, SMTP when SMTP_URL is; otherwise development. */
export class MessageGateway extends Context.Service<MessageGateway, Gateway>()("server/MessageGateway") {
  static readonly layer = Layer.effect(
    MessageGateway,
    Effect.gen(function* () {
      const settings = yield* Settings
      const sql = yield* SqlClient.SqlClient
      const development = developmentOutbox(sql)
      const { smsGatewayUrl, smsGatewayToken, messages } = settings
      const sms: Gateway["sms"] =
        smsGatewayUrl === undefined
          ? development.sms
          : messages.dlt === undefined
            ? () => Effect.fail(new GatewayRefused({ reason: "no DLT fields configured" }))
            : httpSms({ url: smsGatewayUrl, token: smsGatewayToken, dlt: messages.dlt })
      if (messages.smtpUrl === undefined) return MessageGateway.of({ sms, email: development.email })
      const smtp = yield* Effect.acquireRelease(
        Effect.sync(() => smtpEmail({ url: messages.smtpUrl!, from: messages.mailFrom })),
        (s) => Effect.sync(s.close)
      )
      return MessageGateway.of({ sms, email: smtp.email })
    })
  )
}

/**
 * The gateways status messages go through (docs/messages.md), each called with the message's idempotency key.
 *
 * - SMS over HTTP (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN): POST JSON { to: "+91XXXXXXXXXX", message, dltEntityId,
 *   dltTemplateId, sender } with an `Idempotency-Key` header; any 2xx is sent. The DLT fields come from configuration
 *   (server/messages/settings.ts), the template ID by the message's template name.
 * - E-mail over SMTP (SMTP_URL) with nodemailer, the key as the Message-ID's local part.
 * - WhatsApp through the WhatsApp Business Cloud API (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN): POST
 *   <api>/<phone number ID>/messages a template message (the status's approved template, in the enquiry's language,
 *   its body parameters the tracking ID, the tracking link and the stop link), the key as `biz_opaque_callback_data`
 *   (the delivery webhooks give it back); any 2xx is sent.
 * - Development (no gateway, no SMTP, no WhatsApp sender): the development outbox the one-time codes use (the
 *   sms_outbox table and one log line, server/otp/sms.ts); an e-mail is kept there under the enquiry's mobile, its
 *   address masked in the log; a WhatsApp message under the mobile, as its text.
 *
 * A refusal carries a category (an HTTP status, an SMTP error code), never the recipient or the text.
 */
import { Context, Effect, Layer, Redacted, Schema } from "effect"
import { SqlClient } from "effect/sql"
import nodemailer from "nodemailer"
import { maskMobile } from "../../domain/otp.ts"
import type { Locale } from "../../i18n/locale.ts"
import { Settings } from "../config.ts"
import type { DltSettings, WhatsAppSettings } from "./settings.ts"

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

export interface OutgoingWhatsApp {
  readonly idempotencyKey: string
  readonly mobile: string
  /** The template's name (domain/status-messages.ts), which names the approved WhatsApp template. */
  readonly template: string
  readonly locale: Locale
  /** The template's body parameters, in order: the tracking ID, the tracking link, the stop link. */
  readonly parameters: ReadonlyArray<string>
  /** The whole text, as the SMS says it: what the development outbox keeps. */
  readonly text: string
}

export interface Gateway {
  readonly sms: (message: OutgoingSms) => Effect.Effect<void, GatewayRefused>
  readonly email: (message: OutgoingEmail) => Effect.Effect<void, GatewayRefused>
  readonly whatsapp: (message: OutgoingWhatsApp) => Effect.Effect<void, GatewayRefused>
}

/** An address as logs show it: its first letter and its domain. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf("@")
  return at < 1 ? "***" : `${email[0]}***${email.slice(at)}`
}

const timeoutMillis = 15_000

/**
 * One JSON POST to a gateway within `timeoutMillis`: any 2xx is delivered; a timeout, no answer or another status is
 * the gateway's refusal, named by `who` ("gateway answered 503", "whatsapp answered 400").
 */
const postJson = (url: string, headers: Record<string, string>, body: unknown, who: string) =>
  Effect.tryPromise({
    try: async (signal) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMillis)])
      })
      await response.arrayBuffer()
      return response.status
    },
    catch: (cause) =>
      new GatewayRefused({ reason: cause instanceof Error && cause.name === "TimeoutError" ? "timeout" : "no answer" })
  }).pipe(
    Effect.flatMap((status) =>
      status >= 200 && status <= 299
        ? Effect.void
        : Effect.fail(new GatewayRefused({ reason: `${who} answered ${status}` }))
    )
  )

/** SMS through an HTTP gateway, with the DLT fields. */
export const httpSms = (options: {
  readonly url: string
  readonly token: Redacted.Redacted<string> | undefined
  readonly dlt: DltSettings
}): Gateway["sms"] =>
  Effect.fn("MessageGateway.sms")(function* (message: OutgoingSms) {
    const templateId = options.dlt.templates[message.template]
    if (templateId === undefined) return yield* new GatewayRefused({ reason: "no DLT template ID for the template" })
    yield* postJson(
      options.url,
      {
        "idempotency-key": message.idempotencyKey,
        ...(options.token === undefined ? {} : { authorization: `Bearer ${Redacted.value(options.token)}` })
      },
      {
        to: `+91${message.mobile}`,
        message: message.text,
        dltEntityId: options.dlt.entityId,
        dltTemplateId: templateId,
        sender: options.dlt.sender
      },
      "gateway"
    )
  })

/** The Cloud API's language code of a template in the enquiry's language. */
const whatsappLanguage: Record<Locale, string> = { en: "en", hi: "hi" }

/** The body of a WhatsApp Business Cloud API template message (POST <api>/<phone number ID>/messages). */
export const whatsappTemplateBody = (message: OutgoingWhatsApp, templateName: string) => ({
  messaging_product: "whatsapp",
  recipient_type: "individual",
  to: `91${message.mobile}`,
  type: "template",
  template: {
    name: templateName,
    language: { code: whatsappLanguage[message.locale] },
    components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }]
  },
  biz_opaque_callback_data: message.idempotencyKey
})

/** WhatsApp through the Business Cloud API: a template message per status. */
export const cloudWhatsApp = (options: WhatsAppSettings): Gateway["whatsapp"] =>
  Effect.fn("MessageGateway.whatsapp")(function* (message: OutgoingWhatsApp) {
    const templateName = options.templates[message.template]
    if (templateName === undefined)
      return yield* new GatewayRefused({ reason: "no WhatsApp template for the template" })
    yield* postJson(
      `${options.apiUrl}/${options.phoneNumberId}/messages`,
      { authorization: `Bearer ${Redacted.value(options.accessToken)}` },
      whatsappTemplateBody(message, templateName),
      "whatsapp"
    )
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
  const whatsapp: Gateway["whatsapp"] = (message) =>
    keep(message.mobile, message.text).pipe(
      Effect.andThen(
        Effect.logInfo("whatsapp").pipe(Effect.annotateLogs({ to: maskMobile(message.mobile), text: message.text }))
      )
    )
  return { sms, email, whatsapp }
}

/**
 * The configured gateways: HTTP SMS when SMS_GATEWAY_URL is set, SMTP when SMTP_URL is, the WhatsApp Cloud API when
 * its sender is; otherwise development.
 */
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
      const whatsapp = messages.whatsapp === undefined ? development.whatsapp : cloudWhatsApp(messages.whatsapp)
      if (messages.smtpUrl === undefined) return MessageGateway.of({ sms, email: development.email, whatsapp })
      const smtp = yield* Effect.acquireRelease(
        Effect.sync(() => smtpEmail({ url: messages.smtpUrl!, from: messages.mailFrom })),
        (s) => Effect.sync(s.close)
      )
      return MessageGateway.of({ sms, email: smtp.email, whatsapp })
    })
  )
}

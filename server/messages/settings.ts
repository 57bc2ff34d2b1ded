/**
 * The status messages' settings (docs/operations.md, "Status messages"): the worker, the caps and retries, the SMS
 * gateway's TRAI DLT fields, and SMTP. Read from the environment by Settings.fromEnv (server/config.ts).
 *
 *   MESSAGE_WORKER (true)               send queued messages from this process
 *   MESSAGE_DAILY_CAP (5)               SMS to one mobile per India day
 *   MESSAGE_MAX_ATTEMPTS (6)            failed attempts before a message is "failed" (staff may retry it)
 *   MESSAGE_RETRY_SECONDS (30)          the first retry's wait, doubled each time, at most an hour
 *   MESSAGE_CLAIM_SECONDS (120)         how long a worker holds a message it is sending; a worker that died leaves it
 *                                       to be claimed again after this
 *   SITE_URL (https://arthikaloans.in)  the site the tracking links point to
 *   SMS_DLT_ENTITY_ID, SMS_DLT_SENDER, SMS_DLT_TEMPLATE_<NAME> (one per template of domain/status-messages.ts, e.g.
 *                                       SMS_DLT_TEMPLATE_CALL_BACK): all or none; through SMS_GATEWAY_URL a status
 *                                       SMS goes only with them
 *   SMTP_URL (smtp[s]://user:password@host:port), MAIL_FROM: e-mail; without SMTP_URL e-mails go to the development
 *                                       outbox as SMS do
 *   WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN: the WhatsApp Business Cloud API sender, both or neither; without
 *                                       them WhatsApp messages go to the development outbox as SMS do
 *   WHATSAPP_TEMPLATE_<NAME> (the template's name, e.g. call_back): the approved WhatsApp template of each status
 *   WHATSAPP_API_URL (https://graph.facebook.com/v21.0): the Cloud API's base address
 */
import { Config, Effect, Option, Redacted } from "effect"
import { statusTemplateNames, templateNames } from "../../domain/status-messages.ts"

export interface DltSettings {
  /** The principal entity's ID registered on the DLT platform. */
  readonly entityId: string
  /** The six-letter sender ID (header). */
  readonly sender: string
  /** The registered template ID of each template name. */
  readonly templates: Readonly<Record<string, string>>
}

/** The WhatsApp Business Cloud API sender and the approved template of each status (docs/messages.md). */
export interface WhatsAppSettings {
  /** The base address of the Cloud API, with its version, no trailing slash. */
  readonly apiUrl: string
  /** The business phone number's ID (not the number itself). */
  readonly phoneNumberId: string
  readonly accessToken: Redacted.Redacted<string>
  /** The approved template's name for each of our template names. */
  readonly templates: Readonly<Record<string, string>>
}

export const defaultWhatsAppApiUrl = "https://graph.facebook.com/v21.0"

export interface MessageSettings {
  readonly worker: boolean
  readonly dailyCap: number
  readonly maxAttempts: number
  readonly retrySeconds: number
  readonly retryMaxSeconds: number
  readonly claimSeconds: number
  /** How often the worker looks for due messages. */
  readonly pollSeconds: number
  /** The site's origin, no trailing slash. */
  readonly siteUrl: string
  readonly dlt: DltSettings | undefined
  readonly smtpUrl: Redacted.Redacted<string> | undefined
  readonly mailFrom: string
  readonly whatsapp: WhatsAppSettings | undefined
}

/** Tests' and the library's defaults: no worker loop (tests run the worker by hand). */
export const defaultMessageSettings: MessageSettings = {
  worker: false,
  dailyCap: 5,
  maxAttempts: 6,
  retrySeconds: 30,
  retryMaxSeconds: 3600,
  claimSeconds: 120,
  pollSeconds: 5,
  siteUrl: "https://arthikaloans.in",
  dlt: undefined,
  smtpUrl: undefined,
  mailFrom: "Arthika Loans <no-reply@arthikaloans.in>",
  whatsapp: undefined
}

const digits = /^\d{1,30}$/u
const senderPattern = /^[A-Z]{6}$/u

const atLeast = (name: string, minimum: number, fallback: number) =>
  Config.Int(name).pipe(
    Config.withDefault(fallback),
    Effect.flatMap((n) =>
      n >= minimum ? Effect.succeed(n) : Effect.fail(new Error(`${name} must be ${minimum} or more`))
    )
  )

const optionalText = (name: string) =>
  Config.String(name).pipe(
    Config.option,
    Effect.map((o) =>
      Option.getOrUndefined(
        Option.filter(
          Option.map(o, (s) => s.trim()),
          (s) => s !== ""
        )
      )
    )
  )

/** The DLT fields: all of them or none (an SMS gateway without them refuses every status SMS). */
const dltFromEnv = () =>
  Effect.gen(function* () {
    const entityId = yield* optionalText("SMS_DLT_ENTITY_ID")
    const sender = yield* optionalText("SMS_DLT_SENDER")
    const templates: Record<string, string> = {}
    for (const name of templateNames) {
      const id = yield* optionalText(`SMS_DLT_TEMPLATE_${name.toUpperCase()}`)
      if (id !== undefined) templates[name] = id
    }
    const given = [entityId, sender].filter((v) => v !== undefined).length + Object.keys(templates).length
    if (given === 0) return undefined
    const missing = [
      ...(entityId === undefined ? ["SMS_DLT_ENTITY_ID"] : []),
      ...(sender === undefined ? ["SMS_DLT_SENDER"] : []),
      ...templateNames.filter((n) => templates[n] === undefined).map((n) => `SMS_DLT_TEMPLATE_${n.toUpperCase()}`)
    ]
    if (missing.length > 0)
      return yield* Effect.fail(new Error(`The SMS gateway's DLT fields are incomplete: set ${missing.join(", ")}`))
    if (!digits.test(entityId!)) return yield* Effect.fail(new Error("SMS_DLT_ENTITY_ID must be digits"))
    if (!senderPattern.test(sender!)) return yield* Effect.fail(new Error("SMS_DLT_SENDER must be six capital letters"))
    const bad = templateNames.filter((n) => !digits.test(templates[n]!))
    if (bad.length > 0) return yield* Effect.fail(new Error(`SMS_DLT_TEMPLATE_${bad[0]!.toUpperCase()} must be digits`))
    return { entityId: entityId!, sender: sender!, templates } satisfies DltSettings
  })

const templateNamePattern = /^[a-z0-9_]{1,512}$/u

/**
 * The WhatsApp sender: the phone number ID and the access token, both or neither. Each status's template is named by
 * WHATSAPP_TEMPLATE_<NAME>, or is registered under our own template name (call_back, ...).
 */
const whatsappFromEnv = () =>
  Effect.gen(function* () {
    const phoneNumberId = yield* optionalText("WHATSAPP_PHONE_NUMBER_ID")
    const token = yield* Config.Redacted("WHATSAPP_ACCESS_TOKEN").pipe(Config.option)
    const accessToken = Option.getOrUndefined(Option.filter(token, (t) => Redacted.value(t).trim() !== ""))
    if (phoneNumberId === undefined && accessToken === undefined) return undefined
    if (phoneNumberId === undefined)
      return yield* Effect.fail(new Error("WHATSAPP_ACCESS_TOKEN is set: set WHATSAPP_PHONE_NUMBER_ID too"))
    if (accessToken === undefined)
      return yield* Effect.fail(new Error("WHATSAPP_PHONE_NUMBER_ID is set: set WHATSAPP_ACCESS_TOKEN too"))
    if (!digits.test(phoneNumberId)) return yield* Effect.fail(new Error("WHATSAPP_PHONE_NUMBER_ID must be digits"))
    const templates: Record<string, string> = {}
    for (const name of statusTemplateNames) {
      const variable = `WHATSAPP_TEMPLATE_${name.toUpperCase()}`
      const given = (yield* optionalText(variable)) ?? name
      if (!templateNamePattern.test(given))
        return yield* Effect.fail(new Error(`${variable} must be lower-case letters, digits and underscores`))
      templates[name] = given
    }
    const api = yield* Config.URL("WHATSAPP_API_URL").pipe(Config.option)
    const apiUrl = Option.match(api, {
      onNone: () => defaultWhatsAppApiUrl,
      onSome: (u) => u.href.replace(/\/+$/u, "")
    })
    return { apiUrl, phoneNumberId, accessToken, templates } satisfies WhatsAppSettings
  })

export const messageSettingsFromEnv = Effect.gen(function* () {
  const d = defaultMessageSettings
  const worker = yield* Config.Boolean("MESSAGE_WORKER").pipe(Config.withDefault(true))
  const dailyCap = yield* atLeast("MESSAGE_DAILY_CAP", 1, d.dailyCap)
  const maxAttempts = yield* atLeast("MESSAGE_MAX_ATTEMPTS", 1, d.maxAttempts)
  const retrySeconds = yield* atLeast("MESSAGE_RETRY_SECONDS", 1, d.retrySeconds)
  const claimSeconds = yield* atLeast("MESSAGE_CLAIM_SECONDS", 30, d.claimSeconds)
  const site = yield* Config.URL("SITE_URL").pipe(Config.option)
  const siteUrl = Option.match(site, { onNone: () => d.siteUrl, onSome: (u) => u.origin })
  const dlt = yield* dltFromEnv()
  const smtp = yield* Config.Redacted("SMTP_URL").pipe(Config.option)
  const smtpUrl = Option.getOrUndefined(Option.filter(smtp, (u) => Redacted.value(u).trim() !== ""))
  if (smtpUrl !== undefined && !/^smtps?:\/\//u.test(Redacted.value(smtpUrl)))
    return yield* Effect.fail(new Error("SMTP_URL must start with smtp:// or smtps://"))
  const mailFrom = (yield* optionalText("MAIL_FROM")) ?? d.mailFrom
  const whatsapp = yield* whatsappFromEnv()
  return {
    ...d,
    worker,
    dailyCap,
    maxAttempts,
    retrySeconds,
    claimSeconds,
    siteUrl,
    dlt,
    smtpUrl,
    mailFrom,
    whatsapp
  } satisfies MessageSettings
})

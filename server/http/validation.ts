/**
 * The RequestValidation middleware of domain/api.ts: every request that fails the contract's schemas (payload,
 * path params, headers, malformed JSON, empty body) answers 400 with each field's message from the shared schemas.
 *
 * The messages are in the request's language (issue 15): its Accept-Language header (the browser app sends its page's
 * own language there, src/services/http.ts). The schemas word their messages when a check runs, in the language in
 * force; the contract decoded the payload in English, so for another language the payload, already read, is decoded
 * again under that language (synchronously, `withLocale`: no other request runs in between).
 */
import { Effect, Result, Schema, type SchemaIssue } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiMiddleware } from "effect/http-api"
import { RequestValidation, ValidationError } from "../../domain/api.ts"
import { issuesOf, messages } from "../../domain/validation.ts"
import { baseLocale, type Locale, localeFromAcceptLanguage, withLocale } from "../../i18n/locale.ts"
import { m } from "../../i18n/paraglide/messages.js"

/** A field left out of the JSON altogether gets the message the form shows when it is empty. */
const requiredMessages = (): Record<string, string> => ({
  first_name: messages.nameRequired,
  location: messages.locationRequired,
  phone: messages.mobileLength,
  referralPhone: messages.mobileLength,
  referralName: messages.referralNameRequired,
  referralEmail: messages.referralEmailRequired,
  referralLocation: messages.referralLocationRequired
})

/**
 * Every message of the catalogs that takes no parameter, by its English text: a schema that read its message once,
 * when its module loaded (English on the server), still answers in the request's language.
 */
type AnyMessage = (inputs: object, options: { locale: Locale }) => string
let byEnglish: ReadonlyMap<string, AnyMessage> | undefined
const messageByEnglish = (): ReadonlyMap<string, AnyMessage> => {
  if (byEnglish === undefined) {
    const found = new Map<string, AnyMessage>()
    for (const message of Object.values(m) as Array<AnyMessage>) {
      if (typeof message !== "function") continue
      const english = message({}, { locale: baseLocale })
      if (!english.includes("undefined") && !found.has(english)) found.set(english, message)
    }
    byEnglish = found
  }
  return byEnglish
}

/**
 * The catalog's messages that take parameters, as patterns of their English text ("Please keep your feedback to
 * (.+) characters."): a schema that read such a message when its module loaded still answers in the request's
 * language, when what fills its parameters is figures (a word in English would stay English inside the Hindi).
 */
interface Template {
  readonly pattern: RegExp
  readonly names: ReadonlyArray<string>
  readonly message: AnyMessage
}
let templates: ReadonlyArray<Template> | undefined
const messageTemplates = (): ReadonlyArray<Template> => {
  if (templates === undefined) {
    const mark = "\u0001"
    const named = new Proxy({}, { get: (_, key) => (typeof key === "string" ? `${mark}${key}${mark}` : undefined) })
    const found: Array<Template> = []
    for (const message of Object.values(m) as Array<AnyMessage>) {
      if (typeof message !== "function") continue
      let english: string
      try {
        english = message(named, { locale: baseLocale })
      } catch {
        continue
      }
      const parts = english.split(new RegExp(`${mark}(\\w+)${mark}`, "u"))
      if (parts.length < 3) continue
      const literal = parts.filter((_, i) => i % 2 === 0)
      if (literal.join("").length < 12) continue
      const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")
      found.push({
        pattern: new RegExp(`^${literal.map(literally).join("(.+?)")}$`, "u"),
        names: parts.filter((_, i) => i % 2 === 1),
        message
      })
    }
    templates = found
  }
  return templates
}

/** Effect's own words for a value of the wrong type or shape ("Expected string"): no form of ours shows them. */
const isSchemaDefault = (message: string) => /^Expected /u.test(message)

/** A message in `locale`: the catalog's own when the text is one of its English messages, else as it is. */
const inLocale = (message: string, locale: Locale): string => {
  if (locale === baseLocale) return message
  const exact = messageByEnglish().get(message)
  if (exact !== undefined) return exact({}, { locale })
  for (const template of messageTemplates()) {
    const match = template.pattern.exec(message)
    const values = match?.slice(1)
    if (values === undefined || values.some((v) => /[A-Za-z]/u.test(v))) continue
    return template.message(Object.fromEntries(template.names.map((name, i) => [name, values[i]])), { locale })
  }
  return isSchemaDefault(message) ? m.validation_field_invalid({}, { locale }) : message
}

/** The body of a 400: each field's path and message, the first message on top. */
export const validationError = (issue: SchemaIssue.Issue, locale: Locale = baseLocale): ValidationError => {
  const required = requiredMessages()
  const errors = issuesOf(issue).map((found) => {
    const path = found.path.map(String).join(".")
    const message = inLocale(
      found.message === "Missing key" ? (required[path] ?? m.validation_field_required()) : found.message,
      locale
    )
    return { path, message }
  })
  return new ValidationError({ success: false, message: errors[0]?.message ?? m.validation_request_invalid(), errors })
}

/** The endpoint's JSON payload schema, when it has one. */
const jsonPayloadSchema = (endpoint: { readonly payload: unknown }): Schema.Top | undefined => {
  const json = (endpoint.payload as ReadonlyMap<string, { readonly schemas: ReadonlyArray<Schema.Top> }>).get(
    "application/json"
  )
  if (json === undefined || json.schemas.length === 0) return undefined
  return json.schemas.length === 1 ? json.schemas[0] : Schema.Union(json.schemas)
}

/** The payload's issues as the schemas word them in `locale`; undefined when it cannot be decoded again. */
const payloadIssueIn = (locale: Locale, schema: Schema.Top, text: string): SchemaIssue.Issue | undefined => {
  let payload: unknown
  try {
    payload = text === "" ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
  return withLocale(locale, () => {
    // biome-ignore lint/suspicious/noExplicitAny: any payload schema of the contract, read as issues only
    const result = Schema.decodeUnknownResult(schema as any)(payload, { errors: "all" })
    return Result.isFailure(result) ? (result.failure as Schema.SchemaError).issue : undefined
  })
}

export const RequestValidationLive = HttpApiMiddleware.layerSchemaErrorTransform(RequestValidation, (error, options) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const locale = localeFromAcceptLanguage(request.headers["accept-language"])
    if (locale === baseLocale) return yield* Effect.fail(validationError(error.cause.issue))
    const schema = error.kind === "Payload" ? jsonPayloadSchema(options.endpoint) : undefined
    const text = schema === undefined ? undefined : yield* Effect.orElseSucceed(request.text, () => undefined)
    const issue = schema !== undefined && text !== undefined ? payloadIssueIn(locale, schema, text) : undefined
    return yield* Effect.fail(withLocale(locale, () => validationError(issue ?? error.cause.issue, locale)))
  })
)

/**
 * The message worker (docs/messages.md): sends the outbox's due messages through the gateways, at least once each,
 * always with the message's idempotency key.
 *
 * A pass claims due messages (queued and due, or claimed by a worker whose claim expired: it died mid-send) with
 * FOR UPDATE SKIP LOCKED, so workers in several processes never claim one message together. For each, in one
 * transaction under a per-mobile advisory lock, the quiet hours and the daily cap (domain/message-timing.ts) decide
 * whether it goes now or waits (back to queued, due at 09:00 IST); an SMS and a WhatsApp message count against the
 * same daily cap. Then the gateway; then sent, or the failure
 * counted with its reason and the message queued again after a back-off, or "failed" after the last attempt.
 * Interrupted anywhere, the claim simply expires: the message is never lost, and goes again with the same key.
 */
import { Clock, Context, Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { ApplicationStatus } from "../../domain/application-status.ts"
import { indiaDay, retryDelaySeconds, whenMayGo } from "../../domain/message-timing.ts"
import {
  rewardMessageText,
  rewardTemplate,
  type StatusChannel,
  statusEmailSubject,
  statusMessageText,
  statusTemplates,
  trackingLink
} from "../../domain/status-messages.ts"
import type { Locale } from "../../i18n/locale.ts"
import { Settings } from "../config.ts"
import { stopLink } from "../consents/stop-link.ts"
import { ServerKeys } from "../tokens/secrets.ts"
import { type Gateway, type GatewayRefused, MessageGateway } from "./gateway.ts"
import { messageStates, statusMessagesByState, statusMessagesTotal } from "./metrics.ts"

interface Claimed {
  readonly id: string
  readonly enquiryId: string
  readonly key: string
  readonly channel: StatusChannel
  /** The applicant, or the referrer told their reward is earned (an SMS). */
  readonly recipient: "applicant" | "referrer"
  readonly status: ApplicationStatus
  readonly attempts: number
  readonly countedOn: string | null
  readonly trackingId: string
  readonly phone: string
  readonly email: string | null
  readonly locale: Locale
}

export type Outcome = "sent" | "retry" | "failed" | "waiting" | "stopped"

/** The channels that count against a mobile's daily cap: the messages to the phone itself. */
const cappedChannels: ReadonlyArray<StatusChannel> = ["sms", "whatsapp"]

/** How many messages one pass claims. */
const batchSize = 20

export class StatusMessages extends Context.Service<
  StatusMessages,
  {
    /** One pass at `now` through `gateway`: each claimed message's outcome. */
    processDue(now: Date, gateway: Gateway): Effect.Effect<ReadonlyArray<Outcome>>
    /** Stops an enquiry's messages not yet sent (a withdrawn consent); answers how many. */
    stopForEnquiry(trackingId: string): Effect.Effect<number>
  }
>()("server/StatusMessages") {
  static readonly layer = Layer.effect(
    StatusMessages,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { messages: settings } = yield* Settings
      const keys = yield* ServerKeys
      const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000)

      const claim = (now: Date) =>
        sql<Claimed>`
          UPDATE status_messages m SET state = 'sending', claimed_until = ${later(now, settings.claimSeconds)}
          FROM loan_enquiries e
          WHERE e.id = m.enquiry_id AND m.id IN (
            SELECT id FROM status_messages
            WHERE (state = 'queued' AND next_attempt_at <= ${now}) OR (state = 'sending' AND claimed_until <= ${now})
            ORDER BY next_attempt_at, id
            LIMIT ${batchSize}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING m.id::text AS id, m.enquiry_id::text AS "enquiryId", m.idempotency_key AS key, m.channel, m.recipient,
            m.status, m.attempts, m.counted_on::text AS "countedOn", e.tracking_id AS "trackingId",
            CASE m.recipient WHEN 'referrer' THEN e.referral_phone ELSE e.phone END AS phone,
            CASE m.recipient WHEN 'referrer' THEN NULL ELSE e.email END AS email, e.locale
        `

      /**
       * Goes now (and takes its place in today's count), waits, or was stopped since it was claimed (a withdrawn
       * consent): decided under the mobile's lock and the message's row lock.
       */
      const clear = (message: Claimed, now: Date) =>
        sql.withTransaction(
          Effect.gen(function* () {
            const today = indiaDay(now)
            const capped = cappedChannels.includes(message.channel)
            let sentToday = 0
            if (capped) {
              yield* sql`SELECT pg_advisory_xact_lock(hashtext(${`status-sms:${message.phone}`}))`
              const [row] = yield* sql<{ n: number }>`
                SELECT count(*)::int AS n FROM status_messages s JOIN loan_enquiries e ON e.id = s.enquiry_id
                WHERE s.channel IN ('sms', 'whatsapp') AND s.counted_on = ${today}::date
                  AND (CASE s.recipient WHEN 'referrer' THEN e.referral_phone ELSE e.phone END) = ${message.phone}
                  AND s.id <> ${message.id}
              `
              sentToday = row?.n ?? 0
            }
            const [current] = yield* sql<{ state: string }>`
              SELECT state FROM status_messages WHERE id = ${message.id} FOR UPDATE
            `
            if (current?.state !== "sending") return "stopped" as const
            const timing = whenMayGo({
              now,
              sentToday,
              dailyCap: settings.dailyCap,
              counted: !capped || message.countedOn === today
            })
            if (timing._tag === "Wait") {
              yield* sql`
                UPDATE status_messages SET state = 'queued', next_attempt_at = ${timing.until}, claimed_until = NULL
                WHERE id = ${message.id} AND state = 'sending'
              `
              return "waiting" as const
            }
            if (capped) yield* sql`UPDATE status_messages SET counted_on = ${today}::date WHERE id = ${message.id}`
            return "go" as const
          })
        )

      const send = (gateway: Gateway, message: Claimed): Effect.Effect<void, GatewayRefused> => {
        const stop = stopLink(settings.siteUrl, keys.token, message.enquiryId, message.locale)
        if (message.recipient === "referrer")
          return gateway.sms({
            idempotencyKey: message.key,
            mobile: message.phone,
            text: rewardMessageText({ siteUrl: settings.siteUrl, locale: message.locale, stopLink: stop }),
            template: rewardTemplate.template
          })
        const text = statusMessageText({ ...message, siteUrl: settings.siteUrl, stopLink: stop })
        if (message.channel === "whatsapp")
          return gateway.whatsapp({
            idempotencyKey: message.key,
            mobile: message.phone,
            template: statusTemplates[message.status].template,
            locale: message.locale,
            parameters: [message.trackingId, trackingLink(settings.siteUrl, message.trackingId, message.locale), stop],
            text
          })
        if (message.channel === "sms")
          return gateway.sms({
            idempotencyKey: message.key,
            mobile: message.phone,
            text,
            template: statusTemplates[message.status].template
          })
        return gateway.email({
          idempotencyKey: message.key,
          to: message.email ?? "",
          mobile: message.phone,
          subject: statusEmailSubject(message),
          text
        })
      }

      const deliver = (gateway: Gateway, now: Date) =>
        Effect.fn("StatusMessages.deliver")(function* (message: Claimed) {
          const cleared = yield* clear(message, now)
          if (cleared !== "go") return cleared
          const result = yield* send(gateway, message).pipe(
            Effect.timeoutOrElse({
              duration: Duration.seconds(Math.max(1, settings.claimSeconds - 15)),
              orElse: () => Effect.fail({ reason: "timeout" })
            }),
            Effect.result
          )
          if (result._tag === "Success") {
            yield* sql`
              UPDATE status_messages SET state = 'sent', sent_at = ${now}, claimed_until = NULL
              WHERE id = ${message.id}
            `
            return "sent" as const
          }
          const attempts = message.attempts + 1
          const failed = attempts >= settings.maxAttempts
          const due = later(now, retryDelaySeconds(attempts, settings.retrySeconds, settings.retryMaxSeconds))
          yield* sql`
            UPDATE status_messages SET attempts = ${attempts}, last_error = ${result.failure.reason},
              claimed_until = NULL, state = ${failed ? "failed" : "queued"}, next_attempt_at = ${due}
            WHERE id = ${message.id}
          `
          return failed ? ("failed" as const) : ("retry" as const)
        })

      const countStates = sql<{ state: string; n: number }>`
        SELECT state, count(*)::int AS n FROM status_messages GROUP BY state
      `.pipe(
        Effect.tap((rows) =>
          Effect.sync(() => {
            for (const state of messageStates)
              statusMessagesByState.set({ state }, rows.find((r) => r.state === state)?.n ?? 0)
          })
        )
      )

      const processDue = Effect.fn("StatusMessages.processDue")(function* (now: Date, gateway: Gateway) {
        const claimed = yield* claim(now)
        const outcomes: Array<Outcome> = []
        for (const message of claimed) {
          const outcome = yield* deliver(gateway, now)(message)
          statusMessagesTotal.inc({ channel: message.channel, outcome })
          outcomes.push(outcome)
        }
        yield* countStates
        return outcomes
      }, Effect.orDie)

      const stopForEnquiry = Effect.fn("StatusMessages.stopForEnquiry")(function* (trackingId: string) {
        const rows = yield* sql<{ id: string }>`
          UPDATE status_messages SET state = 'stopped', claimed_until = NULL
          WHERE state IN ('queued', 'sending', 'failed')
            AND enquiry_id = (SELECT id FROM loan_enquiries WHERE tracking_id = ${trackingId})
          RETURNING id::text AS id
        `
        return rows.length
      }, Effect.orDie)

      return StatusMessages.of({ processDue, stopForEnquiry })
    })
  ).pipe(Layer.provide(ServerKeys.layer))
}

/** The worker loop (MESSAGE_WORKER): a pass through the configured gateways every MESSAGE_POLL_SECONDS. */
export const MessageWorker = Layer.effectDiscard(
  Effect.gen(function* () {
    const { messages } = yield* Settings
    if (!messages.worker) return
    const statusMessages = yield* StatusMessages
    const gateway = yield* MessageGateway
    const pass = Clock.currentTimeMillis.pipe(
      Effect.flatMap((millis) => statusMessages.processDue(new Date(millis), gateway)),
      Effect.catchCause((cause) =>
        Effect.logError("status messages pass failed").pipe(Effect.annotateLogs({ cause: String(cause) }))
      )
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.seconds(messages.pollSeconds)))))
  })
)

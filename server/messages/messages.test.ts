/**
 * Status messages on the real server (docs/messages.md), on the embedded database and again on PostgreSQL
 * (TEST_DATABASE_URL): a lifecycle move queues one SMS (and one e-mail when the enquiry has an address) in the same
 * transaction; the worker sends each exactly once through a fake gateway, with retries and back-off, through two
 * workers at once and through a worker that died mid-send; messages that keep failing are listed for staff, who
 * may queue them again.
 *
 * The worker's clock is set to 12:00 IST on 10 March 2030 (06:30 UTC), after every message here was queued.
 */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { handWorkedStopToken } from "../consents/stop-link.fixtures.ts"
import { Enquiries } from "../enquiries/repo.ts"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { adminSessionCookie, databaseTargets, useTempDirs } from "../test-targets.ts"
import { type Gateway, GatewayRefused } from "./gateway.ts"
import { defaultMessageSettings } from "./settings.ts"
import { StatusMessages } from "./worker.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("messages", tempDir)
const password = "messages suite password"
const tokenSecret = "messages-suite-token-secret-0123456789abcdef"

/** The link that stops an enquiry's messages, its token worked out by hand; under /hi for an enquiry made in Hindi. */
const stopLinkOf = (enquiryId: string, hindi = false) =>
  `https://arthikaloans.in${hindi ? "/hi" : ""}/messages/stop/${handWorkedStopToken(tokenSecret, enquiryId)}`

/** 12:00 IST on 10 March 2030, and `seconds` after it. */
const noon = (seconds = 0) => new Date(Date.parse("2030-03-10T06:30:00Z") + seconds * 1000)

interface Call {
  readonly channel: "sms" | "whatsapp" | "email"
  readonly key: string
  readonly to: string
  readonly text: string
  readonly subject?: string
  readonly template?: string
  readonly parameters?: ReadonlyArray<string>
}

/** A gateway that records every call; it may fail the first calls, hang, or take a while. */
const fakeGateway = (options: { failFirst?: number; hang?: boolean; delayMillis?: number } = {}) => {
  const calls: Array<Call> = []
  const delivered: Array<Call> = []
  let failed = 0
  const attempt = (call: Call) =>
    Effect.suspend(() => {
      calls.push(call)
      if (options.hang) return Effect.never
      if (failed < (options.failFirst ?? 0)) {
        failed++
        return Effect.fail(new GatewayRefused({ reason: "gateway answered 503" }))
      }
      return Effect.sleep(`${options.delayMillis ?? 0} millis`).pipe(
        Effect.andThen(
          Effect.sync(() => {
            delivered.push(call)
          })
        )
      )
    })
  const gateway: Gateway = {
    sms: (m) => attempt({ channel: "sms", key: m.idempotencyKey, to: m.mobile, text: m.text, template: m.template }),
    email: (m) => attempt({ channel: "email", key: m.idempotencyKey, to: m.to, text: m.text, subject: m.subject }),
    whatsapp: (m) =>
      attempt({
        channel: "whatsapp",
        key: m.idempotencyKey,
        to: m.mobile,
        text: m.text,
        template: m.template,
        parameters: m.parameters
      })
  }
  return { gateway, calls, delivered }
}

describe.each(targets)("status messages on $name", (target) => {
  let server: RunningServer
  let cookie = ""
  let mobiles = 0

  const admin = (path: string, method = "GET", body?: unknown) =>
    fetch(`${server.url}/api/admin${path}`, {
      method,
      headers: {
        "x-admin-request": "1",
        cookie: `loans_admin=${cookie}`,
        ...(body === undefined ? {} : { "content-type": "application/json" })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  const move = (trackingId: string, event: string) => admin(`/enquiries/${trackingId}/moves`, "POST", { event })
  /**
   * An enquiry of a mobile of its own (or the one given), with or without an e-mail address, and the ways the person
   * chose to hear from us (the default: a call and SMS).
   */
  const enquiry = (
    email: string,
    phone = `9${String(700_000_000 + ++mobiles)}`,
    channels: ReadonlyArray<string> = ["call", "sms", "email"]
  ) =>
    server
      .run(
        Enquiries.use((e) =>
          e.create({
            applicationType: "Self",
            loanType: "Personal Loan",
            first_name: "Asha",
            last_name: "Rao",
            phone,
            referralPhone: "",
            email,
            location: "Pune",
            consent: true,
            contact: { channels, callFrom: 9, callTo: 21 }
          } as never)
        )
      )
      .then((c) => c.trackingId)
  const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        return yield* Effect.orDie(query(yield* SqlClient.SqlClient))
      })
    )
  const messagesOf = (trackingId: string) =>
    sql(
      (s) => s<{ channel: string; state: string; attempts: number; key: string; lastError: string | null }>`
        SELECT m.channel, m.state, m.attempts, m.idempotency_key AS key, m.last_error AS "lastError"
        FROM status_messages m JOIN loan_enquiries e ON e.id = m.enquiry_id
        WHERE e.tracking_id = ${trackingId} ORDER BY m.id
      `
    )
  const enquiryIdOf = (trackingId: string) =>
    sql((s) => s<{ id: string }>`SELECT id::text AS id FROM loan_enquiries WHERE tracking_id = ${trackingId}`).then(
      (rows) => rows[0]!.id
    )
  const dueAt = (trackingId: string) =>
    sql(
      (s) => s<{ due: Date }>`
        SELECT m.next_attempt_at AS due FROM status_messages m JOIN loan_enquiries e ON e.id = m.enquiry_id
        WHERE e.tracking_id = ${trackingId} ORDER BY m.id
      `
    ).then((rows) => rows.map((r) => new Date(r.due).toISOString()))
  const work = (now: Date, gateway: Gateway) =>
    server.run(StatusMessages.use((s) => s.processDue(now, gateway))).then((o) => [...o].sort())

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {})
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      adminPassword: Redacted.make(password),
      tokenSecret: Redacted.make(tokenSecret),
      limits: roomyLimits(),
      messages: { ...defaultMessageSettings, maxAttempts: 4 },
      ...target.settings()
    })
    cookie = await adminSessionCookie(server, password)
  }, 120_000)

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  // Each test sends only its own messages: whatever an earlier one left unsent is stopped.
  beforeEach(async () => {
    await sql((s) => s`UPDATE status_messages SET state = 'stopped' WHERE state IN ('queued', 'sending', 'failed')`)
  })

  it("queues one SMS and one e-mail for a move, and sends each once, in English with the tracking link", async () => {
    const t = await enquiry("asha@example.in")
    expect((await move(t, "Fix appointment")).status).toBe(200)
    const queued = await messagesOf(t)
    expect(queued.map((m) => [m.channel, m.state, m.attempts])).toEqual([
      ["sms", "queued", 0],
      ["email", "queued", 0]
    ])
    const move1 = /^status:(\d+):sms$/u.exec(queued[0]!.key)![1]
    expect(queued[1]!.key).toBe(`status:${move1}:email`)

    const fake = fakeGateway()
    expect(await work(noon(), fake.gateway)).toEqual(["sent", "sent"])
    const link = `https://arthikaloans.in/application-status?trackingId=${t}`
    const stop = stopLinkOf(await enquiryIdOf(t))
    const text = `Arthika Loans: an appointment is fixed for your loan application ${t}. Track it at ${link} To stop these messages: ${stop}`
    expect(fake.delivered.map((c) => c.channel).sort()).toEqual(["email", "sms"])
    expect(fake.delivered.find((c) => c.channel === "sms")).toMatchObject({ text, key: queued[0]!.key })
    expect(fake.delivered.find((c) => c.channel === "email")).toMatchObject({
      to: "asha@example.in",
      subject: `Your loan application ${t}: Appointment Fixed`,
      text
    })
    expect((await messagesOf(t)).map((m) => m.state)).toEqual(["sent", "sent"])
    expect(await work(noon(60), fake.gateway)).toEqual([])
    expect(fake.calls).toHaveLength(2)
  })

  it("sends only an SMS when the enquiry has no e-mail, in Hindi for an enquiry made in Hindi", async () => {
    const phone = `9${String(700_000_000 + ++mobiles)}`
    const submitted = await fetch(`${server.url}/api/loan-enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "hi-IN" },
      body: JSON.stringify({
        applicationType: "Self",
        loanType: "Personal Loan",
        first_name: "Asha",
        last_name: "Rao",
        phone,
        referralPhone: "",
        email: "",
        location: "Pune",
        consent: true
      })
    })
    expect(submitted.status).toBe(201)
    const t = ((await submitted.json()) as { trackingId: string }).trackingId
    expect((await move(t, "Fix appointment")).status).toBe(200)
    const fake = fakeGateway()
    expect(await work(noon(), fake.gateway)).toEqual(["sent"])
    expect(fake.delivered.map((c) => c.text)).toEqual([
      `Arthika Loans: आपके लोन आवेदन ${t} के लिए अपॉइंटमेंट तय हो गया है। यहाँ देखें: https://arthikaloans.in/hi/application-status?trackingId=${t} ये संदेश बंद करने के लिए: ${stopLinkOf(await enquiryIdOf(t), true)}`
    ])
  })

  it("the link in a message stops the rest at once: queued messages are not sent, and later moves queue none", async () => {
    const t = await enquiry("asha@example.in")
    expect((await move(t, "Fix appointment")).status).toBe(200)
    expect((await messagesOf(t)).map((m) => m.state)).toEqual(["queued", "queued"])
    const token = stopLinkOf(await enquiryIdOf(t))
      .split("/")
      .at(-1)!
    const stopped = await fetch(`${server.url}/api/consents/stop`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token })
    })
    expect(stopped.status).toBe(200)
    expect((await messagesOf(t)).map((m) => m.state)).toEqual(["stopped", "stopped"])
    const fake = fakeGateway()
    expect(await work(noon(), fake.gateway)).toEqual([])
    expect((await move(t, "Call back")).status).toBe(200)
    expect(await messagesOf(t)).toHaveLength(2)
    expect(fake.calls).toEqual([])
  })

  it("makes the messages of one move once when the move is asked twice at once", async () => {
    const t = await enquiry("asha@example.in")
    const answers = await Promise.all([move(t, "Fix appointment"), move(t, "Fix appointment")])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await messagesOf(t)).map((m) => m.channel)).toEqual(["sms", "email"])
    // Moving back and forward again is two more moves: their own messages, under keys of their own.
    await move(t, "Call back")
    await move(t, "Fix appointment")
    const keys = (await messagesOf(t)).map((m) => m.key)
    expect(keys).toHaveLength(6)
    expect(new Set(keys).size).toBe(6)
  })

  it("sends each message once when two workers run at once", async () => {
    const tracking = await Promise.all([1, 2, 3, 4, 5].map(() => enquiry("asha@example.in")))
    for (const t of tracking) expect((await move(t, "Fix appointment")).status).toBe(200)
    const fake = fakeGateway({ delayMillis: 20 })
    const [a, b] = await Promise.all([work(noon(), fake.gateway), work(noon(), fake.gateway)])
    expect([...a!, ...b!]).toHaveLength(10)
    expect(fake.calls).toHaveLength(10)
    expect(new Set(fake.calls.map((c) => c.key)).size).toBe(10)
    for (const t of tracking) expect((await messagesOf(t)).map((m) => m.state)).toEqual(["sent", "sent"])
  })

  it("retries a failing gateway after 30, 60 and 120 seconds and sends once when it answers", async () => {
    const t = await enquiry("")
    await move(t, "Fix appointment")
    const fake = fakeGateway({ failFirst: 3 })
    expect(await work(noon(), fake.gateway)).toEqual(["retry"])
    expect(await messagesOf(t)).toMatchObject([{ state: "queued", attempts: 1, lastError: "gateway answered 503" }])
    expect(await dueAt(t)).toEqual([noon(30).toISOString()])
    expect(await work(noon(29), fake.gateway)).toEqual([])
    expect(await work(noon(30), fake.gateway)).toEqual(["retry"])
    expect(await dueAt(t)).toEqual([noon(90).toISOString()])
    expect(await work(noon(90), fake.gateway)).toEqual(["retry"])
    expect(await dueAt(t)).toEqual([noon(210).toISOString()])
    expect(await work(noon(210), fake.gateway)).toEqual(["sent"])
    expect(fake.delivered).toHaveLength(1)
    expect(new Set(fake.calls.map((c) => c.key)).size).toBe(1)
    expect(await messagesOf(t)).toMatchObject([{ state: "sent", attempts: 3 }])
  })

  it("sends a message again, with the same key, when the worker sending it died", async () => {
    const t = await enquiry("")
    await move(t, "Fix appointment")
    const dying = fakeGateway({ hang: true })
    await expect(
      server.run(StatusMessages.use((s) => s.processDue(noon(), dying.gateway)).pipe(Effect.timeout("300 millis")))
    ).rejects.toBeDefined()
    expect(await messagesOf(t)).toMatchObject([{ state: "sending" }])
    const next = fakeGateway()
    // The claim lasts MESSAGE_CLAIM_SECONDS (120): until then no other worker takes the message.
    expect(await work(noon(119), next.gateway)).toEqual([])
    expect(await work(noon(120), next.gateway)).toEqual(["sent"])
    expect(next.delivered.map((c) => c.key)).toEqual(dying.calls.map((c) => c.key))
    expect(await messagesOf(t)).toMatchObject([{ state: "sent", attempts: 0 }])
  })

  it("lists a message that failed 4 times for staff, who queue it again", async () => {
    const t = await enquiry("")
    await move(t, "Fix appointment")
    const down = fakeGateway({ failFirst: 99 })
    for (const seconds of [0, 30, 90]) expect(await work(noon(seconds), down.gateway)).toEqual(["retry"])
    expect(await work(noon(210), down.gateway)).toEqual(["failed"])
    const listed = await (await admin("/messages/failed")).json()
    expect(listed.data).toEqual([
      expect.objectContaining({
        trackingId: t,
        channel: "sms",
        status: "Appointment Fixed",
        attempts: 4,
        lastError: "gateway answered 503"
      })
    ])
    const id = listed.data[0].id as string
    expect((await admin(`/messages/${id}/retry`, "POST")).status).toBe(200)
    expect(await messagesOf(t)).toMatchObject([{ state: "queued", attempts: 0 }])
    expect((await admin(`/messages/${id}/retry`, "POST")).status).toBe(404)
    expect((await admin("/messages/not-a-number/retry", "POST")).status).toBe(400)
    const up = fakeGateway()
    expect(await work(noon(300), up.gateway)).toEqual(["sent"])
    expect(up.delivered.map((c) => c.key)).toEqual([down.calls[0]!.key])
    expect((await (await admin("/messages/failed")).json()).data).toEqual([])
  })

  it("lists a WhatsApp message that failed for staff as WhatsApp", async () => {
    const t = await enquiry("", "9812345671", ["whatsapp"])
    await move(t, "Fix appointment")
    const down = fakeGateway({ failFirst: 99 })
    for (const seconds of [0, 30, 90]) expect(await work(noon(seconds), down.gateway)).toEqual(["retry"])
    expect(await work(noon(210), down.gateway)).toEqual(["failed"])
    const response = await admin("/messages/failed")
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual([
      expect.objectContaining({ trackingId: t, channel: "whatsapp", status: "Appointment Fixed", attempts: 4 })
    ])
  })

  it("tells the referrer once, by SMS, that their reward is earned when their friend's loan is disbursed", async () => {
    const referrer = `9${String(700_000_000 + ++mobiles)}`
    const friend = `9${String(700_000_000 + ++mobiles)}`
    const referral = await server
      .run(
        Enquiries.use((e) =>
          e.create({
            applicationType: "Referral",
            loanType: "Personal Loan",
            first_name: "Ravi",
            last_name: "Kumar",
            phone: friend,
            referralPhone: referrer,
            referralName: "Asha Rao",
            referralEmail: "asha@example.in",
            referralLocation: "Pune",
            email: "",
            location: "Pune",
            consent: true
          } as never)
        )
      )
      .then((c) => c.trackingId)
    const self = await enquiry("", undefined, ["sms"])
    for (const event of ["Fix appointment", "Log in application", "Send to underwriting", "Approve"]) {
      expect((await move(referral, event)).status).toBe(200)
      expect((await move(self, event)).status).toBe(200)
    }
    const rewards = async (trackingId: string) =>
      (await messagesOf(trackingId)).filter((m) => m.key.startsWith("reward:")).map((m) => m.channel)
    // Approved is not the reward: nothing for the referrer yet.
    expect(await rewards(referral)).toEqual([])
    expect((await move(referral, "Disburse")).status).toBe(200)
    expect((await move(self, "Disburse")).status).toBe(200)
    expect(await rewards(referral)).toEqual(["sms"])
    expect(await rewards(self)).toEqual([])

    const fake = fakeGateway()
    await work(noon(), fake.gateway)
    await work(noon(60), fake.gateway)
    const toReferrer = fake.delivered.filter((c) => c.to === referrer)
    expect(toReferrer).toHaveLength(1)
    expect(toReferrer[0]).toMatchObject({ channel: "sms", template: "reward_earned" })
    expect(toReferrer[0]!.text).toMatch(
      /^Arthika Loans: the loan of a friend you referred is disbursed, and your reward points are in your account\. See them at https:\/\/arthikaloans\.in\/redeem\/start To stop these messages: https:\/\/arthikaloans\.in\/messages\/stop\//u
    )
    // The friend hears of their own loan, as every applicant does.
    expect(fake.delivered.filter((c) => c.to === friend).map((c) => c.template)).toContain("disbursed")
  })

  it("stops an enquiry's messages not yet sent", async () => {
    const t = await enquiry("asha@example.in")
    await move(t, "Fix appointment")
    expect(await server.run(StatusMessages.use((s) => s.stopForEnquiry(t)))).toBe(2)
    const fake = fakeGateway()
    expect(await work(noon(), fake.gateway)).toEqual([])
    expect(fake.calls).toEqual([])
  })

  it("sends by the ways the person chose: SMS only, WhatsApp only, e-mail only, and nothing to who chose only a call", async () => {
    const smsOnly = await enquiry("asha@example.in", undefined, ["sms"])
    const whatsappOnly = await enquiry("asha@example.in", "9812345670", ["whatsapp"])
    const emailOnly = await enquiry("asha@example.in", undefined, ["email"])
    const callOnly = await enquiry("asha@example.in", undefined, ["call"])
    for (const t of [smsOnly, whatsappOnly, emailOnly, callOnly])
      expect((await move(t, "Fix appointment")).status).toBe(200)
    expect((await messagesOf(smsOnly)).map((m) => m.channel)).toEqual(["sms"])
    expect((await messagesOf(whatsappOnly)).map((m) => m.channel)).toEqual(["whatsapp"])
    expect((await messagesOf(emailOnly)).map((m) => m.channel)).toEqual(["email"])
    expect(await messagesOf(callOnly)).toEqual([])

    const fake = fakeGateway()
    expect(await work(noon(), fake.gateway)).toEqual(["sent", "sent", "sent"])
    const whatsapp = fake.delivered.find((c) => c.channel === "whatsapp")!
    const link = `https://arthikaloans.in/application-status?trackingId=${whatsappOnly}`
    expect(whatsapp).toMatchObject({
      to: "9812345670",
      key: (await messagesOf(whatsappOnly))[0]!.key,
      template: "appointment_fixed",
      parameters: [whatsappOnly, link, stopLinkOf(await enquiryIdOf(whatsappOnly))]
    })
    expect(whatsapp.key).toMatch(/^status:\d+:whatsapp$/u)
    expect(fake.delivered.find((c) => c.channel === "email")?.to).toBe("asha@example.in")
    expect(fake.delivered.map((c) => c.channel).sort()).toEqual(["email", "sms", "whatsapp"])
  })

  it("sends no e-mail to someone who chose e-mail but gave no address (a payload from before the question)", async () => {
    const t = await enquiry("", undefined, ["sms", "email"])
    expect((await move(t, "Fix appointment")).status).toBe(200)
    expect((await messagesOf(t)).map((m) => m.channel)).toEqual(["sms"])
  })
})

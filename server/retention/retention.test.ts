/**
 * The retention job (issue 14, point 5) on the real server, on both databases: rows older than each period go (or,
 * for declined and rejected enquiries, lose their personal fields while the status history stays), newer ones stay;
 * the run logs counts and no personal data; a run is skipped while another process holds the lease, and of two
 * concurrent runs only one runs.
 */
import { Effect, Layer, Logger } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { Settings } from "../config.ts"
import { CreditEnquiries } from "../credit/repo.ts"
import { Enquiries } from "../enquiries/repo.ts"
import { roomyLimits } from "../limits/rules.ts"
import { type RunningServer, startServer } from "../main.ts"
import { databaseTargets, useTempDirs } from "../test-targets.ts"
import { Retention, RetentionJob, type RetentionOutcome } from "./retention.ts"

const tempDir = useTempDirs()
const targets = databaseTargets("retention", tempDir)

const day = 86_400_000

const enquiry = (phone: string, name: string) => ({
  applicationType: "Self",
  loanType: "Personal Loan",
  first_name: name,
  last_name: "Verma",
  phone,
  referralPhone: "",
  email: `${name.toLowerCase()}@example.in`,
  location: "Pune",
  consent: true
})
const creditEnquiry = (phone: string) =>
  ({
    first_name: "Credit",
    last_name: "Person",
    gender: "Female",
    email: "credit.person@example.in",
    phone,
    panNumber: "ABCDE1234F",
    dob: "1990-04-12",
    address: "12 MG Road",
    pincode: "560001",
    city: "Bengaluru",
    state: "Karnataka",
    acceptTerms: true
  }) as const

describe.each(targets)("retention on $name", (target) => {
  let server: RunningServer
  const logs: Array<string> = []

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation((...args: Array<unknown>) => {
      logs.push(args.map(String).join(" "))
    })
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      distDir: tempDir("loans-dist-"),
      requestLog: false,
      limits: roomyLimits(),
      ...target.settings()
    })
    // The run at start (an empty database): wait for its log line, so it does not hold the lease in the tests.
    for (let i = 0; i < 100 && !logs.some((l) => l.includes("retention run")); i++)
      await new Promise((r) => setTimeout(r, 50))
  })

  afterAll(async () => {
    if (server) {
      await target.cleanup(server)
      await server.close()
    }
    vi.restoreAllMocks()
  })

  const rows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* Effect.orDie(query(sql))
      })
    )
  const exec = (query: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
    rows((sql) => Effect.as(query(sql), []))
  const runOnce = () => server.run(Retention.use((r) => r.runOnce()))
  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body)
    })
  const submit = async (phone: string, name: string, key?: string) => {
    const response = await post("/api/loan-enquiries", enquiry(phone, name), key ? { "idempotency-key": key } : {})
    expect(response.status).toBe(201)
    return (await response.json()).trackingId as string
  }

  it("ran at start and logged its counts, without personal data", () => {
    const line = logs.find((l) => l.includes("retention run"))
    expect(line).toBeDefined()
    expect(JSON.parse(line!)).toMatchObject({
      message: "retention run",
      annotations: {
        otpCodes: 0,
        smsOutbox: 0,
        idempotencyKeys: 0,
        contactMessages: 0,
        closedEnquiries: 0,
        creditEnquiries: 0,
        tokenRevocations: 0
      }
    })
  })

  it("erases what is older than each period and keeps what is newer", async () => {
    // OTP codes: one sent and expired 8 days ago, one sent 6 days ago.
    const now = Date.now()
    await exec(
      (sql) => sql`
        INSERT INTO otp_challenges (subject, code_hash, expires_at, attempts, sends) VALUES
          ('old-subject', 'h', ${now - 8 * day}, 0, ARRAY[${now - 8 * day}]::bigint[]),
          ('new-subject', 'h', ${now - 6 * day}, 0, ARRAY[${now - 6 * day}]::bigint[])
      `
    )
    // The SMS outbox: 8 and 6 days old.
    await exec(
      (sql) => sql`
        INSERT INTO sms_outbox (mobile, body, created_at) VALUES
          ('9811100001', 'old code', now() - interval '8 days'),
          ('9811100002', 'new code', now() - interval '6 days')
      `
    )
    // Idempotency keys: 25 and 23 hours old.
    await submit("9811100003", "Keyold", "key-old")
    await submit("9811100004", "Keynew", "key-new")
    await exec((sql) => sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'key-old'`)
    await exec((sql) => sql`UPDATE idempotency_keys SET created_at = now() - interval '23 hours' WHERE key = 'key-new'`)
    // Contact messages: 366 and 364 days old.
    for (const phone of ["9811100005", "9811100006"])
      expect(
        (
          await post("/api/contact-us", {
            name: "Contact Person",
            email: "contact@example.in",
            phone,
            message: "Hello",
            consent: true
          })
        ).status
      ).toBe(200)
    await exec(
      (sql) => sql`UPDATE contact_messages SET created_at = now() - interval '366 days' WHERE phone = '9811100005'`
    )
    await exec(
      (sql) => sql`UPDATE contact_messages SET created_at = now() - interval '364 days' WHERE phone = '9811100006'`
    )
    // Enquiries: rejected 181 days ago (with an old credit-score enquiry of its mobile), declined 179 days ago,
    // disbursed 400 days ago.
    const rejected = await submit("9811100007", "Rejected")
    const declined = await submit("9811100008", "Declined")
    const disbursed = await submit("9811100009", "Disbursed")
    await server.run(Enquiries.use((e) => e.setStatus(rejected, "Rejected")))
    await server.run(Enquiries.use((e) => e.setStatus(declined, "Decline / Not Interested")))
    await server.run(Enquiries.use((e) => e.setStatus(disbursed, "Disbursed")))
    const setAge = (trackingId: string, days: number) =>
      exec(
        (sql) => sql`
          UPDATE loan_enquiries SET updated_at = now() - make_interval(days => ${days}) WHERE tracking_id = ${trackingId}
        `
      )
    await setAge(rejected, 181)
    await setAge(declined, 179)
    await setAge(disbursed, 400)
    for (const phone of ["9811100007", "9811100008"]) {
      await server.run(CreditEnquiries.use((c) => c.create(creditEnquiry(phone))))
      await exec(
        (sql) => sql`UPDATE credit_enquiries SET created_at = now() - interval '200 days' WHERE phone = ${phone}`
      )
    }
    const history = () =>
      rows<{ status: string }>(
        (sql) => sql`
          SELECT h.status FROM loan_enquiry_status_history h JOIN loan_enquiries e ON e.id = h.enquiry_id
          WHERE e.tracking_id = ${rejected} ORDER BY h.id
        `
      )
    const historyBefore = await history()
    expect(historyBefore.map((h) => h.status)).toEqual(["Call Back", "Rejected"])
    // Token revocations: of an erasure 25 hours ago, and of one 23 hours ago.
    await exec(
      (sql) => sql`
        INSERT INTO token_revocations (subject, epoch, revoked_at) VALUES
          ('old-revocation-subject-0123456789', 1, now() - interval '25 hours'),
          ('new-revocation-subject-0123456789', 2, now() - interval '23 hours')
      `
    )

    const outcome = await runOnce()
    expect(outcome).toEqual({
      ran: true,
      counts: {
        otpCodes: 1,
        smsOutbox: 1,
        idempotencyKeys: 1,
        contactMessages: 1,
        closedEnquiries: 1,
        creditEnquiries: 1,
        tokenRevocations: 1
      }
    })

    expect(await rows((sql) => sql`SELECT subject FROM otp_challenges ORDER BY subject`)).toEqual([
      { subject: "new-subject" }
    ])
    expect(await rows((sql) => sql`SELECT body FROM sms_outbox WHERE mobile LIKE '98111%' ORDER BY id`)).toEqual([
      { body: "new code" }
    ])
    expect(await rows((sql) => sql`SELECT key FROM idempotency_keys ORDER BY key`)).toEqual([{ key: "key-new" }])
    expect(await rows((sql) => sql`SELECT subject FROM token_revocations ORDER BY subject`)).toEqual([
      { subject: "new-revocation-subject-0123456789" }
    ])
    expect(await rows((sql) => sql`SELECT phone FROM contact_messages ORDER BY phone`)).toEqual([
      { phone: "9811100006" }
    ])
    expect(
      await rows((sql) => sql`SELECT count(*)::int AS n FROM consents WHERE contact_message_id IS NOT NULL`)
    ).toEqual([{ n: 1 }])

    const enquiryRow = (trackingId: string) =>
      rows(
        (sql) => sql`
          SELECT first_name, last_name, phone, email, location, status, anonymised_at IS NOT NULL AS anonymised
          FROM loan_enquiries WHERE tracking_id = ${trackingId}
        `
      )
    expect(await enquiryRow(rejected)).toEqual([
      {
        first_name: "Removed",
        last_name: "",
        phone: "",
        email: null,
        location: "",
        status: "Rejected",
        anonymised: true
      }
    ])
    expect(await enquiryRow(declined)).toMatchObject([
      { first_name: "Declined", phone: "9811100008", anonymised: false }
    ])
    expect(await enquiryRow(disbursed)).toMatchObject([{ first_name: "Disbursed", anonymised: false }])
    // The status history is as it was; the rejected enquiry's consent record and old credit enquiry are gone.
    expect(await history()).toEqual(historyBefore)
    expect(
      await rows(
        (sql) => sql`
          SELECT count(*)::int AS n FROM consents
          WHERE enquiry_id = (SELECT id FROM loan_enquiries WHERE tracking_id = ${rejected})
        `
      )
    ).toEqual([{ n: 0 }])
    expect(
      await rows((sql) => sql`SELECT phone FROM credit_enquiries WHERE phone LIKE '98111%' ORDER BY phone`)
    ).toEqual([{ phone: "9811100008" }])
    // Tracking still answers, without the name.
    const tracked = await (await fetch(`${server.url}/api/loan-enquiries/track-application/${rejected}`)).json()
    expect(tracked.data).toMatchObject({ status: "Rejected", name: "Removed" })

    // A second run finds nothing more.
    expect(await runOnce()).toEqual({
      ran: true,
      counts: {
        otpCodes: 0,
        smsOutbox: 0,
        idempotencyKeys: 0,
        contactMessages: 0,
        closedEnquiries: 0,
        creditEnquiries: 0,
        tokenRevocations: 0
      }
    })
    // The logs hold none of the personal data above.
    for (const personal of ["9811100007", "rejected@example.in", "contact@example.in", "ABCDE1234F"])
      expect(logs.join("\n")).not.toContain(personal)
  })

  it("skips the run while another process holds the lease, and runs once it has expired", async () => {
    await exec(
      (sql) => sql`
        UPDATE job_leases SET holder = 'another-process', leased_until = now() + interval '10 minutes'
        WHERE name = 'retention'
      `
    )
    await exec(
      (sql) =>
        sql`INSERT INTO sms_outbox (mobile, body, created_at) VALUES ('9811100010', 'x', now() - interval '9 days')`
    )
    expect(await runOnce()).toEqual({ ran: false })
    expect(await rows((sql) => sql`SELECT count(*)::int AS n FROM sms_outbox WHERE mobile = '9811100010'`)).toEqual([
      { n: 1 }
    ])
    await exec((sql) => sql`UPDATE job_leases SET leased_until = now() - interval '1 minute' WHERE name = 'retention'`)
    expect(await runOnce()).toMatchObject({ ran: true, counts: { smsOutbox: 1 } })
  })

  it("of two concurrent runs, one runs and the other is skipped", async () => {
    const outcomes = await Promise.all([runOnce(), runOnce()])
    expect(outcomes.map((o) => o.ran).sort()).toEqual([false, true])
  })

  const runIfDue = () => server.run(Retention.use((r) => r.runIfDue))
  const schedule = () =>
    rows<{ due: boolean; nextIndiaTime: string }>(
      (sql) => sql`
        SELECT next_run_at <= now() AS due,
          to_char(next_run_at AT TIME ZONE 'Asia/Kolkata', 'HH24:MI') AS "nextIndiaTime"
        FROM job_leases WHERE name = 'retention'
      `
    )

  it("is next due at 03:00 India time after its scheduled run, and does not run again before then", async () => {
    // The look at start ran it (the first test): the schedule now points at the coming 03:00 IST.
    expect(await schedule()).toEqual([{ due: false, nextIndiaTime: "03:00" }])
    expect(await runIfDue()).toEqual({ ran: false })
  })

  it("runs once it is due, and of two processes looking at once only one runs it", async () => {
    await exec((sql) => sql`UPDATE job_leases SET next_run_at = now() - interval '1 second' WHERE name = 'retention'`)
    const outcomes = await Promise.all([runIfDue(), runIfDue()])
    expect(outcomes.map((o) => o.ran).sort()).toEqual([false, true])
    expect(await schedule()).toEqual([{ due: false, nextIndiaTime: "03:00" }])
  })

  it("leaves a due run whose process died to the next process once the claim expires", async () => {
    await exec(
      (sql) => sql`
        UPDATE job_leases SET holder = 'a-process-that-died', leased_until = now() + interval '10 minutes',
          next_run_at = now() - interval '1 minute'
        WHERE name = 'retention'
      `
    )
    expect(await runIfDue()).toEqual({ ran: false })
    await exec((sql) => sql`UPDATE job_leases SET leased_until = now() - interval '1 second' WHERE name = 'retention'`)
    expect(await runIfDue()).toMatchObject({ ran: true })
    expect(await schedule()).toEqual([{ due: false, nextIndiaTime: "03:00" }])
  })

  it("keeps its schedule when it is run by hand", async () => {
    await exec((sql) => sql`UPDATE job_leases SET next_run_at = now() + interval '5 hours' WHERE name = 'retention'`)
    expect(await runOnce()).toMatchObject({ ran: true })
    expect(await rows((sql) => sql`SELECT next_run_at > now() + interval '4 hours' AS kept FROM job_leases`)).toEqual([
      { kept: true }
    ])
  })
})

describe("the retention schedule", () => {
  /** The schedule's first run with a stand-in for the run: how often it ran and what was logged. */
  const firstRun = async (retentionJob: boolean, outcome: Effect.Effect<RetentionOutcome>) => {
    const lines: Array<Record<string, unknown>> = []
    let runs = 0
    const capture = Logger.make((options) => {
      lines.push(JSON.parse(Logger.formatJson.log(options)))
    })
    const standIn = Layer.succeed(
      Retention,
      Retention.of({
        runOnce: () => Effect.die(new Error("the schedule runs the job only when it is due")),
        runIfDue: Effect.suspend(() => {
          runs++
          return outcome
        })
      })
    )
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* Layer.build(
            RetentionJob.pipe(Layer.provide(Layer.mergeAll(Settings.layer({ retentionJob }), standIn)))
          )
          yield* Effect.sleep("50 millis")
        })
      ).pipe(Effect.provide(Logger.layer([capture])))
    )
    return { runs, lines: lines.map(({ message, level, annotations }) => ({ message, level, annotations })) }
  }

  it("does not run when the job is switched off", async () => {
    expect(await firstRun(false, Effect.succeed({ ran: false }))).toEqual({ runs: 0, lines: [] })
  })

  it("logs a run's counts", async () => {
    const counts = {
      otpCodes: 1,
      smsOutbox: 2,
      idempotencyKeys: 3,
      contactMessages: 4,
      closedEnquiries: 5,
      creditEnquiries: 6,
      tokenRevocations: 7
    }
    expect(await firstRun(true, Effect.succeed({ ran: true, counts }))).toEqual({
      runs: 1,
      lines: [{ message: "retention run", level: "INFO", annotations: counts }]
    })
  })

  it("logs nothing when it finds the job not due or held by another process", async () => {
    expect(await firstRun(true, Effect.succeed({ ran: false }))).toEqual({ runs: 1, lines: [] })
  })

  it("logs a failed run with its cause, and does not fail", async () => {
    const { runs, lines } = await firstRun(true, Effect.die(new Error("disk full")))
    expect(runs).toBe(1)
    expect(lines).toEqual([
      { message: "retention run failed", level: "ERROR", annotations: { cause: expect.stringContaining("disk full") } }
    ])
  })
})
